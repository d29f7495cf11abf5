package ui

import (
	"go/scanner"
	"go/token"
	"strings"
)

// span is a piece of a source line with its highlighting class.
type span struct {
	Class, Text string
}

// line is one numbered source line.
type line struct {
	No    int
	Spans []span
}

// highlight splits Go source into numbered lines of classed spans
// (keyword, string, comment, number), for the template to escape and
// show. It never executes anything: go/scanner only.
func highlight(src []byte) []line {
	fset := token.NewFileSet()
	f := fset.AddFile("", fset.Base(), len(src))
	var s scanner.Scanner
	s.Init(f, src, func(token.Position, string) {}, scanner.ScanComments)
	type mark struct {
		off, end int
		class    string
	}
	var marks []mark
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		class := ""
		switch {
		case tok.IsKeyword():
			class = "kw"
		case tok == token.STRING || tok == token.CHAR:
			class = "str"
		case tok == token.COMMENT:
			class = "com"
		case tok == token.INT || tok == token.FLOAT || tok == token.IMAG:
			class = "num"
		}
		if class == "" {
			continue
		}
		off := f.Offset(pos)
		n := len(lit)
		if n == 0 {
			n = len(tok.String())
		}
		marks = append(marks, mark{off, min(off+n, len(src)), class})
	}
	var out []line
	cur := line{No: 1}
	emit := func(class, text string) {
		for {
			i := strings.IndexByte(text, '\n')
			if i < 0 {
				if text != "" {
					cur.Spans = append(cur.Spans, span{class, text})
				}
				return
			}
			if i > 0 {
				cur.Spans = append(cur.Spans, span{class, text[:i]})
			}
			out = append(out, cur)
			cur = line{No: cur.No + 1}
			text = text[i+1:]
		}
	}
	at := 0
	for _, m := range marks {
		if m.off < at {
			continue
		}
		emit("", string(src[at:m.off]))
		emit(m.class, string(src[m.off:m.end]))
		at = m.end
	}
	emit("", string(src[at:]))
	if len(cur.Spans) > 0 {
		out = append(out, cur)
	}
	return out
}

// diffLine is one line of a diff: " " kept, "-" only in the old, "+" only
// in the new.
type diffLine struct {
	Op, Text string
}

// diffLines is a line diff of a and b (longest common subsequence; skill
// files are small: at most MaxSourceBytes, a few hundred lines).
func diffLines(a, b string) []diffLine {
	x, y := strings.Split(a, "\n"), strings.Split(b, "\n")
	if len(x)*len(y) > 4_000_000 {
		return []diffLine{{"-", "(too large to compare line by line)"}}
	}
	lcs := make([][]int32, len(x)+1)
	for i := range lcs {
		lcs[i] = make([]int32, len(y)+1)
	}
	for i := len(x) - 1; i >= 0; i-- {
		for j := len(y) - 1; j >= 0; j-- {
			if x[i] == y[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var out []diffLine
	i, j := 0, 0
	for i < len(x) && j < len(y) {
		switch {
		case x[i] == y[j]:
			out = append(out, diffLine{" ", x[i]})
			i, j = i+1, j+1
		case lcs[i+1][j] >= lcs[i][j+1]:
			out = append(out, diffLine{"-", x[i]})
			i++
		default:
			out = append(out, diffLine{"+", y[j]})
			j++
		}
	}
	for ; i < len(x); i++ {
		out = append(out, diffLine{"-", x[i]})
	}
	for ; j < len(y); j++ {
		out = append(out, diffLine{"+", y[j]})
	}
	return out
}
