package sandbox

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
)

func TestZScratch(t *testing.T) {
	f := os.Getenv("SCRATCH")
	if f == "" {
		t.Skip()
	}
	b, _ := os.ReadFile(f)
	src := strings.Replace(string(b), "package main", "package s", 1) + "\ntype Args struct{}\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return skills.Result{\"r\": run()}, nil }\n"
	if !strings.Contains(src, "import (") {
		src = strings.Replace(src, "package s\n", "package s\n\nimport (\n)\n", 1)
	}
	if !strings.Contains(src, "skillrun/skills\"") {
		src = strings.Replace(src, "import (", "import (\n\t\"github.com/skillrun/skillrun/skills\"", 1)
	}
	u, err := check.Check("skill.go", []byte(src))
	if err != nil {
		t.Fatalf("VET %v", err)
	}
	if os.Getenv("RAW") != "" {
		raw := *u
		raw.Code = raw.Source
		p, err := Compile(&raw, Options{})
		if err != nil {
			t.Logf("RAW compile %v", err)
		} else {
			r, err := p.Run(ctx20(), &Request{Args: []byte(`{}`)})
			if err != nil {
				t.Logf("RAW %v", err)
			} else {
				b, _ := json.Marshal(r.Result)
				t.Logf("RAW %s", b)
			}
		}
	}
	if os.Getenv("CODE") != "" {
		t.Logf("CODE\n%s", u.Code)
	}
	p, err := Compile(u, Options{})
	if err != nil {
		t.Fatalf("Compile: %v", err)
	}
	r, err := p.Run(ctx20(), &Request{Args: []byte(`{}`)})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	b2, _ := json.Marshal(r.Result)
	t.Logf("INTERP %s", b2)
}

func ctx20() context.Context {
	c, _ := context.WithTimeout(context.Background(), 20*time.Second) //nolint
	return c
}
