package serve_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/serve"
)

const (
	loadClients = 16
	loadCalls   = 1000
)

// caller makes one call; it reports an error for anything but success.
type caller func(ctx context.Context, i int) error

// hammer runs n calls spread over clients goroutines (each with its own
// caller) and returns every call's latency.
func hammer(ctx context.Context, n int, callers []caller) ([]time.Duration, error) {
	lat := make([]time.Duration, n)
	var next atomic.Int64
	var firstErr error
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, c := range callers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				t0 := time.Now()
				err := c(ctx, i)
				lat[i] = time.Since(t0)
				if err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = fmt.Errorf("call %d: %w", i, err)
					}
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	return lat, firstErr
}

func percentile(lat []time.Duration, p float64) time.Duration {
	s := slices.Clone(lat)
	slices.Sort(s)
	return s[min(len(s)-1, int(float64(len(s))*p))]
}

// httpCallers are loadClients JSON API clients, each with its own
// connection and name (its share of the server), posting body to url.
func httpCallers(url string, body []byte) []caller {
	var cs []caller
	for k := range loadClients {
		name := fmt.Sprintf("load client %d", k)
		client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 1}}
		cs = append(cs, func(ctx context.Context, i int) error {
			req, _ := http.NewRequestWithContext(ctx, "POST", url, bytes.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set(serve.ClientHeader, name)
			resp, err := client.Do(req)
			if err != nil {
				return err
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != 200 {
				return fmt.Errorf("status %d: %s", resp.StatusCode, b)
			}
			return nil
		})
	}
	return cs
}

// mcpCallers are loadClients MCP sessions over streamable HTTP, each
// calling tool with args.
func mcpCallers(t testing.TB, url, tool string, args any) []caller {
	var cs []caller
	for range loadClients {
		ct := &mcp.StreamableClientTransport{Endpoint: url, DisableStandaloneSSE: true}
		s, err := mcp.NewClient(&mcp.Implementation{Name: "load", Version: "1"}, nil).Connect(context.Background(), ct, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		cs = append(cs, func(ctx context.Context, i int) error {
			res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: args})
			if err != nil {
				return err
			}
			if res.IsError {
				return fmt.Errorf("tool error: %v", res.Content[0].(*mcp.TextContent).Text)
			}
			return nil
		})
	}
	return cs
}

// TestLoad makes 1,000 calls from 16 concurrent clients on loopback, over
// the JSON API and over MCP, and requires every one to succeed.
func TestLoad(t *testing.T) {
	f := newFixture(t, nil)
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	ctx := context.Background()
	lat, err := hammer(ctx, loadCalls, httpCallers(ts.URL+"/v1/skills/echo", []byte(`{"msg":"hello"}`)))
	if err != nil {
		t.Fatalf("JSON API under load: %v", err)
	}
	t.Logf("JSON API: %d calls from %d clients: p50 %v, p99 %v", loadCalls, loadClients, percentile(lat, 0.5), percentile(lat, 0.99))
	lat, err = hammer(ctx, loadCalls, mcpCallers(t, ts.URL+"/mcp", "echo", map[string]any{"msg": "hello"}))
	if err != nil {
		t.Fatalf("MCP under load: %v", err)
	}
	t.Logf("MCP: %d calls from %d clients: p50 %v, p99 %v", loadCalls, loadClients, percentile(lat, 0.5), percentile(lat, 0.99))
}

// BenchmarkLoad measures call latency with 16 concurrent clients on
// loopback: a no-op HTTP handler (the floor: TCP, HTTP, the client), the
// JSON API calling the echo skill, and MCP calling it. Each op is 1,000
// calls; p50 and p99 are reported per call.
func BenchmarkLoad(b *testing.B) {
	noop := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"result":{"msg":"hello"}}` + "\n"))
	}))
	defer noop.Close()
	f := newFixture(b, nil)
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	body := []byte(`{"msg":"hello"}`)
	cases := []struct {
		name    string
		callers func(testing.TB) []caller
	}{
		{"baseline_noop_http", func(testing.TB) []caller { return httpCallers(noop.URL, body) }},
		{"json_api_echo", func(testing.TB) []caller { return httpCallers(ts.URL+"/v1/skills/echo", body) }},
		{"mcp_echo", func(tb testing.TB) []caller {
			return mcpCallers(tb, ts.URL+"/mcp", "echo", map[string]any{"msg": "hello"})
		}},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			callers := c.callers(b)
			b.ReportAllocs()
			var all []time.Duration
			b.ResetTimer()
			for range b.N {
				lat, err := hammer(context.Background(), loadCalls, callers)
				if err != nil {
					b.Fatal(err)
				}
				all = append(all, lat...)
			}
			b.StopTimer()
			b.ReportMetric(float64(percentile(all, 0.5).Microseconds()), "p50-µs")
			b.ReportMetric(float64(percentile(all, 0.99).Microseconds()), "p99-µs")
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*loadCalls), "µs/call")
		})
	}
}
