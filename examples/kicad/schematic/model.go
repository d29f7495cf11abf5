package schematic

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/skillrun/skillrun/examples/kicad/sexpr"
)

// Point is a position on a sheet in KiCad's schematic internal units
// (1 IU = 100 nm, 10000 per mm); Y grows downwards.
type Point struct{ X, Y int64 }

// IUPerMM is the number of schematic internal units per millimetre.
const IUPerMM = 10000

// MaxMM is the farthest from the origin, in millimetres, a coordinate
// can lie: KiCad keeps schematic positions in 32-bit internal units.
const MaxMM = math.MaxInt32 / IUPerMM

// PointMM returns the point at x, y millimetres. It does not check them:
// a NaN, an infinity or a coordinate past int64's range converts to
// whatever the machine makes of it (on amd64, -2⁶³ for all of them); see
// MaxMM.
func PointMM(x, y float64) Point {
	return Point{int64(math.Round(x * IUPerMM)), int64(math.Round(y * IUPerMM))}
}

// MM returns p in millimetres.
func (p Point) MM() (x, y float64) { return float64(p.X) / IUPerMM, float64(p.Y) / IUPerMM }

// String formats p as KiCad's ERC report does: "(86.36 mm, 62.23 mm)",
// two decimals.
func (p Point) String() string {
	x, y := p.MM()
	return fmt.Sprintf("(%.2f mm, %.2f mm)", x, y)
}

// File is one .kicad_sch file as read: its syntax tree and the items on it.
// Several sheet instances may share one File.
type File struct {
	Path       string // as opened
	Name       string // base name, as sheets refer to it
	Doc        *sexpr.Doc
	Root       *sexpr.Node
	UUID       string
	Lib        map[string]*LibSymbol // lib_symbols by name
	Symbols    []*Symbol
	Wires      []*Wire
	Junctions  []*Marker
	NoConnects []*Marker
	Labels     []*Label
	Sheets     []*SheetRef
}

// LibSymbol is a library symbol as embedded in a schematic's lib_symbols.
type LibSymbol struct {
	Name  string
	Power bool // the (power) flag: a power symbol or a power flag
	Pins  []*LibPin
	// Units is how many units the symbol has (1 for most parts).
	Units int
	// Props are the symbol's properties in file order (Reference, Value,
	// Footprint, Datasheet, user fields, ki_description, ki_fp_filters...).
	Props []Property
}

// Property is a name and a value.
type Property struct{ Name, Value string }

// Prop returns the value of a library symbol's property, or "".
func (l *LibSymbol) Prop(name string) string {
	for _, p := range l.Props {
		if p.Name == name {
			return p.Value
		}
	}
	return ""
}

// LibPin is a pin of a library symbol, in library coordinates (Y up).
type LibPin struct {
	Number  string
	Name    string
	Type    string // electrical type token: input, output, power_in, ...
	Shape   string // graphic shape token: line, inverted, clock, ...
	At      Point  // connection point, library coordinates
	Hidden  bool
	Unit    int // 0: common to all units
	Convert int // 0: common to both body styles
}

// PowerConnection reports whether the pin joins the global net named after
// it: a hidden power input (KiCad 6's IsPowerConnection).
func (p *LibPin) PowerConnection() bool { return p.Type == "power_in" && p.Hidden }

// Symbol is a placed symbol.
type Symbol struct {
	Node    *sexpr.Node
	LibID   string
	LibName string // key into lib_symbols
	At      Point
	Angle   int
	Mirror  string // "", "x" or "y"
	Unit    int
	Convert int
	UUID    string
	Lib     *LibSymbol // nil when lib_symbols lacks it
}

// Property returns the value of a property ("Reference", "Value", "Footprint").
func (s *Symbol) Property(name string) string {
	if p := s.property(name); p != nil {
		return p.Arg(2)
	}
	return ""
}

func (s *Symbol) property(name string) *sexpr.Node {
	for _, p := range s.Node.Children("property") {
		if p.Arg(1) == name {
			return p
		}
	}
	return nil
}

// Value returns the symbol's Value property.
func (s *Symbol) Value() string { return s.Property("Value") }

// IsPower reports whether the symbol is a power symbol (its library symbol
// has the power flag).
func (s *Symbol) IsPower() bool { return s.Lib != nil && s.Lib.Power }

// Pins returns the library pins of the given unit and the symbol's body
// style. The unit of a symbol can differ between sheet instances (see
// Schematic.Unit).
func (s *Symbol) Pins(unit int) []*LibPin {
	if s.Lib == nil {
		return nil
	}
	var out []*LibPin
	for _, p := range s.Lib.Pins {
		if (p.Unit == 0 || p.Unit == unit) && (p.Convert == 0 || p.Convert == s.Convert) {
			out = append(out, p)
		}
	}
	return out
}

