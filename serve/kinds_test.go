package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// TestErrorKinds: the JSON API's error answer, its status, and MCP's error
// result name every error by skills.KindOf, the one table.
func TestErrorKinds(t *testing.T) {
	tests := []struct {
		err    error
		kind   skills.ErrorKind
		status int
	}{
		{errors.New("the skill failed"), skills.KindSkill, 422},
		{ErrBusy, skills.KindBusy, 503},
		{ErrNoMemory, skills.KindUnavailable, 503},
		{ErrNoFrames, skills.KindUnavailable, 503},
		{ErrUnauthorized, skills.KindUnauthorized, 401},
		{ErrRefused, skills.KindRefused, 403},
		{ErrTooLarge, skills.KindTooLarge, 413},
		{ErrNoOp, skills.KindNotFound, 404},
		{ErrMethod, skills.KindMethodNotAllowed, 405},
		{fmt.Errorf("run: %w", skills.ErrTimeout), skills.KindTimeout, 504},
		{context.DeadlineExceeded, skills.KindTimeout, 504},
		{skills.ErrMemory, skills.KindMemory, 422},
		{skills.ErrOutput, skills.KindOutput, 422}, // was "limit" here, "output" in the CLI
		{skills.ErrResultSize, skills.KindLimit, 422},
		{skills.ErrCrash, skills.KindCrash, 500},
		{skills.ErrForbidden, skills.KindForbidden, 500},
		{skills.ErrNoEnv, skills.KindNoEnv, 400},
		{skills.ErrInvalidArgs, skills.KindBadInput, 400},
		{memory.ErrNotFound, skills.KindNotFound, 404},
		{memory.ErrConflict, skills.KindBadInput, 400},
		{fmt.Errorf("recall: %w", memory.ErrUnavailable), skills.KindUnavailable, 503},
		{memory.ErrClosed, skills.KindUnavailable, 503},
		{context.Canceled, skills.KindCancelled, 503},
		{fmt.Errorf("frame: %w", detectors.ErrBadImage), skills.KindBadInput, 400}, // was "skill" (422)
	}
	for _, tt := range tests {
		if k := skills.KindOf(tt.err); k != tt.kind {
			t.Errorf("%v: KindOf = %q, want %q", tt.err, k, tt.kind)
		}
		rec := httptest.NewRecorder()
		writeError(rec, tt.err)
		var body ErrorResponse
		if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
			t.Fatal(err)
		}
		if body.Kind != string(tt.kind) || rec.Code != tt.status {
			t.Errorf("%v: HTTP %d %q, want %d %q", tt.err, rec.Code, body.Kind, tt.status, tt.kind)
		}
		if tt.kind == skills.KindBusy && rec.Header().Get("Retry-After") == "" {
			t.Errorf("busy without Retry-After")
		}
		res := toolError(tt.err)
		text := res.Content[0].(*mcp.TextContent).Text
		if !res.IsError || !strings.HasPrefix(text, string(tt.kind)+": ") {
			t.Errorf("%v: MCP error %q, want kind %q", tt.err, text, tt.kind)
		}
		if ErrorKind(tt.err) != string(tt.kind) {
			t.Errorf("%v: ErrorKind = %q", tt.err, ErrorKind(tt.err))
		}
	}
}
