// Package mcdomain is the Minecraft example as a skillrun domain (a
// domain.Domain value, Domain): the environments agents' sessions open
// ("voxel", and "minecraft", the live flying-squid server, with skillrun
// serve --bridge), the voxel-world simulator verification re-simulates in,
// the bench data with perturbed-scene variants, and `skillrun example
// minecraft`. It lives apart from package minecraft because the
// vocabulary there is imported by the worlds and scenarios this package
// wires together.
package mcdomain
