package schenv

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/examples/kicad/schematic"
	"github.com/skillrun/skillrun/skills"
)

// Options configure a World. The zero value works.
type Options struct {
	// Logger receives the world's logs; null by default.
	Logger hclog.Logger
	// OutDir is the one directory that actions writing files (export_netlist)
	// write into; default: the schematic's own directory. Whatever the
	// directory, an action writes only a plain ".net" file name in it, never
	// follows a link, and never replaces a file that is not a netlist.
	OutDir string
}

// World is a schematic that skills observe and edit.
type World struct {
	mu    sync.Mutex
	path  string
	out   string
	sch   *schematic.Schematic
	nl    *schematic.Netlist
	erc   *schematic.Report // last ERC run, nil when stale
	dirty bool
	log   hclog.Logger
	// exported are the netlist files this world wrote (see
	// maxNetlistFiles).
	exported map[string]bool
}

// maxTextBytes bounds a text an action writes into the schematic (a
// value, a label, a net name), and maxNetlistFiles the netlist files one
// world writes. What a skill puts in the schematic is written again at
// every save and export, into files on the host: a value of 8 MiB
// exported under 10,000 names (a run's actions) wrote 80 GB.
const (
	maxTextBytes    = 4096
	maxNetlistFiles = 64
)

var _ skills.World = (*World)(nil)

// Open loads the schematic whose root file is path.
func Open(path string, opts Options) (*World, error) {
	if opts.Logger == nil {
		opts.Logger = hclog.NewNullLogger()
	}
	s, err := schematic.Load(path)
	if err != nil {
		return nil, fmt.Errorf("open schematic world: %w", err)
	}
	out := opts.OutDir
	if out == "" {
		out = filepath.Dir(path)
	}
	return &World{path: path, out: out, sch: s, log: opts.Logger}, nil
}

// Copy copies the design whose root file is src (the root and every sheet
// file it uses) into dir, byte for byte, and returns the new root's path.
func Copy(src, dir string) (string, error) {
	s, err := schematic.Load(src)
	if err != nil {
		return "", err
	}
	return s.SaveTo(dir)
}

// Path returns the root file's path.
func (w *World) Path() string { return w.path }

// Schematic returns the design as it is now (edits included). The caller
// must not use it while actions run.
func (w *World) Schematic() *schematic.Schematic { return w.sch }

func (w *World) netlist() *schematic.Netlist {
	if w.nl == nil {
		w.nl = w.sch.Connect()
	}
	return w.nl
}

// Observe reports the design's state.
func (w *World) Observe(ctx context.Context) (skills.Observation, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	nl := w.netlist()
	var comps []any
	values := map[string]any{}
	for _, c := range w.sch.Components() {
		comps = append(comps, map[string]any{"ref": c.Ref, "value": c.Value, "footprint": c.Footprint, "lib": c.LibID, "sheet": c.Sheet.NamePath})
		values[c.Ref] = c.Value
	}
	var labels []any
	for _, sh := range w.sch.Sheets {
		for _, l := range sh.File.Labels {
			x, y := l.At.MM()
			labels = append(labels, map[string]any{"text": l.Text, "kind": string(l.Kind), "sheet": sh.NamePath, "x": x, "y": y})
		}
	}
	var ncs []any
	for _, sh := range w.sch.Sheets {
		for _, nc := range sh.File.NoConnects {
			x, y := nc.At.MM()
			ncs = append(ncs, map[string]any{"sheet": sh.NamePath, "x": x, "y": y})
		}
	}
	var nets []any
	for _, n := range nl.Nets {
		nodes := make([]any, len(n.Nodes))
		for i, nd := range n.Nodes {
			nodes[i] = nd.Ref + "." + nd.Pin.Number
		}
		nets = append(nets, map[string]any{"name": n.Name, "nodes": nodes})
	}
	obs := skills.Observation{
		"file":        filepath.Base(w.path),
		"sheets":      len(w.sch.Sheets),
		"components":  comps,
		"values":      values,
		"labels":      labels,
		"label_texts": toAny(labelTexts(w.sch)),
		"power_flags": toAny(w.sch.PowerFlags()),
		"no_connects": ncs,
		"nets":        nets,
		"dirty":       w.dirty,
		"erc":         nil,
	}
	if w.erc != nil {
		obs["erc"] = ercData(w.erc)
	}
	return obs, nil
}

