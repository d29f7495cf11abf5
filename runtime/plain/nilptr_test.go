package plain

import (
	"encoding/json"
	"testing"
)

// TestNilPtr: NilError's and NilStringer's values are not nil, call the
// method given, encode as null, and IsNilPtr tells them by type.
func TestNilPtr(t *testing.T) {
	e := NilError("*T", func() string { return "nil T" })
	s := NilStringer("*U", func() string { return "nil U" })
	if e == nil || e.Error() != "nil T" || s == nil || s.String() != "nil U" {
		t.Fatalf("NilError, NilStringer = %v, %v", e, s)
	}
	b, err := json.Marshal(map[string]any{"e": e, "s": s})
	if err != nil || string(b) != `{"e":null,"s":null}` {
		t.Errorf("json = %s, %v", b, err)
	}
	if !IsNilPtr(e, "*T") || IsNilPtr(e, "*U") || !IsNilPtr(s, "*U") || IsNilPtr(nil, "*T") || IsNilPtr(3, "*T") {
		t.Errorf("IsNilPtr answered wrong")
	}
}
