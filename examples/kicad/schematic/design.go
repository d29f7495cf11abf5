package schematic

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
)

// maxSheetDepth bounds hierarchy depth, so a sheet that includes itself is an
// error rather than endless recursion.
const maxSheetDepth = 32

// Schematic is a whole design: the root file, every file its sheets refer
// to, and the sheet instances (a file used by two sheets is instantiated
// twice, with its own references each time).
type Schematic struct {
	Dir    string
	Root   *File
	Files  map[string]*File // by path relative to Dir
	Sheets []*Sheet         // root first, then depth first in file order
	refs   map[string]instance
	// saved holds each file's sum as loaded or as the last Save wrote
	// it.
	saved map[string][32]byte
}

type instance struct {
	ref, value, footprint string
	unit                  int
}

// Sheet is one instance of a file in the hierarchy.
type Sheet struct {
	Path     string // UUID path: "/" or "/<uuid>/.../"
	NamePath string // by sheet names: "/" or "/<name>/.../"
	File     *File
	Parent   *Sheet
	Ref      *SheetRef // the sheet symbol in the parent, nil for the root
	Depth    int
	Page     string // page number from the root's sheet_instances
}

// Load reads the root schematic at path and every sheet below it.
func Load(path string) (*Schematic, error) {
	root, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	s := &Schematic{Dir: filepath.Dir(path), Root: root, Files: map[string]*File{root.Name: root}}
	if err := s.build(); err != nil {
		return nil, err
	}
	s.saved = s.sums()
	return s, nil
}

// FromFile makes a one-sheet design of a parsed file (no sub-sheets are
// read: a sheet symbol in it is an error).
func FromFile(f *File) (*Schematic, error) {
	if len(f.Sheets) > 0 {
		return nil, fmt.Errorf("%s has %d sub-sheets: use Load", f.Name, len(f.Sheets))
	}
	if f.Name == "" {
		f.Name = "schematic.kicad_sch"
	}
	s := &Schematic{Dir: ".", Root: f, Files: map[string]*File{f.Name: f}}
	return s, s.build()
}

// build (re)creates the sheet instances and the reference table; edits call
// it again after changing files.
func (s *Schematic) build() error {
	s.Sheets = nil
	s.refs = map[string]instance{}
	if si := s.Root.Root.Child("symbol_instances"); si != nil {
		for _, p := range si.Children("path") {
			s.refs[p.Arg(1)] = instance{
				ref:       p.Child("reference").Arg(1),
				value:     p.Child("value").Arg(1),
				footprint: p.Child("footprint").Arg(1),
			}
			if u, ok := p.Child("unit").Float(1); ok {
				in := s.refs[p.Arg(1)]
				in.unit = int(u)
				s.refs[p.Arg(1)] = in
			}
		}
	}
	if err := s.addSheet(&Sheet{Path: "/", NamePath: "/", File: s.Root}); err != nil {
		return err
	}
	// KiCad lists sheets by page number (SCH_SHEET_LIST::SortByPageNumbers).
	pages := map[string]string{}
	if si := s.Root.Root.Child("sheet_instances"); si != nil {
		for _, p := range si.Children("path") {
			pages[strings.TrimSuffix(p.Arg(1), "/")] = p.Child("page").Arg(1)
		}
	}
	for _, sh := range s.Sheets {
		// the root is "/" in sheet_instances, the others "/<uuid>" (no
		// trailing slash): both trim to the keys above
		sh.Page = pages[strings.TrimSuffix(sh.Path, "/")]
	}
	sort.SliceStable(s.Sheets[1:], func(i, j int) bool {
		a, b := s.Sheets[1+i].Page, s.Sheets[1+j].Page
		if a == "" || b == "" {
			return a != "" && b == ""
		}
		return natCmp(a, b, true) < 0
	})
	return nil
}

func (s *Schematic) addSheet(sh *Sheet) error {
	if sh.Depth > maxSheetDepth {
		return fmt.Errorf("sheet %s: hierarchy deeper than %d (does a sheet include itself?)", sh.NamePath, maxSheetDepth)
	}
	s.Sheets = append(s.Sheets, sh)
	for _, ref := range sh.File.Sheets {
		name := filepath.ToSlash(filepath.Join(filepath.Dir(s.relName(sh.File)), ref.FileName))
		f, ok := s.Files[name]
		if !ok {
			var err error
			f, err = ReadFile(filepath.Join(s.Dir, filepath.FromSlash(name)))
			if err != nil {
				return fmt.Errorf("sheet %q of %s: %w", ref.Name, sh.File.Name, err)
			}
			s.Files[name] = f
		}
		child := &Sheet{
			Path: sh.Path + ref.UUID + "/", NamePath: sh.NamePath + ref.Name + "/",
			File: f, Parent: sh, Ref: ref, Depth: sh.Depth + 1,
		}
		if err := s.addSheet(child); err != nil {
			return err
		}
	}
	return nil
}

