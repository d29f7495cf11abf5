// An in-process event bus and a rate limiter: functional options over a
// generic config, subscribers as closures in a map of slices, a generic
// ring buffer, events of an interface with embedded structs, and a
// deterministic clock advanced by the skill.
package pubsub

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Events int `json:"events,omitempty"`
	Burst  int `json:"burst,omitempty"`
}

type Event interface {
	Topic() string
	At() time.Time
}

type meta struct {
	topic string
	at    time.Time
}

func (m meta) Topic() string { return m.topic }
func (m meta) At() time.Time { return m.at }

type Move struct {
	meta
	DX, DY int
}

type Chat struct {
	meta
	Text string
}

func (c Chat) Topic() string { return "chat/" + c.meta.topic }

type Ring[T any] struct {
	buf   []T
	start int
	n     int
}

func NewRing[T any](size int) *Ring[T] { return &Ring[T]{buf: make([]T, size)} }

func (r *Ring[T]) Put(x T) {
	if r.n < len(r.buf) {
		r.buf[(r.start+r.n)%len(r.buf)] = x
		r.n++
		return
	}
	r.buf[r.start] = x
	r.start = (r.start + 1) % len(r.buf)
}

func (r *Ring[T]) All() []T {
	out := make([]T, r.n)
	for i := range r.n {
		out[i] = r.buf[(r.start+i)%len(r.buf)]
	}
	return out
}

type Config[T any] struct {
	burst  int
	every  time.Duration
	filter func(T) bool
	name   string
}

type Option[T any] func(*Config[T])

func WithBurst[T any](n int) Option[T]           { return func(c *Config[T]) { c.burst = n } }
func WithEvery[T any](d time.Duration) Option[T] { return func(c *Config[T]) { c.every = d } }
func WithFilter[T any](f func(T) bool) Option[T] { return func(c *Config[T]) { c.filter = f } }
func WithName[T any](name string) Option[T]      { return func(c *Config[T]) { c.name = name } }

type Limiter[T any] struct {
	cfg    Config[T]
	tokens int
	last   time.Time
}

func NewLimiter[T any](opts ...Option[T]) *Limiter[T] {
	cfg := Config[T]{burst: 1, every: time.Second, filter: func(T) bool { return true }, name: "limiter"}
	for _, o := range opts {
		o(&cfg)
	}
	return &Limiter[T]{cfg: cfg, tokens: cfg.burst}
}

func (l *Limiter[T]) Allow(x T, now time.Time) bool {
	if !l.cfg.filter(x) {
		return true
	}
	if !l.last.IsZero() {
		gained := int(now.Sub(l.last) / l.cfg.every)
		if gained > 0 {
			l.tokens = min(l.cfg.burst, l.tokens+gained)
			l.last = l.last.Add(time.Duration(gained) * l.cfg.every)
		}
	} else {
		l.last = now
	}
	if l.tokens == 0 {
		return false
	}
	l.tokens--
	return true
}

type Bus struct {
	subs map[string][]func(Event) error
	log  *Ring[string]
}

func (b *Bus) Subscribe(prefix string, f func(Event) error) {
	b.subs[prefix] = append(b.subs[prefix], f)
}

func (b *Bus) Publish(e Event) error {
	var errs []error
	prefixes := make([]string, 0, len(b.subs))
	for p := range b.subs {
		prefixes = append(prefixes, p)
	}
	sort.Strings(prefixes)
	for _, p := range prefixes {
		if !strings.HasPrefix(e.Topic(), p) {
			continue
		}
		for i, f := range b.subs[p] {
			if err := f(e); err != nil {
				errs = append(errs, fmt.Errorf("%s[%d]: %w", p, i, err))
			}
		}
	}
	b.log.Put(e.Topic())
	return errors.Join(errs...)
}

var ErrTooFar = errors.New("moved too far")

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.Events
	if n == 0 {
		n = 3000
	}
	burst := args.Burst
	if burst == 0 {
		burst = 3
	}
	if n < 0 || n > 1000000 || burst < 0 {
		return nil, errors.New("events must be 0..1000000 and burst not negative")
	}
	clock := time.Date(2026, 12, 7, 12, 0, 0, 0, time.UTC)
	bus := &Bus{subs: map[string][]func(Event) error{}, log: NewRing[string](4)}
	x, y, said, far := 0, 0, 0, 0
	lim := NewLimiter(WithBurst[Event](burst), WithEvery[Event](250*time.Millisecond), WithName[Event]("chat"),
		WithFilter(func(e Event) bool { _, ok := e.(Chat); return ok }))
	dropped := 0
	bus.Subscribe("move", func(e Event) error {
		m := e.(Move)
		x, y = x+m.DX, y+m.DY
		if m.DX*m.DX+m.DY*m.DY > 50 {
			far++
			return fmt.Errorf("%d,%d: %w", m.DX, m.DY, ErrTooFar)
		}
		return nil
	})
	bus.Subscribe("chat/", func(e Event) error {
		if !lim.Allow(e, e.At()) {
			dropped++
			return nil
		}
		said += len(e.(Chat).Text)
		return nil
	})
	bus.Subscribe("", func(e Event) error { return nil })
	var firstErr error
	errCount := 0
	for i := range n {
		clock = clock.Add(time.Duration(37+i%113) * time.Millisecond)
		var e Event
		if i%3 == 0 {
			e = Chat{meta{"room", clock}, strings.Repeat("hi", i%5)}
		} else {
			e = Move{meta{"move", clock}, i%11 - 5, (i*7)%13 - 6}
		}
		if err := bus.Publish(e); err != nil {
			errCount++
			if firstErr == nil {
				firstErr = err
			}
		}
	}
	errText := ""
	if firstErr != nil {
		errText = firstErr.Error()
	}
	return skills.Result{"pos": fmt.Sprint(x, ",", y), "said": said, "dropped": dropped, "far": far, "errors": errCount,
		"first_error": errText, "too_far": errors.Is(firstErr, ErrTooFar), "last": bus.log.All(), "clock": clock.Format(time.RFC3339Nano),
		"limiter": lim.cfg.name}, nil
}
