package schematic

import (
	"crypto/sha1"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/skillrun/skillrun/examples/kicad/sexpr"
	"github.com/skillrun/skillrun/internal/atomicfile"
)

// ErrNoMatch is returned by edits whose target (a reference, a label, a
// flag at a point) is not in the design.
var ErrNoMatch = errors.New("no such item in the schematic")

// Edits change the syntax trees in place and re-index the design; Save
// writes the changed files. Untouched parts of a file are written back byte
// for byte. New items get UUIDs derived from their content, so an edit
// replayed on the same file gives the same bytes.

func (s *Schematic) reindex(files ...*File) error {
	for _, f := range files {
		if err := f.index(); err != nil {
			return fmt.Errorf("%s: %w", f.Name, err)
		}
	}
	return s.build()
}

// SetValue sets the Value of every unit of the component ref. It returns
// the previous value.
func (s *Schematic) SetValue(ref, value string) (string, error) {
	var old string
	var touched []*File
	found := false
	for _, sh := range s.Sheets {
		for _, sym := range sh.File.Symbols {
			if s.Reference(sh, sym) != ref {
				continue
			}
			p := sym.property("Value")
			if p == nil || len(p.Kids) < 3 || p.Kids[2].IsList() {
				return "", fmt.Errorf("%s: symbol has no Value property", ref)
			}
			old = p.Arg(2)
			p.Kids[2].SetValue(value)
			found = true
			touched = append(touched, sh.File)
			if in := s.instanceNode(sh.Path + sym.UUID); in != nil {
				if v := in.Child("value"); v != nil && len(v.Kids) > 1 {
					v.Kids[1].SetValue(value)
				}
			}
		}
	}
	if !found {
		return "", fmt.Errorf("set value of %s: %w", ref, ErrNoMatch)
	}
	return old, s.reindex(append(touched, s.Root)...)
}

func (s *Schematic) instanceNode(path string) *sexpr.Node {
	for _, p := range s.Root.Root.Child("symbol_instances").Children("path") {
		if p.Arg(1) == path {
			return p
		}
	}
	return nil
}

// RenameLabel renames every label whose text is old (local, global and
// hierarchical, on every sheet; kind "" matches all kinds) and returns how
// many it renamed.
func (s *Schematic) RenameLabel(old, new string, kind LabelKind) (int, error) {
	if new == "" {
		return 0, fmt.Errorf("rename label %q: empty new name", old)
	}
	n := 0
	var touched []*File
	for _, f := range s.Files {
		for _, l := range f.Labels {
			if l.Text == old && (kind == "" || l.Kind == kind) {
				l.Node.Kids[1].SetValue(new)
				n++
				touched = append(touched, f)
			}
		}
	}
	if n == 0 {
		return 0, fmt.Errorf("rename label %q: %w", old, ErrNoMatch)
	}
	return n, s.reindex(touched...)
}

// sheetByPath finds a sheet instance by its name path ("/" or "/sub/").
func (s *Schematic) sheetByPath(path string) (*Sheet, error) {
	if path == "" {
		path = "/"
	}
	for _, sh := range s.Sheets {
		if sh.NamePath == path || sh.Path == path {
			return sh, nil
		}
	}
	return nil, fmt.Errorf("sheet %q: %w", path, ErrNoMatch)
}

func newUUID(parts ...any) string {
	h := sha1.Sum([]byte(fmt.Sprint(parts...)))
	return fmt.Sprintf("%x-%x-%x-%x-%x", h[0:4], h[4:6], h[6:8], h[8:10], h[10:16])
}

func parseNode(text string) (*sexpr.Node, error) {
	doc, err := sexpr.Parse([]byte(text))
	if err != nil {
		return nil, err
	}
	return doc.Root(), nil
}

