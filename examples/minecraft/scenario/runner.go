package scenario

import (
	"context"
	"encoding/json"
	"fmt"
	"github.com/skillrun/skillrun/library/builtin"
	"io/fs"
	"os"
	"path/filepath"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/skills"
)

// LibraryRunner runs skills by name from a library.
func LibraryRunner(lib *library.Library) Runner {
	return func(ctx context.Context, skill string, args json.RawMessage, w skills.World) (skills.Result, *skills.Invocation, error) {
		res, err := lib.Run(ctx, skill, library.Request{Args: args, World: w})
		var inv *skills.Invocation
		if res != nil {
			inv = res.Invocation
		}
		if err != nil {
			return nil, inv, err
		}
		if res.Response == nil {
			return nil, inv, fmt.Errorf("run %s: no response", skill)
		}
		return res.Result, inv, nil
	}
}

// WriteSkills writes the domain's embedded skill files into dir (one
// subdirectory per skill), for a library to open.
func WriteSkills(dir string) error {
	// The detector the looking skills call is the built-in's one source.
	src, ok := builtin.Source("blaze_detector")
	if !ok {
		return fmt.Errorf("write skills: no built-in blaze_detector")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "blaze_detector.go"), src, 0o644); err != nil {
		return err
	}
	return fs.WalkDir(mc.Skills, "skills", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := mc.Skills.ReadFile(path)
		if err != nil {
			return err
		}
		dst := filepath.Join(dir, filepath.FromSlash(path[len("skills/"):]))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
}
