package apiclient_test

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/skillrun/skillrun/serve"
)

var update = flag.Bool("update", false, "rewrite client.gen.go from the current OpenAPI document")

// TestGeneratedClient runs oapi-codegen (go tool oapi-codegen, pinned in
// go.mod) on the document the server generates and fails when the
// checked-in client.gen.go differs: a route table change must regenerate
// the client (-update), and a document oapi-codegen cannot read fails here.
func TestGeneratedClient(t *testing.T) {
	if testing.Short() {
		t.Skip("runs oapi-codegen")
	}
	dir := t.TempDir()
	doc := filepath.Join(dir, "openapi.json")
	if err := os.WriteFile(doc, serve.OpenAPIDocument(), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "client.gen.go")
	cmd := exec.Command("go", "tool", "oapi-codegen", "-config", "oapi-codegen.yaml", "-o", out, doc)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("oapi-codegen: %v\n%s", err, b)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile("client.gen.go", got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	have, err := os.ReadFile("client.gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, have) {
		t.Errorf("client.gen.go is not what oapi-codegen makes of the current document; run go test ./serve/apiclient -run TestGeneratedClient -update")
	}
}
