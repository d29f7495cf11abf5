package memory

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
)

// GridQuery selects spatial-grid events in one of three ways: in a box
// (Box), near a point (Near, within Radius), or along a path (Path, within
// Radius of its segments; a block counts from its nearest face). Kind
// keeps one kind of event.
type GridQuery struct {
	Box    *CellQuery
	Near   *[3]float64
	Path   [][3]float64
	Radius float64 // default 4
	Kind   CellKind
	Limit  int // default 100, at most 10000
}

// MaxGridPath bounds the points of a GridQuery path.
const MaxGridPath = 1000

// Grid answers a GridQuery from a store's Cells: a box as it is; near a
// point nearest first; along a path in the order the path reaches them.
func Grid(ctx context.Context, st Store, q GridQuery) ([]Cell, error) {
	n := 0
	for _, set := range []bool{q.Box != nil, q.Near != nil, len(q.Path) > 0} {
		if set {
			n++
		}
	}
	if n != 1 {
		return nil, fmt.Errorf("grid: %w: give one of a box (min, max), a point (near) or a path", ErrInvalid)
	}
	if q.Limit < 0 || q.Limit > 10000 {
		return nil, fmt.Errorf("grid: %w: limit %d is outside 1..10000", ErrInvalid, q.Limit)
	}
	if q.Limit == 0 {
		q.Limit = 100
	}
	if q.Radius < 0 || math.IsNaN(q.Radius) || q.Radius > 256 {
		return nil, fmt.Errorf("grid: %w: radius %v is outside 0..256", ErrInvalid, q.Radius)
	}
	if q.Radius == 0 {
		q.Radius = 4
	}
	if q.Kind != "" {
		if err := ValidateCell(&Cell{Kind: q.Kind, Episode: "x"}); err != nil {
			return nil, fmt.Errorf("grid: %w", err)
		}
	}
	if q.Box != nil {
		b := *q.Box
		b.Kind, b.Limit = q.Kind, q.Limit
		return st.Cells(ctx, b)
	}
	path := q.Path
	if q.Near != nil {
		path = [][3]float64{*q.Near}
	}
	if len(path) > MaxGridPath {
		return nil, fmt.Errorf("grid: %w: path of %d points; the limit is %d", ErrInvalid, len(path), MaxGridPath)
	}
	for i, p := range path {
		if !finite3(p) {
			return nil, fmt.Errorf("grid: %w: point %d %v is not finite", ErrInvalid, i, p)
		}
	}
	type found struct {
		c        Cell
		seg      int
		along, d float64
	}
	var out []found
	seen := map[string]bool{}
	for i := range path {
		a, b := path[i], path[i]
		if i+1 < len(path) {
			b = path[i+1]
		} else if len(path) > 1 {
			continue
		}
		r := q.Radius
		box := CellQuery{Kind: q.Kind, Limit: 10000}
		for k := range 3 {
			box.Min[k] = int(math.Floor(math.Min(a[k], b[k]) - r))
			box.Max[k] = int(math.Floor(math.Max(a[k], b[k]) + r))
		}
		cells, err := st.Cells(ctx, box)
		if err != nil {
			return nil, fmt.Errorf("grid: %w", err)
		}
		for _, c := range cells {
			centre := [3]float64{float64(c.Pos[0]) + 0.5, float64(c.Pos[1]) + 0.5, float64(c.Pos[2]) + 0.5}
			_, t := segDist(centre, a, b)
			d := boxDist(lerp(a, b, t), c.Pos)
			key := fmt.Sprint(c.Pos, c.Kind, c.Episode, c.Step)
			if d > r || seen[key] {
				continue
			}
			seen[key] = true
			out = append(out, found{c: c, seg: i, along: t, d: d})
		}
	}
	slices.SortStableFunc(out, func(x, y found) int {
		switch {
		case x.seg != y.seg:
			return x.seg - y.seg
		case len(path) > 1 && x.along != y.along:
			return cmpFloat(x.along, y.along)
		case x.d != y.d:
			return cmpFloat(x.d, y.d)
		}
		return y.c.Time.Compare(x.c.Time)
	})
	if len(out) > q.Limit {
		out = out[:q.Limit]
	}
	cells := make([]Cell, len(out))
	for i, f := range out {
		cells[i] = f.c
	}
	return cells, nil
}

