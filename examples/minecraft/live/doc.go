// Package live drives a real Minecraft server: it starts bridge.js (a
// flying-squid server and a mineflayer bot in one Node process, see
// examples/minecraft/bridge), speaks JSON lines with it on file descriptors
// 3 and 4, and presents it as a skills.World with the same actions,
// observations and rules as the voxel simulator (both go through
// minecraft.Rules), plus the minecraft.Harness operations that build
// scenario fixtures on the server and read the world back from it.
//
// The bridge process runs in its own process group; a call that overruns
// its timeout, a cancelled context or Close kills the whole group.
//
// Goals: a live world that skills cannot tell from the simulator except by
// its speed. Non-goals: survival gameplay, mob AI, more than one bot.
package live
