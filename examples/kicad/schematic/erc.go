package schematic

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Severity of an ERC violation.
type Severity string

// The severities KiCad 6 reports.
const (
	SeverityError   Severity = "error"
	SeverityWarning Severity = "warning"
)

// Violation is one ERC finding, with KiCad 6's code ("power_pin_not_driven")
// and the items it is about.
type Violation struct {
	Code     string    `json:"code"`
	Severity Severity  `json:"severity"`
	Message  string    `json:"message"`
	Sheet    string    `json:"sheet"` // sheet name path, "/" for the root
	Items    []ERCItem `json:"items"`
	Net      string    `json:"net,omitempty"`
	sheetIdx int
}

// ERCItem is an item a violation points at.
type ERCItem struct {
	At   Point   `json:"-"`
	X    float64 `json:"x_mm"`
	Y    float64 `json:"y_mm"`
	Text string  `json:"text"` // "Symbol #PWR06 [GND] Pin 1 [GND, Power input, Line]"
	Ref  string  `json:"ref,omitempty"`
	Pin  string  `json:"pin,omitempty"`
}

// Report is the result of an ERC run.
type Report struct {
	Sheets     []string    `json:"sheets"`
	Violations []Violation `json:"violations"`
}

// Errors counts the violations of severity error.
func (r *Report) Errors() int { return r.count(SeverityError) }

// Warnings counts the violations of severity warning.
func (r *Report) Warnings() int { return r.count(SeverityWarning) }

func (r *Report) count(s Severity) int {
	n := 0
	for _, v := range r.Violations {
		if v.Severity == s {
			n++
		}
	}
	return n
}

// Codes returns how many violations of each code the report has.
func (r *Report) Codes() map[string]int {
	m := map[string]int{}
	for _, v := range r.Violations {
		m[v.Code]++
	}
	return m
}

// Text formats the report as KiCad 6's ERC report file. date is the
// report's date as KiCad writes it ("Wed Dec  2 10:46:13 2026").
func (r *Report) Text(date string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "ERC report (%s, Encoding UTF8)\n", date)
	for _, sheet := range r.Sheets {
		fmt.Fprintf(&b, "\n***** Sheet %s\n", sheet)
		for _, v := range r.Violations {
			if v.Sheet != sheet {
				continue
			}
			fmt.Fprintf(&b, "[%s]: %s\n    ; Severity: %s\n", v.Code, v.Message, v.Severity)
			for _, it := range v.Items {
				fmt.Fprintf(&b, "    @%s: %s\n", it.At, it.Text)
			}
		}
	}
	fmt.Fprintf(&b, "\n ** ERC messages: %d  Errors %d  Warnings %d\n", len(r.Violations), r.Errors(), r.Warnings())
	return b.String()
}

// pinTypes are KiCad's electrical pin types in the order of its ERC matrix,
// with the names its reports use.
var pinTypes = []struct{ token, text string }{
	{"input", "Input"}, {"output", "Output"}, {"bidirectional", "Bidirectional"},
	{"tri_state", "Tri-state"}, {"passive", "Passive"}, {"free", "Free"},
	{"unspecified", "Unspecified"}, {"power_in", "Power input"}, {"power_out", "Power output"},
	{"open_collector", "Open collector"}, {"open_emitter", "Open emitter"}, {"no_connect", "Unconnected"},
}

var shapeText = map[string]string{
	"line": "Line", "inverted": "Inverted", "clock": "Clock", "inverted_clock": "Inverted clock",
	"input_low": "Input low", "clock_low": "Clock low", "output_low": "Output low",
	"edge_clock_high": "Falling edge clock", "non_logic": "NonLogic",
}

func pinTypeIndex(token string) int {
	for i, t := range pinTypes {
		if t.token == token {
			return i
		}
	}
	return 6 // unknown reads as unspecified
}

// PinTypeText returns the name KiCad's reports give an electrical type token.
func PinTypeText(token string) string { return pinTypes[pinTypeIndex(token)].text }

const (
	ok  = 0
	war = 1
	er  = 2
)

