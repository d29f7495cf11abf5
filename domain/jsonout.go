package domain

import (
	"bytes"
	"encoding/json"
	"io"
)

// maxIndentDepth is the deepest nesting level writeJSON indents; deeper
// values are written compact on their parent's line. Indenting every level
// makes the output grow with the square of the nesting depth (a 20 KB
// result nested 10,000 deep printed as 196 MB); with the cap it is at most
// about (2·maxIndentDepth+2)× the compact form.
const maxIndentDepth = 12

// WriteJSON writes v to w as JSON indented by two spaces, as skillrun's
// commands do, down to maxIndentDepth.
func WriteJSON(w io.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	var out bytes.Buffer
	out.Grow(len(b) + len(b)/2)
	indentJSON(&out, b, maxIndentDepth)
	out.WriteByte('\n')
	_, err = w.Write(out.Bytes())
	return err
}

// indentJSON appends src (valid compact JSON, as json.Marshal gives it) to
// dst the way json.Indent with two spaces would, but only for nesting
// levels up to maxDepth; deeper content is copied as it is.
func indentJSON(dst *bytes.Buffer, src []byte, maxDepth int) {
	depth := 0
	inString, escaped := false, false
	newline := func(d int) {
		dst.WriteByte('\n')
		for range d {
			dst.WriteString("  ")
		}
	}
	for i := 0; i < len(src); i++ {
		c := src[i]
		if inString {
			dst.WriteByte(c)
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			continue
		}
		switch c {
		case '"':
			inString = true
			dst.WriteByte(c)
		case '{', '[':
			depth++
			dst.WriteByte(c)
			// An empty object or array stays "{}" / "[]".
			if i+1 < len(src) && (src[i+1] == '}' || src[i+1] == ']') {
				dst.WriteByte(src[i+1])
				i++
				depth--
				continue
			}
			if depth <= maxDepth {
				newline(depth)
			}
		case '}', ']':
			if depth <= maxDepth {
				newline(depth - 1)
			}
			depth--
			dst.WriteByte(c)
		case ',':
			dst.WriteByte(c)
			if depth <= maxDepth {
				newline(depth)
			}
		case ':':
			dst.WriteByte(c)
			if depth <= maxDepth {
				dst.WriteByte(' ')
			}
		default:
			dst.WriteByte(c)
		}
	}
}
