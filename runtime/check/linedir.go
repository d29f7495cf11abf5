package check

import (
	"bytes"
	"go/scanner"
	"go/token"
)

// lineDirective finds the first line directive of src (a //line comment
// at the start of a line, or a /*line comment anywhere) and returns its
// position as written, unadjusted. A directive renames the file, line
// and column everything after it is reported at: the checker's and the
// parser's diagnostics, and the interpreter's errors and panics, named
// /etc/passwd:1:1 or another skill's file for the skill's own mistakes.
// Worse, the interpreter compiles the normalised source, helpers appended
// after the original text under the directive's numbering: a file that
// vetted failed to compile ("/etc/passwd:3:9: undefined type"), stored
// but unable to run. The native tier refuses them too.
//
// The bytes are looked at first: only a file that holds "line " right
// after "//" or "/*" is scanned, so a directive inside a string literal
// is not one.
func lineDirective(file string, src []byte) (token.Position, bool) {
	if !bytes.Contains(src, []byte("//line ")) && !bytes.Contains(src, []byte("/*line ")) {
		return token.Position{}, false
	}
	fset := token.NewFileSet()
	tf := fset.AddFile(file, -1, len(src))
	var s scanner.Scanner
	s.Init(tf, src, func(token.Position, string) {}, scanner.ScanComments)
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			return token.Position{}, false
		}
		if tok != token.COMMENT || len(lit) < 7 || lit[2:7] != "line " {
			continue
		}
		p := tf.PositionFor(pos, false)
		if lit[1] == '*' || p.Column == 1 {
			return p, true
		}
	}
}
