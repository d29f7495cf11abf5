package minecraft

// Block names used by the rules. Any other name is an ordinary solid block
// that drops itself.
const (
	Air         = "air"
	CaveAir     = "cave_air"
	Water       = "water"
	Lava        = "lava"
	Fire        = "fire"
	Bedrock     = "bedrock"
	Stone       = "stone"
	Cobblestone = "cobblestone"
	GrassBlock  = "grass_block"
	Dirt        = "dirt"
	Netherrack  = "netherrack"
)

// Passable reports whether a player's body can occupy the block (air,
// liquids, fire).
func Passable(name string) bool {
	switch name {
	case Air, CaveAir, "void_air", Water, Lava, Fire, "":
		return true
	}
	return false
}

// Solid reports whether a block supports a player standing on it and can
// be placed against.
func Solid(name string) bool { return !Passable(name) }

// Replaceable reports whether a block can be placed into (air, liquids, fire).
func Replaceable(name string) bool { return Passable(name) }

// Hazard names the hazard a block is, or "" (lava and fire).
func Hazard(name string) string {
	switch name {
	case Lava, Fire:
		return name
	}
	return ""
}

// Breakable reports whether a player can dig the block.
func Breakable(name string) bool { return Solid(name) && name != Bedrock && name != "barrier" }

// Drop is the item a dug block gives.
func Drop(name string) string {
	switch name {
	case Stone:
		return Cobblestone
	case GrassBlock:
		return Dirt
	case "coal_ore":
		return "coal"
	case "diamond_ore":
		return "diamond"
	}
	return name
}

// Hazard damage, in half-hearts of a 20-point health bar.
const (
	MaxHealth  = 20.0
	LavaDamage = 20.0 // lava kills
	FireDamage = 2.0
	// SafeFall is the distance a player can fall without damage; each
	// further block costs one point.
	SafeFall = 3
	// AttackDamage is what one hit does (the server's rule: weapons do not
	// change it).
	AttackDamage = 1.0
)

// FallDamage is the damage of a fall of n blocks.
func FallDamage(n int) float64 {
	if n <= SafeFall {
		return 0
	}
	return float64(n - SafeFall)
}
