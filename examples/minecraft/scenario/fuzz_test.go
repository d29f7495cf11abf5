package scenario

import (
	"encoding/json"
	"testing"

	"github.com/skillrun/skillrun/memory"
)

// FuzzParseSnapshot checks that episode snapshots from anywhere parse or
// fail cleanly, and that what parses restores and compares without panics.
func FuzzParseSnapshot(f *testing.F) {
	f.Add([]byte(`{"scenario":"x","skill":"bridge_north","args":{},"source":"voxel","start":{"min":[0,20,0],"max":[1,20,0],"palette":["lava","stone"],"blocks":[0,1],"player":{"pos":[0.5,21,0.5],"yaw":0,"pitch":0,"health":20,"on_ground":true}},"final":{"min":[0,20,0],"max":[0,20,0],"palette":["stone"],"blocks":[0],"player":{"pos":[0,0,0],"yaw":0,"pitch":0,"health":0,"on_ground":false}}}`))
	f.Add([]byte(`{"skill":"x"}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		ep := memory.Episode{ID: "fuzz", Snapshot: json.RawMessage(data)}
		s, err := ParseSnapshot(ep)
		if err != nil {
			return
		}
		w, err := Simulator{}.Restore(t.Context(), ep)
		if err != nil {
			return
		}
		_ = Compare(s.Final, s.Start)
		if _, err := w.Observe(t.Context()); err != nil {
			t.Fatalf("Observe a restored world: %v", err)
		}
	})
}
