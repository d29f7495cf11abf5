package serve_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	memopen "github.com/skillrun/skillrun/memory/open"
)

// The real MCP clients people run, installed by ci/setup.d/60-mcp-clients.sh
// into ci/mcp-clients: the Python SDK (PyPI mcp, in a venv), the
// TypeScript SDK and MCP Inspector's CLI mode (npm, from the lockfile).
const clientsDir = "../ci/mcp-clients"

// clientCall is one call the client drivers make: "$VAR" strings in Args
// are replaced by the field Save named of an earlier call's structured
// result.
type clientCall struct {
	Tool        string            `json:"tool"`
	Args        map[string]any    `json:"args"`
	Save        map[string]string `json:"save,omitempty"`
	ExpectError bool              `json:"expect_error,omitempty"`
}

// clientCalls calls every tool of the test library served by the binary
// (skills, built-ins and fixed operations), successes and a few errors.
func clientCalls(t *testing.T) []clientCall {
	img := b64(redPNG(t, 24, 16, image.Rect(2, 2, 10, 10)))
	other := b64(redPNG(t, 24, 16, image.Rect(12, 4, 20, 12)))
	src, err := os.ReadFile("testdata/lib/echo.go")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now().UTC().Format(time.RFC3339Nano)
	pos := []float64{3, 0, 2}
	return []clientCall{
		{Tool: "session_list", Args: map[string]any{}},
		{Tool: "session_open", Args: map[string]any{"env": "voxel", "params": map[string]any{"scene": "lava_gap"}, "task": "look around"}, Save: map[string]string{"session": "session", "episode": "episode"}},
		{Tool: "session_observe", Args: map[string]any{"session": "$session"}},
		{Tool: "observe", Args: map[string]any{"_session": "$session"}},
		{Tool: "act", Args: map[string]any{"action": "look", "params": map[string]any{"yaw": 1.5, "pitch": 0}, "_session": "$session"}},
		{Tool: "sequence", Args: map[string]any{"steps": []any{map[string]any{"skill": "observe", "args": map[string]any{}}}, "_session": "$session"}},
		{Tool: "retry", Args: map[string]any{"skill": "observe", "args": map[string]any{}, "attempts": 1, "_session": "$session"}},
		{Tool: "counter", Args: map[string]any{"n": 1, "_session": "$session"}, ExpectError: true}, // the voxel world has no counter
		{Tool: "twice", Args: map[string]any{"n": 1}, ExpectError: true},                           // no session: no world
		{Tool: "echo", Args: map[string]any{"msg": "hello from a real client"}},
		{Tool: "session_close", Args: map[string]any{"session": "$session", "success": true, "summary": "looked around"}},
		{Tool: "red_boxes", Args: map[string]any{"_image": map[string]any{"data": img}}, Save: map[string]string{"detected": "frame"}},
		{Tool: "blaze_detector", Args: map[string]any{"_frame": "$detected"}},
		{Tool: "frame_put", Args: map[string]any{"image": map[string]any{"data": other}, "labels": map[string]any{"camera": "front"}}, Save: map[string]string{"frame": "hash"}},
		{Tool: "frame_put", Args: map[string]any{"image": map[string]any{"data": other}}},
		{Tool: "frame_get", Args: map[string]any{"frame": "$frame", "max_width": 12}},
		{Tool: "frame_compare", Args: map[string]any{"past": map[string]any{"frame": "$frame"}, "current": map[string]any{"frame": "$detected"}}},
		{Tool: "memory_record_episode", Args: map[string]any{"id": "ep-client", "start": now, "task": "dig toward the lava gap", "success": false, "reason": "lava",
			"steps": []any{map[string]any{"index": 0, "action": map[string]any{"name": "dig", "object": "block@3,0,2"}, "outcome": map[string]any{"ok": false, "reason": "lava below"}, "pos": pos}}}},
		{Tool: "memory_record_steps", Args: map[string]any{"episode": "ep-client", "steps": []any{map[string]any{"index": 1, "action": map[string]any{"name": "look"}, "outcome": map[string]any{"ok": true}}}}},
		{Tool: "memory_recall_failures", Args: map[string]any{"action": "dig", "object": "block@3,0,2"}},
		{Tool: "memory_search", Args: map[string]any{"text": "lava gap"}},
		{Tool: "memory_episode", Args: map[string]any{"id": "ep-client"}},
		{Tool: "memory_episode", Args: map[string]any{"id": "no-such-episode"}, ExpectError: true},
		{Tool: "memory_steps", Args: map[string]any{"action": "dig"}},
		{Tool: "memory_near", Args: map[string]any{"pos": pos}},
		{Tool: "memory_before", Args: map[string]any{"episode": "ep-client", "step": 1}},
		{Tool: "memory_cells_put", Args: map[string]any{"cells": []any{map[string]any{"pos": []int{3, 0, 2}, "kind": "hazard", "episode": "ep-client", "damage": 2}}}},
		{Tool: "memory_cells", Args: map[string]any{"near": pos, "radius": 2}},
		{Tool: "memory_note_put", Args: map[string]any{"id": "lm-gap", "kind": "landmark", "text": "The lava gap is at x=3.", "pos": pos}},
		{Tool: "memory_note_get", Args: map[string]any{"id": "lm-gap"}},
		{Tool: "memory_notes", Args: map[string]any{"near": pos}},
		{Tool: "plan_put", Args: map[string]any{"goal": "cross the gap", "steps": []any{"look", "bridge"}}},
		{Tool: "plan_get", Args: map[string]any{}},
		{Tool: "memory_context", Args: map[string]any{"action": "dig", "object": "block@3,0,2", "pos": pos, "goal": "cross the lava gap"}},
		{Tool: "memory_usage", Args: map[string]any{"skill": "echo"}},
		{Tool: "skill_source", Args: map[string]any{"skill": "echo"}},
		{Tool: "skill_propose", Args: map[string]any{"skill": "echo", "source": strings.Replace(string(src), "Echo the message back", "Echo the message back unchanged", 1), "note": "doc"}, Save: map[string]string{"proposal": "proposal", "version": "version"}},
		{Tool: "skill_verdict", Args: map[string]any{"proposal": "$proposal"}},
		{Tool: "memory_provenance", Args: map[string]any{"version": "$version"}},
		{Tool: "memory_verifications", Args: map[string]any{"version": "$version"}},
		{Tool: "memory_provenance", Args: map[string]any{"version": "0000000000000000"}, ExpectError: true}, // a version memory never saw
		{Tool: "memory_link", Args: map[string]any{"version": "$version", "episode": "ep-client", "relation": "SUPPORTED_BY", "by": "test", "why": "it echoed"}},
		{Tool: "memory_unlink", Args: map[string]any{"version": "$version", "episode": "ep-client", "relation": "SUPPORTED_BY", "by": "test", "why": "wrong episode"}},
		{Tool: "skill_consolidate", Args: map[string]any{}},
		{Tool: "skill_disable", Args: map[string]any{"skill": "twice", "reason": "a test turns it off", "author": "test"}},
		{Tool: "skill_enable", Args: map[string]any{"skill": "twice", "author": "test"}},
		{Tool: "skill_rollback", Args: map[string]any{"skill": "echo", "to": "0000000000000000"}, ExpectError: true}, // a version memory never saw
		{Tool: "memory_search", Args: map[string]any{"limit": 1000}, ExpectError: true},
	}
}

