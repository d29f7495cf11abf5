package worker

import (
	"fmt"
	"image"
	"os"
	"sync"

	"github.com/skillrun/skillrun/detectors"
	"golang.org/x/sys/unix"
)

// sharedFrame is the host's side of a worker's frame memfd: pixels are
// copied into it once, and the worker maps the same pages, so a frame
// crosses to the worker without passing through the pipe.
type sharedFrame struct {
	f   *os.File
	mem []byte // MAP_SHARED mapping of the whole file
}

func newSharedFrame() (*sharedFrame, error) {
	fd, err := unix.MemfdCreate("skillrun-frame", unix.MFD_CLOEXEC)
	if err != nil {
		return nil, fmt.Errorf("memfd_create: %w", err)
	}
	return &sharedFrame{f: os.NewFile(uintptr(fd), "skillrun-frame")}, nil
}

// put copies fr's pixels (only the rows and columns inside fr.Img.Rect)
// into the memfd, growing it when needed, and says where they are.
func (s *sharedFrame) put(fr *detectors.Frame) (*frameRef, error) {
	if fr == nil || fr.Img == nil {
		return nil, fmt.Errorf("frame has no image")
	}
	img := fr.Img
	r := img.Rect
	w, h := r.Dx(), r.Dy()
	if w < 0 || h < 0 {
		return nil, fmt.Errorf("frame rectangle %v is not well-formed", r)
	}
	row := w * 4
	need := int64(row) * int64(h)
	if h > 0 && (img.Stride < row || (h-1)*img.Stride+row > len(img.Pix)) {
		return nil, fmt.Errorf("frame of %v has stride %d and %d bytes of pixels: too few", r, img.Stride, len(img.Pix))
	}
	if need > int64(len(s.mem)) {
		if err := s.grow(need); err != nil {
			return nil, err
		}
	}
	for y := 0; y < h; y++ {
		src := img.Pix[y*img.Stride : y*img.Stride+row]
		copy(s.mem[y*row:], src)
	}
	return &frameRef{Offset: 0, Len: need, Stride: row, Rect: r, Source: fr.Source}, nil
}

func (s *sharedFrame) grow(need int64) error {
	size := int64(1 << 20)
	for size < need {
		size *= 2
	}
	if s.mem != nil {
		if err := unix.Munmap(s.mem); err != nil {
			return fmt.Errorf("munmap frame: %w", err)
		}
		s.mem = nil
	}
	if err := s.f.Truncate(size); err != nil {
		return fmt.Errorf("grow frame memfd to %d bytes: %w", size, err)
	}
	mem, err := unix.Mmap(int(s.f.Fd()), 0, int(size), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_SHARED)
	if err != nil {
		return fmt.Errorf("map frame memfd: %w", err)
	}
	s.mem = mem
	return nil
}

func (s *sharedFrame) close() {
	if s.mem != nil {
		_ = unix.Munmap(s.mem)
		s.mem = nil
	}
	_ = s.f.Close()
}

// mappedFrame is the worker's side: it maps the memfd, and maps it again
// when the host has grown it.
type mappedFrame struct {
	mu  sync.Mutex
	f   *os.File
	mem []byte
}

// view returns the frame ref points at, backed by the shared pages.
func (m *mappedFrame) view(ref *frameRef) (*detectors.Frame, error) {
	if m == nil {
		return nil, fmt.Errorf("no frame memory")
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	w, h := ref.Rect.Dx(), ref.Rect.Dy()
	if w < 0 || h < 0 || ref.Stride != w*4 || ref.Offset < 0 || ref.Len != int64(ref.Stride)*int64(h) {
		return nil, fmt.Errorf("frame ref %+v is inconsistent", *ref)
	}
	end := ref.Offset + ref.Len
	if end > int64(len(m.mem)) {
		var st unix.Stat_t
		if err := unix.Fstat(int(m.f.Fd()), &st); err != nil {
			return nil, fmt.Errorf("stat frame memfd: %w", err)
		}
		if st.Size < end {
			return nil, fmt.Errorf("frame ends at %d, past the memfd's %d bytes", end, st.Size)
		}
		if m.mem != nil {
			_ = unix.Munmap(m.mem)
			m.mem = nil
		}
		mem, err := unix.Mmap(int(m.f.Fd()), 0, int(st.Size), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_SHARED)
		if err != nil {
			return nil, fmt.Errorf("map frame memfd: %w", err)
		}
		m.mem = mem
	}
	pix := m.mem[ref.Offset:end:end]
	return &detectors.Frame{Img: &image.RGBA{Pix: pix, Stride: ref.Stride, Rect: ref.Rect}, Source: ref.Source}, nil
}
