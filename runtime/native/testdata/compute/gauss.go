// Gaussian elimination with partial pivoting on a random (or given)
// system, with the residual and the determinant.
package gauss

import (
	"errors"
	"math"
	"math/rand"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N    int   `json:"n,omitempty"`
	Seed int64 `json:"seed,omitempty"`
	// Matrix rows (each N+1 long: the coefficients and the right-hand
	// side); empty: a random diagonally dominant system.
	Rows [][]float64 `json:"rows,omitempty"`
	// Hilbert uses the ill-conditioned Hilbert matrix.
	Hilbert bool `json:"hilbert,omitempty"`
}

var ErrSingular = errors.New("matrix is singular")

type matrix [][]float64

func (a matrix) swap(i, j int) { a[i], a[j] = a[j], a[i] }

// solve returns the solution and the log of the determinant's magnitude.
func solve(a matrix) ([]float64, float64, error) {
	n := len(a)
	logdet := 0.0
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		if a[p][c] == 0 {
			return nil, 0, ErrSingular
		}
		if p != c {
			a.swap(p, c)
		}
		logdet += math.Log(math.Abs(a[c][c]))
		for r := c + 1; r < n; r++ {
			f := a[r][c] / a[c][c]
			for k := c; k <= n; k++ {
				a[r][k] -= f * a[c][k]
			}
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		s := a[r][n]
		for k := r + 1; k < n; k++ {
			s -= a[r][k] * x[k]
		}
		x[r] = s / a[r][r]
	}
	return x, logdet, nil
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	var a matrix
	if len(args.Rows) > 0 {
		for _, r := range args.Rows {
			if len(r) != len(args.Rows)+1 {
				return nil, errors.New("each row needs n+1 numbers")
			}
			a = append(a, append([]float64(nil), r...))
		}
	} else {
		n := args.N
		if n <= 0 {
			n = 200
		}
		rnd := rand.New(rand.NewSource(args.Seed))
		a = make(matrix, n)
		for i := range a {
			a[i] = make([]float64, n+1)
			for j := 0; j <= n; j++ {
				if args.Hilbert {
					a[i][j] = 1 / float64(i+j+1)
				} else {
					a[i][j] = rnd.Float64()*2 - 1
				}
			}
			if !args.Hilbert {
				a[i][i] += float64(n)
			}
		}
	}
	orig := make(matrix, len(a))
	for i := range a {
		orig[i] = append([]float64(nil), a[i]...)
	}
	x, logdet, err := solve(a)
	if err != nil {
		return nil, err
	}
	n := len(orig)
	res := 0.0
	for i := 0; i < n; i++ {
		s := -orig[i][n]
		for j := 0; j < n; j++ {
			s += orig[i][j] * x[j]
		}
		res = math.Max(res, math.Abs(s))
	}
	sum := 0.0
	for _, v := range x {
		sum += v
	}
	return skills.Result{"n": n, "sum": sum, "residual": res, "logdet": logdet, "x0": x[0]}, nil
}
