package sandbox

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestArgsMapOfEmbedded: arguments decoded into a map whose values embed
// a struct go through plain.Target's twin map type (the same keys,
// elements of the same layout): the interpreter reads every entry, its
// strings, slices and pointers, as written, run after run (GOGC=1 makes
// the collector scan the maps between).
func TestArgsMapOfEmbedded(t *testing.T) {
	p := compile(t, `package s

import (
	"fmt"

	"github.com/skillrun/skillrun/skills"
)

type Base struct {
	ID   string `+"`json:\"id\"`"+`
	Tags []string
}

type item struct {
	Base
	N *int
}

type Args struct{ M map[string]item }

func Run(env skills.Env, args Args) (skills.Result, error) {
	bad := 0
	for k, v := range args.M {
		if v.ID != "id"+k || len(v.Tags) != 1 || v.Tags[0] != k || v.N == nil || fmt.Sprint(*v.N) != k {
			bad++
		}
	}
	return skills.Result{"n": len(args.M), "bad": bad}, nil
}
`)
	var b strings.Builder
	b.WriteString(`{"M":{`)
	for i := 0; i < 20000; i++ {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `"%d":{"id":"id%d","Tags":["%d"],"N":%d}`, i, i, i, i)
	}
	b.WriteString(`}}`)
	for range 3 {
		r, err := p.Run(context.Background(), &Request{Args: []byte(b.String())})
		if err != nil {
			t.Fatal(err)
		}
		out, _ := json.Marshal(r.Result)
		if string(out) != `{"bad":0,"n":20000}` {
			t.Fatal(string(out))
		}
	}
}
