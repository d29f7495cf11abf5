package library

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/skillrun/skillrun/runtime/check"
)

// WatchOptions configure Watch.
type WatchOptions struct {
	Lifecycle Lifecycle
	// Debounce is how long a file must stay quiet before a change that its
	// writer has not finished is judged (default 100ms): editors write in
	// several steps (truncate, write, rename), and a half-written file must
	// never be compiled.
	Debounce time.Duration
	// IgnoreClose judges every change after the debounce, as on platforms
	// without close events (fsnotify only). Use it where close events
	// cannot be trusted, such as network file systems; benchmarks use it
	// as the baseline.
	IgnoreClose bool
	// OnDecision, when set, receives every decision (for printing).
	OnDecision func(Decision, error)
	// Ready, when set, is called once the directory is watched: a change
	// from then on is seen (one made between the library's reading the
	// directory and then is looked at too).
	Ready func()
}

// Watch follows the library directory (and its subdirectories) and judges
// each changed skill file through the lifecycle: compiled, verified and
// promoted off to the side while the serving version keeps answering
// calls. It blocks until ctx ends.
//
// When a change is judged: a file is judged as soon as it is complete — on
// Linux, when its writer closes it (inotify IN_CLOSE_WRITE) or when it is
// renamed into place (IN_MOVED_TO, a write-then-rename save) — provided it
// checks (parses and vets) at that moment. Every other change waits for the
// file to stay quiet for the debounce: a writer that keeps the file open,
// writes half, pauses and writes the rest is judged only after the quiet
// period; a file that does not check when closed (a writer that closes
// between parts, a truncate before the write) is judged, and if still bad
// rejected, only after the quiet period; creation, deletion and renames
// away, and every change on other platforms or with IgnoreClose (fsnotify),
// always wait. So a half-written file is compiled only if a writer closes
// it half-written and the half happens to be a valid skill.
//
// Watch owns one goroutine reading file events, a timer per pending file
// and, while files are ready, one goroutine judging them in turn (the
// library judges one change at a time); all are gone when it returns.
func (l *Library) Watch(ctx context.Context, opts WatchOptions) error {
	if opts.Debounce <= 0 {
		opts.Debounce = 100 * time.Millisecond
	}
	var (
		src source
		err error
	)
	if !opts.IgnoreClose {
		src, err = newCloseSource()
	}
	if src == nil && err == nil {
		src, err = newFsnotifySource()
	}
	if err != nil {
		return err
	}
	defer src.close()
	if err := addTree(src, l.dir); errors.Is(err, ErrTooManyDirs) {
		l.log.Warn("watch", "error", err)
	} else if err != nil {
		return err
	}
	s := &scheduler{l: l, ctx: ctx, opts: opts, pending: map[string]*pendingFile{}}
	defer s.stop()
	// Edits PutBackServed found, saved while no watcher ran.
	for _, path := range l.takeUnjudged() {
		s.schedule(path, false)
	}
	// A file saved after the library read the directory and before the
	// tree was watched raised no event here: judged now (one unchanged is
	// judged unchanged, quietly). A file's time is the kernel's coarse
	// clock (a tick behind the one the read was timed by, or a second or
	// two on some file systems), so a save just after the read can bear
	// an earlier time: files a little older are looked at too.
	l.scheduleTree(src, s, l.dir, time.Unix(0, l.read.Load()).Add(-mtimeSlack))
	if opts.Ready != nil {
		opts.Ready()
	}
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev, ok := <-src.events():
			if !ok {
				if ctx.Err() != nil {
					return nil
				}
				return errors.New("watch: the file event source stopped")
			}
			l.handle(src, s, ev)
		}
	}
}

