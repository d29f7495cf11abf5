package check_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/runtime/check"
)

// TestNotGoSourceIsNotEchoed: a file that is not Go (a secrets file behind
// a .go name) is refused with one diagnostic that quotes none of it.
func TestNotGoSourceIsNotEchoed(t *testing.T) {
	for _, src := range []string{
		"API_TOKEN=sk-live-0123456789\nPASSWORD=hunter2\n",
		"// a comment first\nsk-live-0123456789 = 1\n",
		"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n",
		"\x00\x01sk-live-0123456789\xff",
		"{\"token\": \"sk-live-0123456789\"}",
	} {
		_, err := check.Check("x.go", []byte(src))
		var ve *check.VetError
		if !errors.As(err, &ve) {
			t.Fatalf("Check(%.20q) = %v; want a *VetError", src, err)
		}
		if len(ve.Diags) != 1 || !strings.Contains(ve.Diags[0].Msg, "not Go source") {
			t.Errorf("Check(%.20q) diagnostics = %v; want one saying it is not Go source", src, ve.Diags)
		}
		for _, leak := range []string{"sk-live", "hunter2", "API_TOKEN", "b3BlbnNz", "OPENSSH"} {
			if strings.Contains(err.Error(), leak) {
				t.Errorf("Check(%.20q) = %q: echoes %q", src, err, leak)
			}
		}
	}
}
