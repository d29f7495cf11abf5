// Package builtin holds the skills that ship with skillrun. Each is an
// ordinary skill file in a package of its own (observe, act, sequence,
// retry, ...): compiled into the binary for speed, and embedded as source so
// the interpreter can load the very same code (tests run both and compare).
package builtin

import (
	"context"
	"embed"
	"fmt"
	"path"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/library/builtin/act"
	"github.com/skillrun/skillrun/library/builtin/observe"
	"github.com/skillrun/skillrun/library/builtin/retry"
	"github.com/skillrun/skillrun/library/builtin/sequence"
	"github.com/skillrun/skillrun/runtime/executor"
	"github.com/skillrun/skillrun/skills"
)

//go:embed observe/observe.go act/act.go sequence/sequence.go retry/retry.go
var sources embed.FS

// Native is a built-in's natively compiled entry point.
type Native = func(ctx context.Context, env skills.Env, req *executor.Request) (*executor.Response, error)

// procedure adapts a compiled procedure to the library's native entry.
func procedure[A any](run func(skills.Env, A) (skills.Result, error)) Native {
	return func(_ context.Context, env skills.Env, req *executor.Request) (*executor.Response, error) {
		var a A
		if err := skills.DecodeArgs(req.Args, &a); err != nil {
			return nil, err
		}
		r, err := run(env, a)
		if err != nil {
			// The skill's own error, as when interpreted (skills.Returned).
			return nil, skills.Returned(err)
		}
		return &executor.Response{Result: r}, nil
	}
}

var natives = map[string]Native{
	"observe":  procedure(observe.Run),
	"act":      procedure(act.Run),
	"sequence": procedure(sequence.Run),
	"retry":    procedure(retry.Run),
}

// composes names the built-ins that run other skills (library.Builtin.Composes).
var composes = map[string]bool{"sequence": true, "retry": true}

// Extra registers more built-ins (a detector package adds itself here).
// Keys are skill names; values the file inside this package's embedded
// sources and the native entry.
var extra = map[string]struct {
	src    []byte
	native Native
}{}

// All returns every built-in, natively compiled. With interpreted set, the
// natives are left out so the library interprets the embedded source.
func All(interpreted bool) ([]library.Builtin, error) {
	var out []library.Builtin
	for name, native := range natives {
		file := path.Join(name, name+".go")
		src, err := sources.ReadFile(file)
		if err != nil {
			return nil, fmt.Errorf("builtin %s: %w", name, err)
		}
		b := library.Builtin{File: "builtin/" + file, Source: src, Composes: composes[name]}
		if !interpreted {
			b.Native = native
		}
		out = append(out, b)
	}
	for name, e := range extra {
		b := library.Builtin{File: "builtin/" + name + ".go", Source: e.src}
		if !interpreted {
			b.Native = e.native
		}
		out = append(out, b)
	}
	return out, nil
}

// register adds a built-in defined in this package (for example a
// detector whose native and interpreted forms live side by side).
func register(name string, src []byte, native Native) {
	extra[name] = struct {
		src    []byte
		native Native
	}{src, native}
}
