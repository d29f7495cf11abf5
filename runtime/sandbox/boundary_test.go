package sandbox

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

//go:embed boundaryskill_test.go
var boundarySkill string

// TestResultBoundary: what a skill returns reaches the host as compiled
// Go's json.Marshal writes it. An embedded field of an unexported
// non-struct type (struct{ id }, an embedded error) was written as the
// interpreter renamed it ({"Xid":3}); encoding/json ignores it.
func TestResultBoundary(t *testing.T) { runsAsCompiled(t, boundarySkill, "bdRun", bdRun) }

//go:embed boundaryembed_test.go
var boundaryEmbed string

// TestResultEmbedding: embedded fields' promotion rules, as compiled Go's.
func TestResultEmbedding(t *testing.T) { runsAsCompiled(t, boundaryEmbed, "p2Run", p2Run) }

//go:embed boundaryjson_test.go
var boundaryJSON string

// TestJSONDecodeEmbedding: the skill's own json.Unmarshal fills embedded
// structs in maps' values, as compiled Go's.
func TestJSONDecodeEmbedding(t *testing.T) { runsAsCompiled(t, boundaryJSON, "p4Run", p4Run) }

//go:embed boundarynil_test.go
var boundaryNil string

// TestResultNils: typed and untyped nils, empty containers, as compiled
// Go's.
func TestResultNils(t *testing.T) { runsAsCompiled(t, boundaryNil, "p6Run", p6Run) }

//go:embed boundaryargs_test.go
var boundaryArgs string

// TestArgsBoundary decodes each JSON arguments into the Args of
// boundaryargs_test.go interpreted and compiled (skills.DecodeArgs, as
// the native tier does) and wants the same values, or the same error.
// A map of structs that embed a struct refused the embedded struct's
// fields as unknown; a type error named the skill's types as compiled Go
// does (map[main.name]int) but the interpreter cannot (map[string]int),
// and an unexported embedded struct on the field's path as the
// interpreter renamed it (Xinner.a).
func TestArgsBoundary(t *testing.T) {
	src := strings.Replace(boundaryArgs, "package sandbox", "package s", 1) +
		"\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return baShow(args), nil }\n"
	p := compile(t, src)
	for _, args := range []string{
		`{"a":1,"P":"p","n":"12","u8":200,"i8":-3,"bytes":"AQID","arr":[1,2],"mi":{"1":"x","-2":"y"},"mn":{"k":1},"ptr":5,"d":1000,"t":"2024-01-02T03:04:05Z","raw":{"z":[1,2]},"any":{"q":1.5e300},"nested":[{"a":1}],"u64":18446744073709551615,"f32":0.1,"sub":{"X":1},"case":4}`,
		`{"items":{"a":{"id":"x","n":1},"b":{"id":"y"}},"by_num":{"3":[{"id":"q"}]}}`, `{"items":{"a":{"id":1}}}`, `{"by_num":{"3":[{"ID":"q","x":1}]}}`,
		`{"lvl":3}`, `{"lvl":"x"}`, `{"lvls":["x"]}`, `{"lvls":[1.5]}`,
		`{"CASE":5,"A":2}`, `{"c":1}`, `{"Xc":1}`, `{"baid":1}`, `{"Xbaid":1}`, `{"hidden":1}`, `{"Xhidden":1}`, `{"xlow":1}`, `{"sub":{"y":1}}`, `{"sub":{"Xy":1}}`,
		`{}`, `{"n":12}`, `{"u8":300}`, `{"def":null}`, `{"sub":1}`, `{"mn":[1]}`, `{"arr":[1,2,3]}`, `{"mi":{"a":"b"}}`, `{"d":"1s"}`, `{"a":"x"}`, `{"P":1}`, `{"nested":[1]}`, `{"any":{"q":1}}`,
	} {
		var a Args
		var want string
		if err := skills.DecodeArgs([]byte(args), &a); err != nil {
			want = "error " + err.Error()
		} else {
			b, _ := json.Marshal(baShow(a))
			want = string(b)
		}
		var got string
		r, err := p.Run(context.Background(), &Request{Args: []byte(args)})
		var se *skills.Error
		switch {
		case errors.As(err, &se):
			got = "error " + se.Err.Error()
		case err != nil:
			got = "error " + err.Error()
		default:
			b, _ := json.Marshal(r.Result)
			got = string(b)
		}
		if got != want {
			t.Errorf("args %s\n got %s\nwant %s (compiled Go's)", args, got, want)
		}
	}
}
