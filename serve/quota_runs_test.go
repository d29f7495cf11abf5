package serve_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/serve"
)

// TestSessionRunsWithinQuota: a session's run was admitted when its agent
// had room for the least a run records (one step), then recorded its whole
// trace, twice (the session's steps and the run's episode): one run of a
// hundred actions took an agent 140 steps past a bound of 60, and runs at
// once in its sessions each as much. A run may now act only as often as
// half the room its agent's quota has, held while it runs: one that would
// pass it ends at its actions limit, naming the quota, and runs at once
// in four sessions share the room; the agent never holds more than its
// bound.
func TestSessionRunsWithinQuota(t *testing.T) {
	const bound = 60
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.Quota = memory.Quota{Steps: bound} })
	base := serveConn(t, f)
	open := func(agent string) string {
		t.Helper()
		code, body, _ := post(t, base+"/v1/ops/session_open", "", map[string]any{"env": "counter", "agent": agent})
		if code != 200 {
			t.Fatalf("session_open: %d %v", code, body)
		}
		return body["result"].(map[string]any)["session"].(string)
	}
	run := func(sess string, n int) (int, string) {
		code, body, _ := post(t, base+"/v1/skills/counter", "", map[string]any{"_session": sess, "n": n})
		return code, fmt.Sprint(body["error"])
	}
	steps := func(agent string) int {
		t.Helper()
		u, err := f.store.AuthorUse(context.Background(), agent)
		if err != nil {
			t.Fatal(err)
		}
		return u.Steps
	}

	// A run that fits is recorded whole.
	s := open("greedy")
	if code, msg := run(s, 5); code != 200 {
		t.Fatalf("five actions under a bound of %d steps: %d %s", bound, code, msg)
	}
	before := steps("greedy")
	if before < 10 || before > bound {
		t.Fatalf("after five actions the agent has %d steps; want 10 to %d", before, bound)
	}
	// One that would pass the bound ends at what the quota has room for.
	code, msg := run(s, 100)
	if code == 200 || !strings.Contains(msg, "actions") || !strings.Contains(msg, "its agent's quota had room for") {
		t.Errorf("a hundred actions with %d steps of room: %d %s; want the actions limit, naming the quota", bound-before, code, msg)
	}
	if n := steps("greedy"); n > bound {
		t.Errorf("the agent holds %d steps under a bound of %d", n, bound)
	}
	// Past the bound, a run is refused before it acts.
	if code, msg := run(s, 1); code == 200 || !strings.Contains(msg, "--max-agent-steps") {
		t.Errorf("a run with no room left: %d %s; want refused by the quota", code, msg)
	}

	// Runs at once in four sessions of one agent share the room.
	var sessions []string
	for range 4 {
		sessions = append(sessions, open("burst"))
	}
	var wg sync.WaitGroup
	for _, s := range sessions {
		wg.Add(1)
		go func() {
			defer wg.Done()
			run(s, 100)
		}()
	}
	wg.Wait()
	if n := steps("burst"); n > bound || n < bound/2 {
		t.Errorf("four runs of a hundred actions at once recorded %d steps under a bound of %d; want most of the room and no more", n, bound)
	}
}

// lookerSkill observes its world before each of n actions, as a skill
// that looks before it acts does.
const lookerSkill = `// Look, then mark, n times.
package looker

import "github.com/skillrun/skillrun/skills"

type Args struct {
	N int ` + "`json:\"n\"`" + `
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	for i := 0; i < args.N; i++ {
		if _, err := env.Observe(); err != nil {
			return nil, err
		}
		if _, err := env.Act(skills.Action{Name: "mark"}); err != nil {
			return nil, err
		}
	}
	return skills.Result{"marked": args.N}, nil
}
`

// TestSessionRunsWithinStepBytes: a run's step bytes were bounded through
// its actions' and outcomes' bytes, but a session's step also records the
// observation made before its action (and its time, position, skill and
// version): a skill that looked before each small action, in a world
// whose observations are two kilobytes, recorded megabytes under a bound
// of 64 KB. The session's world now refuses an action whose step would
// take the run's record past the room its agent's quota held for it; the
// run ends naming the quota, and the agent holds no more than its bound.
// A small run still runs whole.
func TestSessionRunsWithinStepBytes(t *testing.T) {
	const bound = 64 << 10
	f := newFixture(t, func(_ *fixture, o *serve.Options) { o.Quota = memory.Quota{StepBytes: bound} })
	if err := os.WriteFile(filepath.Join(f.dir, "looker.go"), []byte(lookerSkill), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := f.lib.Reload(); err != nil {
		t.Fatal(err)
	}
	base := serveConn(t, f)
	open := func(agent string) string {
		t.Helper()
		code, body, _ := post(t, base+"/v1/ops/session_open", "", map[string]any{"env": "counter", "agent": agent, "params": map[string]any{"pad": 2000}})
		if code != 200 {
			t.Fatalf("session_open: %d %v", code, body)
		}
		return body["result"].(map[string]any)["session"].(string)
	}
	use := func(agent string) memory.AuthorUse {
		t.Helper()
		u, err := f.store.AuthorUse(context.Background(), agent)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	s := open("looker")
	code, body, _ := post(t, base+"/v1/skills/looker", "", map[string]any{"_session": s, "n": 3})
	if code != 200 {
		t.Fatalf("three looks and marks under %d step bytes: %d %v", bound, code, body)
	}
	small := use("looker")
	if small.Steps != 6 || small.StepBytes < 6*2000 {
		t.Fatalf("after three looks and marks the agent holds %+v; want six steps with their observations", small)
	}
	code, body, _ = post(t, base+"/v1/skills/looker", "", map[string]any{"_session": s, "n": 1000})
	if msg := fmt.Sprint(body["error"]); code == 200 || !strings.Contains(msg, "--max-agent-step-bytes") || !strings.Contains(msg, "observed") {
		t.Errorf("a thousand looks and marks: %d %s; want the run cut, naming the quota", code, msg)
	}
	u := use("looker")
	t.Logf("cut: %s; the agent holds %d steps, %d bytes", body["error"], u.Steps, u.StepBytes)
	if u.StepBytes > bound {
		t.Errorf("the agent holds %d step bytes under a bound of %d", u.StepBytes, bound)
	}
	if u.Steps <= small.Steps {
		t.Errorf("the cut run recorded nothing (%d steps before, %d after); want what fit", small.Steps, u.Steps)
	}
}