// pinMap is KiCad 6's default ERC pin conflict matrix (erc_settings.cpp).
var pinMap = [12][12]int{
	/*        I    O    Bi   3S   Pas  NIC  UnS  PwrI PwrO OC   OE   NC */
	/* I  */ {ok, ok, ok, ok, ok, ok, war, ok, ok, ok, ok, er},
	/* O  */ {ok, er, ok, war, ok, ok, war, ok, er, er, er, er},
	/* Bi */ {ok, ok, ok, ok, ok, ok, war, ok, war, ok, war, er},
	/* 3S */ {ok, war, ok, ok, ok, ok, war, war, er, war, war, er},
	/*Pas */ {ok, ok, ok, ok, ok, ok, war, ok, ok, ok, ok, er},
	/*NIC */ {ok, ok, ok, ok, ok, ok, ok, ok, ok, ok, ok, er},
	/*UnS */ {war, war, war, war, war, ok, war, war, war, war, war, er},
	/*PwrI*/ {ok, ok, ok, war, ok, ok, war, ok, ok, ok, ok, er},
	/*PwrO*/ {ok, er, war, er, ok, ok, war, ok, er, er, er, er},
	/* OC */ {ok, er, ok, war, ok, ok, war, ok, er, ok, ok, er},
	/* OE */ {ok, er, war, war, ok, ok, war, ok, er, ok, ok, er},
	/* NC */ {er, er, er, er, er, er, er, er, er, er, er, er},
}

var (
	drivenTypes       = map[string]bool{"input": true, "power_in": true}
	drivingTypes      = map[string]bool{"output": true, "power_out": true, "passive": true, "tri_state": true, "bidirectional": true}
	drivingPowerTypes = map[string]bool{"power_out": true}
)

func (s *Schematic) pinItem(n *Node) ERCItem {
	name := n.Symbol.LibID
	if _, after, ok := strings.Cut(name, ":"); ok {
		name = after
	}
	x, y := n.At.MM()
	shape := shapeText[n.Pin.Shape]
	if shape == "" {
		shape = "Line"
	}
	// KiCad names a unit of a multi-unit part with its letter: U2B.
	shown := n.Ref
	if n.Symbol.Lib != nil && n.Symbol.Lib.Units > 1 && n.Unit >= 1 && n.Unit <= 26 {
		shown += string(rune('A' + n.Unit - 1))
	}
	pinName := n.Pin.Name
	if pinName == "~" { // KiCad shows an unnamed pin's "~" as nothing
		pinName = ""
	}
	return ERCItem{At: n.At, X: x, Y: y, Ref: n.Ref, Pin: n.Pin.Number,
		Text: fmt.Sprintf("Symbol %s [%s] Pin %s [%s, %s, %s]", shown, name, n.Pin.Number, pinName, PinTypeText(n.Pin.Type), shape)}
}

func labelItem(l *Label) ERCItem {
	x, y := l.At.MM()
	kind := map[LabelKind]string{Local: "Label", Global: "Global Label", Hierarchical: "Hierarchical Label"}[l.Kind]
	return ERCItem{At: l.At, X: x, Y: y, Text: fmt.Sprintf("%s '%s'", kind, l.Text)}
}

func markerItem(m *Marker, text string) ERCItem {
	x, y := m.At.MM()
	return ERCItem{At: m.At, X: x, Y: y, Text: text}
}

