package serve

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/skillrun/skillrun/detectors"
	"reflect"
	"sync"
	"time"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/skillrun/skillrun/internal/exactjson"
	"github.com/skillrun/skillrun/skills"
)

var (
	marshalerType     = reflect.TypeFor[json.Marshaler]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
)

// schemaOf infers the JSON Schema of what encoding/json makes of a T: the
// output schema of a tool (MCP outputSchema) and of an HTTP answer
// (OpenAPI). Types that encode themselves (json.Marshaler) and recursive
// types get an unconstrained schema rather than a wrong one; objects allow
// properties beyond those listed, so that a field added later does not
// break a client that validates answers.
func schemaOf(t reflect.Type) (json.RawMessage, error) {
	over := map[reflect.Type]*jsonschema.Schema{
		reflect.TypeFor[time.Time]():       {Type: "string", Format: "date-time"},
		reflect.TypeFor[json.RawMessage](): {},
		// A detection encodes its box as [x0, y0, x1, y1] (its MarshalJSON).
		reflect.TypeFor[detectors.Detection](): {Type: "object", Required: []string{"label", "box", "score"},
			Properties: map[string]*jsonschema.Schema{
				"label": {Type: "string"},
				"box": {Type: "array", Description: "x0, y0, x1, y1 (x1 and y1 exclusive)", MinItems: jsonschema.Ptr(4), MaxItems: jsonschema.Ptr(4),
					Items: &jsonschema.Schema{Type: "integer"}},
				"score": {Type: "number"},
				"attrs": {Type: "object"},
			}},
	}
	loose(t, map[reflect.Type]bool{}, over)
	s, err := jsonschema.ForType(t, &jsonschema.ForOptions{TypeSchemas: over})
	if err != nil {
		return nil, fmt.Errorf("schema of %v: %w", t, err)
	}
	b, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("schema of %v: %w", t, err)
	}
	var m any
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	open(m)
	return json.Marshal(m)
}

// loose records in over the types reachable from t that inference would
// describe wrongly: those that encode themselves, and those that contain
// themselves.
func loose(t reflect.Type, onPath map[reflect.Type]bool, over map[reflect.Type]*jsonschema.Schema) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if _, ok := over[t]; ok {
		return
	}
	if onPath[t] {
		over[t] = &jsonschema.Schema{}
		if t.Kind() == reflect.Struct {
			over[t] = &jsonschema.Schema{Type: "object"} // a recursive struct (a trace's nested calls)
		}
		return
	}
	if t.Name() != "" && t.PkgPath() != "" && (t.Implements(marshalerType) || reflect.PointerTo(t).Implements(marshalerType) ||
		t.Implements(textMarshalerType) || reflect.PointerTo(t).Implements(textMarshalerType)) {
		over[t] = &jsonschema.Schema{}
		return
	}
	onPath[t] = true
	defer delete(onPath, t)
	switch t.Kind() {
	case reflect.Slice, reflect.Array, reflect.Map:
		loose(t.Elem(), onPath, over)
	case reflect.Struct:
		for i := range t.NumField() {
			if f := t.Field(i); f.IsExported() || f.Anonymous {
				loose(f.Type, onPath, over)
			}
		}
	}
}

// open drops "additionalProperties": false from every object schema in m,
// and the type of a schema that would allow only null (what inference
// makes of a pointer to a type left unconstrained): it allows anything.
// An array is never null.
func open(m any) {
	switch v := m.(type) {
	case map[string]any:
		if ap, ok := v["additionalProperties"].(bool); ok && !ap {
			delete(v, "additionalProperties")
		}
		if ts, ok := v["type"].([]any); ok && len(ts) == 1 && ts[0] == "null" && len(v) == 1 {
			delete(v, "type")
		}
		if ts, ok := v["type"].([]any); ok && len(ts) == 2 && ts[0] == "null" && ts[1] == "array" {
			v["type"] = "array" // arrays are never null: the server answers [] (tests hold it to that)
		}
		// An unconstrained schema is written {}, not true: some clients (the
		// TypeScript SDK's tool list parser) take only objects there. A
		// pointer field that encoding/json omits when nil (omitempty, so not
		// required) is never null: its type loses "null"; one that may be
		// null says so with anyOf, which single-type dialects read.
		if props, ok := v["properties"].(map[string]any); ok {
			required := map[string]bool{}
			if req, ok := v["required"].([]any); ok {
				for _, r := range req {
					if name, ok := r.(string); ok {
						required[name] = true
					}
				}
			}
			for k, x := range props {
				if b, ok := x.(bool); ok && b {
					props[k] = map[string]any{}
					continue
				}
				if sub, ok := x.(map[string]any); ok {
					if t, ok := nullable(sub); ok && t != "array" { // arrays: never null, below
						if required[k] {
							props[k] = map[string]any{"anyOf": []any{map[string]any{"type": "null"}, withType(sub, t)}}
						} else {
							sub["type"] = t
						}
					}
				}
			}
		}
		for _, k := range []string{"items", "additionalProperties"} {
			if b, ok := v[k].(bool); ok && b && k == "items" {
				v[k] = map[string]any{}
			}
		}
		for _, x := range v {
			open(x)
		}
	case []any:
		for _, x := range v {
			open(x)
		}
	}
}

// mustSchema is schemaOf for the server's own reply types, which are
// known to infer.
func mustSchema[T any]() json.RawMessage {
	b, err := schemaOf(reflect.TypeFor[T]())
	if err != nil {
		panic("serve: " + err.Error())
	}
	return b
}

