package schematic

import (
	"fmt"
	"sort"
	"strings"
)

// ItemKind tells the items that take part in connectivity apart.
type ItemKind int

// The connectable items.
const (
	KindWire ItemKind = iota
	KindPin
	KindLabel
	KindJunction
	KindNoConnect
	KindSheetPin
)

// Item is one connectable item of one sheet instance.
type Item struct {
	Kind     ItemKind
	Sheet    *Sheet
	At       Point // for wires, the first end
	Wire     *Wire
	Symbol   *Symbol
	Pin      *LibPin
	Label    *Label
	Marker   *Marker
	SheetRef *SheetRef
	SheetPin *SheetPin
	local    int  // index of the item's local cluster in its sheet
	alone    bool // nothing else touches it on its sheet
}

// Node is one pin of a component on a net.
type Node struct {
	Ref    string
	Unit   int // the symbol's unit in its sheet instance
	Pin    *LibPin
	Symbol *Symbol
	Sheet  *Sheet
	At     Point
}

// Net is a set of connected items across the design.
type Net struct {
	Code  int
	Name  string
	Items []*Item
	Nodes []*Node // pins of components (power symbols and flags excluded)
	Pins  []*Node // every pin, power symbols and flags included

	members []busMember
}

// Netlist is the connectivity of a whole design.
type Netlist struct {
	Sch   *Schematic
	Nets  []*Net // sorted by name; Code is the position + 1 (label-only nets have a code but no nodes)
	ByPin map[string]*Net

	all []*Net // every net, exported or not, in discovery order
}

// All returns every net, including those the netlist leaves out (power
// symbols or wires with no component pin), in discovery order.
func (nl *Netlist) All() []*Net { return nl.all }

// Net returns the net of a component's pin, or nil.
func (nl *Netlist) Net(ref, pin string) *Net { return nl.ByPin[ref+"\x00"+pin] }

// fileItems are the connectable items of one file and their local clusters.
type fileItems struct {
	items    []Item
	clusters int
}

func unionFind(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	return p
}

func find(p []int, i int) int {
	for p[i] != i {
		p[i] = p[p[i]]
		i = p[i]
	}
	return i
}

func union(p []int, a, b int) {
	a, b = find(p, a), find(p, b)
	if a != b {
		if a < b {
			p[b] = a
		} else {
			p[a] = b
		}
	}
}

// onSegment reports whether p lies on the segment a-b, ends excluded.
func onSegment(p, a, b Point) bool {
	if p == a || p == b {
		return false
	}
	if p.X < min(a.X, b.X) || p.X > max(a.X, b.X) || p.Y < min(a.Y, b.Y) || p.Y > max(a.Y, b.Y) {
		return false
	}
	cross := (b.X-a.X)*(p.Y-a.Y) - (b.Y-a.Y)*(p.X-a.X)
	if cross == 0 {
		return true
	}
	// tolerate rounding on diagonal wires: within 1 IU of the line
	dx, dy := float64(b.X-a.X), float64(b.Y-a.Y)
	c := float64(cross)
	return c*c <= dx*dx+dy*dy
}

// localItems lists the connectable items of a sheet instance and clusters
// them by geometry.
func (s *Schematic) localItems(sh *Sheet) *fileItems {
	f := sh.File
	var items []Item
	at := map[Point][]int{}
	add := func(it Item, pts ...Point) {
		items = append(items, it)
		for _, p := range pts {
			at[p] = append(at[p], len(items)-1)
		}
	}
	for _, w := range f.Wires {
		if !w.Bus {
			add(Item{Kind: KindWire, Wire: w, At: w.A}, w.A, w.B)
		}
	}
	for _, sym := range f.Symbols {
		for _, p := range sym.Pins(s.Unit(sh, sym)) {
			pos := sym.PinPos(p)
			add(Item{Kind: KindPin, Symbol: sym, Pin: p, At: pos}, pos)
		}
	}
	for _, l := range f.Labels {
		add(Item{Kind: KindLabel, Label: l, At: l.At}, l.At)
	}
	for _, j := range f.Junctions {
		add(Item{Kind: KindJunction, Marker: j, At: j.At}, j.At)
	}
	for _, nc := range f.NoConnects {
		add(Item{Kind: KindNoConnect, Marker: nc, At: nc.At}, nc.At)
	}
	for _, sr := range f.Sheets {
		for _, sp := range sr.Pins {
			add(Item{Kind: KindSheetPin, SheetRef: sr, SheetPin: sp, At: sp.At}, sp.At)
		}
	}
	uf := unionFind(len(items))
	for _, ids := range at {
		for _, id := range ids[1:] {
			union(uf, ids[0], id)
		}
	}
	// A junction or a label on a wire's interior joins the wire; a wire end
	// or a pin there does not (KiCad needs a junction for a T).
	for i, it := range items {
		if it.Kind != KindWire {
			continue
		}
		w := it.Wire
		for p, ids := range at {
			if !onSegment(p, w.A, w.B) {
				continue
			}
			for _, id := range ids {
				if k := items[id].Kind; k == KindJunction || k == KindLabel {
					union(uf, i, id)
				}
			}
		}
	}
	roots := map[int]int{}
	for i := range items {
		r := find(uf, i)
		c, ok := roots[r]
		if !ok {
			c = len(roots)
			roots[r] = c
		}
		items[i].local = c
	}
	return &fileItems{items: items, clusters: len(roots)}
}

