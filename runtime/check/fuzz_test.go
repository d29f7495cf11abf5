package check

import (
	"bytes"
	"testing"

	"github.com/skillrun/skillrun/runtime/sandbox/sandboxtest"
)

var procedure = sandboxtest.Procedure

// FuzzCheck feeds arbitrary source to the checker: it must never panic,
// and whatever it accepts must normalise to source that still type-checks
// and has a stable version.
func FuzzCheck(f *testing.F) {
	f.Add([]byte(procedure("\treturn nil, nil")))
	f.Add([]byte(procedure("\ts := 0\n\tfor i := range args.N {\n\t\ts = max(s, i)\n\t}\n\treturn skills.Result{\"s\": s}, nil")))
	f.Add([]byte(procedure("\tvar fs []func() int\n\tfor i := 0; i < 3; i++ {\n\t\tfs = append(fs, func() int { return i })\n\t}\n\tm := map[int]int{}\n\tclear(m)\n\treturn nil, nil")))
	f.Add([]byte("//skillrun:tags a,b\n//skillrun:timeout 1s\npackage s\n"))
	f.Add([]byte("package s\n\nimport \"os\"\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		u, err := Check("f.go", src)
		if err != nil {
			return
		}
		if err := typeCheckOnly(mustUniverse(t), "f.go", u.Code); err != nil {
			t.Fatalf("normalised source does not type-check: %v\n%s", err, u.Code)
		}
		u2, err := Check("f.go", src)
		if err != nil || u2.Version() != u.Version() || !bytes.Equal(u2.Code, u.Code) {
			t.Fatalf("second check differs: %v", err)
		}
	})
}

func mustUniverse(t *testing.T) *universe {
	u, err := theUniverse()
	if err != nil {
		t.Fatal(err)
	}
	return u
}
