package library

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/runtime/executor"
	"github.com/skillrun/skillrun/skills"
)

// Options configure a Library. The zero value works for everything but
// running and promoting interpreted skills, which need an Executor: no
// logging, the default limits.
type Options struct {
	// Logger receives the library's logs; null by default.
	Logger hclog.Logger
	// Executor prepares and runs skill versions: runtime/worker's Pool
	// (isolated), or runtime/sandbox's InProcess for trusted skills. The
	// library never compiles or runs skill source itself. Nil: built-ins
	// compiled into the binary still run; interpreted skills fail with
	// ErrNoExecutor.
	Executor executor.Executor
	// Limits are the defaults under each skill's manifest limits
	// (skills.DefaultLimits when zero).
	Limits skills.Limits
	// Ceiling bounds every limit of every run: a manifest or a caller may
	// ask for less, never more (zero fields: skills.DefaultCeiling).
	Ceiling skills.Limits
	// Builtins are skills that exist without a file in the directory (see
	// library/builtin). A file in the directory with the same name wins.
	Builtins []Builtin
}

// Builtin is a skill shipped with skillrun: its source, and optionally a
// natively compiled entry point that the library uses instead of the
// interpreter.
type Builtin struct {
	File   string
	Source []byte
	// Native, when set, runs the skill compiled into the binary.
	Native func(ctx context.Context, env skills.Env, req *executor.Request) (*executor.Response, error)
	// Composes marks a built-in that runs other skills (sequence,
	// retry): its runs are evidence for theirs. A run of one that does
	// not (act, observe) is evidence for no version a gate judges.
	Composes bool
}

// Problem is a file that could not be loaded.
type Problem struct {
	File string `json:"file"`
	Err  error  `json:"-"`
	Msg  string `json:"error"`
}

// Skill is one skill's serving version.
type Skill struct {
	Unit    *check.Unit
	Builtin *Builtin // non-nil for a built-in
}

// slot holds a skill's serving version; swaps are atomic.
type slot struct {
	cur atomic.Pointer[Skill]
}

// Library is a directory of skills.
type Library struct {
	dir  string
	opts Options
	log  hclog.Logger

	// read is when the directory was last read (Reload), in Unix
	// nanoseconds: Watch looks again at files changed since.
	read atomic.Int64

	mu       sync.RWMutex
	slots    map[string]*slot
	problems []Problem
	subs     subscribers
	lifeMu   sync.Mutex // serialises Propose, Consider and Promote
	disabled sync.Map   // skill name -> reason (string)

	// unjudged are the files PutBackServed found holding an edit that
	// never served, for the watcher to judge (guarded by mu).
	unjudged []string
}

// ErrNoDir reports a library directory that does not exist.
var ErrNoDir = errors.New("library directory does not exist")

// Open loads the library in dir. It fails only if dir cannot be read at
// all; problems with single files are in Problems.
func Open(dir string, opts Options) (*Library, error) {
	if opts.Logger == nil {
		opts.Logger = hclog.NewNullLogger()
	}
	if opts.Executor == nil {
		opts.Executor = noExecutor{}
	}
	opts.Limits, _ = opts.Limits.Merge(skills.DefaultLimits).Clamp(opts.Ceiling)
	l := &Library{dir: dir, opts: opts, log: opts.Logger, slots: map[string]*slot{}}
	if err := l.Reload(); err != nil {
		return nil, err
	}
	return l, nil
}

// Dir returns the library directory.
func (l *Library) Dir() string { return l.dir }

// Ceiling returns the limits no run of the library can exceed.
func (l *Library) Ceiling() skills.Limits {
	c, _ := l.opts.Ceiling.Clamp(l.opts.Ceiling)
	return c.Merge(skills.DefaultCeiling)
}

// Executor returns the library's executor.
func (l *Library) Executor() executor.Executor { return l.opts.Executor }

