// Package minecraft is the vocabulary shared by skillrun's Minecraft example
// domain: block coordinates and geometry, block properties, the observation
// and action format that skills see, the rules every world applies (reach,
// placement support, aiming, hazards, falling), voxel snapshots, and the
// Harness that builds scenario fixtures.
//
// Two worlds implement it and present exactly the same observations and
// actions, so a skill runs unchanged on both: package voxel, a
// deterministic pure-Go block world (the simulator that verification
// re-simulates in), and package live, a real flying-squid server with a
// mineflayer bot driven over JSON lines.
//
// The subpackages:
//
//   - voxel: the deterministic simulator (snapshots restore exactly).
//   - live: the adapter for bridge/bridge.js (flying-squid + mineflayer on
//     Node, JSON lines on fds 3/4), with the harness operations.
//   - render: frames of the voxel world from the player's eyes.
//   - scenario: the scenes, episode recording into memory (episode, index
//     rows, grid cells) and the re-simulation checker (a verify.Simulator).
//   - skills/<name>: the research's procedures as skill files, one package
//     each, embedded in Skills for binaries.
//
// Coordinates follow Minecraft: x grows east, y up, z south; north is -z.
// Yaw and pitch follow mineflayer: radians, yaw 0 faces north and grows
// counter-clockwise (π/2 faces west), pitch > 0 looks up.
//
// Goals: one definition of every rule, used by both worlds; deterministic,
// JSON-stable snapshots. Non-goals: a Minecraft simulator; mob AI, redstone,
// block physics (sand falls in neither world).
package minecraft
