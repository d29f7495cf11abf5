package helper

// Helper is not a skill: no Run, no Detect.
func Helper() int { return 1 }
