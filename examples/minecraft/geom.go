package minecraft

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Pos is a block position.
type Pos struct{ X, Y, Z int }

// Add returns p moved by d.
func (p Pos) Add(d Pos) Pos { return Pos{p.X + d.X, p.Y + d.Y, p.Z + d.Z} }

// Center returns the centre of the block's floor: where a player stands
// when centred on it.
func (p Pos) Center() Vec { return Vec{float64(p.X) + 0.5, float64(p.Y), float64(p.Z) + 0.5} }

// Mid returns the centre of the block's volume.
func (p Pos) Mid() Vec { return Vec{float64(p.X) + 0.5, float64(p.Y) + 0.5, float64(p.Z) + 0.5} }

// String renders p as "x,y,z".
func (p Pos) String() string { return fmt.Sprintf("%d,%d,%d", p.X, p.Y, p.Z) }

// ObjectID names the block at p as an action object: "block@x,y,z".
func (p Pos) ObjectID() string { return "block@" + p.String() }

// ParsePos reads "x,y,z", optionally prefixed by a block name and "@"
// ("block@x,y,z", "stone@x,y,z").
func ParsePos(s string) (Pos, error) {
	_, p, err := ParseObject(s)
	return p, err
}

// ParseObject reads an action object "name@x,y,z" (or "x,y,z"): the block
// name the actor expects there ("" or "block" for any) and the position.
// Naming the block makes it the object's class in memory ("stone",
// "lava"), and the rules check it.
func ParseObject(s string) (name string, p Pos, err error) {
	if i := strings.IndexByte(s, '@'); i >= 0 {
		name, s = s[:i], s[i+1:]
		if name == "block" {
			name = ""
		}
	}
	p, err = parseXYZ(s)
	return name, p, err
}

func parseXYZ(s string) (Pos, error) {
	parts := strings.Split(s, ",")
	if len(parts) != 3 {
		return Pos{}, fmt.Errorf("block position %q: want x,y,z", s)
	}
	var v [3]int
	for i, part := range parts {
		n, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil {
			return Pos{}, fmt.Errorf("block position %q: coordinate %d is not an integer", s, i+1)
		}
		if n > MaxCoord || n < -MaxCoord {
			return Pos{}, fmt.Errorf("block position %q: coordinate %d is outside the world (at most %d from its centre)", s, i+1, MaxCoord)
		}
		v[i] = n
	}
	return Pos{v[0], v[1], v[2]}, nil
}

// MaxCoord bounds a block coordinate an action names: Minecraft's world
// border. Positions come from skills; past it, differences overflow: a
// walk to x = -2⁶³ measured its length as -2⁶³ blocks, under MaxWalk,
// and walked until its run's deadline, in the host (the voxel world) or
// the live bot.
const MaxCoord = 30_000_000

// Directions as unit offsets.
var (
	North = Pos{0, 0, -1}
	South = Pos{0, 0, 1}
	East  = Pos{1, 0, 0}
	West  = Pos{-1, 0, 0}
	Up    = Pos{0, 1, 0}
	Down  = Pos{0, -1, 0}
)

// Faces are the six neighbour offsets in a fixed order (used wherever a
// rule scans neighbours, so both worlds pick the same one).
var Faces = []Pos{Down, North, South, West, East, Up}

// Vec is a point in space.
type Vec struct{ X, Y, Z float64 }

// Add returns v+w.
func (v Vec) Add(w Vec) Vec { return Vec{v.X + w.X, v.Y + w.Y, v.Z + w.Z} }

// Sub returns v-w.
func (v Vec) Sub(w Vec) Vec { return Vec{v.X - w.X, v.Y - w.Y, v.Z - w.Z} }

// Len returns the length of v.
func (v Vec) Len() float64 { return math.Sqrt(v.X*v.X + v.Y*v.Y + v.Z*v.Z) }

// Block returns the block containing v. It floors with a small epsilon so
// that 27.99999999999945 (a live position after walking) reads as 28.
func (v Vec) Block() Pos {
	const eps = 1e-6
	return Pos{int(math.Floor(v.X + eps)), int(math.Floor(v.Y + eps)), int(math.Floor(v.Z + eps))}
}