// segDist is the distance from p to the segment ab and how far along it
// (0..1) the nearest point is.
func segDist(p, a, b [3]float64) (float64, float64) {
	var ab, ap [3]float64
	var l2, dot float64
	for k := range 3 {
		ab[k], ap[k] = b[k]-a[k], p[k]-a[k]
		l2 += ab[k] * ab[k]
		dot += ab[k] * ap[k]
	}
	t := 0.0
	if l2 > 0 {
		t = math.Max(0, math.Min(1, dot/l2))
	}
	var q [3]float64
	for k := range 3 {
		q[k] = a[k] + t*ab[k]
	}
	return dist(p, q), t
}

func lerp(a, b [3]float64, t float64) [3]float64 {
	return [3]float64{a[0] + t*(b[0]-a[0]), a[1] + t*(b[1]-a[1]), a[2] + t*(b[2]-a[2])}
}

// boxDist is the distance from p to the unit cube of block c (0 inside).
func boxDist(p [3]float64, c [3]int) float64 {
	var s float64
	for k := range 3 {
		lo, hi := float64(c[k]), float64(c[k])+1
		switch {
		case p[k] < lo:
			s += (lo - p[k]) * (lo - p[k])
		case p[k] > hi:
			s += (p[k] - hi) * (p[k] - hi)
		}
	}
	return math.Sqrt(s)
}

// Records is what a memory JSONL file holds: episodes, grid cells and
// episode-index rows, in any mix, one per line.
type Records struct {
	Episodes []Episode
	Cells    []Cell
	Index    []IndexRow
}

// ReadRecords reads a JSONL file of episodes, grid cells (a line with
// "pos" and "kind") and index rows (a line with "from", "to" and
// "summary"), telling them apart by their fields. Like ReadJSONL it reads
// everything before returning and reports the first bad line.
func ReadRecords(r io.Reader) (Records, error) {
	var out Records
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), MaxLine)
	seen := map[string]int{}
	line := 0
	for sc.Scan() {
		line++
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 || b[0] == '#' {
			continue
		}
		var keys map[string]json.RawMessage
		if err := json.Unmarshal(b, &keys); err != nil {
			return Records{}, &LineError{Line: line, Err: fmt.Errorf("%w: %s", ErrInvalid, describeJSON(err))}
		}
		_, hasPos := keys["pos"]
		_, hasKind := keys["kind"]
		_, hasSummary := keys["summary"]
		_, hasFrom := keys["from"]
		_, hasID := keys["id"]
		switch {
		case hasPos && hasKind && !hasID:
			var c Cell
			if err := strictJSON(b, &c); err != nil {
				return Records{}, &LineError{Line: line, Err: fmt.Errorf("grid cell: %w", err)}
			}
			if err := ValidateCell(&c); err != nil {
				return Records{}, &LineError{Line: line, Err: err}
			}
			out.Cells = append(out.Cells, c)
		case hasFrom && hasSummary && !hasID:
			var ir IndexRow
			if err := strictJSON(b, &ir); err != nil {
				return Records{}, &LineError{Line: line, Err: fmt.Errorf("index row: %w", err)}
			}
			if err := ValidateIndexRow(&ir); err != nil {
				return Records{}, &LineError{Line: line, Err: err}
			}
			out.Index = append(out.Index, ir)
		default:
			ep, err := ParseEpisode(b)
			if err != nil {
				return Records{}, &LineError{Line: line, Err: err}
			}
			if prev, ok := seen[ep.ID]; ok {
				return Records{}, &LineError{Line: line, Err: fmt.Errorf("%w: episode %q already on line %d", ErrInvalid, ep.ID, prev)}
			}
			seen[ep.ID] = line
			out.Episodes = append(out.Episodes, ep)
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return Records{}, &LineError{Line: line + 1, Err: fmt.Errorf("%w: line longer than %d bytes", ErrInvalid, MaxLine)}
		}
		return Records{}, fmt.Errorf("read records: %w", err)
	}
	return out, nil
}

func strictJSON(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %s", ErrInvalid, describeJSON(err))
	}
	if dec.More() {
		return fmt.Errorf("%w: more than one JSON value on the line", ErrInvalid)
	}
	return nil
}

// WriteCells writes grid cells as JSONL, one per line.
func WriteCells(w io.Writer, cells []Cell) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := range cells {
		if err := enc.Encode(&cells[i]); err != nil {
			return fmt.Errorf("write cell %v: %w", cells[i].Pos, err)
		}
	}
	return nil
}
