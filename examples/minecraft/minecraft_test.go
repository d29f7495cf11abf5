package minecraft

import (
	"encoding/json"
	"math"
	"testing"
)

func TestParsePos(t *testing.T) {
	tests := []struct {
		in   string
		want Pos
		ok   bool
	}{
		{"1,2,3", Pos{1, 2, 3}, true},
		{"block@-4, 21 ,7", Pos{-4, 21, 7}, true},
		{"1,2", Pos{}, false},
		{"a,2,3", Pos{}, false},
		{"1.5,2,3", Pos{}, false},
	}
	for _, tt := range tests {
		got, err := ParsePos(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParsePos(%q) = %v, %v; want %v, ok=%v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func TestYawPitchAndFacing(t *testing.T) {
	tests := []struct {
		to     Vec
		facing string
	}{
		{Vec{0, 0, -5}, "north"},
		{Vec{-5, 0, 0}, "west"},
		{Vec{0, 0, 5}, "south"},
		{Vec{5, 0, 0}, "east"},
	}
	for _, tt := range tests {
		yaw, pitch := YawPitch(Vec{}, tt.to)
		if got := Facing(yaw); got != tt.facing {
			t.Errorf("Facing(YawPitch(0, %v)) = %s; want %s", tt.to, got, tt.facing)
		}
		d := LookDir(yaw, pitch)
		want := Vec{tt.to.X / 5, 0, tt.to.Z / 5}
		if d.Sub(want).Len() > 1e-9 {
			t.Errorf("LookDir(YawPitch(0, %v)) = %v; want %v", tt.to, d, want)
		}
	}
	_, pitch := YawPitch(Vec{}, Vec{0, 1, -1})
	if math.Abs(pitch-math.Pi/4) > 1e-9 {
		t.Errorf("pitch looking up 45° = %v", pitch)
	}
}

func TestBlockEpsilon(t *testing.T) {
	if got := (Vec{27.99999999999945, 22, -0.0000001}).Block(); got != (Pos{28, 22, 0}) {
		t.Errorf("Block() = %v; want 28,22,0", got)
	}
}

func TestRayHits(t *testing.T) {
	b := Entity{Pos: Vec{0.5, 0, -3.5}, Width: 0.6, Height: 1.8}.Box()
	eye := Vec{0.5, EyeHeight, 0.5}
	yaw, pitch := YawPitch(eye, Vec{0.5, 0.9, -3.5})
	if _, ok := b.RayHits(eye, LookDir(yaw, pitch), 5); !ok {
		t.Error("ray aimed at the box centre misses")
	}
	if _, ok := b.RayHits(eye, LookDir(yaw+0.5, pitch), 5); ok {
		t.Error("ray 0.5 rad off hits")
	}
	if _, ok := b.RayHits(eye, LookDir(yaw, pitch), 2); ok {
		t.Error("ray hits beyond its length")
	}
}

func TestDecodeSnapshotErrors(t *testing.T) {
	for _, in := range []string{
		`{"min":[0,0,0],"max":[0,0,0],"palette":["air"],"blocks":[1]}`,
		`{"min":[0,0,0],"max":[1,0,0],"palette":["air"],"blocks":[0]}`,
		`{"min":[1,0,0],"max":[0,0,0],"palette":["air"],"blocks":[]}`,
		`{"min":[0,0,0],"max":[0,0,0],"palette":[""],"blocks":[0]}`,
		`{"bogus":1}`,
		`[`,
	} {
		if _, err := DecodeSnapshot([]byte(in)); err == nil {
			t.Errorf("DecodeSnapshot(%s) = nil error; want one", in)
		}
	}
}

func FuzzDecodeSnapshot(f *testing.F) {
	s := NewSnapshot(Region{Min: Pos{0, 0, 0}, Max: Pos{1, 0, 0}, Names: []string{"stone", "lava"}}, State{Player: Player{Health: 20}})
	b, _ := json.Marshal(s)
	f.Add(b)
	f.Add([]byte(`{"min":[0,0,0],"max":[-1,0,0]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := DecodeSnapshot(data)
		if err != nil {
			return
		}
		r := s.Region()
		if len(r.Names) != Volume(s.Min, s.Max) {
			t.Fatalf("region of a valid snapshot has %d names, box %d", len(r.Names), Volume(s.Min, s.Max))
		}
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := DecodeSnapshot(b); err != nil {
			t.Fatalf("re-decode: %v", err)
		}
	})
}

func FuzzParsePos(f *testing.F) {
	for _, s := range []string{"1,2,3", "block@-1,0,5", ",,", "1,2,3,4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePos(s)
		if err != nil {
			return
		}
		q, err := ParsePos(p.String())
		if err != nil || q != p {
			t.Fatalf("ParsePos(%q) = %v, but its String %q parses to %v, %v", s, p, p.String(), q, err)
		}
	})
}
