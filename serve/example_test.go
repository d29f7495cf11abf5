package serve_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/serve"
)

// Serve a library over the JSON HTTP API and call a skill by name.
func ExampleServer_Handler() {
	lib, err := library.Open("testdata/lib", library.Options{})
	if err != nil {
		panic(err)
	}
	srv, err := serve.New(lib, serve.Options{})
	if err != nil {
		panic(err)
	}
	defer srv.Close()
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()

	resp, err := http.Post(ts.URL+"/v1/skills/echo", "application/json", strings.NewReader(`{"msg":"hello"}`))
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	fmt.Println(resp.StatusCode, strings.Contains(string(body), `"result":{"msg":"hello"}`))
	// Output: 200 true
}

// Connect an MCP client (here in process) and list the skills as tools.
func ExampleServer_ServeMCP() {
	lib, err := library.Open("testdata/lib", library.Options{})
	if err != nil {
		panic(err)
	}
	srv, err := serve.New(lib, serve.Options{})
	if err != nil {
		panic(err)
	}
	defer srv.Close()
	ct, st := mcp.NewInMemoryTransports()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go srv.ServeMCP(ctx, st)

	cs, err := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		panic(err)
	}
	defer cs.Close()
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		panic(err)
	}
	for _, t := range tools.Tools {
		if !strings.Contains(t.Name, ".") {
			fmt.Println(t.Name)
		}
	}
	// Output:
	// counter
	// echo
	// red_boxes
	// twice
}