// Driver priorities, as KiCad 6's CONNECTION_SUBGRAPH ranks them.
const (
	prioNone = iota
	prioPin
	prioSheetPin
	prioHierLabel
	prioLocalLabel
	prioPowerPin
	prioGlobal
)

// Connect computes the design's nets.
func (s *Schematic) Connect() *Netlist {
	perSheet := make([]*fileItems, len(s.Sheets))
	offsets := make([]int, len(s.Sheets))
	total := 0
	for i, sh := range s.Sheets {
		fi := s.localItems(sh)
		perSheet[i] = fi
		offsets[i] = total
		total += fi.clusters
	}
	uf := unionFind(total)
	byName := map[string]int{} // global names and per-sheet local names → a cluster
	join := func(key string, c int) {
		if first, ok := byName[key]; ok {
			union(uf, first, c)
		} else {
			byName[key] = c
		}
	}
	sheetIndex := map[*Sheet]int{}
	for i, sh := range s.Sheets {
		sheetIndex[sh] = i
	}
	for i, sh := range s.Sheets {
		for _, it := range perSheet[i].items {
			c := offsets[i] + it.local
			switch it.Kind {
			case KindLabel:
				switch it.Label.Kind {
				case Local:
					join(fmt.Sprintf("L%d\x00%s", i, it.Label.Text), c)
				case Global:
					join("G\x00"+it.Label.Text, c)
				case Hierarchical:
					// KiCad 6 joins hierarchical and local labels of one
					// name on one sheet.
					join(fmt.Sprintf("L%d\x00%s", i, it.Label.Text), c)
					if sh.Parent != nil {
						join(fmt.Sprintf("H%d\x00%s", i, it.Label.Text), c)
					}
				}
			case KindPin:
				if it.Pin.PowerConnection() {
					join("G\x00"+it.Pin.Name, c)
				}
			case KindSheetPin:
				// the child instance of this sheet symbol in this sheet
				for j, child := range s.Sheets {
					if child.Parent == sh && child.Ref == it.SheetRef {
						join(fmt.Sprintf("H%d\x00%s", j, it.SheetPin.Name), c)
					}
				}
			}
		}
	}
	itemClusters := make([]map[any]int, len(s.Sheets))
	for i := range s.Sheets {
		itemClusters[i] = map[any]int{}
		for _, it := range perSheet[i].items {
			switch it.Kind {
			case KindLabel:
				itemClusters[i][it.Label] = offsets[i] + it.local
			case KindSheetPin:
				itemClusters[i][it.SheetPin] = offsets[i] + it.local
			}
		}
	}
	virtual := s.joinBuses(&uf, byName, func(sheet int, item any) (int, bool) {
		c, ok := itemClusters[sheet][item]
		return c, ok
	})
	nl := &Netlist{Sch: s, ByPin: map[string]*Net{}}
	nets := map[int]*Net{}
	var order []int
	for i, sh := range s.Sheets {
		fi := perSheet[i]
		size := make([]int, fi.clusters)
		for _, it := range fi.items {
			size[it.local]++
		}
		for k := range fi.items {
			it := fi.items[k] // copy: the item belongs to this instance
			it.Sheet = sh
			it.alone = size[it.local] == 1
			r := find(uf, offsets[i]+it.local)
			n := nets[r]
			if n == nil {
				n = &Net{}
				nets[r] = n
				order = append(order, r)
			}
			n.Items = append(n.Items, &it)
			if it.Kind == KindPin {
				node := &Node{Ref: s.Reference(sh, it.Symbol), Unit: s.Unit(sh, it.Symbol), Pin: it.Pin, Symbol: it.Symbol, Sheet: sh, At: it.At}
				n.Pins = append(n.Pins, node)
				if !strings.HasPrefix(node.Ref, "#") {
					n.Nodes = append(n.Nodes, node)
				}
			}
		}
	}
	for _, v := range virtual {
		if n := nets[find(uf, v.node)]; n != nil {
			n.members = append(n.members, v)
		}
	}
	for _, r := range order {
		n := nets[r]
		n.Name = s.netName(n)
		nl.all = append(nl.all, n)
		if len(n.Nodes) == 0 && !hasLabel(n) {
			continue // wires or power symbols alone: not a net KiCad numbers
		}
		nl.Nets = append(nl.Nets, n)
	}
	sort.SliceStable(nl.Nets, func(i, j int) bool { return natCmp(nl.Nets[i].Name, nl.Nets[j].Name, false) < 0 })
	for i, n := range nl.Nets {
		n.Code = i + 1
		// KiCad's order: plain string order of reference, then pin number;
		// a pin repeated (stacked, or shared by units) is listed once.
		sort.SliceStable(n.Nodes, func(a, b int) bool {
			if n.Nodes[a].Ref != n.Nodes[b].Ref {
				return n.Nodes[a].Ref < n.Nodes[b].Ref
			}
			return n.Nodes[a].Pin.Number < n.Nodes[b].Pin.Number
		})
		var uniq []*Node
		for _, node := range n.Nodes {
			if last := len(uniq) - 1; last >= 0 && node.Ref == uniq[last].Ref && node.Pin.Number == uniq[last].Pin.Number {
				continue
			}
			uniq = append(uniq, node)
		}
		n.Nodes = uniq
		for _, node := range n.Nodes {
			nl.ByPin[node.Ref+"\x00"+node.Pin.Number] = n
		}
	}
	return nl
}

