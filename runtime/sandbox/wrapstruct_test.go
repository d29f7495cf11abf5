package sandbox

import (
	_ "embed"
	"testing"
)

//go:embed wrapstructskill_test.go
var wrapStructSkill string

// TestWrapStructError: errors of the skill's struct type wrapped by
// fmt.Errorf, as compiled Go finds them (see wrapstructskill_test.go).
func TestWrapStructError(t *testing.T) { runsAsCompiled(t, wrapStructSkill, "wsRun", wsRun) }
