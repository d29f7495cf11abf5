// Package voxel is a deterministic pure-Go block world with the same
// actions, observations and rules as the live Minecraft bridge: the
// simulator that verification re-simulates recorded episodes in.
//
// The terrain outside any block that was set is flying-squid's superflat
// world as the live bridge configures it (bedrock at y 0, stone up to y 20,
// grass at y 21), so a snapshot of a box taken on the live server restores
// into the same scene. The player falls until it lands, takes fall damage
// beyond three blocks, dies in lava and burns in fire; mobs stand still (as
// on the server, which runs no mob AI).
//
// Goals: determinism (the same actions give the same world, bit for bit),
// speed, and snapshots that restore exactly. Non-goals: Minecraft physics
// beyond whole-block movement, block gravity, mob behaviour.
package voxel