// clientReport is what a driver prints.
type clientReport struct {
	Client string `json:"client"`
	Fatal  string `json:"fatal"`
	// CloseError: the client failed while closing, after every call
	// (py_client.py says which).
	CloseError string         `json:"close_error"`
	Server     map[string]any `json:"server"`
	Tools      []struct {
		Name         string         `json:"name"`
		Title        string         `json:"title"`
		OutputSchema map[string]any `json:"outputSchema"`
		Annotations  map[string]any `json:"annotations"`
	} `json:"tools"`
	Calls []struct {
		Tool       string   `json:"tool"`
		IsError    bool     `json:"isError"`
		Text       []string `json:"text"`
		Structured bool     `json:"structured"`
		Exception  string   `json:"exception"`
	} `json:"calls"`
}

var toolNameRE = regexp.MustCompile(`^[a-zA-Z0-9_-]{1,64}$`)

// checkReport checks a driver's report: the server named itself with its
// build's version; every tool has a portable name, a title and an output
// schema; every tool was called; each call came back as the client
// accepts it (the SDKs validate structured content against the output
// schema and throw otherwise), failing exactly where expected.
func checkReport(t *testing.T, who string, rep clientReport, calls []clientCall) {
	t.Helper()
	if rep.Fatal != "" {
		t.Fatalf("%s: the client failed: %s", who, rep.Fatal)
	}
	if rep.CloseError != "" {
		t.Logf("%s: the client failed while closing, after its calls: %s", who, rep.CloseError)
	}
	if v, _ := rep.Server["version"].(string); rep.Server["name"] != "skillrun" || v == "" || v == "dev" {
		t.Errorf("%s: serverInfo %v; want skillrun with the build's version", who, rep.Server)
	}
	called := map[string]bool{}
	for _, c := range calls {
		called[c.Tool] = true
	}
	if len(rep.Tools) < 38 {
		t.Errorf("%s: %d tools listed; want the 9 skills and the fixed operations", who, len(rep.Tools))
	}
	for _, tl := range rep.Tools {
		if !toolNameRE.MatchString(tl.Name) {
			t.Errorf("%s: tool name %q does not match %s", who, tl.Name, toolNameRE)
		}
		if tl.Title == "" || tl.OutputSchema == nil || tl.Annotations == nil {
			t.Errorf("%s: tool %s lacks a title, output schema or annotations", who, tl.Name)
		}
		if !called[tl.Name] {
			t.Logf("%s: tool %s has no case in clientCalls: the client called it with {} (add a case)", who, tl.Name)
		}
	}
	if len(rep.Calls) < len(calls) {
		t.Fatalf("%s: %d calls reported; want %d", who, len(rep.Calls), len(calls))
	}
	for i, c := range rep.Calls {
		if i >= len(calls) { // a listed tool without a case, called with {}: any answer but a refused one
			if c.Exception != "" {
				t.Errorf("%s: %s({}): the client refused the answer: %s", who, c.Tool, c.Exception)
			}
			continue
		}
		want := calls[i]
		switch {
		case c.Exception != "":
			t.Errorf("%s: %s(%v): the client refused the answer: %s", who, c.Tool, want.Args, c.Exception)
		case c.IsError != want.ExpectError:
			t.Errorf("%s: %s(%.200v): isError %v, want %v: %.300v", who, c.Tool, want.Args, c.IsError, want.ExpectError, c.Text)
		case !c.IsError && !c.Structured:
			t.Errorf("%s: %s: a success without structured content", who, c.Tool)
		}
	}
}

