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
// steps, frames), when the agent's quota has room for it (usageCache), and
// counts it when it is written. (session_open and a session's runs
// check before they make a world or run, and count after they record.)
func (s *Server) recordWithin(ctx context.Context, st memory.Store, agent string, add memory.AuthorUse, write func() error) error {
	if err := s.usage.admit(ctx, st, s.opts.Quota, agent, add); err != nil {
		return err
	}
	if err := write(); err != nil {
		return err
	}
	s.usage.add(agent, add)
	return nil
}

// usageCache keeps what each agent has stored, for the writes that
// record episodes, steps and frames (memory_record_episode,
// memory_record_steps, session_open, a session's runs and the frames its
// skills looked at, uploaded images): counting steps in the store costs an
// index lookup per episode (26 ms for 10,000), too much for every step an
// agent appends. It is read from the store at most every usageFresh
// per agent, and what this server records is added in between; what
// other writers store meanwhile is seen at the next read, and calls at
// once may each pass the check before either adds.
type usageCache struct {
	mu  sync.Mutex
	use map[string]*cachedUse
}

type cachedUse struct {
	use memory.AuthorUse
	at  time.Time
}

// usageFresh is how long a count read from the store is used.
const usageFresh = 10 * time.Second

// admit says whether agent may record add more.
func (q *usageCache) admit(ctx context.Context, st memory.Store, quota memory.Quota, agent string, add memory.AuthorUse) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	u := q.use[agent]
	if u == nil || time.Since(u.at) > usageFresh {
		use, err := st.AuthorUse(ctx, agent)
		if err != nil {
			return err
		}
		if q.use == nil || len(q.use) >= 1024 {
			q.use = map[string]*cachedUse{} // agents' names are many only if made up
		}
		u = &cachedUse{use: use, at: time.Now()}
		q.use[agent] = u
	}
	return quota.Admit(agent, u.use, add)
}

// add counts what agent recorded.
func (q *usageCache) add(agent string, rec memory.AuthorUse) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if u := q.use[agent]; u != nil {
		u.use.Episodes += rec.Episodes
		u.use.Steps += rec.Steps
		u.use.StepBytes += rec.StepBytes
		u.use.FrameBytes += rec.FrameBytes
	}
}
