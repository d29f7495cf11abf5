package main

import (
	"github.com/skillrun/skillrun/examples/kicad/episodes"
	"github.com/skillrun/skillrun/examples/minecraft/scenario"
	"github.com/skillrun/skillrun/verify"
)

// simRegistry returns the simulators verification may re-simulate
// episodes in: the Minecraft voxel world and KiCad schematics.
func (a *app) simRegistry() (*verify.Registry, error) {
	return verify.NewRegistry(scenario.Simulator{}, episodes.NewSimulator(episodes.Options{}))
}
