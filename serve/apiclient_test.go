package serve_test

import (
	"context"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/skillrun/skillrun/serve/apiclient"
)

// TestGeneratedClientAgainstBinary drives the real `skillrun serve --http`
// with the client oapi-codegen generated from the OpenAPI document
// (serve/apiclient): it lists the tools, runs a skill, records an episode
// and finds it with memory_search, and reads a typed error.
func TestGeneratedClientAgainstBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	_, base := startHTTPBinary(t, bin, "--token", "tok", "--lib", lib, "--memory", filepath.Join(work, "memory.db"))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := apiclient.NewClientWithResponses(base, apiclient.WithRequestEditorFn(func(_ context.Context, r *http.Request) error {
		r.Header.Set("Authorization", "Bearer tok")
		return nil
	}))
	if err != nil {
		t.Fatal(err)
	}

	tools, err := c.ListToolsWithResponse(ctx)
	if err != nil || tools.JSON200 == nil {
		t.Fatalf("ListTools: %v %s", err, tools.Body)
	}
	names := map[string]bool{}
	for _, tl := range tools.JSON200.Tools {
		names[tl.Name] = true
	}
	if !names["echo"] || !names["memory_search"] || len(names) < 4+5+17 {
		t.Errorf("ListTools = %v; want the skills and the operations", names)
	}

	run, err := c.RunSkillWithResponse(ctx, "echo", apiclient.RunSkillJSONRequestBody{AdditionalProperties: map[string]any{"msg": "from a generated client"}})
	if err != nil || run.JSON200 == nil {
		t.Fatalf("RunSkill echo: %v %d %s", err, run.StatusCode(), run.Body)
	}
	if got := run.JSON200.Result; got.Skill != "echo" || got.Result == nil || (*got.Result)["msg"] != "from a generated client" {
		t.Errorf("RunSkill echo = %+v", got)
	}

	start := time.Now().UTC()
	task := "cross the lava gap with a bridge"
	rec, err := c.MemoryRecordEpisodeWithResponse(ctx, apiclient.MemoryRecordEpisodeJSONRequestBody{Id: "ep-client", Start: start, Task: &task})
	if err != nil || rec.JSON200 == nil || rec.JSON200.Result.Episode != "ep-client" {
		t.Fatalf("MemoryRecordEpisode: %v %s", err, rec.Body)
	}
	found, err := c.MemorySearchWithResponse(ctx, apiclient.MemorySearchJSONRequestBody{Text: "lava bridge"})
	if err != nil || found.JSON200 == nil {
		t.Fatalf("MemorySearch: %v %s", err, found.Body)
	}
	hit := false
	for _, h := range found.JSON200.Result.Hits {
		hit = hit || h.Id == "ep-client"
	}
	if !hit {
		t.Errorf("MemorySearch lava bridge = %+v; want episode ep-client", found.JSON200.Result.Hits)
	}
	none, err := c.MemorySearchWithResponse(ctx, apiclient.MemorySearchJSONRequestBody{Text: "nothingmatchesthisword"})
	if err != nil || none.JSON200 == nil || none.JSON200.Result.Hits == nil || len(none.JSON200.Result.Hits) != 0 {
		t.Errorf("MemorySearch with no hits: %v %s; want hits []", err, none.Body)
	}

	bad, err := c.RunSkillWithResponse(ctx, "nope", apiclient.RunSkillJSONRequestBody{})
	if err != nil || bad.JSON404 == nil || bad.JSON404.Kind != "not_found" {
		t.Errorf("RunSkill nope: %v %d %s; want a typed 404 not_found", err, bad.StatusCode(), bad.Body)
	}
}
