package domain_test

import (
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/domain"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
	"github.com/skillrun/skillrun/verify/verifytest"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// toy is a small domain: its environments are counters, its simulator the
// corridor world of verifytest.
type toy struct {
	name    string
	envs    []string
	sim     bool
	example string // the example command's name ("": none)
	top     []string
	flag    string // the value of --NAME-dir after parsing
	release *[]string
}

func (d *toy) Name() string { return d.name }

func (d *toy) Simulators() []verify.Simulator {
	if !d.sim {
		return nil
	}
	return []verify.Simulator{verifytest.Simulator{}}
}

func (d *toy) EnvFlags(fs *pflag.FlagSet) {
	fs.StringVar(&d.flag, d.name+"-dir", "", "where "+d.name+" lives")
}

func (d *toy) Environments(context.Context, domain.Host) (map[string]domain.EnvFactory, func()) {
	envs := map[string]domain.EnvFactory{}
	for _, n := range d.envs {
		if n == "nil" {
			envs[n] = nil
			continue
		}
		envs[n] = func(context.Context, json.RawMessage) (skills.World, error) { return nil, nil }
	}
	if d.release == nil {
		return envs, nil
	}
	return envs, func() { *d.release = append(*d.release, d.name) }
}

func (d *toy) Commands(domain.Host) domain.Commands {
	var c domain.Commands
	if d.example != "" {
		c.Example = &cobra.Command{Use: d.example + " [flags]"}
	}
	for _, t := range d.top {
		c.TopLevel = append(c.TopLevel, &cobra.Command{Use: t})
	}
	return c
}

func (d *toy) Bench() domain.Bench { return domain.Bench{Skills: d.name + "/skills"} }

// nohost is a Host for calls that must not use it.
type nohost struct{}

func (nohost) Logger() hclog.Logger               { return hclog.NewNullLogger() }
func (nohost) JSON() bool                         { return false }
func (nohost) Library() (*library.Library, error) { return nil, errors.New("no library") }
func (nohost) Progress(int, string) func(int)     { return func(int) {} }
func (nohost) ExampleLibrary(context.Context, fs.FS) (*library.Library, error) {
	return nil, errors.New("no library")
}
func (nohost) Memory(context.Context) (memory.Store, string, error) {
	return nil, "", errors.New("no memory")
}
func (nohost) Args(string) (json.RawMessage, error) { return nil, errors.New("no args") }
func (nohost) MaxFramePixels() (int, error)         { return 0, errors.New("no frames") }
func (nohost) RunIn(*cobra.Command, string, json.RawMessage, time.Duration, skills.World) error {
	return errors.New("no run")
}

func TestNewRegistry(t *testing.T) {
	tests := []struct {
		name    string
		ds      []domain.Domain
		wantErr string
		names   string
	}{
		{"none", nil, "", ""},
		{"two", []domain.Domain{&toy{name: "a"}, &toy{name: "b"}}, "", "a,b"},
		{"order kept", []domain.Domain{&toy{name: "b"}, &toy{name: "a"}}, "", "b,a"},
		{"nil", []domain.Domain{&toy{name: "a"}, nil}, "domain 1: nil", ""},
		{"empty name", []domain.Domain{&toy{}}, "domain 0: empty name", ""},
		{"twice", []domain.Domain{&toy{name: "a"}, &toy{name: "b"}, &toy{name: "a"}}, `domain "a" listed twice`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := domain.NewRegistry(tt.ds...)
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(r.Names(), ","); got != tt.names {
				t.Fatalf("names %q, want %q", got, tt.names)
			}
			for _, d := range tt.ds {
				if got, ok := r.Lookup(d.Name()); !ok || got != d {
					t.Fatalf("Lookup(%q) = %v, %v", d.Name(), got, ok)
				}
			}
			if _, ok := r.Lookup("nope"); ok {
				t.Fatal("Lookup of an unknown domain succeeded")
			}
		})
	}
}

func TestEnvironments(t *testing.T) {
	var released []string
	tests := []struct {
		name     string
		ds       []*toy
		want     string // sorted environment names
		wantErr  string
		released string // domains released, in order, on error
	}{
		{"merged", []*toy{{name: "a", envs: []string{"x", "y"}}, {name: "b", envs: []string{"z"}}}, "x,y,z", "", ""},
		{"none offered", []*toy{{name: "a"}}, "", "", ""},
		{"same env twice", []*toy{{name: "a", envs: []string{"x"}, release: &released}, {name: "b", envs: []string{"x"}, release: &released}},
			"", `environment "x" is offered by domains "a" and "b"`, "b,a"},
		{"nil factory", []*toy{{name: "a", envs: []string{"nil"}, release: &released}}, "", `domain "a": environment "nil" has no factory`, "a"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			released = nil
			var ds []domain.Domain
			for _, d := range tt.ds {
				ds = append(ds, d)
			}
			r, err := domain.NewRegistry(ds...)
			if err != nil {
				t.Fatal(err)
			}
			envs, release, err := r.Environments(context.Background(), nohost{})
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				if got := strings.Join(released, ","); got != tt.released {
					t.Fatalf("released %q on error, want %q", got, tt.released)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for n := range envs {
				names = append(names, n)
			}
			if got := strings.Join(sortStrings(names), ","); got != tt.want {
				t.Fatalf("environments %q, want %q", got, tt.want)
			}
			release()
		})
	}
}