// handle acts on one file event.
func (l *Library) handle(src source, s *scheduler, ev watchEvent) {
	switch ev.op {
	case opError:
		l.log.Warn("watch", "error", ev.err)
	case opRescan:
		// Events were lost: look at every skill file, and every serving
		// skill whose file may be gone.
		l.log.Warn("watch: events lost, rescanning", "dir", l.dir)
		l.scheduleTree(src, s, l.dir, time.Time{})
		l.scheduleServedUnder(s, l.dir)
	case opDir:
		if skipDir(filepath.Base(ev.path)) {
			return
		}
		if src.watching() >= MaxDirs {
			// Neither watched nor read (as a scan would skip it), and said
			// once, not for each of a flood of directories.
			if !s.dirsFull {
				s.dirsFull = true
				l.log.Warn("watch", "error", tooManyDirs(ev.path))
			}
			return
		}
		if err := addTree(src, ev.path); err != nil {
			l.log.Warn("watch", "dir", ev.path, "error", err)
		}
		// Files that came with the directory (a moved-in tree) or were
		// written before its watch was in place.
		l.scheduleTree(src, s, ev.path, time.Time{})
	case opDirGone:
		// Stop watching it: renamed within the tree, it comes back as
		// opDir under its new name and is watched afresh.
		src.remove(ev.path)
		l.scheduleServedUnder(s, ev.path)
	case opChanged, opClosed:
		if isSkillFile(filepath.Base(ev.path)) {
			s.schedule(ev.path, ev.op == opClosed)
		}
	}
}

// mtimeSlack is how much older than the library's read of its directory
// a file Watch looks at again may be: more than the coarsest clock a file
// system stamps files by (FAT's two seconds).
const mtimeSlack = 2 * time.Second

// scheduleTree schedules every skill file under dir (modified at or after
// since, when it is not zero) in the directories src watches: a skill in
// a directory past MaxDirs is not served, whichever way the watcher comes
// to look at it.
func (l *Library) scheduleTree(src source, s *scheduler, dir string, since time.Time) {
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if p != dir && skipDir(d.Name()) || !src.watched(p) {
				return filepath.SkipDir
			}
			return nil
		}
		if !isSkillFile(d.Name()) {
			return nil
		}
		if !since.IsZero() {
			if info, err := d.Info(); err != nil || info.ModTime().Before(since) {
				return nil
			}
		}
		s.schedule(p, false)
		return nil
	})
}

// Served says of a skill whose file holds u what memory knows: the
// source of the version that served it last (nil when memory does not
// know the skill, or it is u), and whether u is an edit (a version that
// never served) or a stale copy (one that served before). Of a skill
// memory does not know, it may record u as found serving.
type Served func(ctx context.Context, u *check.Unit) (source []byte, edit bool, err error)

// PutBackServed puts back, for each skill whose file is not the version
// that served it last (served), that version. A file saved while no
// watcher ran (the server was down, or ran without watching) loaded at the
// library's start as if it served: a file holding a version that served
// before is brought up to the one that served last, and one holding an
// edit that never served keeps the edit, for the next Watch to judge as a
// save (it restores the served version to the file, keeping the edit in
// RejectedDir, or promotes it). A watching server calls it once, before
// it answers its first call and starts its watcher, so that no call runs
// an edit made while no watcher ran.
func (l *Library) PutBackServed(ctx context.Context, served Served) {
	l.lifeMu.Lock()
	defer l.lifeMu.Unlock()
	for _, m := range l.List() {
		cur, err := l.Get(m.Name)
		if err != nil || cur.Builtin != nil {
			continue
		}
		src, edit, err := served(ctx, cur.Unit)
		if err != nil {
			l.log.Warn("the version that served last", "skill", m.Name, "error", err)
			continue
		}
		if src == nil || string(src) == string(cur.Unit.Source) {
			continue
		}
		// Parsed and type-checked only: it runs, as every version does,
		// in the executor.
		u, err := check.Check(cur.Unit.File, src)
		if err != nil || u.Name() != m.Name {
			l.log.Warn("the version that served last no longer checks; the file serves as found", "skill", m.Name, "error", err)
			continue
		}
		if !edit {
			// A version that served before, superseded while this
			// library was not watching: the newer one serves.
			if now, err := l.readFile(cur.Unit.File); err == nil && string(now) == string(cur.Unit.Source) {
				if err := writeAtomic(cur.Unit.File, src); err == nil {
					l.swap(u, "the version that served last; the file held an older one, and was brought up to it")
					l.log.Info("a file older than the version that served last brought up to it", "skill", m.Name, "file", cur.Unit.File, "version", u.Version())
				}
			}
			continue
		}
		l.log.Info("saved while no watcher ran: the version that served last serves until the file is judged", "skill", m.Name, "file", cur.Unit.File, "version", cur.Unit.Version(), "serving", u.Version())
		l.swap(u, "the version that served last serves again; the file, saved while no watcher ran, is judged next")
		l.mu.Lock()
		l.unjudged = append(l.unjudged, cur.Unit.File)
		l.mu.Unlock()
	}
}

