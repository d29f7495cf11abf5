package check

import (
	"go/ast"
	"go/types"
	"sort"
)

// maxTypeBytes bounds the size of a value of any type a skill names: 128
// TiB, more than any address space a worker has. go/types takes an array
// of any constant length, so `type T [1 << 40][1 << 40]byte` (2⁸⁰ bytes,
// past every integer the machine has) vetted, and the interpreter failed
// building it (reflect.ArrayOf panics) with no place in the file named.
// A type past the bound is a vet error at the type. Values of types under
// it are the run's memory limit's (a 64 GiB array is allowed, and ends
// the run at its memory limit when made).
const maxTypeBytes = 1 << 47

// checkTypeSizes refuses the type expressions whose values would be
// larger than maxTypeBytes: arrays and structs, over named types and
// instances of generic ones, sizes added and multiplied saturating.
func (c *checker) checkTypeSizes() {
	sizes := types.SizesFor("gc", "amd64")
	memo := map[types.Type]int64{}
	var size func(t types.Type, depth int) int64
	size = func(t types.Type, depth int) int64 {
		if depth > 64 { // a value type cannot nest deeper than vet's bounds allow
			return 0
		}
		if v, ok := memo[t]; ok {
			return v
		}
		var n int64
		switch u := t.Underlying().(type) {
		case *types.Array:
			n = satMul(size(u.Elem(), depth+1), max(u.Len(), 0))
		case *types.Struct:
			for i := range u.NumFields() {
				n = satAdd(n, size(u.Field(i).Type(), depth+1))
			}
		case *types.Basic:
			if u.Kind() != types.Invalid && u.Info()&types.IsUntyped == 0 {
				n = sizes.Sizeof(u)
			}
		case *types.Pointer, *types.Slice, *types.Map, *types.Chan, *types.Signature, *types.Interface:
			n = sizes.Sizeof(u)
		}
		memo[t] = n
		return n
	}
	var over []ast.Expr
	for e, tv := range c.info.Types {
		if !tv.IsType() || tv.Type == nil {
			continue
		}
		// Where a type is written (an array, a struct, an instance), not
		// each name that uses it.
		switch e.(type) {
		case *ast.ArrayType, *ast.StructType, *ast.IndexExpr, *ast.IndexListExpr:
		default:
			continue
		}
		switch tv.Type.Underlying().(type) {
		case *types.Array, *types.Struct:
		default:
			continue
		}
		if size(tv.Type, 0) > maxTypeBytes {
			over = append(over, e)
		}
	}
	sort.Slice(over, func(i, j int) bool { return over[i].Pos() < over[j].Pos() })
	for _, e := range over {
		c.errorf(e.Pos(), "a value of this type would take more than %d bytes (128 TiB): no worker can hold one", int64(maxTypeBytes))
	}
}
