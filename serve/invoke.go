package serve

import (
	"context"
	"encoding/json"
)

// Invoke runs an operation or a skill by name with JSON arguments, as an
// MCP tool call or an HTTP op would (same limits, same checks), for
// in-process callers such as the command line. It returns the reply's
// value and images.
func (s *Server) Invoke(ctx context.Context, name string, args json.RawMessage) (any, []Image, error) {
	r, err := s.call(ctx, name, args)
	if err != nil {
		return nil, nil, err
	}
	return r.Value, r.Images, nil
}
