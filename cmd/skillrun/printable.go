package main

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// printable returns s with what a terminal would act on made visible:
// control characters (ESC, NUL, the C1 set, DEL; newlines and tabs
// stay), the marks that reorder bidirectional text, and bytes that are
// not UTF-8 are written as Go escapes (\x1b, \u202e, \xff). Skill source,
// a skill's errors and what other instances synced are untrusted: text
// from them must not clear the operator's screen, move the cursor or make
// a line read otherwise than it is.
func printable(s string) string {
	clean := true
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if (r == utf8.RuneError && n == 1) || unsafeRune(r) {
			clean = false
			break
		}
		i += n
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case unsafeRune(r) && r < 0x80:
			fmt.Fprintf(&b, `\x%02x`, r)
		case unsafeRune(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// unsafeRune reports the runes printable escapes.
func unsafeRune(r rune) bool {
	switch {
	case r == '\n' || r == '\t':
		return false
	case r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0):
		return true
	case r == 0x061c || r == 0x200e || r == 0x200f || (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069):
		return true
	}
	return false
}

// printableWriter writes what it is given through printable: the
// CLI's tables, whose cells hold descriptions, tags, authors and reasons.
type printableWriter struct{ w io.Writer }

func (p printableWriter) Write(b []byte) (int, error) {
	if _, err := io.WriteString(p.w, printable(string(b))); err != nil {
		return 0, err
	}
	return len(b), nil
}
