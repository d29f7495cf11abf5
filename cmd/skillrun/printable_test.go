package main

import (
	"strings"
	"testing"

	"github.com/skillrun/skillrun/consolidate"
)

func TestPrintable(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"plain text, ünïcode and 日本", "plain text, ünïcode and 日本"},
		{"a\tb\nc", "a\tb\nc"},
		{"\x1b[31mred\x1b[0m", `\x1b[31mred\x1b[0m`},
		{"nul\x00 del\x7f c1\u0085", `nul\x00 del\x7f c1\u0085`},
		{"abc\u202edef\u2066x\u200f", `abc\u202edef\u2066x\u200f`},
		{"bad \xff\xfe utf8", `bad \xff\xfe utf8`},
		{"real \ufffd stays", "real \ufffd stays"},
	} {
		if got := printable(tt.in); got != tt.want {
			t.Errorf("printable(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
	var b strings.Builder
	w := printableWriter{&b}
	if n, err := w.Write([]byte("x\x1b[2Jy")); n != 6 || err != nil || b.String() != `x\x1b[2Jy` {
		t.Errorf("printableWriter wrote %q (n %d, %v)", b.String(), n, err)
	}
}

// TestConsolidationReportPrintable: a finding's summary and a proposal's
// reason carry skill text (a skill's error, vet's words on a rewrite) and
// reach the terminal escaped.
func TestConsolidationReportPrintable(t *testing.T) {
	var b strings.Builder
	rep := consolidate.Report{
		Findings:  []consolidate.Finding{{Kind: "failing", Summary: "bridge failed: \x1b[2Jcleared"}},
		Proposals: []consolidate.Proposal{{Skill: "bridge", Status: "rejected", Reason: "vet: \u202eevil"}},
	}
	if err := printReport(&app{}, &b, rep); err != nil {
		t.Fatal(err)
	}
	if out := b.String(); strings.ContainsAny(out, "\x1b\u202e") || !strings.Contains(out, `\x1b[2J`) || !strings.Contains(out, `\u202e`) {
		t.Errorf("report printed %q; want the escape and the mark made visible", out)
	}
}
