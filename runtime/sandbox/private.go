package sandbox

import (
	"hash/crc32"
	"reflect"
	"time"
)

// privateResults replaces the functions of whitelisted packages that hand
// out a value of the whole process a skill could write through, by
// package and name, with ones that hand out a copy.
// crc32.MakeTable(crc32.IEEE) returned crc32.IEEETable itself (and
// Castagnoli its own table): (*t)[1] = 7 changed it for every skill run in
// the worker after. (The other such value, the *time.Location of
// time.UTC and t.Location(), has no exported fields: vet refuses
// assigning one.)
var privateResults = map[string]map[string]any{
	"hash/crc32": {"MakeTable": func(poly uint32) *crc32.Table {
		t := *crc32.MakeTable(poly)
		return &t
	}},
}

// A copier makes copies of values that share nothing a skill could write
// through with the originals: pointers, slices, maps and interfaces are
// followed and their targets copied (values met twice are copied once, so
// unicode.Categories["Lu"] is still unicode.Lu), and the exported fields
// of structs are copied the same way.
//
// A worker runs many skills in turn, of every caller, and the standard
// library's exported variables are shared by all of them: copying only
// the variable (as a value of its type) still left a skill able to write
// through it into the tables of the whole process. unicode.CaseRanges
// (strings.ToUpper of every later skill), unicode.Categories (regexp's
// \p{Lu}), *base64.StdEncoding (encoding/json's []byte), *time.UTC and
// image.Black are each one assignment away.
//
// What stays shared is what a skill cannot name: unexported fields, and
// what an interface holds when its dynamic type is unexported (the colour
// models); functions and channels are shared too.
type copier struct{ seen map[seenKey]reflect.Value }

type seenKey struct {
	p uintptr
	t reflect.Type
}

// into sets dst (settable, of src's type) to a private copy of src.
func (cp *copier) into(dst, src reflect.Value) {
	switch src.Kind() {
	case reflect.Pointer:
		if src.IsNil() {
			dst.Set(src)
			return
		}
		if !exportedOrUnnamed(src.Type().Elem()) {
			dst.Set(src) // a skill can neither name nor write it
			return
		}
		k := seenKey{src.Pointer(), src.Type()}
		if p, ok := cp.seen[k]; ok {
			dst.Set(p)
			return
		}
		if loc, ok := src.Interface().(*time.Location); ok {
			_ = loc.String() // time.Local loads itself on first use
		}
		p := reflect.New(src.Type().Elem())
		cp.seen[k] = p
		cp.into(p.Elem(), src.Elem())
		dst.Set(p)
	case reflect.Slice:
		if src.IsNil() {
			dst.Set(src)
			return
		}
		k := seenKey{src.Pointer(), src.Type()}
		if s, ok := cp.seen[k]; ok && s.Len() == src.Len() {
			dst.Set(s)
			return
		}
		s := reflect.MakeSlice(src.Type(), src.Len(), src.Len())
		cp.seen[k] = s
		for i := 0; i < src.Len(); i++ {
			cp.into(s.Index(i), src.Index(i))
		}
		dst.Set(s)
	case reflect.Map:
		if src.IsNil() {
			dst.Set(src)
			return
		}
		k := seenKey{src.Pointer(), src.Type()}
		if m, ok := cp.seen[k]; ok {
			dst.Set(m)
			return
		}
		m := reflect.MakeMapWithSize(src.Type(), src.Len())
		cp.seen[k] = m
		it := src.MapRange()
		for it.Next() {
			kc := reflect.New(src.Type().Key()).Elem()
			cp.into(kc, it.Key())
			vc := reflect.New(src.Type().Elem()).Elem()
			cp.into(vc, it.Value())
			m.SetMapIndex(kc, vc)
		}
		dst.Set(m)
	case reflect.Array:
		for i := 0; i < src.Len(); i++ {
			cp.into(dst.Index(i), src.Index(i))
		}
	case reflect.Struct:
		dst.Set(src) // unexported fields too, which a skill cannot reach
		for i := 0; i < src.NumField(); i++ {
			if src.Type().Field(i).IsExported() {
				cp.into(dst.Field(i), src.Field(i))
			}
		}
	case reflect.Interface:
		if src.IsNil() || !exportedOrUnnamed(src.Elem().Type()) {
			dst.Set(src)
			return
		}
		e := reflect.New(src.Elem().Type()).Elem()
		cp.into(e, src.Elem())
		dst.Set(e)
	default:
		dst.Set(src)
	}
}

// exportedOrUnnamed reports whether a skill can name t, or a type it is
// made of: a named type must be exported (its pointer's, too).
func exportedOrUnnamed(t reflect.Type) bool {
	for t.Kind() == reflect.Pointer && t.Name() == "" {
		t = t.Elem()
	}
	return t.Name() == "" || t.PkgPath() == "" || isExported(t.Name())
}

func isExported(name string) bool { return name != "" && name[0] >= 'A' && name[0] <= 'Z' }
