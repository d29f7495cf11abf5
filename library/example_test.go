package library_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/sandbox"
)

// A library is a directory of skill files; run one by name with JSON
// arguments.
func ExampleLibrary_Run() {
	dir, _ := os.MkdirTemp("", "lib")
	defer os.RemoveAll(dir)
	os.WriteFile(filepath.Join(dir, "greet.go"), []byte(`// Greet someone.
package greet

import "github.com/skillrun/skillrun/skills"

type Args struct {
	Name string `+"`json:\"name\"`"+`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"greeting": "hello, " + args.Name}, nil
}
`), 0o644)
	lib, err := library.Open(dir, library.Options{Executor: sandbox.NewInProcess(sandbox.Options{})})
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := lib.Run(context.Background(), "greet", library.Request{Args: []byte(`{"name": "Steve"}`)})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Result["greeting"])
	for _, m := range lib.List() {
		fmt.Println(m.Name, m.Kind, m.Description)
	}
	// Output:
	// hello, Steve
	// greet procedure Greet someone.
}
