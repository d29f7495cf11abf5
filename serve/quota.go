package serve

import (
	"context"
	"sync"
	"time"

	"github.com/skillrun/skillrun/memory"
)

// withinQuota runs write when author, having stored what the store counts,
// may store add more (Options.Quota), else says which bound it would
// pass; counting and writing are one step under quotaMu, so calls at
// once cannot pass the bound together. (Episodes and steps, written
// more often and counted at more cost, go through recordWithin.)
func (s *Server) withinQuota(ctx context.Context, st memory.Store, author string, add memory.AuthorUse, write func() error) error {
	s.quotaMu.Lock()
	defer s.quotaMu.Unlock()
	use, err := st.AuthorUse(ctx, author)
	if err != nil {
		return err
	}
	if err := s.opts.Quota.Admit(author, use, add); err != nil {
		return err
	}
	return write()
}

// recordWithin runs write, which records add for agent (episodes,
// steps, frames), when the agent's quota has room for it (usageCache),
// and counts it when it is written. What a write admitted is held from
// the check to the write, so writes at once cannot pass the bound
// together. (session_open and a session's runs check before they make a
// world or run, and count after they record.)
func (s *Server) recordWithin(ctx context.Context, st memory.Store, agent string, add memory.AuthorUse, write func() error) error {
	done, err := s.usage.reserve(ctx, st, s.opts.Quota, agent, add)
	if err != nil {
		return err
	}
	if err := write(); err != nil {
		done(memory.AuthorUse{})
		return err
	}
	done(add)
	return nil
}

// usageCache keeps what each agent has stored, for the writes that
// record episodes, steps and frames (memory_record_episode,
// memory_record_steps, session_open, a session's runs and the frames its
// skills looked at, uploaded images): counting steps in the store costs an
// index lookup per episode (26 ms for 10,000), too much for every step an
// agent appends. It is read from the store at most every usageFresh
// per agent, and what this server records is added in between; what
// other writers store meanwhile is seen at the next read. What a write
// was admitted for is held until it is written or has failed, and the
// next write is admitted against it too.
type usageCache struct {
	mu  sync.Mutex
	use map[string]*cachedUse
}

type cachedUse struct {
	use  memory.AuthorUse
	held memory.AuthorUse // admitted, not yet written
	at   time.Time
}

// usageFresh is how long a count read from the store is used.
const usageFresh = 10 * time.Second

// reserve says whether agent may record add more; when it may, add is
// held against the agent's quota until done is called with what was
// written (zero when the write failed).
func (q *usageCache) reserve(ctx context.Context, st memory.Store, quota memory.Quota, agent string, add memory.AuthorUse) (done func(written memory.AuthorUse), err error) {
	_, done, err = q.reserveUpTo(ctx, st, quota, agent, add, add)
	return done, err
}

// reserveUpTo is reserve for a write whose size is known only once it is
// made (a session's run, recorded after it ran): least must fit the
// agent's quota, and beyond it as many steps and step bytes of most as
// the quota has room for are held too; got is what is held, which the
// caller keeps its write within.
func (q *usageCache) reserveUpTo(ctx context.Context, st memory.Store, quota memory.Quota, agent string, least, most memory.AuthorUse) (got memory.AuthorUse, done func(written memory.AuthorUse), err error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	u, err := q.fresh(ctx, st, agent)
	if err != nil {
		return got, nil, err
	}
	have := sumUse(u.use, u.held)
	if err := quota.Admit(agent, have, least); err != nil {
		return got, nil, err
	}
	qd := quota.WithDefaults()
	got = least
	got.Steps = roomFor(least.Steps, most.Steps, int64(qd.Steps), int64(have.Steps))
	got.StepBytes = roomFor(least.StepBytes, most.StepBytes, qd.StepBytes, have.StepBytes)
	u.held = sumUse(u.held, got)
	var once sync.Once
	return got, func(written memory.AuthorUse) {
		once.Do(func() {
			q.mu.Lock()
			defer q.mu.Unlock()
			u.held = sumUse(u.held, negUse(got))
			u.use = sumUse(u.use, written)
		})
	}, nil
}

// fresh returns agent's use, read from the store when it was not read
// within usageFresh. The caller holds q.mu.
func (q *usageCache) fresh(ctx context.Context, st memory.Store, agent string) (*cachedUse, error) {
	u := q.use[agent]
	if u == nil || time.Since(u.at) > usageFresh {
		use, err := st.AuthorUse(ctx, agent)
		if err != nil {
			return nil, err
		}
		if u == nil {
			if q.use == nil || len(q.use) >= 1024 {
				q.use = map[string]*cachedUse{} // agents' names are many only if made up
			}
			u = &cachedUse{}
			q.use[agent] = u
		}
		// What is held stays held: its writes may not be in use yet.
		u.use, u.at = use, time.Now()
	}
	return u, nil
}

// roomFor is how much of most (at least least) fits under bound (none
// when not positive) beside have.
func roomFor[N int | int64](least, most N, bound, have int64) N {
	if bound <= 0 {
		return max(least, most)
	}
	return max(least, min(most, N(bound-have)))
}

// take admits and counts add for agent at once, for writes counted as
// they are admitted (a session's frames).
func (q *usageCache) take(ctx context.Context, st memory.Store, quota memory.Quota, agent string, add memory.AuthorUse) error {
	done, err := q.reserve(ctx, st, quota, agent, add)
	if err != nil {
		return err
	}
	done(add)
	return nil
}

func sumUse(a, b memory.AuthorUse) memory.AuthorUse {
	a.Versions += b.Versions
	a.Decisions += b.Decisions
	a.Notes += b.Notes
	a.Episodes += b.Episodes
	a.Steps += b.Steps
	a.StepBytes += b.StepBytes
	a.FrameBytes += b.FrameBytes
	return a
}

func negUse(a memory.AuthorUse) memory.AuthorUse {
	return memory.AuthorUse{Versions: -a.Versions, Decisions: -a.Decisions, Notes: -a.Notes, Episodes: -a.Episodes, Steps: -a.Steps, StepBytes: -a.StepBytes, FrameBytes: -a.FrameBytes}
}
