package check

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

// ArgsSchema is a version's parameter schema compiled once: Check builds it
// with the manifest, so each call checks its arguments without decoding
// the JSON Schema (Manifest.Params) again.
type ArgsSchema struct {
	// Required lists the fields a call must give, in declaration order.
	Required []string
}

// CompileSchema compiles a parameter schema (Manifest.Params). An empty
// schema takes any object.
func CompileSchema(params json.RawMessage) (*ArgsSchema, error) {
	s := &ArgsSchema{}
	if len(params) == 0 {
		return s, nil
	}
	var raw struct {
		Required []string `json:"required"`
	}
	if err := json.Unmarshal(params, &raw); err != nil {
		return nil, fmt.Errorf("parameter schema: %w", err)
	}
	s.Required = raw.Required
	return s, nil
}

// Check rejects arguments that are not a JSON object or miss required
// fields, with skills.ErrInvalidArgs naming every missing field. Field types are the
// decoder's to judge, when the skill runs. Empty arguments are {}.
func (s *ArgsSchema) Check(args []byte) error {
	if len(s.Required) == 0 {
		return nil
	}
	var got map[string]json.RawMessage
	if len(args) == 0 {
		args = []byte("{}")
	}
	if err := json.Unmarshal(args, &got); err != nil {
		return fmt.Errorf("%w: arguments must be a JSON object: %v", skills.ErrInvalidArgs, err)
	}
	var missing []string
	for _, r := range s.Required {
		if _, ok := got[r]; !ok {
			missing = append(missing, strconv.Quote(r))
		}
	}
	switch len(missing) {
	case 0:
		return nil
	case 1:
		return fmt.Errorf("%w: missing required field %s", skills.ErrInvalidArgs, missing[0])
	}
	return fmt.Errorf("%w: missing required fields %s", skills.ErrInvalidArgs, strings.Join(missing, ", "))
}

// Schema returns the version's compiled parameter schema: the one Check
// built, or, for a Unit made otherwise (decoded from a worker's pipe),
// compiled now. A schema that does not decode takes any arguments.
func (u *Unit) Schema() *ArgsSchema {
	if u.schema != nil {
		return u.schema
	}
	s, err := CompileSchema(u.Manifest.Params)
	if err != nil {
		return &ArgsSchema{}
	}
	return s
}