func (s *Schematic) relName(f *File) string {
	for name, g := range s.Files {
		if g == f {
			return name
		}
	}
	return f.Name
}

// Reference returns the reference of a symbol in a sheet instance, from the
// root's symbol_instances (KiCad 6's authoritative table), falling back to
// the symbol's own Reference property.
func (s *Schematic) Reference(sh *Sheet, sym *Symbol) string {
	if in, ok := s.refs[sh.Path+sym.UUID]; ok && in.ref != "" {
		return in.ref
	}
	return sym.Property("Reference")
}

// Unit returns the unit of a symbol in a sheet instance: symbol_instances
// may give each instance of a shared sheet another unit.
func (s *Schematic) Unit(sh *Sheet, sym *Symbol) int {
	if in, ok := s.refs[sh.Path+sym.UUID]; ok && in.unit > 0 {
		return in.unit
	}
	return sym.Unit
}

// Value returns a symbol's value in a sheet instance: the instance's value
// from symbol_instances when it has one (KiCad 6 keeps values per
// instance), else the Value property.
func (s *Schematic) Value(sh *Sheet, sym *Symbol) string {
	if in, ok := s.refs[sh.Path+sym.UUID]; ok && in.value != "" {
		return in.value
	}
	return sym.Value()
}

// Footprint returns a symbol's footprint in a sheet instance, the
// instance's own when symbol_instances gives one.
func (s *Schematic) Footprint(sh *Sheet, sym *Symbol) string {
	if in, ok := s.refs[sh.Path+sym.UUID]; ok && in.footprint != "" {
		return in.footprint
	}
	return sym.Property("Footprint")
}

// Component is a placed part: every unit of one reference.
type Component struct {
	Ref       string
	Value     string
	Footprint string
	Datasheet string
	LibID     string
	Sheet     *Sheet
	Units     []*Symbol
}

// Components returns the design's components in KiCad's netlist order:
// by sheet (the sheet of a component's first unit), then by reference in
// natural order (R2 before R10); power symbols and flags (references
// starting with '#') are left out.
func (s *Schematic) Components() []*Component {
	byRef := map[string]*Component{}
	var out []*Component
	for _, sh := range s.Sheets {
		for _, sym := range sh.File.Symbols {
			ref := s.Reference(sh, sym)
			if strings.HasPrefix(ref, "#") {
				continue
			}
			c := byRef[ref]
			if c == nil {
				c = &Component{Ref: ref, Value: s.Value(sh, sym), Footprint: s.Footprint(sh, sym),
					Datasheet: sym.Property("Datasheet"), LibID: sym.LibID, Sheet: sh}
				byRef[ref] = c
				out = append(out, c)
			}
			c.Units = append(c.Units, sym)
		}
	}
	sheetIdx := map[*Sheet]int{}
	for i, sh := range s.Sheets {
		sheetIdx[sh] = i
	}
	sort.SliceStable(out, func(i, j int) bool {
		if a, b := sheetIdx[out[i].Sheet], sheetIdx[out[j].Sheet]; a != b {
			return a < b
		}
		return RefLess(out[i].Ref, out[j].Ref)
	})
	return out
}

// RefLess orders references naturally, as KiCad's StrNumCmp does: runs of
// digits compare by value (R2 < R10), letters without regard to case.
func RefLess(a, b string) bool { return natCmp(a, b, true) < 0 }

// natCmp compares naturally; fold ignores the case of letters.
func natCmp(a, b string, fold bool) int {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		ca, cb := a[i], b[j]
		if isDigit(ca) && isDigit(cb) {
			si, sj := i, j
			for i < len(a) && isDigit(a[i]) {
				i++
			}
			for j < len(b) && isDigit(b[j]) {
				j++
			}
			na, nb := strings.TrimLeft(a[si:i], "0"), strings.TrimLeft(b[sj:j], "0")
			if len(na) != len(nb) {
				if len(na) < len(nb) {
					return -1
				}
				return 1
			}
			if na != nb {
				if na < nb {
					return -1
				}
				return 1
			}
			continue
		}
		la, lb := ca, cb
		if fold {
			la, lb = upper(ca), upper(cb)
		}
		if la != lb {
			if la < lb {
				return -1
			}
			return 1
		}
		i++
		j++
	}
	switch {
	case len(a)-i < len(b)-j:
		return -1
	case len(a)-i > len(b)-j:
		return 1
	}
	return 0
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}