// Slice returns v as [x, y, z].
func (v Vec) Slice() []any { return []any{v.X, v.Y, v.Z} }

// EyeHeight is how far above the feet a player's eyes are.
const EyeHeight = 1.62

// Reach is how far (eyes to block centre, or to an entity's nearest point)
// a player can dig, place and attack.
const Reach = 4.5

// YawPitch returns the yaw and pitch that look from `from` towards `to`.
func YawPitch(from, to Vec) (yaw, pitch float64) {
	d := to.Sub(from)
	yaw = math.Atan2(-d.X, -d.Z)
	pitch = math.Atan2(d.Y, math.Hypot(d.X, d.Z))
	return yaw, pitch
}

// LookDir returns the unit vector a player with this yaw and pitch looks along.
func LookDir(yaw, pitch float64) Vec {
	return Vec{-math.Sin(yaw) * math.Cos(pitch), math.Sin(pitch), -math.Cos(yaw) * math.Cos(pitch)}
}

// Facing names the horizontal direction closest to yaw.
func Facing(yaw float64) string {
	a := math.Mod(yaw, 2*math.Pi)
	if a < 0 {
		a += 2 * math.Pi
	}
	switch int(math.Floor((a + math.Pi/4) / (math.Pi / 2))) {
	case 1:
		return "west"
	case 2:
		return "south"
	case 3:
		return "east"
	}
	return "north"
}

// Box is an axis-aligned box.
type Box struct{ Min, Max Vec }

// RayHits reports whether the ray from o along unit d hits b within maxDist,
// and at what distance (slab method).
func (b Box) RayHits(o, d Vec, maxDist float64) (float64, bool) {
	tmin, tmax := 0.0, maxDist
	for _, ax := range [3][4]float64{
		{o.X, d.X, b.Min.X, b.Max.X},
		{o.Y, d.Y, b.Min.Y, b.Max.Y},
		{o.Z, d.Z, b.Min.Z, b.Max.Z},
	} {
		oo, dd, lo, hi := ax[0], ax[1], ax[2], ax[3]
		if math.Abs(dd) < 1e-12 {
			if oo < lo || oo > hi {
				return 0, false
			}
			continue
		}
		t1, t2 := (lo-oo)/dd, (hi-oo)/dd
		if t1 > t2 {
			t1, t2 = t2, t1
		}
		tmin, tmax = math.Max(tmin, t1), math.Min(tmax, t2)
		if tmin > tmax {
			return 0, false
		}
	}
	return tmin, true
}

// Dist returns the distance from p to the nearest point of b.
func (b Box) Dist(p Vec) float64 {
	c := func(v, lo, hi float64) float64 { return math.Max(lo, math.Min(v, hi)) }
	return p.Sub(Vec{c(p.X, b.Min.X, b.Max.X), c(p.Y, b.Min.Y, b.Max.Y), c(p.Z, b.Min.Z, b.Max.Z)}).Len()
}

// P returns the block position (x, y, z).
func P(x, y, z int) Pos { return Pos{x, y, z} }

// V returns the point (x, y, z).
func V(x, y, z float64) Vec { return Vec{x, y, z} }

// MarshalJSON writes p as [x, y, z].
func (p Pos) MarshalJSON() ([]byte, error) { return json.Marshal([3]int{p.X, p.Y, p.Z}) }

// UnmarshalJSON reads [x, y, z].
func (p *Pos) UnmarshalJSON(b []byte) error {
	var v [3]int
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("block position: want [x, y, z] integers: %w", err)
	}
	*p = Pos{v[0], v[1], v[2]}
	return nil
}

// MarshalJSON writes v as [x, y, z].
func (v Vec) MarshalJSON() ([]byte, error) { return json.Marshal([3]float64{v.X, v.Y, v.Z}) }

// UnmarshalJSON reads [x, y, z].
func (v *Vec) UnmarshalJSON(b []byte) error {
	var a [3]float64
	if err := json.Unmarshal(b, &a); err != nil {
		return fmt.Errorf("point: want [x, y, z] numbers: %w", err)
	}
	*v = Vec{a[0], a[1], a[2]}
	return nil
}
