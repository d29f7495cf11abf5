package worker

import (
	"context"
	"testing"
	"time"

	"github.com/skillrun/skillrun/skills"
)

func newTestPool(t testing.TB, o Options) *Pool {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	p, err := New(ctx, o)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(func() {
		if err := p.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return p
}

func probeCall(name string, lim skills.Limits) *callMsg {
	return &callMsg{Unit: unitMsg{Name: "probe:" + name, Kind: skills.Procedure, Version: "v1"}, Args: []byte(`{"a":1}`), Limits: lim}
}

func TestPoolEcho(t *testing.T) {
	p := newTestPool(t, Options{Size: 2})
	t.Logf("protections:\n%s", p.Protections())
	res, err := p.call(context.Background(), probeCall("echo", skills.Limits{}), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Err != nil || res.Result["args"] != `{"a":1}` {
		t.Fatalf("echo = %+v, %+v", res.Result, res.Err)
	}
}