// Reload rescans the directory: new and changed files are checked and
// swapped in, removed files disappear. Skills whose file no longer vets
// keep their serving version (and the problem is reported).
func (l *Library) Reload() error {
	l.read.Store(time.Now().UnixNano())
	found, problems, err := scan(l.dir)
	if err != nil {
		return err
	}
	l.mu.Lock()
	byName := map[string]*Skill{}
	for i := range l.opts.Builtins {
		b := &l.opts.Builtins[i]
		u, err := check.Check(b.File, b.Source)
		if err != nil {
			problems = append(problems, problem(b.File, err))
			continue
		}
		byName[u.Name()] = &Skill{Unit: u, Builtin: b}
	}
	files := map[string]string{}
	for _, u := range found {
		if prev, dup := files[u.Name()]; dup {
			problems = append(problems, problem(u.File, fmt.Errorf("%w: duplicate skill name %q (also declared in %s)", skills.ErrBadInput, u.Name(), prev)))
			continue
		}
		files[u.Name()] = u.File
		byName[u.Name()] = &Skill{Unit: u}
	}
	// Keep serving the old version of a skill whose file stopped vetting.
	for _, p := range problems {
		var ve *check.VetError
		if errors.As(p.Err, &ve) {
			for name, s := range l.slots {
				cur := s.cur.Load()
				if _, ok := byName[name]; !ok && cur != nil && cur.Unit.File == p.File {
					byName[name] = cur
				}
			}
		}
	}
	var changes []Change
	for name, s := range byName {
		sl := l.slots[name]
		if sl == nil {
			sl = &slot{}
			l.slots[name] = sl
		}
		if cur := sl.cur.Load(); cur == nil {
			sl.cur.Store(s)
			changes = append(changes, Change{Kind: Added, Skill: name, Version: s.Unit.Version(), File: s.Unit.File})
		} else if cur.Unit.Version() != s.Unit.Version() || cur.Unit.File != s.Unit.File {
			sl.cur.Store(s)
			changes = append(changes, Change{Kind: Updated, Skill: name, Version: s.Unit.Version(), Old: cur.Unit.Version(), File: s.Unit.File})
		}
	}
	for name, sl := range l.slots {
		if _, ok := byName[name]; !ok {
			delete(l.slots, name)
			old := ""
			if cur := sl.cur.Load(); cur != nil {
				old = cur.Unit.Version()
			}
			changes = append(changes, Change{Kind: Removed, Skill: name, Old: old})
		}
	}
	l.problems = problems
	l.mu.Unlock()
	for _, c := range changes {
		l.emit(c)
	}
	return nil
}

// Problems returns the files that could not be loaded at the last scan.
func (l *Library) Problems() []Problem {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return append([]Problem(nil), l.problems...)
}

