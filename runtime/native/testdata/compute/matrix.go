// Dense matrices generic over their numbers (int64, float64, complex128
// and the skill's named fixed-point type): methods on a generic type of
// one parameter that return new instances (made by methods), a recursive determinant by
// cofactors, Gaussian elimination with partial pivoting on float64, a
// power by squaring, and a format of each kind of number.
package matrix

import (
	"errors"
	"fmt"
	"math"
	"math/cmplx"
	"math/rand"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N    int   `json:"n,omitempty"`
	Pow  int   `json:"pow,omitempty"`
	Seed int64 `json:"seed,omitempty"`
}

type Number interface {
	~int64 | ~float64 | ~complex128
}

type Fixed int64 // thousandths

type Matrix[T Number] struct {
	n, m int
	a    []T
}

func New[T Number](n, m int) Matrix[T] { return Matrix[T]{n, m, make([]T, n*m)} }

// zero and identity make matrices of x's kind: the interpreter cannot
// compile a call of New[T] from a method of Matrix.
func (Matrix[T]) zero(n, m int) Matrix[T] { return Matrix[T]{n, m, make([]T, n*m)} }

func (x Matrix[T]) identity(n int) Matrix[T] {
	id := x.zero(n, n)
	for i := range n {
		id.Set(i, i, 1)
	}
	return id
}

func (x Matrix[T]) At(i, j int) T     { return x.a[i*x.m+j] }
func (x Matrix[T]) Set(i, j int, v T) { x.a[i*x.m+j] = v }

func (x Matrix[T]) Mul(y Matrix[T]) (Matrix[T], error) {
	if x.m != y.n {
		return Matrix[T]{}, fmt.Errorf("mul: %dx%d by %dx%d", x.n, x.m, y.n, y.m)
	}
	out := x.zero(x.n, y.m)
	for i := range x.n {
		for k := range x.m {
			v := x.At(i, k)
			if v == 0 {
				continue
			}
			for j := range y.m {
				out.a[i*out.m+j] += v * y.At(k, j)
			}
		}
	}
	return out, nil
}

func (x Matrix[T]) Pow(p int) (Matrix[T], error) {
	if x.n != x.m || p < 0 {
		return Matrix[T]{}, errors.New("pow: needs a square matrix and p >= 0")
	}
	res, base := x.identity(x.n), x
	for p > 0 {
		var err error
		if p&1 == 1 {
			if res, err = res.Mul(base); err != nil {
				return res, err
			}
		}
		if base, err = base.Mul(base); err != nil {
			return base, err
		}
		p >>= 1
	}
	return res, nil
}

func (x Matrix[T]) minor(r, c int) Matrix[T] {
	out := x.zero(x.n-1, x.m-1)
	k := 0
	for i := range x.n {
		for j := range x.m {
			if i != r && j != c {
				out.a[k] = x.At(i, j)
				k++
			}
		}
	}
	return out
}

// Det by cofactors: a method that calls itself.
func (x Matrix[T]) Det() T {
	switch x.n {
	case 0:
		return 1
	case 1:
		return x.a[0]
	}
	var d T
	sign := T(1)
	for j := range x.m {
		if v := x.At(0, j); v != 0 {
			d += sign * v * x.minor(0, j).Det()
		}
		sign = -sign
	}
	return d
}

func (x Matrix[T]) String() string {
	var b strings.Builder
	for i := range x.n {
		for j := range x.m {
			if j > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprint(&b, x.At(i, j))
		}
		b.WriteByte(';')
	}
	return b.String()
}

// solve does Gaussian elimination with partial pivoting.
func solve(x Matrix[float64], rhs []float64) ([]float64, error) {
	n := x.n
	a := New[float64](n, n+1)
	for i := range n {
		for j := range n {
			a.Set(i, j, x.At(i, j))
		}
		a.Set(i, n, rhs[i])
	}
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a.At(r, c)) > math.Abs(a.At(p, c)) {
				p = r
			}
		}
		if math.Abs(a.At(p, c)) < 1e-12 {
			return nil, fmt.Errorf("singular at column %d", c)
		}
		for j := range n + 1 {
			t := a.At(c, j)
			a.Set(c, j, a.At(p, j))
			a.Set(p, j, t)
		}
		for r := range n {
			if r == c {
				continue
			}
			f := a.At(r, c) / a.At(c, c)
			for j := c; j <= n; j++ {
				a.Set(r, j, a.At(r, j)-f*a.At(c, j))
			}
		}
	}
	out := make([]float64, n)
	for i := range n {
		out[i] = a.At(i, n) / a.At(i, i)
	}
	return out, nil
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.N
	if n == 0 {
		n = 6
	}
	p := args.Pow
	if p == 0 {
		p = 20
	}
	if n < 1 || n > 9 || p < 0 || p > 1000 {
		return nil, errors.New("n must be 1..9 and pow 0..1000")
	}
	r := rand.New(rand.NewSource(args.Seed))
	ints, fl, cx, fx := New[int64](n, n), New[float64](n, n), New[complex128](n, n), New[Fixed](n, n)
	rhs := make([]float64, n)
	for i := range n {
		rhs[i] = float64(i + 1)
		for j := range n {
			v := int64(r.Intn(7) - 3)
			ints.Set(i, j, v)
			fl.Set(i, j, float64(v)+r.Float64())
			cx.Set(i, j, complex(float64(v), float64(j-i)))
			fx.Set(i, j, Fixed(v*1000))
		}
	}
	fib := New[int64](2, 2)
	fib.Set(0, 0, 1)
	fib.Set(0, 1, 1)
	fib.Set(1, 0, 1)
	fp, err := fib.Pow(p)
	if err != nil {
		return nil, err
	}
	sq, err := ints.Mul(ints)
	if err != nil {
		return nil, err
	}
	_, mulErr := ints.Mul(New[int64](n+1, 1))
	sol, solveErr := solve(fl, rhs)
	check := 0.0
	for i := range n {
		s := 0.0
		for j := range n {
			s += fl.At(i, j) * sol[j]
		}
		check = math.Max(check, math.Abs(s-rhs[i]))
	}
	_, singErr := solve(New[float64](n, n), rhs)
	cd := cx.Det()
	return skills.Result{"det_int": ints.Det(), "det_sq": sq.Det(), "fib": fp.At(0, 1), "det_float": fmt.Sprintf("%.6g", fl.Det()),
		"det_complex": fmt.Sprintf("%.4g", cd), "abs_complex": fmt.Sprintf("%.4g", cmplx.Abs(cd)), "det_fixed": int64(fx.Det() / 1000000),
		"residual_small": check < 1e-9, "solve_error": fmt.Sprint(solveErr), "singular": singErr.Error(), "mul_error": mulErr.Error(),
		"first_row": strings.Split(ints.String(), ";")[0]}, nil
}