// AddLabel places a label of the given kind with text at a point of a sheet.
func (s *Schematic) AddLabel(sheet string, at Point, text string, kind LabelKind) error {
	sh, err := s.sheetByPath(sheet)
	if err != nil {
		return err
	}
	if kind == "" {
		kind = Local
	}
	x, y := at.MM()
	shape := ""
	if kind != Local {
		shape = " (shape bidirectional)"
	}
	n, err := parseNode(fmt.Sprintf("(%s %s%s (at %s %s 0)\n    (effects (font (size 1.27 1.27)) (justify left bottom))\n    (uuid %s)\n  )",
		kind, sexpr.Quote(text), shape, sexpr.FormatNum(x), sexpr.FormatNum(y), newUUID(sh.File.UUID, "label", kind, text, at)))
	if err != nil {
		return fmt.Errorf("add label %q: %w", text, err)
	}
	sh.File.Root.Insert(n)
	return s.reindex(sh.File)
}

// SetLabelAt changes the text of the label at a point of a sheet and
// returns its old text.
func (s *Schematic) SetLabelAt(sheet string, at Point, text string) (string, error) {
	sh, err := s.sheetByPath(sheet)
	if err != nil {
		return "", err
	}
	for _, l := range sh.File.Labels {
		if l.At == at {
			old := l.Text
			l.Node.Kids[1].SetValue(text)
			return old, s.reindex(sh.File)
		}
	}
	return "", fmt.Errorf("label at %s on %s: %w", at, sh.NamePath, ErrNoMatch)
}

// RemoveLabel removes the labels with text (on every sheet, any kind) and
// returns how many it removed.
func (s *Schematic) RemoveLabel(text string) (int, error) {
	n := 0
	var touched []*File
	for _, f := range s.Files {
		for _, l := range f.Labels {
			if l.Text == text {
				f.Root.Remove(l.Node)
				n++
				touched = append(touched, f)
			}
		}
	}
	if n == 0 {
		return 0, fmt.Errorf("remove label %q: %w", text, ErrNoMatch)
	}
	return n, s.reindex(touched...)
}

// AddNoConnect places a no-connect flag at a point of a sheet.
func (s *Schematic) AddNoConnect(sheet string, at Point) error {
	sh, err := s.sheetByPath(sheet)
	if err != nil {
		return err
	}
	for _, nc := range sh.File.NoConnects {
		if nc.At == at {
			return fmt.Errorf("add no-connect at %s: one is already there", at)
		}
	}
	x, y := at.MM()
	n, err := parseNode(fmt.Sprintf("(no_connect (at %s %s) (uuid %s))", sexpr.FormatNum(x), sexpr.FormatNum(y), newUUID(sh.File.UUID, "nc", at)))
	if err != nil {
		return err
	}
	sh.File.Root.Insert(n)
	return s.reindex(sh.File)
}

// RemoveNoConnect removes the no-connect flag at a point of a sheet.
func (s *Schematic) RemoveNoConnect(sheet string, at Point) error {
	sh, err := s.sheetByPath(sheet)
	if err != nil {
		return err
	}
	for _, nc := range sh.File.NoConnects {
		if nc.At == at {
			sh.File.Root.Remove(nc.Node)
			return s.reindex(sh.File)
		}
	}
	return fmt.Errorf("remove no-connect at %s on %s: %w", at, sh.NamePath, ErrNoMatch)
}

// RemoveSymbol removes every unit of the symbol ref (a component, a power
// symbol or a power flag) and its symbol_instances entries. In a sheet
// that several instances share, the symbol goes from all of them.
func (s *Schematic) RemoveSymbol(ref string) error {
	var touched []*File
	for _, sh := range s.Sheets {
		for _, sym := range sh.File.Symbols {
			if s.Reference(sh, sym) != ref {
				continue
			}
			sh.File.Root.Remove(sym.Node)
			touched = append(touched, sh.File)
			// a shared sheet's symbol goes from every instance
			for _, other := range s.Sheets {
				if other.File == sh.File {
					if in := s.instanceNode(other.Path + sym.UUID); in != nil {
						s.Root.Root.Child("symbol_instances").Remove(in)
					}
				}
			}
		}
	}
	if len(touched) == 0 {
		return fmt.Errorf("remove symbol %s: %w", ref, ErrNoMatch)
	}
	return s.reindex(append(touched, s.Root)...)
}

