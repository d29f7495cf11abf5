package detectors

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"math/rand"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/skillrun/skillrun/internal/cputime"
)

// benchFrame is a w×h frame of warm blobs on a dark textured background,
// so that masks are sparse and components numerous, as in a game frame.
func benchFrame(w, h int) *Frame {
	rng := rand.New(rand.NewSource(1))
	f, _ := NewFrame(w, h, Source{})
	for i := 0; i < len(f.Img.Pix); i += 4 {
		v := uint8(40 + rng.Intn(60))
		f.Img.Pix[i], f.Img.Pix[i+1], f.Img.Pix[i+2], f.Img.Pix[i+3] = v, v/2, v/2, 255
	}
	for k := 0; k < 12; k++ {
		r := image.Rect(rng.Intn(w), rng.Intn(h), 0, 0)
		r.Max = r.Min.Add(image.Pt(10+rng.Intn(60), 10+rng.Intn(60)))
		r = r.Intersect(f.Img.Rect)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				o := f.Img.PixOffset(x, y)
				f.Img.Pix[o], f.Img.Pix[o+1], f.Img.Pix[o+2] = 250, uint8(120+rng.Intn(130)), uint8(rng.Intn(80))
			}
		}
	}
	return f
}

var benchSizes = [][2]int{{640, 360}, {1280, 720}}

// reportMPix reports throughput in megapixels per second.
func reportMPix(b *testing.B, pixels int) {
	b.ReportMetric(float64(pixels)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mpix/s")
}

// BenchmarkPrimitives measures each primitive on whole frames. The
// "baseline" sub-benchmark is the cheapest possible pass over the same
// pixels (summing one channel), so the ratios say what each primitive
// costs above touching the memory.
func BenchmarkPrimitives(b *testing.B) {
	warm := RGBRange{140, 255, 0, 255, 0, 110}
	yellow := HSVRange{50, 70, 0.35, 1, 0.6, 1}
	for _, sz := range benchSizes {
		f := benchFrame(sz[0], sz[1])
		n := sz[0] * sz[1]
		m, _ := MaskRGB(f, warm)
		y, _ := MaskHSV(f, yellow)
		var encoded bytes.Buffer
		_ = png.Encode(&encoded, f.Img)
		cases := []struct {
			name string
			fn   func()
		}{
			{"baseline", func() {
				s := 0
				for i := 0; i < len(f.Img.Pix); i += 4 {
					s += int(f.Img.Pix[i])
				}
				sink = s
			}},
			{"MaskRGB", func() { _, _ = MaskRGB(f, warm) }},
			{"MaskHSV", func() { _, _ = MaskHSV(f, yellow) }},
			{"And", func() { _, _ = m.And(y) }},
			{"AndHSV", func() { _, _ = m.AndHSV(f, yellow) }},
			{"Open1", func() { _, _ = m.Open(1) }},
			{"Close3", func() { _, _ = m.Close(3) }},
			{"Components", func() { _, _ = Components(m, BlobOptions{}) }},
			{"ComponentsStats", func() { _, _ = Components(m, BlobOptions{Frame: f, Count: []*Mask{y}}) }},
			{"Histogram", func() { _, _ = Histogram(f, nil) }},
			{"ScaleHalf", func() { _, _ = Scale(f, sz[0]/2, sz[1]/2) }},
			{"Region", func() { _, _ = f.Region(image.Rect(10, 10, 200, 200)) }},
			{"DecodePNG", func() { _, _ = Decode(encoded.Bytes(), 0, Source{}) }},
		}
		// Interleaved: every primitive once per iteration, so that load on
		// the machine hits them all alike; reports each one's time over the
		// baseline's and its throughput.
		b.Run(fmt.Sprintf("%dx%d/interleaved", sz[0], sz[1]), func(b *testing.B) {
			// Thread CPU time, not wall time: on a loaded machine the wall
			// clock also counts waiting for a core.
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			spent := make([]time.Duration, len(cases))
			for b.Loop() {
				for i, c := range cases {
					t0 := cputime.Thread()
					c.fn()
					spent[i] += cputime.Thread() - t0
				}
			}
			for i, c := range cases[1:] {
				b.ReportMetric(float64(spent[i+1])/float64(spent[0]), c.name+"/baseline")
				b.ReportMetric(float64(n)*float64(b.N)/spent[i+1].Seconds()/1e6, c.name+"-Mpix/s")
			}
		})
		for _, c := range cases {
			b.Run(fmt.Sprintf("%dx%d/%s", sz[0], sz[1], c.name), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					c.fn()
				}
				reportMPix(b, n)
			})
		}
	}
}

var sink int

// BenchmarkColorScan: three colour sets made into integrals, two of them
// also kept as masks, by ColorTable.Scan in one pass against
// MaskColorSets and three NewIntegral passes (640×360).
func BenchmarkColorScan(b *testing.B) {
	f := benchFrame(640, 360)
	rng := rand.New(rand.NewSource(2))
	sets := randColorSets(rng, 3, 3000)
	tab, err := NewColorTable(sets...)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("scan", func(b *testing.B) {
		for b.Loop() {
			if _, _, err := tab.Scan(f, true, true); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("masks+integrals", func(b *testing.B) {
		for b.Loop() {
			ms, err := MaskColorSets(f, sets...)
			if err != nil {
				b.Fatal(err)
			}
			for _, m := range ms {
				if _, err := NewIntegral(m); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
}

// BenchmarkDecodeLarge decodes a large frame (2048×2048; the figures
// scale with the pixels) from each common encoding, by Decode ("new")
// and by the old conversion, draw.Draw of the decoded image into a new
// RGBA ("old"). "new" also reports its bytes allocated per decode over
// old's, measured in the same run (old-bytes-ratio).
func BenchmarkDecodeLarge(b *testing.B) {
	const w, h = 2048, 2048
	encs := encodings(b, w, h)
	for _, name := range []string{"NRGBA png", "RGBA png", "NRGBA64 png", "paletted png", "gray png", "YCbCr jpeg"} {
		data := encs[name]
		old := func() { oldDecode(b, data) }
		decode := func() {
			if _, err := Decode(data, MaxPixels, Source{}); err != nil {
				b.Fatal(err)
			}
		}
		bytesOf := func(fn func()) uint64 {
			var m0, m1 runtime.MemStats
			runtime.ReadMemStats(&m0)
			fn()
			runtime.ReadMemStats(&m1)
			return m1.TotalAlloc - m0.TotalAlloc
		}
		key := strings.ReplaceAll(name, " ", "-")
		b.Run(key+"/old", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				old()
			}
		})
		b.Run(key+"/new", func(b *testing.B) {
			b.ReportAllocs()
			base := bytesOf(old)
			for b.Loop() {
				decode()
			}
			b.ReportMetric(float64(bytesOf(decode))/float64(base), "old-bytes-ratio")
		})
	}
}
