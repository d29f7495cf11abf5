package schematic

import (
	"fmt"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/examples/kicad/sexpr"
)

// ExportOptions are the design header fields of an exported netlist. The
// zero value writes no date, so exports are reproducible.
type ExportOptions struct {
	Source string // the root file's path; default: the path it was loaded from
	Date   string // e.g. "Wed 02 Dec 2026 10:00:00 UTC"; empty: no date
	Tool   string // default "skillrun kicad example (KiCad 6 netlist format)"
}

// Export writes the netlist in KiCad's S-expression netlist format
// (version "E", as Eeschema 6 writes it): design, components, libparts and
// nets with their nodes.
func (nl *Netlist) Export(opt ExportOptions) []byte {
	s := nl.Sch
	if opt.Source == "" {
		opt.Source = s.Root.Path
	}
	if opt.Tool == "" {
		opt.Tool = "skillrun kicad example (KiCad 6 netlist format)"
	}
	var b strings.Builder
	q := sexpr.Quote
	fmt.Fprintf(&b, "(export (version \"E\")\n  (design\n    (source %s)\n", q(opt.Source))
	if opt.Date != "" {
		fmt.Fprintf(&b, "    (date %s)\n", q(opt.Date))
	}
	fmt.Fprintf(&b, "    (tool %s)", q(opt.Tool))
	for i, sh := range s.Sheets {
		tb := sh.File.Root.Child("title_block")
		fmt.Fprintf(&b, "\n    (sheet (number %s) (name %s) (tstamps %s)\n      (title_block\n", q(fmt.Sprint(i+1)), q(sh.NamePath), q(sh.Path))
		fmt.Fprintf(&b, "        (title %s)\n        (company %s)\n        (rev %s)\n        (date %s)\n        (source %s)",
			q(tb.Child("title").Arg(1)), q(tb.Child("company").Arg(1)), q(tb.Child("rev").Arg(1)),
			q(tb.Child("date").Arg(1)), q(sh.File.Name))
		comments := map[string]string{}
		for _, c := range tb.Children("comment") {
			comments[c.Arg(1)] = c.Arg(2)
		}
		for n := 1; n <= 9; n++ {
			fmt.Fprintf(&b, "\n        (comment (number %s) (value %s))", q(fmt.Sprint(n)), q(comments[fmt.Sprint(n)]))
		}
		b.WriteString("))")
	}
	b.WriteString(")\n  (components")
	type part struct {
		lib, name string
		sym       *Symbol
	}
	parts := map[string]part{}
	for _, c := range s.Components() {
		lib, name, _ := strings.Cut(c.LibID, ":")
		if name == "" {
			lib, name = "", lib
		}
		parts[c.LibID] = part{lib, name, c.Units[0]}
		fmt.Fprintf(&b, "\n    (comp (ref %s)\n      (value %s)", q(c.Ref), q(c.Value))
		if c.Footprint != "" {
			fmt.Fprintf(&b, "\n      (footprint %s)", q(c.Footprint))
		}
		ds := c.Datasheet
		if ds == "" {
			ds = "~"
		}
		fmt.Fprintf(&b, "\n      (datasheet %s)\n      (libsource (lib %s) (part %s) (description \"\"))", q(ds), q(lib), q(name))
		sheetName := ""
		if c.Sheet.Ref != nil {
			sheetName = c.Sheet.Ref.Name
		}
		fmt.Fprintf(&b, "\n      (property (name \"Sheetname\") (value %s))\n      (property (name \"Sheetfile\") (value %s))",
			q(sheetName), q(c.Sheet.File.Name))
		fmt.Fprintf(&b, "\n      (sheetpath (names %s) (tstamps %s))\n      (tstamps %s))", q(c.Sheet.NamePath), q(c.Sheet.Path), q(c.Units[0].UUID))
	}
	b.WriteString(")\n  (libparts")
	ids := make([]string, 0, len(parts))
	for id := range parts {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		p := parts[id]
		fmt.Fprintf(&b, "\n    (libpart (lib %s) (part %s)\n      (pins", q(p.lib), q(p.name))
		seen := map[string]bool{}
		var pins []*LibPin
		if p.sym.Lib != nil {
			for _, pin := range p.sym.Lib.Pins {
				if !seen[pin.Number] && (pin.Convert == 0 || pin.Convert == 1) {
					seen[pin.Number] = true
					pins = append(pins, pin)
				}
			}
		}
		sort.SliceStable(pins, func(i, j int) bool { return pinLess(pins[i].Number, pins[j].Number) })
		for _, pin := range pins {
			fmt.Fprintf(&b, "\n        (pin (num %s) (name %s) (type %s))", q(pin.Number), q(pin.Name), q(pin.Type))
		}
		b.WriteString("))")
	}
	b.WriteString(")\n  (nets")
	for _, n := range nl.Nets {
		fmt.Fprintf(&b, "\n    (net (code %s) (name %s)", q(fmt.Sprint(n.Code)), q(n.Name))
		for _, node := range n.Nodes {
			fmt.Fprintf(&b, "\n      (node (ref %s) (pin %s)", q(node.Ref), q(node.Pin.Number))
			if node.Pin.Name != "" && node.Pin.Name != "~" {
				fmt.Fprintf(&b, " (pinfunction %s)", q(node.Pin.Name))
			}
			fmt.Fprintf(&b, " (pintype %s))", q(node.Pin.Type))
		}
		b.WriteString(")")
	}
	b.WriteString("))\n")
	return []byte(b.String())
}

// ExportedNet is one net read back from a netlist file.
type ExportedNet struct {
	Code  string
	Name  string
	Nodes [][2]string // (ref, pin)
}

// ReadNetlist reads the nets of a KiCad S-expression netlist (ours or
// Eeschema's).
func ReadNetlist(data []byte) ([]ExportedNet, error) {
	doc, err := sexpr.Parse(data)
	if err != nil {
		return nil, err
	}
	root := doc.Root()
	if root.Head() != "export" {
		return nil, fmt.Errorf("not a KiCad netlist: root is (%s ...), want (export ...)", root.Head())
	}
	var out []ExportedNet
	for _, n := range root.Child("nets").Children("net") {
		en := ExportedNet{Code: n.Child("code").Arg(1), Name: n.Child("name").Arg(1)}
		for _, node := range n.Children("node") {
			en.Nodes = append(en.Nodes, [2]string{node.Child("ref").Arg(1), node.Child("pin").Arg(1)})
		}
		out = append(out, en)
	}
	return out, nil
}
