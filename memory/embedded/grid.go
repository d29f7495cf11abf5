package embedded

import (
	"fmt"
	"math"
	"strings"
)

// The position index (migration 6) files every positioned step under its
// cell of a horizontal grid (x and z, gridCell units a side), ordered by x
// within the cell: a B-tree an episode appends to in a few places, where
// the R*Tree it replaces rewrote a node and its ancestors on every step.
// Near seeks the cells its box covers and the x range within each.

// gridCell is the side of a grid cell.
const gridCell = 16

// gridLimit bounds cell numbers, so that huge coordinates stay integers
// (the migration clamps alike).
const gridLimit = 1 << 62

// cellOf returns the grid cell number of a coordinate.
func cellOf(v float64) int64 {
	c := math.Floor(v / gridCell)
	switch {
	case c >= gridLimit:
		return gridLimit
	case c <= -gridLimit:
		return -gridLimit
	}
	return int64(c)
}

// gridSQL fills step_grid from the positions of steps (migration 6).
var gridSQL = fmt.Sprintf(`INSERT INTO step_grid(cx, cz, x, step)
	SELECT max(min(floor(x / %[1]d), %[2]d), -%[2]d), max(min(floor(z / %[1]d), %[2]d), -%[2]d), x, id FROM steps WHERE x IS NOT NULL;`, gridCell, int64(gridLimit))

// maxCellSeeks is how many cells Near seeks one by one; a larger box
// scans the range of cells instead.
const maxCellSeeks = 64

// span returns the interval [c-r, c+r] widened by a few units in the last
// place, so that rounding never leaves out a point whose distance (which
// the caller computes and checks) is within r.
func span(c, r float64) (lo, hi float64) {
	m := max(math.Abs(c), r)
	ulp := math.Nextafter(m, math.Inf(1)) - m
	return c - r - 4*ulp, c + r + 4*ulp
}

// nearWhere returns the condition on step_grid g for the steps in the box
// of side 2r around p (x and z; y is checked on the step).
func nearWhere(p [3]float64, r float64) (string, []any) {
	x0, x1 := span(p[0], r)
	z0, z1 := span(p[2], r)
	cx0, cx1 := cellOf(x0), cellOf(x1)
	cz0, cz1 := cellOf(z0), cellOf(z1)
	xs := []any{x0, x1}
	if cx1-cx0 >= maxCellSeeks || cz1-cz0 >= maxCellSeeks || (cx1-cx0+1)*(cz1-cz0+1) > maxCellSeeks {
		return `g.cx BETWEEN ? AND ? AND g.cz BETWEEN ? AND ? AND g.x BETWEEN ? AND ?`, append([]any{cx0, cx1, cz0, cz1}, xs...)
	}
	var args []any
	list := func(lo, hi int64) string {
		var b strings.Builder
		for c := lo; c <= hi; c++ {
			if c > lo {
				b.WriteByte(',')
			}
			b.WriteByte('?')
			args = append(args, c)
		}
		return b.String()
	}
	cond := `g.cx IN (` + list(cx0, cx1) + `) AND g.cz IN (` + list(cz0, cz1) + `) AND g.x BETWEEN ? AND ?`
	return cond, append(args, xs...)
}
