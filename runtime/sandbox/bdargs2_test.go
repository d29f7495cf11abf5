package sandbox

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

func TestBA2(t *testing.T) {
	for _, tc := range []struct{ decls, args string }{
		{"type inner struct{ A int }\ntype Args struct{ *inner; B int }", `{"A":1}`},
		{"type inner struct{ A int }\ntype Args struct{ *inner; B int }", `{"B":1}`},
		{"type Base struct{ ID string `json:\"id\"` }\ntype Item struct{ Base; N int }\ntype Args struct{ M map[string]Item }", `{"M":{"k":{"id":"x","N":2}}}`},
		{"type Base struct{ ID string `json:\"id\"` }\ntype Item struct{ Base; N int }\ntype Args struct{ L []Item; P *Item; A [1]Item }", `{"L":[{"id":"x","N":2}],"P":{"id":"y"},"A":[{"id":"z"}]}`},
		{"type Base struct{ ID string `json:\"id\"` }\ntype Item struct{ Base; N int }\ntype Args struct{ V any; L []Item }", `{"L":[{"id":"x","N":2}]}`},
	} {
		src := "package s\n\nimport \"github.com/skillrun/skillrun/skills\"\n\n" + tc.decls + "\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return skills.Result{\"a\": args}, nil }\n"
		p := compile(t, src)
		r, err := p.Run(context.Background(), &Request{Args: []byte(tc.args)})
		b, _ := json.Marshal(r)
		t.Logf("%s %s\n -> %s %v", tc.decls, tc.args, b, err)
	}
	_ = skills.Result{}
}
