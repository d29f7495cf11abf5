package render

import (
	mc "github.com/skillrun/skillrun/examples/minecraft"
)

// SnapshotWorld reads blocks from a snapshot, and outside its box the
// superflat ground both worlds stand on (stone to y 20, grass at 21).
// It lets frames be drawn from any world that can snapshot, the live
// server included.
type SnapshotWorld struct{ S *mc.Snapshot }

// Block implements World.
func (w SnapshotWorld) Block(p mc.Pos) string {
	if b := w.S.At(p); b != "" {
		return b
	}
	switch {
	case p.Y < 0:
		return "void_air"
	case p.Y == 0:
		return mc.Bedrock
	case p.Y <= 20:
		return mc.Stone
	case p.Y == 21:
		return mc.GrassBlock
	}
	return mc.Air
}

// OpenSky implements openSky: outside the snapshot's box, the superflat
// ground is air from y 22 up.
func (w SnapshotWorld) OpenSky() (box mc.Region, y int) {
	return mc.Region{Min: w.S.Min, Max: w.S.Max}, 22
}

// PlayerCamera is the camera at a snapshot's player's eyes.
func PlayerCamera(s *mc.Snapshot, width, height int) Camera {
	return Camera{Eye: s.Player.Eye(), Yaw: s.Player.Yaw, Pitch: s.Player.Pitch, Width: width, Height: height}
}
