package detectors

import "fmt"

// RGBRange selects pixels whose red, green and blue components (0–255)
// each lie within [Min, Max], bounds included. Fields are ints so that an
// out-of-range value is reported rather than silently wrapped.
type RGBRange struct {
	RMin, RMax int
	GMin, GMax int
	BMin, BMax int
}

// Validate reports an error naming the first field out of 0–255 or the
// first component whose Min exceeds its Max.
func (r RGBRange) Validate() error {
	ch := []struct {
		name     string
		min, max int
	}{{"R", r.RMin, r.RMax}, {"G", r.GMin, r.GMax}, {"B", r.BMin, r.BMax}}
	for _, c := range ch {
		if c.min < 0 || c.min > 255 {
			return fmt.Errorf("%w: %sMin %d is outside 0..255", ErrBadRange, c.name, c.min)
		}
		if c.max < 0 || c.max > 255 {
			return fmt.Errorf("%w: %sMax %d is outside 0..255", ErrBadRange, c.name, c.max)
		}
		if c.min > c.max {
			return fmt.Errorf("%w: %sMin %d exceeds %sMax %d", ErrBadRange, c.name, c.min, c.name, c.max)
		}
	}
	return nil
}

// Contains reports whether the colour lies in the range.
func (r RGBRange) Contains(cr, cg, cb uint8) bool {
	return int(cr) >= r.RMin && int(cr) <= r.RMax &&
		int(cg) >= r.GMin && int(cg) <= r.GMax &&
		int(cb) >= r.BMin && int(cb) <= r.BMax
}

// HSVRange selects pixels by hue (degrees, 0–360), saturation and value
// (both 0–1), bounds included. When HMin > HMax the hue range wraps through
// 0 (red: HMin 340, HMax 20). Grey pixels (saturation 0) have hue 0.
type HSVRange struct {
	HMin, HMax float64
	SMin, SMax float64
	VMin, VMax float64
}

// Validate reports an error naming the first field out of bounds or the
// first of S, V whose Min exceeds its Max.
func (r HSVRange) Validate() error {
	if !(r.HMin >= 0 && r.HMin <= 360) {
		return fmt.Errorf("%w: HMin %v is outside 0..360", ErrBadRange, r.HMin)
	}
	if !(r.HMax >= 0 && r.HMax <= 360) {
		return fmt.Errorf("%w: HMax %v is outside 0..360", ErrBadRange, r.HMax)
	}
	ch := []struct {
		name     string
		min, max float64
	}{{"S", r.SMin, r.SMax}, {"V", r.VMin, r.VMax}}
	for _, c := range ch {
		if !(c.min >= 0 && c.min <= 1) {
			return fmt.Errorf("%w: %sMin %v is outside 0..1", ErrBadRange, c.name, c.min)
		}
		if !(c.max >= 0 && c.max <= 1) {
			return fmt.Errorf("%w: %sMax %v is outside 0..1", ErrBadRange, c.name, c.max)
		}
		if c.min > c.max {
			return fmt.Errorf("%w: %sMin %v exceeds %sMax %v", ErrBadRange, c.name, c.min, c.name, c.max)
		}
	}
	return nil
}

// Contains reports whether the colour lies in the range.
// It builds a small table each call: test many pixels with MaskHSV.
func (r HSVRange) Contains(cr, cg, cb uint8) bool {
	return newHSVTest(&r).in(cr, cg, cb)
}

// RGBToHSV converts a colour to hue in degrees [0, 360), saturation and
// value in [0, 1].
func RGBToHSV(r, g, b uint8) (h, s, v float64) {
	mx, mn := int(r), int(r)
	if int(g) > mx {
		mx = int(g)
	}
	if int(b) > mx {
		mx = int(b)
	}
	if int(g) < mn {
		mn = int(g)
	}
	if int(b) < mn {
		mn = int(b)
	}
	v = float64(mx) / 255
	if mx == 0 {
		return 0, 0, v
	}
	d := float64(mx - mn)
	s = d / float64(mx)
	if d == 0 {
		return 0, s, v
	}
	switch mx {
	case int(r):
		h = 60 * float64(int(g)-int(b)) / d
	case int(g):
		h = 60*float64(int(b)-int(r))/d + 120
	default:
		h = 60*float64(int(r)-int(g))/d + 240
	}
	if h < 0 {
		h += 360
	}
	return h, s, v
}
