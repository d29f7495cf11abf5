package serve_test

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/serve"
)

// Skills that return integers past 2^53: bigmap in a skills.Result of its
// own values, bigtyped through a declared Result type (whose output schema
// the server holds the result to).
var (
	bigMapSrc   = "// Returns integers past 2^53.\npackage bigmap\n" + bigDecls + bigRun
	bigTypedSrc = "// Returns integers past 2^53 in its Result type.\npackage bigtyped\n" + bigDecls + `
// Result is what Run returns.
type Result struct {
	I    int64            ` + "`json:\"i\"`" + `
	U    uint64           ` + "`json:\"u\"`" + `
	S    Inner            ` + "`json:\"s\"`" + `
	M    map[string]int64 ` + "`json:\"m\"`" + `
	L    []uint64         ` + "`json:\"l\"`" + `
	ArgN int64            ` + "`json:\"argn\"`" + `
	ArgU uint64           ` + "`json:\"argu\"`" + `
}
` + bigRun
)

const bigDecls = `
import "github.com/skillrun/skillrun/skills"

// Args are two large integers.
type Args struct {
	N int64  ` + "`json:\"n\"`" + `
	U uint64 ` + "`json:\"u\"`" + `
}

// Inner nests two.
type Inner struct {
	SI int64  ` + "`json:\"si\"`" + `
	SU uint64 ` + "`json:\"su\"`" + `
}
`

const bigRun = `
// Run returns them, and more.
func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{
		"i":    int64(9007199254740993),
		"u":    uint64(18446744073709551615),
		"s":    Inner{SI: 9007199254740993, SU: 18446744073709551614},
		"m":    map[string]int64{"k": -9007199254740993},
		"l":    []uint64{9007199254740995},
		"argn": args.N,
		"argu": args.U,
	}, nil
}
`

// bigArgs are the arguments the big skills get.
const bigArgs = `{"n": 9007199254740993, "u": 18446744073709551615}`

// bigExact are what the big skills return, as their JSON must read;
// bigRounded what float64 makes of them.
var (
	bigExact = []string{`"i":9007199254740993`, `"u":18446744073709551615`, `"si":9007199254740993`, `"su":18446744073709551614`,
		`"k":-9007199254740993`, `"l":[9007199254740995]`, `"argn":9007199254740993`, `"argu":18446744073709551615`}
	bigRounded = regexp.MustCompile(`900719925474099[26]\b|1844674407370955[12]\d*e|18446744073709552000`)
)

// checkBig checks that what a door answered holds the big skills' result
// exact.
func checkBig(t *testing.T, door, body string) {
	t.Helper()
	var missing []string
	for _, w := range bigExact {
		if !strings.Contains(body, w) {
			missing = append(missing, w)
		}
	}
	if rounded := bigRounded.FindAllString(body, -1); len(missing) > 0 || len(rounded) > 0 {
		t.Errorf("%s: missing %q, rounded through float64 %q, in %s", door, missing, rounded, body)
	}
}

// writeBigSkills adds the big skills to a library directory.
func writeBigSkills(t *testing.T, dir string) {
	t.Helper()
	for name, src := range map[string]string{"bigmap.go": bigMapSrc, "bigtyped.go": bigTypedSrc} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// checkBigDoors calls the big skills at the server at base over the JSON
// API and MCP (streamable HTTP, read raw: the SDK's client decodes numbers
// as float64) and checks each answer: the API's result, MCP's text and
// structured content.
func checkBigDoors(t *testing.T, base string) {
	t.Helper()
	sid := mcpSession(t, base)
	for _, skill := range []string{"bigmap", "bigtyped"} {
		resp, err := http.Post(base+"/v1/skills/"+skill, "application/json", strings.NewReader(bigArgs))
		if err != nil {
			t.Fatal(err)
		}
		var reply struct {
			Result struct{ Result json.RawMessage }
		}
		err = json.NewDecoder(resp.Body).Decode(&reply)
		resp.Body.Close()
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("POST /v1/skills/%s: %d %v", skill, resp.StatusCode, err)
		}
		checkBig(t, "HTTP "+skill, string(reply.Result.Result))

		_, body, err := doMCP(mcpRequest(context.Background(), "POST", base, sid,
			`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"`+skill+`","arguments":`+bigArgs+`}}`))
		data, _, _ := strings.Cut(body[strings.Index(body, "data: ")+len("data: "):], "\n")
		var call struct {
			Result struct {
				IsError           bool
				Content           []struct{ Text string }
				StructuredContent json.RawMessage
			}
		}
		if err != nil || json.Unmarshal([]byte(data), &call) != nil || call.Result.IsError || len(call.Result.Content) == 0 {
			t.Fatalf("MCP %s: %v %s", skill, err, body)
		}
		checkBig(t, "MCP text "+skill, call.Result.Content[0].Text)
		checkBig(t, "MCP structuredContent "+skill, string(call.Result.StructuredContent))
	}
}

// TestBigIntegers: integers past 2^53 in a skill's result (and from its
// arguments) come out of the JSON API and MCP exact, whether the result is
// the skill's own map or held to its declared Result type.
func TestBigIntegers(t *testing.T) {
	f := newFixture(t, nil)
	writeBigSkills(t, f.dir)
	if err := f.lib.Reload(); err != nil {
		t.Fatal(err)
	}
	f.srv.Sync()
	base := serveConn(t, f)
	checkBigDoors(t, base)

	// A run in a session is recorded as an episode whose task names the
	// arguments exact.
	_, body, _ := post(t, base+"/v1/ops/session_open", "", map[string]any{"env": "counter"})
	sess := body["result"].(map[string]any)["session"].(string)
	resp, err := http.Post(base+"/v1/skills/bigmap", "application/json", strings.NewReader(`{"_session": "`+sess+`", "n": 9007199254740993, "u": 18446744073709551615}`))
	if err != nil {
		t.Fatal(err)
	}
	var reply struct{ Result serve.SkillReply }
	err = json.NewDecoder(resp.Body).Decode(&reply)
	resp.Body.Close()
	if err != nil || reply.Result.RunEpisode == "" {
		t.Fatalf("bigmap in a session: %v %+v", err, reply)
	}
	ep, err := f.store.Episode(context.Background(), reply.Result.RunEpisode)
	if want := `bigmap {"n":9007199254740993,"u":18446744073709551615}`; err != nil || ep.Task != want {
		t.Errorf("the run's episode: task %q, %v; want %q", ep.Task, err, want)
	}
}

// TestBigIntegersBinary: the same through the real binary, whose skills
// run in isolated workers (their results cross a pipe).
func TestBigIntegersBinary(t *testing.T) {
	bin, work, lib := binaryAndLib(t)
	writeBigSkills(t, lib)
	_, base := startHTTPBinary(t, bin, "--lib", lib, "--memory", filepath.Join(work, "memory.db"))
	checkBigDoors(t, base)
}
