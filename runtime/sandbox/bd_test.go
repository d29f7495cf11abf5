package sandbox

import (
	_ "embed"
	"testing"
)

//go:embed bdskill_test.go
var bdSkill string

func TestBD(t *testing.T) { runsAsCompiled(t, bdSkill, "bdRun", bdRun) }
