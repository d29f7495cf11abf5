package skills

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
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
		return fmt.Sprintf("field %q: cannot use a JSON %s as %s", jsonPath(t, field), te.Value, typeText(te.Type, own, 0))
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
				return msg[:i] + " into " + typeText(t, own, 0)
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
			return nil, fmt.Errorf("%w: json: unsupported type: %s", ErrInvalidArgs, typeText(ut.Type, "", 0))
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

// TypeText writes t as Go does, but a type of the skill's own package
// (own, or any package of the native tier's build module,
// skillrun.native/...) as its underlying type's structure: compiled code
// names it (main.level), the interpreter's types have no names (int). A
// struct is "struct" (the interpreter writes its renamed fields);
// another package's named type keeps its name (time.Duration). Errors
// that name a type of the skill's (arguments that do not decode, values
// that do not encode) say the same in both tiers through it.
func TypeText(t reflect.Type, own string) string { return typeText(t, own, 0) }

func typeText(t reflect.Type, own string, depth int) string {
	if t.Name() != "" && t.PkgPath() != "" && t.PkgPath() != own && !strings.HasPrefix(t.PkgPath(), "skillrun.native/") {
		return t.String()
	}
	if depth > 8 {
		return "..."
	}
	switch t.Kind() {
	case reflect.Pointer:
		return "*" + typeText(t.Elem(), own, depth+1)
	case reflect.Slice:
		return "[]" + typeText(t.Elem(), own, depth+1)
	case reflect.Array:
		return "[" + strconv.Itoa(t.Len()) + "]" + typeText(t.Elem(), own, depth+1)
	case reflect.Map:
		return "map[" + typeText(t.Key(), own, depth+1) + "]" + typeText(t.Elem(), own, depth+1)
	case reflect.Chan:
		return strings.TrimSuffix(t.ChanDir().String(), " ") + " " + typeText(t.Elem(), own, depth+1)
	case reflect.Func:
		var b strings.Builder
		b.WriteString("func(")
		for i := range t.NumIn() {
			if i > 0 {
				b.WriteString(", ")
			}
			if t.IsVariadic() && i == t.NumIn()-1 {
				b.WriteString("..." + typeText(t.In(i).Elem(), own, depth+1))
			} else {
				b.WriteString(typeText(t.In(i), own, depth+1))
			}
		}
		b.WriteString(")")
		switch t.NumOut() {
		case 0:
		case 1:
			b.WriteString(" " + typeText(t.Out(0), own, depth+1))
		default:
			b.WriteString(" (")
			for i := range t.NumOut() {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(typeText(t.Out(i), own, depth+1))
			}
			b.WriteString(")")
		}
		return b.String()
	case reflect.Struct:
		return "struct"
	case reflect.Interface:
		if t.NumMethod() == 0 {
			return "interface {}"
		}
		return "interface"
	}
	return t.Kind().String()
}
