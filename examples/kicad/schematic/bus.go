package schematic

import (
	"fmt"
	"strconv"
	"strings"
)

// BusMembers expands a vector bus name ("DQ[0..31]", "IRQ-[7..1]") into its
// member net names, or returns nil when name is not a vector bus.
func BusMembers(name string) []string {
	open := strings.LastIndexByte(name, '[')
	if open < 0 || !strings.HasSuffix(name, "]") {
		return nil
	}
	a, b, ok := strings.Cut(name[open+1:len(name)-1], "..")
	if !ok {
		return nil
	}
	lo, err1 := strconv.Atoi(a)
	hi, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || lo < 0 || hi < 0 {
		return nil
	}
	step := 1
	if hi < lo {
		step = -1
	}
	if (hi-lo)*step > 1024 {
		return nil
	}
	prefix := name[:open]
	var out []string
	for k := lo; ; k += step {
		out = append(out, prefix+strconv.Itoa(k))
		if k == hi {
			break
		}
	}
	return out
}

// busMember is a bus member net that no label names.
type busMember struct {
	node  int
	sheet *Sheet
	name  string
	prio  int // the priority of the bus name it comes from
}

// busGroup is one connected bus on a sheet: the vector names on it (labels,
// sheet pins, hierarchical labels).
type busGroup struct {
	names []string
	prios []int // driver priority of each name: label or sheet pin
}

// buses clusters a sheet's bus wires with the bus-named labels and sheet
// pins on them. It returns the groups and, for each bus-named label and
// sheet pin, its group.
func buses(f *File) (groups []*busGroup, ofLabel map[*Label]*busGroup, ofPin map[*SheetPin]*busGroup) {
	type item struct {
		name string
		l    *Label
		sp   *SheetPin
		w    *Wire
	}
	var items []item
	at := map[Point][]int{}
	add := func(it item, pts ...Point) {
		items = append(items, it)
		for _, p := range pts {
			at[p] = append(at[p], len(items)-1)
		}
	}
	for _, w := range f.Wires {
		if w.Bus {
			add(item{w: w}, w.A, w.B)
		}
	}
	for _, l := range f.Labels {
		if BusMembers(l.Text) != nil {
			add(item{name: l.Text, l: l}, l.At)
		}
	}
	for _, sr := range f.Sheets {
		for _, sp := range sr.Pins {
			if BusMembers(sp.Name) != nil {
				add(item{name: sp.Name, sp: sp}, sp.At)
			}
		}
	}
	uf := unionFind(len(items))
	for _, ids := range at {
		for _, id := range ids[1:] {
			union(uf, ids[0], id)
		}
	}
	for i, it := range items {
		if it.w == nil {
			continue
		}
		for p, ids := range at {
			if onSegment(p, it.w.A, it.w.B) {
				union(uf, i, ids[0])
			}
		}
	}
	byRoot := map[int]*busGroup{}
	ofLabel, ofPin = map[*Label]*busGroup{}, map[*SheetPin]*busGroup{}
	for i, it := range items {
		r := find(uf, i)
		g := byRoot[r]
		if g == nil {
			g = &busGroup{}
			byRoot[r] = g
			groups = append(groups, g)
		}
		if it.name != "" {
			g.names = append(g.names, it.name)
			prio := prioSheetPin
			if it.l != nil {
				prio = map[LabelKind]int{Local: prioLocalLabel, Global: prioGlobal, Hierarchical: prioHierLabel}[it.l.Kind]
			}
			g.prios = append(g.prios, prio)
		}
		if it.l != nil {
			ofLabel[it.l] = g
		}
		if it.sp != nil {
			ofPin[it.sp] = g
		}
	}
	return groups, ofLabel, ofPin
}

// joinBuses joins bus members: on one sheet, member k of every vector name
// on one bus; across the hierarchy, member k of the bus at a sheet pin with
// member k of the bus at the child's hierarchical label. Members are local
// label names of their sheet.
// It returns the bus members that no label names, which still name nets
// (KiCad names a member net after the bus member on the highest sheet).
//
// A bus is one net too: the labels and sheet pins on one bus join.
// itemCluster gives the cluster of a bus label or sheet pin on a sheet.
func (s *Schematic) joinBuses(uf *[]int, byName map[string]int, itemCluster func(sheet int, item any) (int, bool)) []busMember {
	var virtual []busMember
	type sheetBuses struct {
		ofLabel map[*Label]*busGroup
		ofPin   map[*SheetPin]*busGroup
	}
	info := make([]sheetBuses, len(s.Sheets))
	index := map[*Sheet]int{}
	// node returns the cluster of a member name, making a virtual one for a
	// member no label names on this sheet.
	node := func(i int, name string, prio int) int {
		key := fmt.Sprintf("L%d\x00%s", i, name)
		c, ok := byName[key]
		if !ok {
			c = len(*uf)
			*uf = append(*uf, c)
			byName[key] = c
			virtual = append(virtual, busMember{node: c, sheet: s.Sheets[i], name: name, prio: prio})
		}
		return c
	}
	linkNames := func(i int, names []string, prios []int, j int, others []string, oprios []int) {
		for x, a := range names {
			for y, b := range others {
				ma, mb := BusMembers(a), BusMembers(b)
				for k := 0; k < len(ma) && k < len(mb); k++ {
					union(*uf, node(i, ma[k], prios[x]), node(j, mb[k], oprios[y]))
				}
			}
		}
	}
	for i, sh := range s.Sheets {
		index[sh] = i
		groups, ofLabel, ofPin := buses(sh.File)
		info[i] = sheetBuses{ofLabel, ofPin}
		first := map[*busGroup]int{}
		join := func(g *busGroup, item any) {
			c, ok := itemCluster(i, item)
			if !ok {
				return
			}
			if f, ok := first[g]; ok {
				union(*uf, f, c)
			} else {
				first[g] = c
			}
		}
		for l, g := range ofLabel {
			join(g, l)
		}
		for p, g := range ofPin {
			join(g, p)
		}
		for _, g := range groups {
			linkNames(i, g.names, g.prios, i, g.names, g.prios)
		}
	}
	for j, child := range s.Sheets {
		if child.Parent == nil {
			continue
		}
		i := index[child.Parent]
		for _, sp := range child.Ref.Pins {
			if BusMembers(sp.Name) == nil {
				continue
			}
			parentNames, parentPrios := []string{sp.Name}, []int{prioSheetPin}
			if g := info[i].ofPin[sp]; g != nil {
				parentNames, parentPrios = g.names, g.prios
			}
			for _, l := range child.File.Labels {
				if l.Kind != Hierarchical || l.Text != sp.Name {
					continue
				}
				childNames, childPrios := []string{l.Text}, []int{prioHierLabel}
				if g := info[j].ofLabel[l]; g != nil {
					childNames, childPrios = g.names, g.prios
				}
				linkNames(i, parentNames, parentPrios, j, childNames, childPrios)
			}
		}
	}
	return virtual
}