// ERC runs the ERC subset over the design's nets:
//
//   - pin_to_pin: pin-type conflicts from KiCad 6's default matrix
//     (severity from the matrix);
//   - pin_not_driven / power_pin_not_driven: a net with input (power input)
//     pins and no pin that drives it (power output for power nets), error;
//   - pin_not_connected: a pin alone on its net with no no-connect flag
//     (the "missing no-connect"), error;
//   - no_connect_connected / no_connect_dangling: a no-connect flag on a
//     connected pin, or on nothing, warning;
//   - label_dangling: a label that touches nothing, whose net has no pins,
//     or a hierarchical label with no sheet pin above it (on the root
//     sheet, every one), error; global_label_dangling: a global label used once that
//     reaches at most one pin, warning.
func (s *Schematic) ERC(nl *Netlist) *Report {
	r := &Report{}
	sheetIdx := map[*Sheet]int{}
	for i, sh := range s.Sheets {
		r.Sheets = append(r.Sheets, sh.NamePath)
		sheetIdx[sh] = i
	}
	add := func(sh *Sheet, v Violation) {
		v.Sheet, v.sheetIdx = sh.NamePath, sheetIdx[sh]
		r.Violations = append(r.Violations, v)
	}
	globalCount := map[string]int{}
	for _, sh := range s.Sheets {
		for _, l := range sh.File.Labels {
			if l.Kind == Global {
				globalCount[l.Text]++
			}
		}
	}
	for _, n := range s.allNets(nl) {
		pins := n.Pins
		var noConnects []*Item
		var labels []*Item
		sheetPins := 0
		for _, it := range n.Items {
			switch it.Kind {
			case KindNoConnect:
				noConnects = append(noConnects, it)
			case KindLabel:
				labels = append(labels, it)
			case KindSheetPin:
				sheetPins++
			}
		}
		if len(pins) >= 2 {
			s.pinToPin(n, add)
		}
		// unconnected pins and no-connect flags
		if len(noConnects) == 0 && len(pins) == 1 && len(labels) == 0 && sheetPins == 0 && pins[0].Pin.Type != "no_connect" {
			add(pins[0].Sheet, Violation{Code: "pin_not_connected", Severity: SeverityError,
				Message: "Pin not connected", Net: n.Name, Items: []ERCItem{s.pinItem(pins[0])}})
		}
		for _, nc := range noConnects {
			switch {
			case len(pins) == 0:
				add(nc.Sheet, Violation{Code: "no_connect_dangling", Severity: SeverityWarning,
					Message: `Unconnected "no connection" flag`, Net: n.Name, Items: []ERCItem{markerItem(nc.Marker, "No Connect")}})
			case len(pins) > 1:
				add(nc.Sheet, Violation{Code: "no_connect_connected", Severity: SeverityWarning,
					Message: `A pin with a "no connection" flag is connected`, Net: n.Name,
					Items: []ERCItem{markerItem(nc.Marker, "No Connect"), s.pinItem(pins[0])}})
			}
		}
		// labels
		if len(noConnects) == 0 {
			for _, l := range labels {
				if BusMembers(l.Label.Text) != nil {
					continue // bus labels sit on bus wires, outside this model
				}
				switch {
				case l.alone || len(pins) == 0 && sheetPins == 0 && l.Label.Kind != Global,
					// a hierarchical label needs a sheet pin in a parent sheet
					l.Label.Kind == Hierarchical && !s.hasSheetPin(l.Sheet, l.Label.Text):
					add(l.Sheet, Violation{Code: "label_dangling", Severity: SeverityError,
						Message: "Label not connected to anything", Net: n.Name, Items: []ERCItem{labelItem(l.Label)}})
				case l.Label.Kind == Global && globalCount[l.Label.Text] == 1 && len(pins) <= 1:
					add(l.Sheet, Violation{Code: "global_label_dangling", Severity: SeverityWarning,
						Message: "Global label not connected anywhere else in the schematic", Net: n.Name, Items: []ERCItem{labelItem(l.Label)}})
				}
			}
		}
	}
	sort.SliceStable(r.Violations, func(i, j int) bool { return r.Violations[i].sheetIdx < r.Violations[j].sheetIdx })
	return r
}

// hasSheetPin reports whether the sheet symbol that places sh has a pin
// named name (false for the root sheet, which has no parent).
func (s *Schematic) hasSheetPin(sh *Sheet, name string) bool {
	if sh.Ref == nil {
		return false
	}
	for _, p := range sh.Ref.Pins {
		if p.Name == name {
			return true
		}
	}
	return false
}

