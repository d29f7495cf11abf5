package detectors_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"

	"github.com/skillrun/skillrun/detectors"
)

// paint fills r of f with c.
func paint(f *detectors.Frame, r image.Rectangle, c color.RGBA) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			f.Img.SetRGBA(x, y, c)
		}
	}
}

// A detector in the manner of the blaze detector: segment warm blobs,
// group the parts that lie close together, and keep the groups with
// enough yellow.
func Example() {
	f, _ := detectors.NewFrame(120, 60, detectors.Source{Kind: "file", ID: "demo.png"})
	orange := color.RGBA{230, 110, 10, 255}
	yellow := color.RGBA{255, 245, 70, 255}
	// A "blaze": a yellow head over two orange rods, 2 px apart.
	paint(f, image.Rect(10, 10, 20, 18), yellow)
	paint(f, image.Rect(10, 20, 13, 35), orange)
	paint(f, image.Rect(17, 20, 20, 35), orange)
	// "Fire": orange only.
	paint(f, image.Rect(70, 20, 95, 40), orange)

	warm, _ := detectors.MaskRGB(f, detectors.RGBRange{RMin: 140, RMax: 255, GMin: 0, GMax: 255, BMin: 0, BMax: 110})
	lemon, _ := detectors.MaskHSV(f, detectors.HSVRange{HMin: 50, HMax: 70, SMin: 0.35, SMax: 1, VMin: 0.6, VMax: 1})
	blobs, _ := detectors.Components(warm, detectors.BlobOptions{Count: []*detectors.Mask{lemon}})
	groups, _ := detectors.GroupBlobs(blobs, detectors.GroupOptions{Gap: 2})
	for _, g := range groups {
		fmt.Printf("%v area %d yellow %.2f blaze %v\n", g.Box, g.Area, g.Fraction(0), g.Fraction(0) >= 0.10)
	}
	// Output:
	// (70,20)-(95,40) area 500 yellow 0.00 blaze false
	// (10,10)-(20,35) area 170 yellow 0.47 blaze true
}

// A frame over a buffer that something else owns (a memory-mapped file, a
// camera's buffer): nothing is copied, and region views share it too.
func ExampleFrameFromPix() {
	const w, h, stride = 4, 2, 20 // rows padded to 20 bytes
	pix := make([]byte, h*stride)
	f, err := detectors.FrameFromPix(pix, w, h, stride, detectors.Source{Kind: "camera", ID: "cam0"})
	if err != nil {
		fmt.Println(err)
		return
	}
	pix[stride+4*3] = 255 // pixel (3, 1) turns red in the buffer...
	v, _ := f.Region(image.Rect(2, 1, 4, 2))
	r, _, _, _, _ := v.At(3, 1) // ...and the view sees it
	fmt.Println(v.Bounds(), r)
	_, err = detectors.FrameFromPix(pix, w, h, 8, detectors.Source{})
	fmt.Println(err)
	// Output:
	// (2,1)-(4,2) 255
	// frame from pixels: bad frame: stride 8 is less than 4×width 16
}

// Images too large are rejected from their header, before decoding.
func ExampleDecode() {
	f, _ := detectors.NewFrame(64, 64, detectors.Source{})
	var buf bytes.Buffer
	_ = detectors.EncodePNG(&buf, f)
	_, err := detectors.Decode(buf.Bytes(), 1000, detectors.Source{Kind: "file", ID: "big.png"})
	fmt.Println(err)
	// Output:
	// decode image "big.png": image too large: png header gives 64×64 = 4096 pixels, over the limit of 1000 pixels
}
