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
// once cannot pass the bound together.
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

// runQuota keeps, for the session runs of each agent, what the agent has
// stored: counting it in the store costs an index lookup per episode
// (26 ms for 10,000), too much for every run. It is read from the store
// at most every runQuotaFresh per agent, and the steps and episodes this
// server's runs record are added in between; what other writers store
// meanwhile is seen at the next read.
type runQuota struct {
	mu  sync.Mutex
	use map[string]*runUse
}

type runUse struct {
	use memory.AuthorUse
	at  time.Time
}

// runQuotaFresh is how long a count read from the store is used.
const runQuotaFresh = 10 * time.Second

// admit says whether agent may run once more in a session: record one
// more episode and step.
func (q *runQuota) admit(ctx context.Context, st memory.Store, quota memory.Quota, agent string) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	u := q.use[agent]
	if u == nil || time.Since(u.at) > runQuotaFresh {
		use, err := st.AuthorUse(ctx, agent)
		if err != nil {
			return err
		}
		if q.use == nil || len(q.use) >= 1024 {
			q.use = map[string]*runUse{} // agents' names are many only if made up
		}
		u = &runUse{use: use, at: time.Now()}
		q.use[agent] = u
	}
	return quota.Admit(agent, u.use, memory.AuthorUse{Episodes: 1, Steps: 1})
}

// add counts what a run recorded for agent.
func (q *runQuota) add(agent string, rec memory.AuthorUse) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if u := q.use[agent]; u != nil {
		u.use.Episodes += rec.Episodes
		u.use.Steps += rec.Steps
	}
}
