package sandbox

import (
	"fmt"
	"reflect"
	"sync/atomic"
	"unsafe"

	"github.com/traefik/yaegi/interp"
)

// A direct entry into an interpreted function.
//
// yaegi hands a host an interpreted function only as a reflect.MakeFunc
// value: calling it costs a reflect.Value.Call, the MakeFunc trampoline,
// and, inside yaegi's wrapper, a type lookup per argument that allocates
// (itype.TypeOf builds two maps each time) before the frame is set up. For a
// trivial skill that is most of the interpreter's call overhead. directCall
// does what the wrapper does (interp/run.go: genFunctionWrapper in v0.16.1)
// without those layers: it makes the function's frame with yaegi's own
// newFrame, fills the frame's slots with fresh zero values of the
// function's frame types, writes the arguments straight into their slots
// (the JSON arguments are decoded in place), runs the function's body with
// yaegi's own runCfg, and reads the results from the frame.
//
// The parts of yaegi it touches are found by name through reflect when an
// instance is made (never assumed from a copied layout), and checked
// against the function's Go type; if anything does not match (another
// yaegi version, a skill whose unused parameter has no frame slot),
// directEntry returns an error and the caller keeps the MakeFunc path. The
// yaegi version is pinned in go.mod; TestDirectCall compares both paths.

//go:linkname yaegiNewFrame github.com/traefik/yaegi/interp.newFrame
func yaegiNewFrame(anc unsafe.Pointer, length int, id uint64) unsafe.Pointer

//go:linkname yaegiRunCfg github.com/traefik/yaegi/interp.runCfg
func yaegiRunCfg(n, f, funcNode, callNode unsafe.Pointer)

// yaegiLayout holds what a direct call needs of yaegi's frame type, found
// once by name.
var yaegiLayout = func() (l struct {
	interpFrame uintptr      // Interpreter.frame (*frame)
	frame       reflect.Type // frame
	id          uintptr      // frame.id (uint64, atomic)
	root, anc   uintptr      // frame.root, frame.anc (*frame)
	data        uintptr      // frame.data ([]reflect.Value)
	done        uintptr      // frame.done (reflect.SelectCase)
	err         error
}) {
	it := reflect.TypeOf(interp.Interpreter{})
	ff, ok := it.FieldByName("frame")
	if !ok || ff.Type.Kind() != reflect.Pointer || ff.Type.Elem().Kind() != reflect.Struct {
		l.err = fmt.Errorf("yaegi Interpreter has no frame pointer")
		return l
	}
	l.interpFrame, l.frame = ff.Offset, ff.Type.Elem()
	for _, f := range []struct {
		name string
		typ  reflect.Type
		off  *uintptr
	}{
		{"id", reflect.TypeOf(uint64(0)), &l.id},
		{"root", ff.Type, &l.root},
		{"anc", ff.Type, &l.anc},
		{"data", reflect.TypeOf([]reflect.Value(nil)), &l.data},
		{"done", reflect.TypeOf(reflect.SelectCase{}), &l.done},
	} {
		sf, ok := l.frame.FieldByName(f.name)
		if !ok || sf.Type != f.typ {
			l.err = fmt.Errorf("yaegi frame has no field %s of type %s", f.name, f.typ)
			return l
		}
		*f.off = sf.Offset
	}
	if l.id%8 != 0 {
		l.err = fmt.Errorf("yaegi frame id is not 64-bit aligned")
	}
	return l
}()

// directCall is one interpreted function, callable without reflection on
// the call itself.
type directCall struct {
	i     *interp.Interpreter
	def   unsafe.Pointer // the function's declaration node
	start unsafe.Pointer // the first node of its body
	types []reflect.Type // its frame layout: results, parameters, locals
	// block is struct { F frame; D [n]reflect.Value; S0 T0; ...; Sn-1 Tn-1 }:
	// a call allocates its frame, the frame's slot table and a zero value
	// for each slot in one piece (yaegi's wrapper makes n+2 allocations).
	// Nil when reflect cannot build it; the frame is then made as yaegi
	// makes it.
	block reflect.Type
}