// skillReplySchema is the output schema of a skill's tool: SkillReply,
// with result narrowed to the skill's declared result schema when it has
// one.
func skillReplySchema(result json.RawMessage) json.RawMessage {
	b := mustSchema[SkillReply]()
	if result == nil {
		return b
	}
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	if props, ok := m["properties"].(map[string]any); ok {
		props["result"] = result
	}
	out, _ := json.Marshal(m)
	return out
}

// outSchema is the parsed output schema of the tool name.
func (s *Server) outSchema(name string) map[string]any {
	if o, ok := s.ops[name]; ok {
		return o.outParsed
	}
	if sk, err := s.lib.Get(name); err == nil && len(sk.Unit.Manifest.Returns) > 0 {
		return skillOut(sk.Unit.Manifest).parsed
	}
	return skillReplyParsed()
}

// skillOutput is a skill's output schema (SkillReply, its result typed by
// the skill's declared Result) and the result's resolved schema.
type skillOutput struct {
	schema  json.RawMessage
	parsed  map[string]any
	returns map[string]any
	result  *jsonschema.Resolved
	err     error
}

var skillOuts sync.Map // version -> *skillOutput

// skillOut is the output schema of a skill version's tool, cached by
// version.
func skillOut(m skills.Manifest) *skillOutput {
	key := m.Name + "@" + m.Version
	if o, ok := skillOuts.Load(key); ok {
		return o.(*skillOutput)
	}
	o := &skillOutput{schema: skillReplySchema(nil)}
	if len(m.Returns) > 0 {
		o.schema = skillReplySchema(m.Returns)
		var js jsonschema.Schema
		if o.err = json.Unmarshal(m.Returns, &js); o.err == nil {
			o.result, o.err = js.Resolve(nil)
		}
		_ = json.Unmarshal(m.Returns, &o.returns)
	}
	o.parsed = parseSchema(o.schema)
	skillOuts.Store(key, o)
	return o
}

// checkReturns holds a procedure's result to its declared Result type: a
// nil slice answers [], and a result that does not match fails the run,
// naming what differs.
func checkReturns(m skills.Manifest, res skills.Result) (skills.Result, error) {
	o := skillOut(m)
	if o.err != nil {
		return nil, fmt.Errorf("%w: %s: its Result schema: %v", skills.ErrBadInput, m.Name, o.err)
	}
	b, err := json.Marshal(res)
	if err != nil {
		return nil, fmt.Errorf("%s: encode result: %w", m.Name, err)
	}
	if string(b) == "null" {
		b = []byte("{}")
	}
	if b, err = noNullArrays(b, o.returns); err != nil {
		return nil, fmt.Errorf("%s: encode result: %w", m.Name, err)
	}
	// Integers past 2^53 stay exact in what is validated and answered.
	v, err := exactjson.Object(b)
	if err != nil {
		return nil, fmt.Errorf("%s: encode result: %w", m.Name, err)
	}
	if err := o.result.Validate(v); err != nil {
		return nil, fmt.Errorf("%w: %s returned a result that does not match its type Result: %v", ErrResultType, m.Name, err)
	}
	return skills.Result(v), nil
}

// ErrResultType: a skill's result does not match the Result type it
// declares (kind "skill": the skill is at fault).
var ErrResultType = errors.New("result type")

var skillReplyParsed = sync.OnceValue(func() map[string]any { return parseSchema(skillReplySchema(nil)) })

func parseSchema(b json.RawMessage) map[string]any {
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		panic("serve: a schema does not parse: " + err.Error())
	}
	return m
}

// noNullArrays rewrites null as [] wherever schema says the value is an
// array, so that answers keep their schema's promise whatever the code
// that built them left nil.
func noNullArrays(b []byte, schema map[string]any) ([]byte, error) {
	if schema == nil || !bytes.Contains(b, []byte("null")) {
		return b, nil
	}
	var v any
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if !fillArrays(&v, schema) {
		return b, nil
	}
	return json.Marshal(v)
}

// fillArrays replaces nulls under *v that schema types as arrays; it
// reports whether it changed anything.
func fillArrays(v *any, schema map[string]any) bool {
	if schema == nil {
		return false
	}
	if alts, ok := schema["anyOf"].([]any); ok && *v != nil {
		for _, a := range alts {
			if m, ok := a.(map[string]any); ok && m["type"] != "null" {
				schema = m // the branch a non-null value takes
			}
		}
	}
	if *v == nil {
		if schema["type"] == "array" {
			*v = []any{}
			return true
		}
		return false
	}
	changed := false
	switch x := (*v).(type) {
	case map[string]any:
		props, _ := schema["properties"].(map[string]any)
		extra, _ := schema["additionalProperties"].(map[string]any)
		for k, e := range x {
			sub, _ := props[k].(map[string]any)
			if sub == nil {
				sub = extra
			}
			if fillArrays(&e, sub) {
				x[k] = e
				changed = true
			}
		}
	case []any:
		items, _ := schema["items"].(map[string]any)
		for i := range x {
			if fillArrays(&x[i], items) {
				changed = true
			}
		}
	}
	return changed
}

// nullable reports the other type of a schema typed ["null", T].
func nullable(s map[string]any) (string, bool) {
	ts, ok := s["type"].([]any)
	if !ok || len(ts) != 2 || ts[0] != "null" {
		return "", false
	}
	t, ok := ts[1].(string)
	return t, ok
}

// withType is a copy of s typed t.
func withType(s map[string]any, t string) map[string]any {
	c := make(map[string]any, len(s))
	for k, v := range s {
		c[k] = v
	}
	c["type"] = t
	return c
}
