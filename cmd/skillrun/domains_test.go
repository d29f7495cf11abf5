package main

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/domain"
	"github.com/skillrun/skillrun/skills"
	"github.com/spf13/pflag"
)

// TestDomains checks the program's domain list: it builds, each domain
// brings its simulators, bench data that exists in the repository, its
// commands, and the environments its serve flags turn on.
func TestDomains(t *testing.T) {
	r, err := exampleDomains()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(r.Names(), ","); got != "minecraft,kicad" {
		t.Fatalf("domains %q, want minecraft,kicad", got)
	}
	sims, err := r.Simulators()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(sims.Names(), ","); got != "kicad,minecraft" {
		t.Fatalf("simulators %q", got)
	}
	for _, d := range r.Domains() {
		b := d.Bench()
		for _, p := range []string{b.Skills, b.Episodes} {
			if _, err := os.Stat(filepath.Join("../..", p)); err != nil {
				t.Errorf("domain %s: bench data: %v", d.Name(), err)
			}
		}
		if b.Variants == nil {
			t.Errorf("domain %s: no variants", d.Name())
		}
	}

	// Commands: skillrun example {minecraft,kicad}, and skillrun kicad.
	root, _ := newRoot()
	for _, path := range [][]string{{"example", "minecraft"}, {"example", "kicad"}, {"kicad"}, {"kicad", "erc"}} {
		c, rest, err := root.Find(path)
		if err != nil || len(rest) != 0 || c.Name() != path[len(path)-1] {
			t.Errorf("skillrun %s: %v (found %q)", strings.Join(path, " "), err, c.Name())
		}
	}

	// Environments: voxel always, minecraft with --bridge, kicad with --kicad-dir.
	envsWith := func(args ...string) map[string]domain.EnvFactory {
		t.Helper()
		r, err := exampleDomains()
		if err != nil {
			t.Fatal(err)
		}
		fs := pflag.NewFlagSet("serve", pflag.ContinueOnError)
		r.EnvFlags(fs)
		if err := fs.Parse(args); err != nil {
			t.Fatal(err)
		}
		envs, release, err := r.Environments(context.Background(), host{&app{}})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(release)
		return envs
	}
	keys := func(m map[string]domain.EnvFactory) string {
		var ks []string
		for k := range m {
			ks = append(ks, k)
		}
		slices.Sort(ks)
		return strings.Join(ks, ",")
	}
	if got := keys(envsWith()); got != "voxel" {
		t.Fatalf("environments without flags: %q, want voxel", got)
	}
	designs := t.TempDir()
	envs := envsWith("--bridge", t.TempDir(), "--kicad-dir", designs)
	if got := keys(envs); got != "kicad,minecraft,voxel" {
		t.Fatalf("environments with --bridge and --kicad-dir: %q", got)
	}

	// The voxel environment builds a scenario's scene.
	w, err := envs["voxel"](context.Background(), json.RawMessage(`{"scene": "lava_gap"}`))
	if err != nil {
		t.Fatal(err)
	}
	obs, err := w.Observe(context.Background())
	if err != nil || len(obs) == 0 {
		t.Fatalf("voxel observation %v, %v", obs, err)
	}
	for _, bad := range []string{`{"scene": "nope"}`, `{"scene": 1}`} {
		if _, err := envs["voxel"](context.Background(), json.RawMessage(bad)); !errors.Is(err, skills.ErrBadInput) {
			t.Errorf("voxel %s: err = %v, want bad input", bad, err)
		}
	}
	// The kicad environment refuses paths outside its directory and files
	// that are not schematics, and leaves the directory as it was.
	for _, bad := range []string{`{}`, `{"file": "../x.kicad_sch"}`, `{"file": "/etc/passwd"}`, `{"file": "missing.kicad_sch"}`} {
		w, err := envs["kicad"](context.Background(), json.RawMessage(bad))
		if !errors.Is(err, skills.ErrBadInput) {
			t.Errorf("kicad %s: err = %v, want bad input", bad, err)
		}
		if c, ok := w.(io.Closer); ok && w != nil {
			c.Close()
		}
	}
	if ents, _ := os.ReadDir(designs); len(ents) != 0 {
		t.Errorf("the design directory changed: %v", ents)
	}
}

// TestDomainErrors: the domains' usage and reported errors get the exit
// codes of the program's own.
func TestDomainErrors(t *testing.T) {
	tests := []struct {
		err    error
		code   int
		silent bool
	}{
		{domain.UsageError{Err: errors.New("--world must be auto, live or voxel")}, exitBadInput, false},
		{domain.ReportedError{}, exitSkill, true},
		{domain.ReportedError{Err: skills.ErrTimeout}, exitTimeout, true},
		{domain.ReportedError{Err: skills.ErrBadInput}, exitBadInput, true},
	}
	for _, tt := range tests {
		if got := exitCode(tt.err); got != tt.code {
			t.Errorf("exitCode(%v) = %d, want %d", tt.err, got, tt.code)
		}
		if got := isSilent(tt.err); got != tt.silent {
			t.Errorf("isSilent(%v) = %v, want %v", tt.err, got, tt.silent)
		}
	}
}
