package sandbox

import (
	"encoding/json"
	"errors"
	"strings"

	"github.com/skillrun/skillrun/internal/typetext"
)

// EncodeErrorText is what encoding/json said of a value it could not
// encode (err, as json.Marshal returned it), in the same words whichever
// tier ran the skill: a type of the skill's own is written as its
// structure, without its name (compiled Go names it, s.pt; the
// interpreter's types have no names and write struct { X int; Y int }
// or, for a recursive one, *unsafe2.dummy), so the same result failed
// with other words in each tier. The worker says so of results and
// detections.
func EncodeErrorText(err error) string {
	msg := err.Error()
	var ut *json.UnsupportedTypeError
	var uv *json.UnsupportedValueError
	switch {
	case errors.As(err, &ut) && ut.Type != nil:
		return strings.Replace(msg, ut.Error(), "json: unsupported type: "+typetext.Of(ut.Type, ""), 1)
	case errors.As(err, &uv) && strings.HasPrefix(uv.Str, "encountered a cycle via ") && uv.Value.IsValid():
		return strings.Replace(msg, uv.Error(), "json: unsupported value: encountered a cycle via "+typetext.Of(uv.Value.Type(), ""), 1)
	}
	return msg
}