func hasLabel(n *Net) bool {
	for _, it := range n.Items {
		if it.Kind == KindLabel {
			return true
		}
	}
	return false
}

func pinLess(a, b string) bool { return natCmp(a, b, true) < 0 }

// netName names a net after its strongest driver, as KiCad 6 does.
func (s *Schematic) netName(n *Net) string {
	best, bestPrio, bestDepth := "", prioNone, 0
	consider := func(name string, prio, depth int) {
		if prio > bestPrio || prio == bestPrio && (depth < bestDepth || depth == bestDepth && name < best) {
			best, bestPrio, bestDepth = name, prio, depth
		}
	}
	noConnect := false
	for _, it := range n.Items {
		switch it.Kind {
		case KindLabel:
			switch it.Label.Kind {
			case Global:
				consider(EscapeNetName(it.Label.Text), prioGlobal, 0)
			case Local:
				consider(it.Sheet.NamePath+EscapeNetName(it.Label.Text), prioLocalLabel, it.Sheet.Depth)
			case Hierarchical:
				consider(it.Sheet.NamePath+EscapeNetName(it.Label.Text), prioHierLabel, it.Sheet.Depth)
			}
		case KindPin:
			if it.Pin.PowerConnection() {
				consider(EscapeNetName(it.Pin.Name), prioPowerPin, 0)
			}
		case KindNoConnect:
			noConnect = true
		}
	}
	for _, m := range n.members {
		consider(m.sheet.NamePath+EscapeNetName(m.name), m.prio, m.sheet.Depth)
	}
	if bestPrio > prioNone {
		return best
	}
	// Pins of power symbols and flags name a net only when nothing else does.
	for _, power := range []bool{false, true} {
		for _, p := range n.Pins {
			if p.Symbol.IsPower() == power {
				consider(pinNetName(p, noConnect), prioPin, 0)
			}
		}
		if best != "" {
			break
		}
	}
	return best
}

// pinNetName is KiCad 6's default net name for a pin: unconnected-(R1-Pad2)
// when a no-connect flag or a no-connect pin type marks it, Net-(R1-Pad2)
// otherwise.
func pinNetName(p *Node, noConnect bool) string {
	if noConnect || p.Pin.Type == "no_connect" {
		return "unconnected-(" + p.Ref + "-Pad" + p.Pin.Number + ")"
	}
	return "Net-(" + p.Ref + "-Pad" + p.Pin.Number + ")"
}

// EscapeNetName escapes a label's text for use in a net name as KiCad 6
// does: "/" would read as a sheet separator, so it becomes {slash}.
func EscapeNetName(s string) string {
	if !strings.ContainsAny(s, "/\n\r") {
		return s
	}
	return strings.NewReplacer("/", "{slash}", "\n", "{return}", "\r", "{return}").Replace(s)
}
