package skills

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"

	"github.com/skillrun/skillrun/internal/typetext"
)

// DecodeArgs decodes raw JSON arguments into dst (a pointer to a skill's
// Args struct). Unknown fields and type mismatches are errors that name the
// field; empty input decodes as {}.
func DecodeArgs(raw []byte, dst any) error {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		raw = []byte("{}")
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	dec.UseNumber()
	if err := dec.Decode(dst); err != nil {
		return fmt.Errorf("%w: %s", ErrInvalidArgs, describeJSONError(err, dst))
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("%w: trailing data after the arguments object", ErrInvalidArgs)
	}
	return nil
}

// describeJSONError says what is wrong with the arguments decoded into
// dst, in the same words whichever tier decodes them: the field as a path
// of JSON keys (encoding/json names the embedded structs on the way by
// their Go names, which the interpreter's types spell Xinner for inner)
// and the type wanted as written without the names of the skill's own
// types (the interpreter's types have none: map[string]int where compiled
// Go says map[main.name]int).
func describeJSONError(err error, dst any) string {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		field := te.Field
		if field == "" {
			return fmt.Sprintf("arguments must be a JSON object, got %s", te.Value)
		}
		t, own := argsType(dst)
		return fmt.Sprintf("field %q: cannot use a JSON %s as %s", jsonPath(t, field), te.Value, typetext.Of(te.Type, own))
	case errors.As(err, &se):
		return fmt.Sprintf("malformed JSON at byte %d: %v", se.Offset, se)
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return "unknown field " + strings.TrimPrefix(err.Error(), "json: unknown field ")
	case strings.HasPrefix(err.Error(), "json: invalid use of ,string struct tag"):
		// "... into main.level": the type as typeText writes it.
		msg := err.Error()
		if i := strings.LastIndex(msg, " into "); i >= 0 {
			if t := ownType(reflect.TypeOf(dst), msg[i+len(" into "):], map[reflect.Type]bool{}); t != nil {
				_, own := argsType(dst)
				return msg[:i] + " into " + typetext.Of(t, own)
			}
		}
		return msg
	}
	return err.Error()
}

// argsType is the type dst points to and the package that declares it,
// the skill's ("" for the interpreter's types, which have no names).
func argsType(dst any) (reflect.Type, string) {
	t := reflect.TypeOf(dst)
	if t == nil {
		return nil, ""
	}
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t, t.PkgPath()
}

// ownType finds, in the types a value of t holds, a named one written
// name, or nil.
func ownType(t reflect.Type, name string, seen map[reflect.Type]bool) reflect.Type {
	if t == nil || seen[t] {
		return nil
	}
	seen[t] = true
	if t.Name() != "" && t.String() == name {
		return t
	}
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array:
		return ownType(t.Elem(), name, seen)
	case reflect.Map:
		if k := ownType(t.Key(), name, seen); k != nil {
			return k
		}
		return ownType(t.Elem(), name, seen)
	case reflect.Struct:
		for i := range t.NumField() {
			if f := ownType(t.Field(i).Type, name, seen); f != nil {
				return f
			}
		}
	}
	return nil
}

// EncodeArgs turns a Call argument (a map, a struct, raw JSON bytes or a
// JSON string) into raw JSON.
func EncodeArgs(args any) ([]byte, error) {
	switch a := args.(type) {
	case nil:
		return []byte("{}"), nil
	case json.RawMessage:
		return a, nil
	case []byte:
		return a, nil
	case string:
		if !json.Valid([]byte(a)) {
			return nil, fmt.Errorf("%w: arguments string is not JSON", ErrInvalidArgs)
		}
		return []byte(a), nil
	}
	b, err := json.Marshal(args)
	if err != nil {
		var ut *json.UnsupportedTypeError
		if errors.As(err, &ut) && ut.Type != nil {
			// The type as both tiers can write it (see typeText).
			return nil, fmt.Errorf("%w: json: unsupported type: %s", ErrInvalidArgs, typetext.Of(ut.Type, ""))
		}
		return nil, fmt.Errorf("%w: %v", ErrInvalidArgs, err)
	}
	return b, nil
}

// jsonPath is encoding/json's field path in the arguments of type t
// (Outer.inner.a: struct fields, each an embedded struct's Go name or a
// JSON key) without the embedded structs' names: the JSON keys the caller
// wrote (a). A segment t does not explain is kept.
func jsonPath(t reflect.Type, path string) string {
	var out []string
	for _, seg := range strings.Split(path, ".") {
		t = structIn(t)
		if t == nil {
			out = append(out, seg)
			continue
		}
		if f, ok := t.FieldByName(seg); ok && f.Anonymous && len(f.Index) == 1 && structIn(f.Type) != nil {
			t = f.Type // an embedded struct: no key of the caller's
			continue
		}
		out = append(out, seg)
		t = fieldByKey(t, seg)
	}
	return strings.Join(out, ".")
}

// structIn is the struct type a value of t holds its fields in (through
// pointers, slices, arrays and maps' elements), or nil.
func structIn(t reflect.Type) reflect.Type {
	for t != nil {
		switch t.Kind() {
		case reflect.Struct:
			return t
		case reflect.Pointer, reflect.Slice, reflect.Array, reflect.Map:
			t = t.Elem()
		default:
			return nil
		}
	}
	return nil
}

// fieldByKey is the type of struct t's own field whose JSON key is key
// (its tag's name, else its name; matched exactly, else without case, as
// encoding/json matches), or nil.
func fieldByKey(t reflect.Type, key string) reflect.Type {
	var fold reflect.Type
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" {
			name = f.Name
		}
		if name == key {
			return f.Type
		}
		if fold == nil && strings.EqualFold(name, key) {
			fold = f.Type
		}
	}
	return fold
}