// needClient returns the path of a client program under ci/mcp-clients:
// missing, the test fails under CI=true and is skipped elsewhere.
func needClient(t *testing.T, rel string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join(clientsDir, rel))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(p); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is not installed (ci/setup.d/60-mcp-clients.sh installs it): %v", rel, err)
		}
		t.Skipf("%s is not installed (ci/setup.d/60-mcp-clients.sh installs it)", rel)
	}
	return p
}

// runDriver runs a client driver and decodes its report.
func runDriver(t *testing.T, name string, args ...string) clientReport {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = clientsDir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var rep clientReport
	if jerr := json.Unmarshal(out.Bytes(), &rep); jerr != nil {
		t.Fatalf("%s %v: %v; stdout %q\nstderr %s", filepath.Base(name), args[:2], err, out.String(), errb.String())
	}
	if err != nil && rep.Fatal == "" {
		t.Fatalf("%s: %v\n%s", filepath.Base(name), err, errb.String())
	}
	return rep
}

// TestRealMCPClients drives the real skillrun binary with the Python SDK
// and the TypeScript SDK, over stdio, over streamable HTTP and over the
// HTTP+SSE transport of 2024-11-05 (both with a bearer token, and
// keep-alives every 5 ms): each lists every tool and calls every one,
// successes, skill errors and bad arguments.
func TestRealMCPClients(t *testing.T) {
	python := needClient(t, ".venv/bin/python")
	node := needTool(t, "node", "ci/setup.d/60-mcp-clients.sh")
	needClient(t, "node_modules/@modelcontextprotocol/sdk/package.json")
	bin, work, lib := binaryAndLib(t)
	calls := clientCalls(t)
	callsFile := filepath.Join(work, "calls.json")
	b, _ := json.Marshal(calls)
	if err := os.WriteFile(callsFile, b, 0o644); err != nil {
		t.Fatal(err)
	}
	// Keep-alive comments every few milliseconds, between and inside the
	// clients' exchanges: a conforming client skips them.
	keepAlives := []string{"--stream-keepalive", "5ms"}
	drivers := []struct{ name, prog, script string }{
		{"python", python, "py_client.py"},
		{"typescript", node, "ts_client.mjs"},
	}
	for i, d := range drivers {
		t.Run(d.name+"/stdio", func(t *testing.T) {
			dir := filepath.Join(work, fmt.Sprintf("stdio-%d", i))
			rep := runDriver(t, d.prog, d.script, callsFile, "stdio", bin, "serve", "--stdio", "--lib", lib,
				"--memory", filepath.Join(dir, "memory.db"), "--frames", filepath.Join(dir, "frames"))
			checkReport(t, d.name+" over stdio", rep, calls)
		})
		t.Run(d.name+"/http", func(t *testing.T) {
			dir := filepath.Join(work, fmt.Sprintf("http-%d", i))
			_, base := startHTTPBinary(t, bin, append(keepAlives, "--token", "tok", "--lib", lib, "--memory", filepath.Join(dir, "memory.db"), "--frames", filepath.Join(dir, "frames"))...)
			rep := runDriver(t, d.prog, d.script, callsFile, "http", base+"/mcp", "tok")
			checkReport(t, d.name+" over HTTP", rep, calls)
		})
		t.Run(d.name+"/sse", func(t *testing.T) {
			dir := filepath.Join(work, fmt.Sprintf("sse-%d", i))
			_, base := startHTTPBinary(t, bin, append(keepAlives, "--token", "tok", "--lib", lib, "--memory", filepath.Join(dir, "memory.db"), "--frames", filepath.Join(dir, "frames"))...)
			rep := runDriver(t, d.prog, d.script, callsFile, "sse", base+"/sse", "tok")
			checkReport(t, d.name+" over HTTP+SSE", rep, calls)
		})
		// With agents' tokens: the client's token is agent "test"'s, and
		// what it stores is recorded under that name.
		for _, tr := range []struct{ name, path string }{{"http", "/mcp"}, {"sse", "/sse"}} {
			t.Run(d.name+"/"+tr.name+"-agent", func(t *testing.T) {
				dir := filepath.Join(work, fmt.Sprintf("%s-agent-%d", tr.name, i))
				if err := os.MkdirAll(dir, 0o755); err != nil {
					t.Fatal(err)
				}
				const token = "test-agent-token-0123456789"
				tokens := filepath.Join(dir, "agents")
				if err := os.WriteFile(tokens, []byte("test "+token+"\n"), 0o600); err != nil {
					t.Fatal(err)
				}
				db := filepath.Join(dir, "memory.db")
				_, base := startHTTPBinary(t, bin, "--agent-tokens", tokens, "--lib", lib, "--memory", db, "--frames", filepath.Join(dir, "frames"))
				rep := runDriver(t, d.prog, d.script, callsFile, tr.name, base+tr.path, token)
				checkReport(t, d.name+" over "+tr.name+" with an agent's token", rep, calls)
				store, err := memopen.Store(context.Background(), db, memopen.Options{})
				if err != nil {
					t.Fatal(err)
				}
				defer store.Close()
				u, err := store.AuthorUse(context.Background(), "test")
				if err != nil || u.Versions == 0 || u.Notes == 0 || u.Episodes == 0 {
					t.Errorf("agent test has %+v stored (%v); want the client's versions, notes and episodes", u, err)
				}
			})
		}
	}
}