// PowerFlags returns the references of the power flags (power symbols with a
// power output pin, such as PWR_FLAG), sorted.
func (s *Schematic) PowerFlags() []string {
	var out []string
	for _, sh := range s.Sheets {
		for _, sym := range sh.File.Symbols {
			if isFlag(sym.Lib) {
				out = append(out, s.Reference(sh, sym))
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return RefLess(out[i], out[j]) })
	return out
}

func isFlag(l *LibSymbol) bool {
	if l == nil || !l.Power {
		return false
	}
	for _, p := range l.Pins {
		if p.Type == "power_out" {
			return true
		}
	}
	return false
}

// pwrFlagLib is the power flag the edits add when a file has none: one
// power output pin at the origin (our own definition, KiCad's shape).
const pwrFlagLib = `(symbol "power:PWR_FLAG" (power) (pin_numbers hide) (pin_names (offset 0) hide) (in_bom yes) (on_board yes)
      (property "Reference" "#FLG" (id 0) (at 0 1.905 0)
        (effects (font (size 1.27 1.27)) hide)
      )
      (property "Value" "PWR_FLAG" (id 1) (at 0 3.81 0)
        (effects (font (size 1.27 1.27)))
      )
      (property "Footprint" "" (id 2) (at 0 0 0)
        (effects (font (size 1.27 1.27)) hide)
      )
      (property "Datasheet" "~" (id 3) (at 0 0 0)
        (effects (font (size 1.27 1.27)) hide)
      )
      (symbol "PWR_FLAG_0_0"
        (pin power_out line (at 0 0 90) (length 0)
          (name "pwr" (effects (font (size 1.27 1.27))))
          (number "1" (effects (font (size 1.27 1.27))))
        )
      )
      (symbol "PWR_FLAG_0_1"
        (polyline
          (pts
            (xy 0 0)
            (xy 0 1.27)
            (xy -1.016 1.905)
            (xy 0 2.54)
            (xy 1.016 1.905)
            (xy 0 1.27)
          )
          (stroke (width 0) (type default) (color 0 0 0 0))
          (fill (type none))
        )
      )
    )`

// AddPowerFlag places a power flag (PWR_FLAG) on a sheet at a point, with
// the next free #FLG reference, and returns that reference.
func (s *Schematic) AddPowerFlag(sheet string, at Point) (string, error) {
	sh, err := s.sheetByPath(sheet)
	if err != nil {
		return "", err
	}
	f := sh.File
	libName := ""
	for name, l := range f.Lib {
		if isFlag(l) && (libName == "" || name < libName) {
			libName = name
		}
	}
	if libName == "" {
		ls := f.Root.Child("lib_symbols")
		if ls == nil {
			return "", fmt.Errorf("add power flag: %s has no lib_symbols", f.Name)
		}
		n, err := parseNode(pwrFlagLib)
		if err != nil {
			return "", err
		}
		n.Pre = "\n    "
		ls.Insert(n)
		libName = "power:PWR_FLAG"
	}
	used := map[string]bool{}
	for _, sh := range s.Sheets {
		for _, sym := range sh.File.Symbols {
			used[s.Reference(sh, sym)] = true
		}
	}
	ref := ""
	for i := 1; ; i++ {
		ref = fmt.Sprintf("#FLG%02d", i)
		if !used[ref] {
			break
		}
	}
	x, y := at.MM()
	id := newUUID(f.UUID, "flag", ref, at)
	X, Y := sexpr.FormatNum(x), sexpr.FormatNum(y)
	n, err := parseNode(fmt.Sprintf(`(symbol (lib_id %s) (at %s %s 0) (unit 1)
    (in_bom yes) (on_board yes)
    (uuid %s)
    (property "Reference" %s (id 0) (at %s %s 0)
      (effects (font (size 1.27 1.27)) hide)
    )
    (property "Value" "PWR_FLAG" (id 1) (at %s %s 0)
      (effects (font (size 1.27 1.27)))
    )
    (property "Footprint" "" (id 2) (at %s %s 0)
      (effects (font (size 1.27 1.27)) hide)
    )
    (property "Datasheet" "~" (id 3) (at %s %s 0)
      (effects (font (size 1.27 1.27)) hide)
    )
    (pin "1" (uuid %s))
  )`, sexpr.Quote(libName), X, Y, id, sexpr.Quote(ref), X, sexpr.FormatNum(y-1.905), X, sexpr.FormatNum(y-3.81), X, Y, X, Y,
		newUUID(id, "pin")))
	if err != nil {
		return "", err
	}
	f.Root.Insert(n)
	// Every sheet instance of the file gets the flag, each with a reference
	// of its own (the one asked for keeps ref).
	if si := s.Root.Root.Child("symbol_instances"); si != nil {
		used[ref] = true
		for _, other := range s.Sheets {
			if other.File != f {
				continue
			}
			r := ref
			if other != sh {
				for i := 1; ; i++ {
					r = fmt.Sprintf("#FLG%02d", i)
					if !used[r] {
						break
					}
				}
				used[r] = true
			}
			in, err := parseNode(fmt.Sprintf("(path %s\n      (reference %s) (unit 1) (value \"PWR_FLAG\") (footprint \"\")\n    )",
				sexpr.Quote(other.Path+id), sexpr.Quote(r)))
			if err != nil {
				return "", err
			}
			si.Insert(in)
		}
	}
	return ref, s.reindex(f, s.Root)
}

// Bytes returns the current text of every file of the design, by path
// relative to the root's directory.
func (s *Schematic) Bytes() map[string][]byte {
	out := map[string][]byte{}
	for name, f := range s.Files {
		out[name] = f.Doc.Bytes()
	}
	return out
}

// SaveTo writes every file of the design into dir (created if needed),
// under its path relative to the root's directory, and returns the root's
// new path. It does not change where the design was loaded from. The
// files are replaced all or none (atomicfile.WriteAll): a save that
// failed on one sheet (the disk full, a file size limit) left the sheets
// written before it saved and the rest not, a design KiCad reads as
// neither the old one nor the new.
func (s *Schematic) SaveTo(dir string) (string, error) {
	if err := s.saveFiles(dir, s.Bytes()); err != nil {
		return "", err
	}
	return filepath.Join(dir, s.Root.Name), nil
}

func (s *Schematic) saveFiles(dir string, data map[string][]byte) error {
	files := make(map[string][]byte, len(data))
	for name, b := range data {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		files[p] = b
	}
	return atomicfile.WriteAll(files)
}

// Save writes the design back where it was loaded from, all of the files
// whose text changed since it was loaded or last saved, or none (a run
// alternating edits of one sheet and saves rewrote every sheet at each
// save).
func (s *Schematic) Save() error {
	all := s.Bytes()
	sums := make(map[string][sha256.Size]byte, len(all))
	changed := map[string][]byte{}
	for name, b := range all {
		sums[name] = sha256.Sum256(b)
		if old, ok := s.saved[name]; !ok || old != sums[name] {
			changed[name] = b
		}
	}
	if len(changed) > 0 {
		if err := s.saveFiles(s.Dir, changed); err != nil {
			return err
		}
	}
	s.saved = sums
	return nil
}

// sums returns the sum of each file's current text.
func (s *Schematic) sums() map[string][sha256.Size]byte {
	out := make(map[string][sha256.Size]byte, len(s.Files))
	for name, f := range s.Files {
		out[name] = sha256.Sum256(f.Doc.Bytes())
	}
	return out
}

// FindLabels returns the labels with the given text on every sheet instance.
func (s *Schematic) FindLabels(text string) []*Label {
	var out []*Label
	for _, f := range s.sortedFiles() {
		for _, l := range f.Labels {
			if l.Text == text {
				out = append(out, l)
			}
		}
	}
	return out
}

func (s *Schematic) sortedFiles() []*File {
	names := make([]string, 0, len(s.Files))
	for n := range s.Files {
		names = append(names, n)
	}
	sort.Strings(names)
	out := make([]*File, len(names))
	for i, n := range names {
		out[i] = s.Files[n]
	}
	return out
}
