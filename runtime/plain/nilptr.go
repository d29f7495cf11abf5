package plain

// NilError is the error a skill's nil pointer of its own error type is
// stored as. The interpreter stored such a pointer in an error as a nil
// interface (genInterfaceWrapper answers the zero interface for a nil
// pointer), so err != nil was false where Go says true. The normaliser's
// helper that returns the skill's *T as an error returns, for a nil *T,
// one value NilError made for T when the skill started: it is not nil,
// equal to itself, and its Error calls T's method on a nil receiver
// (errorMethod), as Go's interface would. typ names *T (see IsNilPtr).
func NilError(typ string, errorMethod func() string) error {
	return &nilError{typ, errorMethod}
}

type nilError struct {
	typ string
	f   func() string
}

func (e *nilError) Error() string { return e.f() }

// NilStringer is NilError's fmt.Stringer: String calls T's method on a
// nil receiver.
func NilStringer(typ string, stringMethod func() string) interface{ String() string } {
	return &nilStringer{typ, stringMethod}
}

type nilStringer struct {
	typ string
	f   func() string
}

func (s *nilStringer) String() string { return s.f() }

// IsNilPtr reports whether x is NilError's or NilStringer's value for the
// skill's type typ (*T): the normaliser's assertions x.(*T) and type
// switches' case *T answer it as Go answers a nil *T held in x.
func IsNilPtr(x any, typ string) bool {
	switch v := x.(type) {
	case *nilError:
		return v.typ == typ
	case *nilStringer:
		return v.typ == typ
	}
	return false
}

// MarshalJSON writes null, as encoding/json writes a nil pointer.
func (e *nilError) MarshalJSON() ([]byte, error) { return []byte("null"), nil }

// MarshalJSON writes null, as encoding/json writes a nil pointer.
func (s *nilStringer) MarshalJSON() ([]byte, error) { return []byte("null"), nil }