// allNets returns every net, including the ones Connect leaves out of the
// netlist (power symbols alone, wires alone), in a stable order.
func (s *Schematic) allNets(nl *Netlist) []*Net {
	return nl.all
}

// pinToPin checks pin-type conflicts and undriven inputs on one net, as
// KiCad 6's ERC_TESTER::TestPinToPin does.
func (s *Schematic) pinToPin(n *Net, add func(*Sheet, Violation)) {
	pins := n.Pins
	isPower := false
	for _, p := range pins {
		if p.Pin.Type == "power_in" {
			isPower = true
			break
		}
	}
	var needsDriver *Node
	hasDriver := false
	for i, ref := range pins {
		rt := ref.Pin.Type
		if drivenTypes[rt] {
			// prefer a visible pin, and a power input on a power net
			if needsDriver == nil ||
				needsDriver.Pin.Hidden && !ref.Pin.Hidden ||
				isPower != (needsDriver.Pin.Type == "power_in") && isPower == (rt == "power_in") {
				needsDriver = ref
			}
		}
		if isPower {
			hasDriver = hasDriver || drivingPowerTypes[rt]
		} else {
			hasDriver = hasDriver || drivingTypes[rt]
		}
		for _, test := range pins[i+1:] {
			e := pinMap[pinTypeIndex(rt)][pinTypeIndex(test.Pin.Type)]
			if e == ok {
				continue
			}
			sev := SeverityWarning
			if e == er {
				sev = SeverityError
			}
			add(ref.Sheet, Violation{Code: "pin_to_pin", Severity: sev, Net: n.Name,
				Message: fmt.Sprintf("Pins of type %s and %s are connected", PinTypeText(rt), PinTypeText(test.Pin.Type)),
				Items:   []ERCItem{s.pinItem(ref), s.pinItem(test)}})
		}
	}
	if needsDriver != nil && !hasDriver {
		v := Violation{Code: "pin_not_driven", Severity: SeverityError, Net: n.Name,
			Message: "Input pin not driven by any Output pins", Items: []ERCItem{s.pinItem(needsDriver)}}
		if isPower {
			v.Code, v.Message = "power_pin_not_driven", "Input Power pin not driven by any Output Power pins"
		}
		add(needsDriver.Sheet, v)
	}
}

// JSON returns the report shaped like kicad-cli's ERC JSON
// (https://schemas.kicad.org/erc.v1.json, KiCad 8): sheets with their
// violations, positions in millimetres. source is the root file's name.
func (r *Report) JSON(source, date string) ([]byte, error) {
	type pos struct {
		X float64 `json:"x"`
		Y float64 `json:"y"`
	}
	type item struct {
		Description string `json:"description"`
		Pos         pos    `json:"pos"`
	}
	type violation struct {
		Type        string `json:"type"`
		Description string `json:"description"`
		Severity    string `json:"severity"`
		Items       []item `json:"items"`
	}
	type sheet struct {
		Path       string      `json:"path"`
		Violations []violation `json:"violations"`
	}
	out := struct {
		Schema          string  `json:"$schema"`
		CoordinateUnits string  `json:"coordinate_units"`
		Date            string  `json:"date"`
		KicadVersion    string  `json:"kicad_version"`
		Source          string  `json:"source"`
		Sheets          []sheet `json:"sheets"`
	}{Schema: "https://schemas.kicad.org/erc.v1.json", CoordinateUnits: "mm", Date: date,
		KicadVersion: "skillrun kicad example (KiCad 6 semantics)", Source: source}
	for _, name := range r.Sheets {
		sh := sheet{Path: name, Violations: []violation{}}
		for _, v := range r.Violations {
			if v.Sheet != name {
				continue
			}
			jv := violation{Type: v.Code, Description: v.Message, Severity: string(v.Severity)}
			for _, it := range v.Items {
				jv.Items = append(jv.Items, item{Description: it.Text, Pos: pos{it.X, it.Y}})
			}
			sh.Violations = append(sh.Violations, jv)
		}
		out.Sheets = append(out.Sheets, sh)
	}
	return json.MarshalIndent(out, "", "  ")
}