// PinPos returns where a library pin's connection point lies on the sheet.
func (s *Symbol) PinPos(p *LibPin) Point {
	// KiCad's TRANSFORM for each orientation (x1, y1, x2, y2), then mirror.
	var t [4]int64
	switch s.Angle {
	case 90:
		t = [4]int64{0, -1, -1, 0}
	case 180:
		t = [4]int64{-1, 0, 0, 1}
	case 270:
		t = [4]int64{0, 1, 1, 0}
	default:
		t = [4]int64{1, 0, 0, -1}
	}
	var m [4]int64
	switch s.Mirror {
	case "x":
		m = [4]int64{1, 0, 0, -1}
	case "y":
		m = [4]int64{-1, 0, 0, 1}
	}
	if s.Mirror != "" { // new = mirror · t
		t = [4]int64{
			m[0]*t[0] + m[1]*t[2], m[0]*t[1] + m[1]*t[3],
			m[2]*t[0] + m[3]*t[2], m[2]*t[1] + m[3]*t[3],
		}
	}
	return Point{s.At.X + t[0]*p.At.X + t[1]*p.At.Y, s.At.Y + t[2]*p.At.X + t[3]*p.At.Y}
}

// Wire is a wire segment (buses are kept apart in Bus).
type Wire struct {
	Node *sexpr.Node
	A, B Point
	Bus  bool
}

// Marker is a junction or a no-connect flag.
type Marker struct {
	Node *sexpr.Node
	At   Point
}

// LabelKind tells local, global and hierarchical labels apart.
type LabelKind string

// The label kinds, named by their file tokens.
const (
	Local        LabelKind = "label"
	Global       LabelKind = "global_label"
	Hierarchical LabelKind = "hierarchical_label"
)

// Label is a net label.
type Label struct {
	Node *sexpr.Node
	Kind LabelKind
	Text string
	At   Point
}

// SheetRef is a hierarchical sheet placed in a file.
type SheetRef struct {
	Node     *sexpr.Node
	UUID     string
	Name     string // "Sheet name"
	FileName string // "Sheet file", relative to the parent's directory
	Pins     []*SheetPin
}

// SheetPin is a pin on a hierarchical sheet, joined to the child's
// hierarchical label of the same name.
type SheetPin struct {
	Node *sexpr.Node
	Name string
	Type string
	At   Point
}

func parseAt(n *sexpr.Node) (Point, int, error) {
	at := n.Child("at")
	if at == nil {
		return Point{}, 0, fmt.Errorf("%s has no (at x y)", n.Head())
	}
	x, ok1 := at.Float(1)
	y, ok2 := at.Float(2)
	if !ok1 || !ok2 {
		return Point{}, 0, fmt.Errorf("%s: bad (at %s %s)", n.Head(), at.Arg(1), at.Arg(2))
	}
	angle := 0
	if a, ok := at.Float(3); ok {
		angle = ((int(math.Round(a)) % 360) + 360) % 360
	}
	return PointMM(x, y), angle, nil
}