// substitute replaces "$VAR" strings in v by saved values.
func substitute(v any, saved map[string]any) any {
	switch x := v.(type) {
	case string:
		if r, ok := saved[strings.TrimPrefix(x, "$")]; ok && strings.HasPrefix(x, "$") {
			return r
		}
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			out[k] = substitute(e, saved)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = substitute(e, saved)
		}
		return out
	}
	return v
}

// usesState reports whether a call's arguments name something only the
// server process that made it knows (an open session, a proposal).
func usesState(args map[string]any) bool {
	b, _ := json.Marshal(args)
	return bytes.Contains(b, []byte(`"$session"`)) || bytes.Contains(b, []byte(`"$proposal"`))
}

// TestMCPInspector drives the real binary with MCP Inspector's CLI mode
// (npx @modelcontextprotocol/inspector --cli), over stdio and streamable
// HTTP: tools/list with --strict (Inspector's schema portability check,
// which exits non-zero on an error-severity problem), then tools/call of
// every tool. Over stdio each Inspector call starts its own server, so a
// call naming another process's session or proposal must fail there.
func TestMCPInspector(t *testing.T) {
	node := needTool(t, "node", "ci/setup.d/60-mcp-clients.sh")
	inspector := needClient(t, "node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js")
	bin, work, lib := binaryAndLib(t)
	calls := clientCalls(t)
	for _, transport := range []string{"stdio", "http"} {
		t.Run(transport, func(t *testing.T) {
			t.Parallel() // each Inspector call is a Node process (and over stdio a server): mostly waiting
			dir := filepath.Join(work, "inspector-"+transport)
			store := []string{"--lib", lib, "--memory", filepath.Join(dir, "memory.db"), "--frames", filepath.Join(dir, "frames")}
			var target []string
			if transport == "stdio" {
				target = append([]string{bin, "serve", "--stdio"}, store...)
			} else {
				_, base := startHTTPBinary(t, bin, append([]string{"--token", "tok"}, store...)...)
				target = []string{base + "/mcp", "--header", "Authorization: Bearer tok"}
			}
			inspect := func(args ...string) (map[string]any, int, string) {
				t.Helper()
				full := append([]string{inspector, "--cli"}, target...)
				cmd := exec.Command(node, append(full, args...)...)
				cmd.Dir = clientsDir
				var out, errb bytes.Buffer
				cmd.Stdout, cmd.Stderr = &out, &errb
				err := cmd.Run()
				code := 0
				if ee, ok := err.(*exec.ExitError); ok {
					code = ee.ExitCode()
				} else if err != nil {
					t.Fatalf("inspector %v: %v", args, err)
				}
				var m map[string]any
				if err := json.NewDecoder(&out).Decode(&m); err != nil {
					t.Fatalf("inspector %v: exit %d, no JSON on stdout (%v)\n%s", args, code, err, errb.String())
				}
				return m, code, errb.String()
			}
			list, code, stderr := inspect("--method", "tools/list", "--strict")
			if code != 0 {
				t.Errorf("inspector tools/list --strict: exit %d (6: an error-severity schema problem)\n%s", code, stderr)
			}
			tools, _ := list["tools"].([]any)
			listed := map[string]bool{}
			for _, x := range tools {
				tl, _ := x.(map[string]any)
				name, _ := tl["name"].(string)
				listed[name] = true
				if !toolNameRE.MatchString(name) || tl["outputSchema"] == nil {
					t.Errorf("inspector: tool %q: bad name or no output schema", name)
				}
			}
			called := map[string]bool{}
			saved := map[string]any{}
			for _, c := range calls {
				called[c.Tool] = true
				args, _ := json.Marshal(substitute(c.Args, saved))
				res, code, stderr := inspect("--method", "tools/call", "--tool-name", c.Tool, "--tool-args-json", string(args))
				isErr, _ := res["isError"].(bool)
				want := c.ExpectError || (transport == "stdio" && usesState(c.Args))
				if isErr != want || (isErr && code != 5) || (!isErr && code != 0) {
					t.Errorf("inspector %s %s(%.200s): isError %v exit %d; want isError %v\n%.400v %s", transport, c.Tool, args, isErr, code, want, res, stderr)
				}
				sc, _ := res["structuredContent"].(map[string]any)
				if !isErr && sc == nil {
					t.Errorf("inspector %s %s: a success without structured content", transport, c.Tool)
				}
				for v, f := range c.Save {
					if x, ok := sc[f]; ok {
						saved[v] = x
					}
				}
			}
			for name := range listed {
				if !called[name] { // no case in clientCalls: call it with {}; any answer but a protocol failure
					res, code, stderr := inspect("--method", "tools/call", "--tool-name", name, "--tool-args-json", "{}")
					if code != 0 && code != 5 || res["content"] == nil {
						t.Errorf("inspector %s %s({}): exit %d %v %s", transport, name, code, res, stderr)
					}
				}
			}
			if len(listed) < 38 {
				t.Errorf("inspector listed %d tools", len(listed))
			}
		})
	}
}