func TestReleaseInReverse(t *testing.T) {
	var released []string
	r, err := domain.NewRegistry(&toy{name: "a", envs: []string{"x"}, release: &released}, &toy{name: "b"}, &toy{name: "c", envs: []string{"y"}, release: &released})
	if err != nil {
		t.Fatal(err)
	}
	_, release, err := r.Environments(context.Background(), nohost{})
	if err != nil {
		t.Fatal(err)
	}
	if len(released) != 0 {
		t.Fatalf("released before release: %v", released)
	}
	release()
	if got := strings.Join(released, ","); got != "c,a" {
		t.Fatalf("released %q, want c,a", got)
	}
}

func TestEnvFlags(t *testing.T) {
	a, b := &toy{name: "a"}, &toy{name: "b"}
	r, err := domain.NewRegistry(a, b)
	if err != nil {
		t.Fatal(err)
	}
	fs := pflag.NewFlagSet("serve", pflag.ContinueOnError)
	r.EnvFlags(fs)
	if err := fs.Parse([]string{"--b-dir", "/tmp/b"}); err != nil {
		t.Fatal(err)
	}
	if a.flag != "" || b.flag != "/tmp/b" {
		t.Fatalf("flags a=%q b=%q", a.flag, b.flag)
	}
}

func TestSimulators(t *testing.T) {
	r, err := domain.NewRegistry(&toy{name: "a", sim: true}, &toy{name: "b"})
	if err != nil {
		t.Fatal(err)
	}
	sims, err := r.Simulators()
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := sims.Lookup(verifytest.Simulator{}.Name()); !ok {
		t.Fatalf("simulator %q not registered: %v", verifytest.Simulator{}.Name(), sims.Names())
	}
	r, err = domain.NewRegistry(&toy{name: "a", sim: true}, &toy{name: "b", sim: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Simulators(); err == nil {
		t.Fatal("two simulators for the same episodes registered")
	}
}

func TestCommands(t *testing.T) {
	tests := []struct {
		name     string
		ds       []domain.Domain
		examples string
		top      string
		wantErr  string
	}{
		{"gathered", []domain.Domain{&toy{name: "a", example: "a"}, &toy{name: "b", example: "b", top: []string{"b", "bb"}}}, "a,b", "b,bb", ""},
		{"no example", []domain.Domain{&toy{name: "a", example: "a"}, &toy{name: "b"}}, "", "", `domain "b": no example command`},
		{"misnamed example", []domain.Domain{&toy{name: "a", example: "x"}}, "", "", `domain "a": its example command is called "x"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := domain.NewRegistry(tt.ds...)
			if err != nil {
				t.Fatal(err)
			}
			ex, top, err := r.Commands(nohost{})
			if tt.wantErr != "" {
				if err == nil || err.Error() != tt.wantErr {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := names(ex); got != tt.examples {
				t.Fatalf("examples %q, want %q", got, tt.examples)
			}
			if got := names(top); got != tt.top {
				t.Fatalf("top-level %q, want %q", got, tt.top)
			}
		})
	}
}

func TestDecodeParams(t *testing.T) {
	tests := []struct {
		raw     string
		want    string
		wantErr bool
	}{
		{"", "keep", false},
		{"null", "keep", false},
		{`{"scene": "ravine"}`, "ravine", false},
		{`{"scene": 3}`, "", true},
		{`{"scene": `, "", true},
	}
	for _, tt := range tests {
		p := struct {
			Scene string `json:"scene"`
		}{Scene: "keep"}
		err := domain.DecodeParams(json.RawMessage(tt.raw), &p)
		if tt.wantErr {
			if !errors.Is(err, skills.ErrBadInput) || !strings.Contains(err.Error(), "environment params") {
				t.Errorf("%q: err = %v, want bad input naming the params", tt.raw, err)
			}
			continue
		}
		if err != nil || p.Scene != tt.want {
			t.Errorf("%q: scene %q, err %v; want %q", tt.raw, p.Scene, err, tt.want)
		}
	}
}

func TestErrors(t *testing.T) {
	cause := errors.New("--world must be auto, live or voxel")
	u := error(domain.UsageError{Err: cause})
	if u.Error() != cause.Error() || !errors.Is(u, cause) {
		t.Fatalf("usage error %q does not carry its cause", u)
	}
	r := error(domain.ReportedError{Err: skills.ErrTimeout})
	if !errors.Is(r, skills.ErrTimeout) {
		t.Fatal("reported error loses its cause")
	}
	if (domain.ReportedError{}).Error() == "" {
		t.Fatal("a reported failure without a cause has no message")
	}
}

func names(cs []*cobra.Command) string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Name())
	}
	return strings.Join(out, ",")
}

func sortStrings(s []string) []string {
	slices.Sort(s)
	return s
}