// ReadFile reads and parses one schematic file.
func ReadFile(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	f, err := ParseFile(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	f.Path = path
	f.Name = filepath.Base(path)
	return f, nil
}

// ParseFile builds a File from the text of a .kicad_sch file.
func ParseFile(data []byte) (*File, error) {
	doc, err := sexpr.Parse(data)
	if err != nil {
		return nil, err
	}
	f := &File{Doc: doc, Root: doc.Root(), Lib: map[string]*LibSymbol{}}
	if f.Root.Head() != "kicad_sch" {
		return nil, fmt.Errorf("not a KiCad schematic: root is (%s ...), want (kicad_sch ...)", f.Root.Head())
	}
	if err := f.index(); err != nil {
		return nil, err
	}
	return f, nil
}

// index (re)builds the item lists from the syntax tree; edits call it again.
func (f *File) index() error {
	f.Lib = map[string]*LibSymbol{}
	f.Symbols, f.Wires, f.Junctions, f.NoConnects, f.Labels, f.Sheets = nil, nil, nil, nil, nil, nil
	f.UUID = f.Root.Child("uuid").Arg(1)
	if ls := f.Root.Child("lib_symbols"); ls != nil {
		for _, n := range ls.Children("symbol") {
			l, err := parseLibSymbol(n)
			if err != nil {
				return err
			}
			f.Lib[l.Name] = l
		}
	}
	for i, n := range f.Root.Kids {
		if !n.IsList() {
			continue
		}
		where := func(err error) error {
			return fmt.Errorf("item %d (%s): %w", i, n.Head(), err)
		}
		switch h := n.Head(); h {
		case "symbol":
			s, err := f.parseSymbol(n)
			if err != nil {
				return where(err)
			}
			f.Symbols = append(f.Symbols, s)
		case "wire", "bus":
			pts := n.Child("pts").Children("xy")
			if len(pts) != 2 {
				return where(fmt.Errorf("want 2 points, got %d", len(pts)))
			}
			var ends [2]Point
			for j, p := range pts {
				x, ok1 := p.Float(1)
				y, ok2 := p.Float(2)
				if !ok1 || !ok2 {
					return where(fmt.Errorf("bad point %s", p))
				}
				ends[j] = PointMM(x, y)
			}
			f.Wires = append(f.Wires, &Wire{Node: n, A: ends[0], B: ends[1], Bus: h == "bus"})
		case "junction", "no_connect":
			at, _, err := parseAt(n)
			if err != nil {
				return where(err)
			}
			m := &Marker{Node: n, At: at}
			if h == "junction" {
				f.Junctions = append(f.Junctions, m)
			} else {
				f.NoConnects = append(f.NoConnects, m)
			}
		case "label", "global_label", "hierarchical_label":
			if len(n.Kids) < 2 || n.Kids[1].IsList() {
				return where(fmt.Errorf("label without text"))
			}
			at, _, err := parseAt(n)
			if err != nil {
				return where(err)
			}
			f.Labels = append(f.Labels, &Label{Node: n, Kind: LabelKind(h), Text: n.Arg(1), At: at})
		case "sheet":
			s := &SheetRef{Node: n, UUID: n.Child("uuid").Arg(1)}
			// Field ids 0 and 1 are the sheet name and file; their
			// display names are localised ("Nom feuille").
			for _, p := range n.Children("property") {
				switch id := p.Child("id").Arg(1); {
				case id == "0" || p.Arg(1) == "Sheet name":
					s.Name = p.Arg(2)
				case id == "1" || p.Arg(1) == "Sheet file":
					s.FileName = p.Arg(2)
				}
			}
			if s.FileName == "" {
				return where(fmt.Errorf("sheet %q has no Sheet file", s.Name))
			}
			for _, p := range n.Children("pin") {
				at, _, err := parseAt(p)
				if err != nil {
					return where(err)
				}
				s.Pins = append(s.Pins, &SheetPin{Node: p, Name: p.Arg(1), Type: p.Arg(2), At: at})
			}
			f.Sheets = append(f.Sheets, s)
		}
	}
	return nil
}

func parseLibSymbol(n *sexpr.Node) (*LibSymbol, error) {
	l := &LibSymbol{Name: n.Arg(1), Power: n.Child("power") != nil}
	for _, p := range n.Children("property") {
		l.Props = append(l.Props, Property{p.Arg(1), p.Arg(2)})
	}
	var walk func(n *sexpr.Node, unit, convert int) error
	walk = func(n *sexpr.Node, unit, convert int) error {
		for _, p := range n.Children("pin") {
			at, _, err := parseAt(p)
			if err != nil {
				return fmt.Errorf("lib symbol %q: %w", l.Name, err)
			}
			l.Pins = append(l.Pins, &LibPin{
				Type: p.Arg(1), Shape: p.Arg(2),
				At:     Point{at.X, at.Y},
				Hidden: p.Has("hide"),
				Number: p.Child("number").Arg(1), Name: p.Child("name").Arg(1),
				Unit: unit, Convert: convert,
			})
		}
		for _, sub := range n.Children("symbol") {
			name := sub.Arg(1)
			parts := strings.Split(name, "_")
			u, c := 0, 0
			if len(parts) >= 3 {
				u, _ = strconv.Atoi(parts[len(parts)-2])
				c, _ = strconv.Atoi(parts[len(parts)-1])
			}
			if err := walk(sub, u, c); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(n, 0, 0); err != nil {
		return nil, err
	}
	l.Units = 1
	for _, p := range l.Pins {
		l.Units = max(l.Units, p.Unit)
	}
	for _, sub := range n.Children("symbol") {
		parts := strings.Split(sub.Arg(1), "_")
		if len(parts) >= 3 {
			if u, err := strconv.Atoi(parts[len(parts)-2]); err == nil {
				l.Units = max(l.Units, u)
			}
		}
	}
	return l, nil
}

func (f *File) parseSymbol(n *sexpr.Node) (*Symbol, error) {
	at, angle, err := parseAt(n)
	if err != nil {
		return nil, err
	}
	s := &Symbol{Node: n, At: at, Angle: angle, Unit: 1, Convert: 1,
		LibID: n.Child("lib_id").Arg(1), UUID: n.Child("uuid").Arg(1)}
	s.LibName = s.LibID
	if ln := n.Child("lib_name"); ln != nil {
		s.LibName = ln.Arg(1)
	}
	if m := n.Child("mirror"); m != nil {
		s.Mirror = m.Arg(1)
	}
	if u, ok := n.Child("unit").Float(1); ok {
		s.Unit = int(u)
	}
	if c, ok := n.Child("convert").Float(1); ok {
		s.Convert = int(c)
	}
	s.Lib = f.Lib[s.LibName]
	return s, nil
}
