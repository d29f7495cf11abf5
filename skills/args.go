package skills

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
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
		return fmt.Errorf("%w: %s", ErrInvalidArgs, describeJSONError(err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("%w: trailing data after the arguments object", ErrInvalidArgs)
	}
	return nil
}

func describeJSONError(err error) string {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		field := te.Field
		if field == "" {
			return fmt.Sprintf("arguments must be a JSON object, got %s", te.Value)
		}
		return fmt.Sprintf("field %q: cannot use a JSON %s as %s", field, te.Value, te.Type)
	case errors.As(err, &se):
		return fmt.Sprintf("malformed JSON at byte %d: %v", se.Offset, se)
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return "unknown field " + strings.TrimPrefix(err.Error(), "json: unknown field ")
	}
	return err.Error()
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
		return nil, fmt.Errorf("%w: %v", ErrInvalidArgs, err)
	}
	return b, nil
}
