package serve_test

import (
	"strings"
	"testing"

	"github.com/skillrun/skillrun/serve"
)

// TestOpenAPICoversOps checks that openapi.yaml documents every fixed
// operation the server offers, and nothing it does not.
func TestOpenAPICoversOps(t *testing.T) {
	f := newFixture(t, nil)
	doc := string(serve.OpenAPI)
	ops := map[string]bool{}
	for _, tl := range f.srv.Tools() {
		if tl.Kind == "operation" {
			ops[tl.Name] = true
			if !strings.Contains(doc, "\n  /v1/ops/"+tl.Name+":\n") {
				t.Errorf("openapi.yaml does not document operation %s", tl.Name)
			}
		}
	}
	for _, line := range strings.Split(doc, "\n") {
		if name, ok := strings.CutPrefix(line, "  /v1/ops/"); ok {
			if name = strings.TrimSuffix(name, ":"); !ops[name] {
				t.Errorf("openapi.yaml documents %s, which the server does not offer", name)
			}
		}
	}
	if len(ops) != 17 {
		t.Errorf("%d operations; want 17", len(ops))
	}
}