// takeUnjudged returns the files PutBackServed left for a watcher to
// judge, and forgets them.
func (l *Library) takeUnjudged() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := l.unjudged
	l.unjudged = nil
	return out
}

// under reports whether path is dir or inside it.
func under(path, dir string) bool {
	return path == dir || strings.HasPrefix(path, dir+string(filepath.Separator))
}

// scheduleServedUnder schedules the files of serving skills under dir (a
// directory deleted or moved away takes its skills with it).
func (l *Library) scheduleServedUnder(s *scheduler, dir string) {
	for _, m := range l.List() {
		if m.File != "" && m.File != dir && under(m.File, dir) {
			s.schedule(m.File, false)
		}
	}
}

// scheduler judges files after the debounce, or at once when complete.
type scheduler struct {
	l    *Library
	ctx  context.Context
	opts WatchOptions

	mu      sync.Mutex
	pending map[string]*pendingFile
	// ready are the files whose timers fired, in order, each once
	// (queued indexes them); working: a goroutine is judging them. Each
	// fired timer used to judge its file in a goroutine of its own, all
	// but one waiting for the library's lock: an agent that saved 100,000
	// files kept 100,000 goroutines and their stacks until the last was
	// judged.
	ready   []string
	queued  map[string]bool // path -> closed
	working bool
	// wg counts the files pending or ready, until each is judged.
	wg sync.WaitGroup

	// dirsFull: a directory past MaxDirs was skipped (and said so); only
	// the goroutine reading events uses it.
	dirsFull bool
}

// pendingFile is a file waiting to be judged.
type pendingFile struct {
	t *time.Timer
	// closed: the last event said the file is complete; it is judged at
	// once if it checks.
	closed bool
}

// schedule (re)starts path's timer: the debounce, or none for a file
// that is complete.
func (s *scheduler) schedule(path string, closed bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.scheduleLocked(path, closed)
}

// scheduleLocked is schedule with s.mu held.
func (s *scheduler) scheduleLocked(path string, closed bool) {
	delay := s.opts.Debounce
	if closed {
		delay = 0
	}
	if p, ok := s.pending[path]; ok && p.t.Stop() {
		p.closed = closed
		p.t.Reset(delay)
		return
	}
	s.wg.Add(1)
	p := &pendingFile{closed: closed}
	// The callback takes mu first, so it cannot see p before p.t is set.
	p.t = time.AfterFunc(delay, func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.pending[path] == p {
			delete(s.pending, path)
		}
		if s.queued == nil {
			s.queued = map[string]bool{}
		}
		if _, in := s.queued[path]; in {
			// Already waiting: one judgement serves both, as of the
			// latest event.
			s.queued[path] = p.closed
			s.wg.Done()
			return
		}
		s.queued[path] = p.closed
		s.ready = append(s.ready, path)
		if !s.working {
			s.working = true
			go s.work()
		}
	})
	s.pending[path] = p
}

// work judges the ready files in turn, until there are none.
func (s *scheduler) work() {
	for {
		s.mu.Lock()
		if len(s.ready) == 0 {
			s.working = false
			s.mu.Unlock()
			return
		}
		path := s.ready[0]
		s.ready[0] = ""
		s.ready = s.ready[1:]
		closed := s.queued[path]
		delete(s.queued, path)
		s.mu.Unlock()
		s.judge(path, closed)
		s.wg.Done()
	}
}

