// Package render draws what the player sees in a voxel world: a pinhole
// camera at the player's eyes (its yaw and pitch), one ray per pixel
// marched through the blocks (and tested against the mobs' boxes), each
// hit coloured from a 16×16 block texture, with a little shading per face.
//
// It gives the Minecraft example frames of real scenes for the image
// detectors (the blaze detector) without the live stack's WebGL renderer,
// which needs Xvfb and a seven-minute native build. Textures are supplied
// by the caller (Mojang's, fetched at test time, never committed): the
// renderer has none of its own beyond flat fallback colours.
//
// Goals: deterministic frames, correct geometry (what is in view, at what
// size, occlusion). Non-goals: Minecraft's models (fire and plants are
// drawn as textured cubes, mobs as textured boxes), lighting, speed.
package render
