package memory

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"

	"github.com/skillrun/skillrun/skills"
)

// Blobs is a directory of content-addressed frame blobs: the bytes of a
// frame are stored under their SHA-256 (Dir/ab/abcdef…). Writes are atomic
// (temp file, fsync, rename) and idempotent. The zero value is not usable;
// make one with a directory path: memory.Blobs{Dir: ".skillrun/frames"}.
type Blobs struct {
	Dir string
	// Budget, when set, bounds the bytes the directory may hold: Put
	// refuses a new blob that would pass it (the same bytes again are
	// not new).
	Budget *Budget
}

// DefaultFrameStoreBytes is the most a frame store holds when the
// operator sets no bound (--max-frame-store).
const DefaultFrameStoreBytes = 10 << 30

// ErrStoreFull is what Put fails with when a blob would pass the store's
// Budget (a resource limit: skills.ErrLimit).
var ErrStoreFull = fmt.Errorf("%w: frame store full", skills.ErrLimit)

// Budget bounds the bytes a Blobs directory holds, against agents that
// store frames until the disk is full. It counts the directory's files on
// its first use and then what this process stores through it; share one
// Budget between the Blobs values of one directory. Another process
// writing the same directory is counted when this one next starts.
type Budget struct {
	// Max is the most bytes the directory may hold; 0 or less is no bound.
	Max int64

	mu      sync.Mutex
	counted bool
	used    int64
}

// reserve counts n bytes more for dir, or fails with ErrStoreFull.
func (g *Budget) reserve(dir string, n int64) error {
	if g.Max <= 0 {
		return nil
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.counted {
		used, err := dirBytes(dir)
		if err != nil {
			return fmt.Errorf("put frame blob: count the frame store: %w", err)
		}
		g.used, g.counted = used, true
	}
	if g.used+n > g.Max {
		return fmt.Errorf("%w: %s holds %s, and a frame of %s more would pass the most it may hold, %s (the operator's --max-frame-store)",
			ErrStoreFull, dir, skills.FormatBytes(g.used), skills.FormatBytes(n), skills.FormatBytes(g.Max))
	}
	g.used += n
	return nil
}

// release gives back n bytes reserved for a blob not stored.
func (g *Budget) release(n int64) {
	if g.Max <= 0 {
		return
	}
	g.mu.Lock()
	g.used -= n
	g.mu.Unlock()
}

// dirBytes sums the sizes of the regular files under dir (0 when dir
// does not exist yet).
func dirBytes(dir string) (int64, error) {
	var n int64
	err := filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() {
			info, err := d.Info()
			if err != nil {
				return err
			}
			n += info.Size()
		}
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	return n, err
}

// Hash returns the content hash of data, as frames are named.
func Hash(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// Path returns where the blob with this hash lives.
func (b Blobs) Path(hash string) string {
	if len(hash) < 2 {
		return filepath.Join(b.Dir, hash)
	}
	return filepath.Join(b.Dir, hash[:2], hash)
}

// Put stores data and returns its hash.
func (b Blobs) Put(data []byte) (string, error) {
	if b.Dir == "" {
		return "", fmt.Errorf("%w: blobs: no directory", ErrInvalid)
	}
	h := Hash(data)
	p := b.Path(h)
	if _, err := os.Stat(p); err == nil {
		return h, nil
	}
	if b.Budget != nil {
		if err := b.Budget.reserve(b.Dir, int64(len(data))); err != nil {
			return "", err
		}
	}
	stored := false
	defer func() {
		if !stored && b.Budget != nil {
			b.Budget.release(int64(len(data)))
		}
	}()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return "", fmt.Errorf("put frame blob: %w", err)
	}
	f, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return "", fmt.Errorf("put frame blob: %w", err)
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	if werr == nil {
		werr = f.Sync()
	}
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp, p)
	}
	if werr != nil {
		os.Remove(tmp)
		return "", fmt.Errorf("put frame blob %s: %w", h, werr)
	}
	stored = true
	return h, nil
}

// Get reads the blob with this hash and checks its content.
func (b Blobs) Get(hash string) ([]byte, error) {
	if !ValidHash(hash) {
		return nil, fmt.Errorf("%w: frame hash %q is not 64 lowercase hex digits", ErrInvalid, hash)
	}
	data, err := os.ReadFile(b.Path(hash))
	if os.IsNotExist(err) {
		return nil, fmt.Errorf("frame blob %s: %w: its file %s is missing (the memory links the frame, but the file was removed or the frames directory is another)", hash, ErrNotFound, b.Path(hash))
	}
	if err != nil {
		return nil, fmt.Errorf("frame blob %s: %w", hash, err)
	}
	if Hash(data) != hash {
		return nil, fmt.Errorf("frame blob %s: content does not match its hash (corrupt file %s)", hash, b.Path(hash))
	}
	return data, nil
}
