// Complex numbers: a Mandelbrot set's escape counts over a grid in
// complex128, math/cmplx, constant complex values built from math's
// constants (complex(0, math.Pi), in complex64 too), and the formatting of
// complex, float32 and NaN values.
package mandel

import (
	"fmt"
	"math"
	"math/cmplx"
	"strconv"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N int `json:"n,omitempty"`
}

func mandel(c complex128, max int) int {
	z := complex(0, 0)
	for i := 0; i < max; i++ {
		z = z*z + c
		if cmplx.Abs(z) > 2 {
			return i
		}
	}
	return max
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.N
	if n == 0 {
		n = 120
	}
	total := 0
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			c := complex(-2+3*float64(x)/float64(n), -1.5+3*float64(y)/float64(n))
			total += mandel(c, 200)
		}
	}
	f32 := float32(0.1)
	var u8 uint8 = 255
	u8 += uint8(n)
	c := cmplx.Sqrt(-1)
	var w64 complex64 = complex(math.E, -math.Pi/3)
	nanC := complex(math.NaN(), 1)
	out := fmt.Sprint(total, c, cmplx.Exp(complex(0, math.Pi)), nanC, cmplx.IsNaN(nanC), real(c), imag(c), complex64(c),
		f32, float64(f32), strconv.FormatFloat(float64(f32), 'g', -1, 32), fmt.Sprintf("%.3g|%8.3e|%v|%v", f32, f32, -f32*0, 1/(f32-f32)),
		u8, strconv.FormatComplex(c, 'f', 2, 128), fmt.Sprintf("%.2f|%v|%+.1e", c, complex(1, -0.0), complex(-1e21, 1e-7)), w64, complex(1, math.Pi/3))
	return skills.Result{"out": out}, nil
}
