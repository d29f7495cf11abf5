// Package viewer draws Minecraft frames with the real client's renderer:
// prismarine-viewer, the renderer mineflayer users run headless, through
// WebGL (node-canvas-webgl: node-canvas and headless gl) under an X display
// (Xvfb). The JavaScript lives in examples/minecraft/bridge/viewer
// (frames.js, dataset.js) with its own lockfile; ci/setup.d installs it.
//
// Two users: the live bridge (package live) loads frames.js to draw what
// the bot sees at every step, and Generate builds labelled data sets of
// scenes (blazes among warm blocks, at every angle, size and light) for the
// blaze detector's calibration and held-out evaluation. Every frame comes
// with its ground truth from the same camera and models as the picture
// (detectors.Truth: visible box, visible pixels, whole box, share shown).
//
// Goals: frames as a player sees them, truth without a person, sets that
// are laid out the same on every run (seeded; a few frames may differ where the mesher's timing does). Non-goals: speed (a frame costs tens
// to hundreds of milliseconds of software GL), committed images (frames and
// textures are made at test time from npm packages, never committed).
package viewer
