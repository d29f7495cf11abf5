package neo4j_test

import (
	"context"
	"errors"
	"io"
	"net"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/memorytest"
	"github.com/skillrun/skillrun/memory/neo4j"
)

// cutProxy forwards TCP to the Neo4j server until cut, then drops every
// connection and refuses new ones: to the driver, the server went away.
type cutProxy struct {
	ln      net.Listener
	target  string
	sent    atomic.Int64 // bytes client → server
	mu      sync.Mutex
	conns   []net.Conn
	cutDone bool
}

func newCutProxy(t *testing.T, target string) *cutProxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &cutProxy{ln: ln, target: target}
	go p.serve()
	t.Cleanup(p.cut)
	return p
}

func (p *cutProxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		s, err := net.Dial("tcp", p.target)
		if err != nil {
			c.Close()
			continue
		}
		p.mu.Lock()
		if p.cutDone {
			p.mu.Unlock()
			c.Close()
			s.Close()
			return
		}
		p.conns = append(p.conns, c, s)
		p.mu.Unlock()
		go func() { n, _ := io.Copy(s, countingReader{c, &p.sent}); _ = n; s.Close() }()
		go func() { io.Copy(c, s); c.Close() }()
	}
}

type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c countingReader) Read(b []byte) (int, error) {
	n, err := c.r.Read(b)
	c.n.Add(int64(n))
	return n, err
}

func (p *cutProxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cutDone {
		return
	}
	p.cutDone = true
	p.ln.Close()
	for _, c := range p.conns {
		c.Close()
	}
}

// TestServerGoesAwayMidImport drops the connection to Neo4j in the middle
// of an import: the import fails with ErrUnavailable naming where it
// stopped, no episode is visible in part, and running it again completes it.
func TestServerGoesAwayMidImport(t *testing.T) {
	need(t)
	wipe(t)
	u, err := url.Parse(uri)
	if err != nil {
		t.Fatal(err)
	}
	proxy := newCutProxy(t, u.Host)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	s, err := neo4j.Open(ctx, "bolt://"+proxy.ln.Addr().String(), neo4j.Options{MaxRetryTime: 2 * time.Second, BatchSize: 100})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	// Import commits memory.ImportBatch episodes a transaction: enough
	// small episodes that the cut falls after some batches.
	const n, steps = 160, 100
	var eps []memory.Episode
	for i := range n {
		eps = append(eps, memorytest.Synthetic("away-"+string(rune('a'+i/26))+string(rune('a'+i%26)), memorytest.T0, steps, 5, true, i*10000))
	}
	start := proxy.sent.Load()
	go func() {
		for proxy.sent.Load()-start < 6<<20 { // cut after ~6 MB of writes: a few batches in
			time.Sleep(time.Millisecond)
		}
		proxy.cut()
	}()
	_, err = memory.Import(ctx, s, eps, nil)
	var ie *memory.ImportError
	if !errors.As(err, &ie) || !errors.Is(err, memory.ErrUnavailable) {
		t.Fatalf("Import through a cut connection = %v; want an ImportError wrapping ErrUnavailable", err)
	}
	if ie.Done == 0 || ie.Done >= n {
		t.Fatalf("cut after %d episodes; want the cut in the middle", ie.Done)
	}

	direct, err := neo4j.Open(ctx, uri, neo4j.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer direct.Close()
	got, err := direct.Episodes(ctx, 1000)
	if err != nil {
		t.Fatal(err)
	}
	// A batch whose commit landed but whose answer was cut is visible too.
	if len(got) < ie.Done || len(got) > ie.Done+memory.ImportBatch {
		t.Fatalf("%d episodes visible; %d were recorded before the cut", len(got), ie.Done)
	}
	for _, e := range got {
		ep, err := direct.Episode(ctx, e.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(ep.Steps) != steps {
			t.Fatalf("episode %s visible with %d of %d steps", e.ID, len(ep.Steps), steps)
		}
	}
	rep, err := memory.Import(ctx, direct, eps, nil)
	if err != nil || rep.Episodes != n {
		t.Fatalf("resumed import = %+v, %v", rep, err)
	}
	st, err := direct.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if st.Nodes["Step"] != n*steps || st.Nodes["Episode"] != n {
		t.Fatalf("after resume: %v", st.Nodes)
	}
	t.Logf("cut after %d episodes (%s); %d visible; resumed to %d", ie.Done, ie.Err, len(got), n)
}
