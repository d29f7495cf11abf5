package memory

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
)

// Blobs is a directory of content-addressed frame blobs: the bytes of a
// frame are stored under their SHA-256 (Dir/ab/abcdef…). Writes are atomic
// (temp file, fsync, rename) and idempotent. The zero value is not usable;
// make one with a directory path: memory.Blobs{Dir: ".skillrun/frames"}.
type Blobs struct {
	Dir string
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
