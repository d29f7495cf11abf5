package serve

import (
	_ "embed"
	"net/http"
)

// OpenAPI is the JSON HTTP API's OpenAPI 3.1 description (openapi.yaml),
// also served at GET /openapi.yaml.
//
//go:embed openapi.yaml
var OpenAPI []byte

func handleOpenAPI(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/yaml")
	_, _ = w.Write(OpenAPI)
}