// directEntry finds function name of package pkg in i and checks that its
// frame starts with slots for the results and parameters of fnType.
func directEntry(i *interp.Interpreter, pkg, name string, fnType reflect.Type) (*directCall, error) {
	if yaegiLayout.err != nil {
		return nil, yaegiLayout.err
	}
	field := func(v reflect.Value, name string) (reflect.Value, error) {
		if v.Kind() == reflect.Pointer {
			if v.IsNil() {
				return reflect.Value{}, fmt.Errorf("nil pointer before field %s", name)
			}
			v = v.Elem()
		}
		f := v.FieldByName(name)
		if !f.IsValid() {
			return reflect.Value{}, fmt.Errorf("yaegi %s has no field %s", v.Type(), name)
		}
		// Fields of an addressable struct can be reopened as exported values.
		return reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem(), nil
	}
	step := func(v reflect.Value, names ...string) (reflect.Value, error) {
		var err error
		for _, n := range names {
			if v, err = field(v, n); err != nil {
				return v, err
			}
		}
		return v, nil
	}
	scopes, err := step(reflect.ValueOf(i), "scopes")
	if err != nil || scopes.Kind() != reflect.Map {
		return nil, fmt.Errorf("yaegi scopes: %v", err)
	}
	sc := scopes.MapIndex(reflect.ValueOf(pkg))
	if !sc.IsValid() || sc.IsNil() {
		return nil, fmt.Errorf("package %s not found", pkg)
	}
	syms, err := step(sc, "sym")
	if err != nil || syms.Kind() != reflect.Map {
		return nil, fmt.Errorf("yaegi scope symbols: %v", err)
	}
	sym := syms.MapIndex(reflect.ValueOf(name))
	if !sym.IsValid() || sym.IsNil() {
		return nil, fmt.Errorf("%s.%s not found", pkg, name)
	}
	def, err := step(sym, "node")
	if err != nil || def.Kind() != reflect.Pointer || def.IsNil() {
		return nil, fmt.Errorf("%s.%s has no declaration node: %v", pkg, name, err)
	}
	children, err := step(def, "child")
	if err != nil || children.Kind() != reflect.Slice || children.Len() != 4 {
		return nil, fmt.Errorf("%s.%s is not a function declaration", pkg, name)
	}
	start, err := step(children.Index(3), "start")
	if err != nil || start.Kind() != reflect.Pointer || start.IsNil() {
		return nil, fmt.Errorf("%s.%s has no body entry: %v", pkg, name, err)
	}
	tv, err := step(def, "types")
	if err != nil {
		return nil, err
	}
	types, ok := tv.Interface().([]reflect.Type)
	if !ok {
		return nil, fmt.Errorf("yaegi frame types are %s", tv.Type())
	}
	nOut, nIn := fnType.NumOut(), fnType.NumIn()
	if len(types) < nOut+nIn {
		return nil, fmt.Errorf("%s.%s: frame has %d slots for %d results and %d parameters", pkg, name, len(types), nOut, nIn)
	}
	for k := range nOut {
		if types[k] != fnType.Out(k) {
			return nil, fmt.Errorf("%s.%s: result %d slot is %s, want %s", pkg, name, k, types[k], fnType.Out(k))
		}
	}
	for k := range nIn {
		if types[nOut+k] != fnType.In(k) {
			return nil, fmt.Errorf("%s.%s: parameter %d slot is %s, want %s", pkg, name, k, types[nOut+k], fnType.In(k))
		}
	}
	return &directCall{i: i, def: def.UnsafePointer(), start: start.UnsafePointer(), types: types, block: frameBlock(types)}, nil
}

// frameBlock returns the block type for a frame with these slot types, or
// nil when reflect.StructOf refuses them.
func frameBlock(types []reflect.Type) (t reflect.Type) {
	defer func() {
		if recover() != nil {
			t = nil
		}
	}()
	fields := []reflect.StructField{
		{Name: "F", Type: yaegiLayout.frame},
		{Name: "D", Type: reflect.ArrayOf(len(types), reflect.TypeOf(reflect.Value{}))},
	}
	for k, ft := range types {
		fields = append(fields, reflect.StructField{Name: fmt.Sprintf("S%d", k), Type: ft})
	}
	return reflect.StructOf(fields)
}

// frame makes a fresh frame for one call, every slot a new zero value of
// its own (a distinct variable, addressable), as yaegi's newFrame and
// wrapper do, and returns its slots.
func (d *directCall) frame() (unsafe.Pointer, []reflect.Value) {
	root := *(*unsafe.Pointer)(unsafe.Add(unsafe.Pointer(d.i), yaegiLayout.interpFrame))
	id := atomic.LoadUint64((*uint64)(unsafe.Add(root, yaegiLayout.id)))
	if d.block == nil {
		fr := yaegiNewFrame(root, len(d.types), id)
		data := *(*[]reflect.Value)(unsafe.Add(fr, yaegiLayout.data))
		for k, t := range d.types {
			data[k] = reflect.New(t).Elem()
		}
		return fr, data
	}
	b := reflect.New(d.block).Elem()
	fr := b.Addr().UnsafePointer() // the frame is the block's first field
	data := unsafe.Slice((*reflect.Value)(unsafe.Pointer(b.Field(1).UnsafeAddr())), len(d.types))
	for k := range data {
		data[k] = b.Field(2 + k)
	}
	// newFrame(root, n, id), field by field.
	*(*uint64)(unsafe.Add(fr, yaegiLayout.id)) = id
	*(*unsafe.Pointer)(unsafe.Add(fr, yaegiLayout.anc)) = root
	*(*unsafe.Pointer)(unsafe.Add(fr, yaegiLayout.root)) = *(*unsafe.Pointer)(unsafe.Add(root, yaegiLayout.root))
	*(*reflect.SelectCase)(unsafe.Add(fr, yaegiLayout.done)) = *(*reflect.SelectCase)(unsafe.Add(root, yaegiLayout.done))
	*(*[]reflect.Value)(unsafe.Add(fr, yaegiLayout.data)) = data
	return fr, data
}

// run runs the body on a frame from d.frame whose parameter slots are
// filled. A panic in the body propagates, as through the wrapper.
func (d *directCall) run(fr unsafe.Pointer) {
	yaegiRunCfg(d.start, fr, d.def, d.def)
}
