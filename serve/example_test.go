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
	"github.com/skillrun/skillrun/runtime/sandbox"
	"github.com/skillrun/skillrun/serve"
)

// Serve a library over the JSON HTTP API and call a skill by name.
func ExampleServer_Handler() {
	lib, err := library.Open("testdata/lib", library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
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
	lib, err := library.Open("testdata/lib", library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
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
		if op, _, _ := strings.Cut(t.Name, "_"); op != "memory" && op != "skill" && op != "frame" && op != "session" && op != "plan" {
			fmt.Printf("%s: %s\n", t.Name, t.Title)
		}
	}
	// Output:
	// counter: Count up to n by acting "inc" on the counter, and report the final value
	// echo: Echo the message back, without touching any environment
	// red_boxes: Find pure red rectangles: mask strongly red pixels and report each connected…
	// twice: Count twice by calling counter, so the steps belong to a nested call
}