// judge runs the lifecycle on path.
func (s *scheduler) judge(path string, closed bool) {
	if s.ctx.Err() != nil {
		return
	}
	d, err := s.l.consider(s.ctx, s.opts.Lifecycle, path, closed)
	if errors.Is(err, errNotComplete) {
		// Closed but does not check: maybe a writer between two parts.
		// Judge it once it has been quiet, unless a newer event already
		// scheduled it.
		s.mu.Lock()
		if _, newer := s.pending[path]; !newer {
			s.scheduleLocked(path, false)
		}
		s.mu.Unlock()
		return
	}
	if s.opts.OnDecision != nil && (d.Skill != "" || err != nil) && d.Reason != "unchanged" {
		s.opts.OnDecision(d, err)
	}
}

// stop cancels pending timers and waits for the files ready to be judged
// (each returns at once when the watch's context has ended).
func (s *scheduler) stop() {
	s.mu.Lock()
	for path, p := range s.pending {
		if p.t.Stop() {
			s.wg.Done()
		}
		delete(s.pending, path)
	}
	s.mu.Unlock()
	s.wg.Wait()
}

func isSkillFile(name string) bool {
	return strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") && !strings.HasPrefix(name, ".")
}

func skipDir(name string) bool {
	return name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")
}

// MaxDirs bounds the directories a library reads and watches, its own
// included: the first MaxDirs in the order a scan walks them (names in
// lexical order, depth first), then those created while it is watched
// until the watches number MaxDirs. A watch is an inotify watch, of
// which a user has a few hundred thousand for all of their processes
// (fs.inotify.max_user_watches): an agent that made a directory for
// every skill it tried, or 200,000 empty ones, took every watch its user
// had, from every other process of that user, and the watcher failed to
// start again. Skills in the directories past the bound are not served;
// the library lists the first skipped as a problem.
const MaxDirs = 1024

// ErrTooManyDirs: a library holds more than MaxDirs directories.
var ErrTooManyDirs = errors.New("too many directories in the library")

// tooManyDirs explains the first directory past MaxDirs.
func tooManyDirs(dir string) error {
	return fmt.Errorf("%w: %s: a library reads and watches at most %d directories; this one and any after it are skipped (move skills into fewer directories)", ErrTooManyDirs, dir, MaxDirs)
}

// addTree watches dir and every subdirectory that a library scan reads,
// up to MaxDirs watched in all; past that it returns ErrTooManyDirs,
// naming the first directory it did not watch.
func addTree(src source, dir string) error {
	var over error
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if p != dir && skipDir(d.Name()) {
			return filepath.SkipDir
		}
		if src.watching() >= MaxDirs {
			over = tooManyDirs(p)
			return filepath.SkipAll
		}
		return src.add(p)
	})
	if err == nil {
		err = over
	}
	return err
}

// source delivers file events for the directories added to it.
type source interface {
	// add watches one directory (not its subdirectories).
	add(dir string) error
	// remove stops watching dir and the directories under it, if watched.
	remove(dir string)
	// watching is the number of directories watched.
	watching() int
	// watched says whether dir is watched.
	watched(dir string) bool
	// events delivers the events, in order; closed after close.
	events() <-chan watchEvent
	close() error
}

// watchOp is what a file event means to the watcher.
type watchOp int

const (
	// opChanged: the file changed and may still be changing; judge it once
	// it has been quiet for the debounce.
	opChanged watchOp = iota
	// opClosed: the file is complete (its writer closed it, or it was
	// renamed into place); judge it at once if it checks.
	opClosed
	// opDir: a directory appeared (created or moved in).
	opDir
	// opDirGone: a directory (or, from fsnotify, a file) was deleted or
	// moved away.
	opDirGone
	// opRescan: the event queue overflowed; events were lost.
	opRescan
	// opError: the source reported an error (err).
	opError
)

// watchEvent is one file event.
type watchEvent struct {
	path string
	op   watchOp
	err  error
}
