package schematic

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/examples/kicad/sexpr"
)

// ExportOptions are the design header fields of an exported netlist. The
// zero value writes no date, so exports are reproducible.
type ExportOptions struct {
	Source string // the root file's path; default: the path it was loaded from
	Date   string // e.g. "Wed Dec  2 10:29:11 2026"; empty: no date
	Tool   string // default "skillrun kicad example (KiCad 6 netlist format)"
}

// Export writes the netlist in KiCad's S-expression netlist format, as
// Eeschema 6.0 writes it (version "E"): design with each sheet's title
// block, components, libparts, libraries (from the project's sym-lib-table,
// when there is one) and nets with their nodes. Checked field by field
// against a netlist exported by Eeschema 6.0.11 from the ecc83 demo.
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
	// opt writes (name "value"), or (name) when the value is empty.
	opt1 := func(name, value string) string {
		if value == "" {
			return "(" + name + ")"
		}
		return "(" + name + " " + q(value) + ")"
	}
	fmt.Fprintf(&b, "(export (version \"E\")\n  (design\n    (source %s)\n", q(opt.Source))
	if opt.Date != "" {
		fmt.Fprintf(&b, "    (date %s)\n", q(opt.Date))
	}
	fmt.Fprintf(&b, "    (tool %s)", q(opt.Tool))
	for i, sh := range s.Sheets {
		tb := sh.File.Root.Child("title_block")
		fmt.Fprintf(&b, "\n    (sheet (number %s) (name %s) (tstamps %s)\n      (title_block\n", q(fmt.Sprint(i+1)), q(sh.NamePath), q(sh.Path))
		fmt.Fprintf(&b, "        %s\n        %s\n        %s\n        %s\n        (source %s)",
			opt1("title", tb.Child("title").Arg(1)), opt1("company", tb.Child("company").Arg(1)), opt1("rev", tb.Child("rev").Arg(1)),
			opt1("date", tb.Child("date").Arg(1)), q(sh.File.Name))
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
		ls        *LibSymbol
	}
	parts := map[string]part{}
	for _, c := range s.Components() {
		first := c.Units[0]
		// A symbol edited away from its library has a lib_name; KiCad then
		// names it with an empty library in libsource, split in libparts.
		lib, name := splitLibID(first.LibName)
		parts[first.LibName] = part{lib, name, first.Lib}
		if first.LibName != first.LibID {
			lib, name = "", first.LibName
		}
		fmt.Fprintf(&b, "\n    (comp (ref %s)\n      (value %s)", q(c.Ref), q(c.Value))
		if c.Footprint != "" {
			fmt.Fprintf(&b, "\n      (footprint %s)", q(c.Footprint))
		}
		if c.Datasheet != "" && c.Datasheet != "~" {
			fmt.Fprintf(&b, "\n      (datasheet %s)", q(c.Datasheet))
		}
		var user []Property // every user field, empty ones too
		for _, p := range first.Node.Children("property") {
			if id, ok := p.Child("id").Float(1); ok && id < 4 {
				continue
			}
			v := p.Arg(2)
			if v == "~" { // KiCad shows "~" as empty
				v = ""
			}
			user = append(user, Property{p.Arg(1), v})
		}
		if len(user) > 0 {
			sorted := append([]Property(nil), user...)
			sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Name < sorted[j].Name })
			b.WriteString("\n      (fields")
			for _, p := range sorted {
				if p.Value == "" {
					fmt.Fprintf(&b, "\n        (field (name %s))", q(p.Name))
				} else {
					fmt.Fprintf(&b, "\n        (field (name %s) %s)", q(p.Name), q(p.Value))
				}
			}
			b.WriteString(")")
		}
		desc := ""
		if first.Lib != nil {
			desc = first.Lib.Prop("ki_description")
		}
		fmt.Fprintf(&b, "\n      (libsource (lib %s) (part %s) (description %s))", q(lib), q(name), q(desc))
		for _, p := range user {
			fmt.Fprintf(&b, "\n      (property (name %s) (value %s))", q(p.Name), q(p.Value))
		}
		sheetName := ""
		if c.Sheet.Ref != nil {
			sheetName = c.Sheet.Ref.Name
		}
		fmt.Fprintf(&b, "\n      (property (name \"Sheetname\") (value %s))\n      (property (name \"Sheetfile\") (value %s))",
			q(sheetName), q(c.Sheet.File.Name))
		if in := first.Node.Child("in_bom"); in != nil && in.Arg(1) == "no" {
			b.WriteString("\n      (property (name \"exclude_from_bom\"))")
		}
		if on := first.Node.Child("on_board"); on != nil && on.Arg(1) == "no" {
			b.WriteString("\n      (property (name \"exclude_from_board\"))")
		}
		// Eeschema lists the units in its R-tree order, which no file
		// states; reverse file order matches it on ecc83 and
		// complex_hierarchy (not on sonde xilinx or kit-dev).
		var ids []string
		for k := len(c.Units) - 1; k >= 0; k-- {
			ids = append(ids, q(c.Units[k].UUID))
		}
		fmt.Fprintf(&b, "\n      (sheetpath (names %s) (tstamps %s))\n      (tstamps %s))", q(c.Sheet.NamePath), q(c.Sheet.Path), strings.Join(ids, " "))
	}
	b.WriteString(")\n  (libparts")
	keys := make([]string, 0, len(parts))
	for k := range parts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, c := parts[keys[i]], parts[keys[j]]
		if a.lib != c.lib {
			return a.lib < c.lib
		}
		return a.name < c.name
	})
	usedLibs := map[string]bool{}
	for _, k := range keys {
		p := parts[k]
		usedLibs[p.lib] = true
		fmt.Fprintf(&b, "\n    (libpart (lib %s) (part %s)", q(p.lib), q(p.name))
		if p.ls == nil {
			b.WriteString(")")
			continue
		}
		if d := p.ls.Prop("ki_description"); d != "" {
			fmt.Fprintf(&b, "\n      (description %s)", q(d))
		}
		if d := p.ls.Prop("Datasheet"); d != "" {
			fmt.Fprintf(&b, "\n      (docs %s)", q(d))
		}
		if f := strings.Fields(p.ls.Prop("ki_fp_filters")); len(f) > 0 {
			b.WriteString("\n      (footprints")
			for _, fp := range f {
				fmt.Fprintf(&b, "\n        (fp %s)", q(fp))
			}
			b.WriteString(")")
		}
		b.WriteString("\n      (fields")
		for _, prop := range p.ls.Props {
			if strings.HasPrefix(prop.Name, "ki_") || prop.Value == "" {
				continue
			}
			fmt.Fprintf(&b, "\n        (field (name %s) %s)", q(prop.Name), q(prop.Value))
		}
		b.WriteString(")")
		seen := map[string]bool{}
		var pins []*LibPin
		for _, pin := range p.ls.Pins {
			if !seen[pin.Number] && (pin.Convert == 0 || pin.Convert == 1) {
				seen[pin.Number] = true
				pins = append(pins, pin)
			}
		}
		sort.SliceStable(pins, func(i, j int) bool { return pinLess(pins[i].Number, pins[j].Number) })
		if len(pins) > 0 {
			b.WriteString("\n      (pins")
			for _, pin := range pins {
				name := pin.Name
				if name == "~" {
					name = ""
				}
				fmt.Fprintf(&b, "\n        (pin (num %s) (name %s) (type %s))", q(pin.Number), q(name), q(pin.Type))
			}
			b.WriteString(")")
		}
		b.WriteString(")")
	}
	b.WriteString(")\n  (libraries")
	for _, l := range s.symLibTable() {
		if usedLibs[l[0]] {
			fmt.Fprintf(&b, "\n    (library (logical %s)\n      (uri %s))", q(l[0]), q(l[1]))
		}
	}
	b.WriteString(")\n  (nets")
	for _, n := range nl.Nets {
		if len(n.Nodes) == 0 {
			continue // a label-only net keeps its code but is not written
		}
		fmt.Fprintf(&b, "\n    (net (code %s) (name %s)", q(fmt.Sprint(n.Code)), q(n.Name))
		suffix := ""
		for _, it := range n.Items {
			if it.Kind == KindNoConnect {
				suffix = "+no_connect"
			}
		}
		for _, node := range n.Nodes {
			fmt.Fprintf(&b, "\n      (node (ref %s) (pin %s)", q(node.Ref), q(node.Pin.Number))
			if node.Pin.Name != "" && node.Pin.Name != "~" {
				fmt.Fprintf(&b, " (pinfunction %s)", q(node.Pin.Name))
			}
			fmt.Fprintf(&b, " (pintype %s))", q(node.Pin.Type+suffix))
		}
		b.WriteString(")")
	}
	b.WriteString("))") // Eeschema ends the file without a newline
	return []byte(b.String())
}

func splitLibID(id string) (lib, name string) {
	lib, name, ok := strings.Cut(id, ":")
	if !ok {
		return "", id
	}
	return lib, name
}

// symLibTable reads the project's sym-lib-table beside the root file, if
// any: (name, uri) pairs with ${KIPRJMOD} expanded, sorted by name.
func (s *Schematic) symLibTable() [][2]string {
	data, err := os.ReadFile(filepath.Join(s.Dir, "sym-lib-table"))
	if err != nil {
		return nil
	}
	doc, err := sexpr.Parse(data)
	if err != nil {
		return nil
	}
	dir, err := filepath.Abs(s.Dir)
	if err != nil {
		dir = s.Dir
	}
	var out [][2]string
	for _, l := range doc.Root().Children("lib") {
		uri := strings.ReplaceAll(l.Child("uri").Arg(1), "${KIPRJMOD}", dir)
		out = append(out, [2]string{l.Child("name").Arg(1), uri})
	}
	sort.Slice(out, func(i, j int) bool { return out[i][0] < out[j][0] })
	return out
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