// List returns the manifests of all serving skills, sorted by name.
func (l *Library) List() []skills.Manifest {
	l.mu.RLock()
	defer l.mu.RUnlock()
	out := make([]skills.Manifest, 0, len(l.slots))
	for _, s := range l.slots {
		if cur := s.cur.Load(); cur != nil {
			out = append(out, cur.Unit.Manifest)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

var validName = regexp.MustCompile(`^[a-z][a-z0-9_]{0,63}$`)

// CheckName reports whether name can name a skill; it rejects path tricks
// such as "../x" and "a/b".
func CheckName(name string) error {
	if !validName.MatchString(name) {
		return fmt.Errorf("%w: invalid skill name %q: lower case letters, digits and underscores, starting with a letter", skills.ErrBadInput, name)
	}
	return nil
}

// Get returns the serving version of a skill.
func (l *Library) Get(name string) (*Skill, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	l.mu.RLock()
	s := l.slots[name]
	l.mu.RUnlock()
	var cur *Skill
	if s != nil {
		cur = s.cur.Load()
	}
	if cur == nil {
		if p, ok := l.problemOf(name); ok {
			// The skill's file is there but does not load: say why, at
			// file:line:col, rather than that there is no such skill.
			return nil, &skills.Error{Skill: name, Op: "load", Err: p.Err}
		}
		return nil, fmt.Errorf("%w: %q in %s", skills.ErrNotFound, name, l.dir)
	}
	return cur, nil
}

// problemOf finds the problem of the file that would hold skill name
// (NAME.go, or NAME/NAME.go).
func (l *Library) problemOf(name string) (Problem, bool) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	for _, p := range l.problems {
		if p.Err == nil {
			continue
		}
		base := strings.TrimSuffix(filepath.Base(p.File), ".go")
		if base == name || filepath.Base(filepath.Dir(p.File)) == name {
			return p, true
		}
	}
	return Problem{}, false
}

// Swap makes u the serving version of its skill (adding the skill if it is
// new) and returns the version it replaced, if any. Runs in flight finish on
// the version they started with.
func (l *Library) Swap(u *check.Unit) (old *Skill) { return l.swap(u, "") }

// swap is Swap, its change saying why (detail) when it is no promotion.
func (l *Library) swap(u *check.Unit, detail string) (old *Skill) {
	l.mu.Lock()
	s := l.slots[u.Name()]
	if s == nil {
		s = &slot{}
		l.slots[u.Name()] = s
	}
	l.mu.Unlock()
	old = s.cur.Swap(&Skill{Unit: u})
	c := Change{Kind: Added, Skill: u.Name(), Version: u.Version(), File: u.File, Detail: detail}
	if old != nil {
		c.Kind, c.Old = Updated, old.Unit.Version()
	}
	l.emit(c)
	return old
}

// Remove stops serving a skill.
func (l *Library) Remove(name string) {
	l.mu.Lock()
	s, ok := l.slots[name]
	delete(l.slots, name)
	l.mu.Unlock()
	if ok {
		c := Change{Kind: Removed, Skill: name}
		if cur := s.cur.Load(); cur != nil {
			c.Old = cur.Unit.Version()
		}
		l.emit(c)
	}
}

func problem(file string, err error) Problem {
	return Problem{File: file, Err: err, Msg: err.Error()}
}

// scan checks every skill file under dir. Directories named testdata,
// vendor, or starting with "." or "_" are skipped, as are _test.go files.
func scan(dir string) ([]*check.Unit, []Problem, error) {
	st, err := os.Stat(dir)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil, fmt.Errorf("%w: %s", ErrNoDir, dir)
		}
		return nil, nil, fmt.Errorf("open library: %w", err)
	}
	if !st.IsDir() {
		return nil, nil, fmt.Errorf("open library: %s is not a directory", dir)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, nil, fmt.Errorf("open library: %w", err)
	}
	defer root.Close()
	var units []*check.Unit
	var problems []Problem
	dirs := 0
	err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			problems = append(problems, problem(path, err))
			if d != nil && d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		name := d.Name()
		if d.IsDir() {
			if path != dir && (name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			if dirs++; dirs > MaxDirs {
				problems = append(problems, problem(path, tooManyDirs(path)))
				return filepath.SkipAll
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") || strings.HasPrefix(name, ".") {
			return nil
		}
		if !d.Type().IsRegular() {
			problems = append(problems, problem(path, notRegular(path, d.Type())))
			return nil
		}
		src, err := readIn(root, dir, path)
		if err == nil {
			var u *check.Unit
			if u, err = check.Check(path, src); err == nil {
				units = append(units, u)
				return nil
			}
		}
		problems = append(problems, problem(path, err))
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	sort.Slice(units, func(i, j int) bool { return units[i].File < units[j].File })
	return units, problems, nil
}

// MaxSourceBytes bounds the size of one skill file.
const MaxSourceBytes = check.MaxSourceBytes

// LoadFile reads and checks one skill file. It opens only a regular file:
// a symbolic link (as the last element of path), a FIFO, a socket or a
// device is refused without being read and without blocking.
func LoadFile(path string) (*check.Unit, error) {
	src, err := ReadSource(path)
	if err != nil {
		return nil, err
	}
	return check.Check(path, src)
}
