package domain

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// TestWriteJSONMatchesIndent: down to maxIndentDepth, WriteJSON writes
// exactly what an indenting json.Encoder writes.
func TestWriteJSONMatchesIndent(t *testing.T) {
	for _, v := range []any{
		nil, 1, "a\"b\\c{[,:]}", []any{}, map[string]any{},
		map[string]any{"a": []any{1, "x", map[string]any{}, []any{}, nil, true}, "b": map[string]any{"c": "d: e, f"}},
		[]any{[]any{[]any{map[string]any{"k": []any{1, 2}}}}},
		map[string]any{"html": "<script>&</script>", "uni": "\u2028 é \\u"},
	} {
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetIndent("", "  ")
		if err := enc.Encode(v); err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := WriteJSON(&got, v); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Errorf("WriteJSON(%v) =\n%s\nwant\n%s", v, got.String(), want.String())
		}
	}
}

// TestWriteJSONDeepNestingIsLinear: a deeply nested value prints in space
// linear in its compact size, and stays valid JSON that decodes to the same
// value.
func TestWriteJSONDeepNestingIsLinear(t *testing.T) {
	for _, shape := range []struct{ open, close string }{{"[", "]"}, {`{"k":`, "}"}, {`[1,{"a":[`, "]}]"}} {
		n := 3000
		compact := strings.Repeat(shape.open, n) + "0" + strings.Repeat(shape.close, n)
		var v any
		if err := json.Unmarshal([]byte(compact), &v); err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		if err := WriteJSON(&got, v); err != nil {
			t.Fatal(err)
		}
		if limit := (2*maxIndentDepth + 3) * len(compact); got.Len() > limit {
			t.Errorf("%d-deep %q: %d bytes printed from %d compact; want at most %d", n, shape.open, got.Len(), len(compact), limit)
		}
		var back any
		if err := json.Unmarshal(got.Bytes(), &back); err != nil {
			t.Fatalf("printed JSON does not decode: %v", err)
		}
		b1, _ := json.Marshal(v)
		b2, _ := json.Marshal(back)
		if !bytes.Equal(b1, b2) {
			t.Errorf("printed JSON decodes to another value")
		}
	}
}

func FuzzIndentJSON(f *testing.F) {
	f.Add(`{"a":[1,{"b":"c,:{}"}],"d":{}}`)
	f.Add(`[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]`)
	f.Fuzz(func(t *testing.T, s string) {
		var v any
		if json.Unmarshal([]byte(s), &v) != nil {
			return
		}
		compact, err := json.Marshal(v)
		if err != nil {
			return
		}
		for _, depth := range []int{0, 1, 3, 100} {
			var out bytes.Buffer
			indentJSON(&out, compact, depth)
			var back any
			if err := json.Unmarshal(out.Bytes(), &back); err != nil {
				t.Fatalf("indentJSON(%s, %d) = %s: invalid JSON: %v", compact, depth, out.Bytes(), err)
			}
			if b, _ := json.Marshal(back); !bytes.Equal(b, compact) {
				t.Fatalf("indentJSON(%s, %d) decodes to %s", compact, depth, b)
			}
			if depth == 100 {
				var want bytes.Buffer
				if err := json.Indent(&want, compact, "", "  "); err == nil && want.String() != out.String() {
					t.Fatalf("indentJSON(%s) = %s; json.Indent gives %s", compact, out.Bytes(), want.Bytes())
				}
			}
		}
	})
}