func toAny(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

func labelTexts(s *schematic.Schematic) []string {
	seen := map[string]bool{}
	var out []string
	for _, sh := range s.Sheets {
		for _, l := range sh.File.Labels {
			if !seen[l.Text] {
				seen[l.Text] = true
				out = append(out, l.Text)
			}
		}
	}
	sort.Strings(out)
	return out
}

func ercData(r *schematic.Report) map[string]any {
	var vs []any
	for _, v := range r.Violations {
		var items []any
		for _, it := range v.Items {
			items = append(items, map[string]any{"text": it.Text, "x": it.X, "y": it.Y, "ref": it.Ref, "pin": it.Pin})
		}
		vs = append(vs, map[string]any{"code": v.Code, "severity": string(v.Severity), "message": v.Message,
			"net": v.Net, "sheet": v.Sheet, "items": items})
	}
	codes := map[string]any{}
	for k, n := range r.Codes() {
		codes[k] = n
	}
	return map[string]any{"errors": r.Errors(), "warnings": r.Warnings(), "violations": vs, "codes": codes,
		"report": r.Text("skillrun")}
}

func fail(format string, args ...any) skills.Outcome {
	return skills.Outcome{OK: false, Reason: fmt.Sprintf(format, args...)}
}

// badText says what in s a schematic file cannot hold, or "". The text of
// a value or label is written into the .kicad_sch file as it is (quotes,
// backslashes and newlines escaped): a NUL, another control character or
// bytes that are not UTF-8 were saved raw into the host's schematic, which
// skillrun read back but KiCad, which reads its files as UTF-8 text, does
// not.
func badText(s string) string {
	if !utf8.ValidString(s) {
		return "is not UTF-8"
	}
	for i, r := range s {
		if (r < 0x20 && r != '\t' && r != '\n') || r == 0x7f {
			return fmt.Sprintf("holds the control character %U at byte %d", r, i)
		}
	}
	return ""
}

func str(p map[string]any, k string) string {
	s, _ := p[k].(string)
	return s
}

func num(p map[string]any, k string) (float64, bool) {
	v, ok := p[k]
	if !ok {
		return 0, false
	}
	switch v.(type) {
	case float64, float32, int, int64, int32, uint8, uint32, uint64:
		return skills.Num(v), true
	}
	if s, ok := v.(fmt.Stringer); ok { // json.Number
		var f float64
		_, err := fmt.Sscan(s.String(), &f)
		return f, err == nil
	}
	return 0, false
}

func point(p map[string]any) (schematic.Point, error) {
	x, ok1 := num(p, "x")
	y, ok2 := num(p, "y")
	if !ok1 || !ok2 {
		return schematic.Point{}, errors.New("params x and y (millimetres) are required")
	}
	// A skill's coordinate was converted as it came: 1e300, -1e19 and NaN
	// all placed a label at -922,337,203,685,477 mm (the conversion's
	// result for any float past int64), saved into the schematic on the
	// host, and x=1e12 at a place KiCad cannot hold.
	for _, c := range []struct {
		name string
		v    float64
	}{{"x", x}, {"y", y}} {
		if math.IsNaN(c.v) || math.Abs(c.v) > schematic.MaxMM {
			return schematic.Point{}, fmt.Errorf("params.%s is %v mm; a position on a sheet is a finite number of millimetres within ±%d", c.name, c.v, schematic.MaxMM)
		}
	}
	return schematic.PointMM(x, y), nil
}

// pinPoint finds where pin REF.PIN lies, and its sheet.
func (w *World) pinPoint(obj string) (string, schematic.Point, error) {
	ref, pin, ok := strings.Cut(obj, ".")
	if !ok {
		return "", schematic.Point{}, fmt.Errorf("object %q is not REF.PIN", obj)
	}
	for _, sh := range w.sch.Sheets {
		for _, sym := range sh.File.Symbols {
			if w.sch.Reference(sh, sym) != ref {
				continue
			}
			for _, p := range sym.Pins(w.sch.Unit(sh, sym)) {
				if p.Number == pin {
					return sh.NamePath, sym.PinPos(p), nil
				}
			}
		}
	}
	return "", schematic.Point{}, fmt.Errorf("no pin %s", obj)
}

// Act performs one action. Unknown actions and malformed parameters are
// errors (bad input); actions that cannot be done in this design are
// outcomes with OK false.
func (w *World) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	if err := ctx.Err(); err != nil {
		return skills.Outcome{}, err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	out, err := w.act(a)
	if err != nil {
		return skills.Outcome{}, fmt.Errorf("%w: %s: %v", skills.ErrBadInput, a.Name, err)
	}
	w.log.Debug("act", "action", a.String(), "ok", out.OK, "reason", out.Reason)
	return out, nil
}

func (w *World) edited() {
	w.nl, w.erc, w.dirty = nil, nil, true
}

func (w *World) act(a skills.Action) (skills.Outcome, error) {
	p := a.Params
	if p == nil {
		p = map[string]any{}
	}
	if len(a.Object) > maxTextBytes {
		return skills.Outcome{}, fmt.Errorf("the object is %d bytes; at most %d", len(a.Object), maxTextBytes)
	}
	for k, v := range p {
		s, ok := v.(string)
		if !ok {
			continue
		}
		if len(s) > maxTextBytes {
			return skills.Outcome{}, fmt.Errorf("params.%s is %d bytes; a schematic's text is at most %d", k, len(s), maxTextBytes)
		}
		if why := badText(s); why != "" && (k == "value" || k == "text" || k == "to") { // written into the file
			return skills.Outcome{}, fmt.Errorf("params.%s %s; a schematic's text is UTF-8 without control characters (but tab and newline)", k, why)
		}
	}
	noMatch := func(err error) (skills.Outcome, error) {
		if errors.Is(err, schematic.ErrNoMatch) {
			return fail("%v", err), nil
		}
		return skills.Outcome{}, err
	}
	switch a.Name {
	case "set_value":
		v, ok := p["value"].(string)
		if a.Object == "" || !ok || v == "" {
			return skills.Outcome{}, errors.New("want object=REF and params.value (a non-empty string)")
		}
		old, err := w.sch.SetValue(a.Object, v)
		if err != nil {
			return noMatch(err)
		}
		w.edited()
		return skills.Outcome{OK: true, Data: map[string]any{"ref": a.Object, "old": old, "value": v}}, nil
	case "rename_label":
		from, to := str(p, "from"), str(p, "to")
		if from == "" {
			from = labelObject(a.Object)
		}
		if from == "" || to == "" {
			return skills.Outcome{}, errors.New("want params.from and params.to")
		}
		n, err := w.sch.RenameLabel(from, to, schematic.LabelKind(str(p, "kind")))
		if err != nil {
			return noMatch(err)
		}
		w.edited()
		return skills.Outcome{OK: true, Data: map[string]any{"renamed": n, "from": from, "to": to}}, nil
	case "set_label":
		at, err := point(p)
		if err != nil {
			return skills.Outcome{}, err
		}
		text := str(p, "text")
		if text == "" {
			return skills.Outcome{}, errors.New("want params.x, params.y and params.text")
		}
		sheet := str(p, "sheet")
		if sheet == "" {
			sheet = "/"
		}
		if old, err := w.sch.SetLabelAt(sheet, at, text); err == nil {
			w.edited()
			return skills.Outcome{OK: true, Data: map[string]any{"old": old, "text": text, "added": false}}, nil
		} else if !errors.Is(err, schematic.ErrNoMatch) {
			return skills.Outcome{}, err
		}
		if err := w.sch.AddLabel(sheet, at, text, schematic.LabelKind(str(p, "kind"))); err != nil {
			return noMatch(err)
		}
		w.edited()
		return skills.Outcome{OK: true, Data: map[string]any{"text": text, "added": true}}, nil
	case "remove_label":
		text := str(p, "text")
		if text == "" {
			text = labelObject(a.Object)
		}
		if text == "" {
			return skills.Outcome{}, errors.New("want params.text")
		}
		n, err := w.sch.RemoveLabel(text)
		if err != nil {
			return noMatch(err)
		}
		w.edited()
		return skills.Outcome{OK: true, Data: map[string]any{"removed": n}}, nil
	case "add_power_flag":
		sheet, at, err := w.flagPoint(p)
		if err != nil {
			if errors.Is(err, schematic.ErrNoMatch) {
				return fail("%v", err), nil
			}
			return skills.Outcome{}, err
		}
		ref, err := w.sch.AddPowerFlag(sheet, at)
		if err != nil {
			return noMatch(err)
		}
		w.edited()
		return skills.Outcome{OK: true, Data: map[string]any{"ref": ref}}, nil
	case "remove_power_flag":
		refs := []string{a.Object}
		if a.Object == "" {
			net := str(p, "net")
			if net == "" {
				return skills.Outcome{}, errors.New("want object=REF or params.net")
			}
			refs = w.flagsOn(net)
			if len(refs) == 0 {
				return fail("no power flag on net %q", net), nil
			}
		}
		for _, r := range refs {
			if !strings.HasPrefix(r, "#") || !contains(w.sch.PowerFlags(), r) {
				return fail("%s is not a power flag", r), nil
			}
			if err := w.sch.RemoveSymbol(r); err != nil {
				return noMatch(err)
			}
		}
		w.edited()
		return skills.Outcome{OK: true, Data: map[string]any{"removed": toAny(refs)}}, nil
	case "add_no_connect", "remove_no_connect":
		sheet, at := str(p, "sheet"), schematic.Point{}
		var err error
		if a.Object != "" {
			sheet, at, err = w.pinPoint(a.Object)
			if err != nil {
				return fail("%v", err), nil
			}
		} else if at, err = point(p); err != nil {
			return skills.Outcome{}, err
		}
		if a.Name == "add_no_connect" {
			err = w.sch.AddNoConnect(sheet, at)
		} else {
			err = w.sch.RemoveNoConnect(sheet, at)
		}
		if err != nil {
			if errors.Is(err, schematic.ErrNoMatch) || strings.Contains(err.Error(), "already there") {
				return fail("%v", err), nil
			}
			return skills.Outcome{}, err
		}
		w.edited()
		return skills.Outcome{OK: true}, nil
	case "run_erc":
		// ERC is computed once after each edit: run again, it reads the
		// report it has (10,000 run_erc on a large design recomputed it
		// 10,000 times).
		if w.erc == nil {
			w.erc = w.sch.ERC(w.netlist())
		}
		return skills.Outcome{OK: true, Data: ercData(w.erc)}, nil
	case "save":
		// A save writes the whole design, every sheet file of it, into
		// the host's files: one with nothing to write writes nothing (a
		// run of 10,000 saves rewrote the design 10,000 times).
		// (The outcome is the same either way: recorded episodes compare
		// it.)
		if w.dirty {
			if err := w.sch.Save(); err != nil {
				return skills.Outcome{}, err
			}
			w.dirty = false
		}
		return skills.Outcome{OK: true, Data: map[string]any{"state": w.state().Map()}}, nil
	case "export_netlist":
		path, why := w.netlistPath(str(p, "path"))
		if why != "" {
			return fail("%s", why), nil
		}
		if !w.exported[path] && len(w.exported) >= maxNetlistFiles {
			return fail("this world has written %d netlists already: export over one of them", maxNetlistFiles), nil
		}
		nl := w.netlist()
		data := nl.Export(schematic.ExportOptions{Source: filepath.Base(w.path)})
		if why, err := writeNetlist(path, data); why != "" || err != nil {
			if err != nil {
				return skills.Outcome{}, err
			}
			return fail("%s", why), nil
		}
		if w.exported == nil {
			w.exported = map[string]bool{}
		}
		w.exported[path] = true
		sum := sha256.Sum256(data)
		return skills.Outcome{OK: true, Data: map[string]any{"path": filepath.Base(path), "nets": len(nl.Nets),
			"components": len(w.sch.Components()), "sha256": hex.EncodeToString(sum[:]), "state": w.state().Map()}}, nil
	}
	return skills.Outcome{}, fmt.Errorf("unknown action (want set_value, rename_label, set_label, remove_label, add_power_flag, remove_power_flag, add_no_connect, remove_no_connect, run_erc, save, export_netlist)")
}

// LabelObject is the object id of a label in actions and memory:
// "label@NAME" (memory.ObjectClass reads its class as "label").
func LabelObject(name string) string { return "label@" + name }

func labelObject(obj string) string {
	name, ok := strings.CutPrefix(obj, "label@")
	if !ok {
		return ""
	}
	return name
}

// Actions lists the action names a World understands.
func Actions() []string {
	return []string{"set_value", "rename_label", "set_label", "remove_label", "add_power_flag", "remove_power_flag",
		"add_no_connect", "remove_no_connect", "run_erc", "save", "export_netlist"}
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// flagPoint is where add_power_flag puts a flag: the given point, or the
// pin of a power symbol (else any pin) on the named net.
func (w *World) flagPoint(p map[string]any) (string, schematic.Point, error) {
	if net := str(p, "net"); net != "" {
		for _, n := range w.netlist().All() {
			if n.Name != net {
				continue
			}
			for _, power := range []bool{true, false} {
				for _, pin := range n.Pins {
					if pin.Symbol.IsPower() == power {
						return pin.Sheet.NamePath, pin.At, nil
					}
				}
			}
		}
		return "", schematic.Point{}, fmt.Errorf("net %q has no pins: %w", net, schematic.ErrNoMatch)
	}
	at, err := point(p)
	return str(p, "sheet"), at, err
}

func (w *World) flagsOn(net string) []string {
	var out []string
	for _, n := range w.netlist().All() {
		if n.Name != net {
			continue
		}
		for _, pin := range n.Pins {
			if pin.Pin.Type == "power_out" && pin.Symbol.IsPower() {
				out = append(out, pin.Ref)
			}
		}
	}
	return out
}
