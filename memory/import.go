package memory

import (
	"context"
	"fmt"
)

// ImportReport says what Import did.
type ImportReport struct {
	Episodes int `json:"episodes"` // episodes recorded (or already there, unchanged)
	Steps    int `json:"steps"`
	Nodes    int `json:"nodes"` // graph nodes and edges the episodes make (Episode.Graph)
	Edges    int `json:"edges"`
}

// ImportError reports an import that stopped part way. Episodes before
// Episode are recorded whole; the failed one left nothing behind (each
// episode is one transaction), so running the same import again resumes it.
type ImportError struct {
	Index   int    // 0-based position of the failed episode in the input
	Episode string // its id
	Done    int    // episodes recorded before it
	Err     error
}

func (e *ImportError) Error() string {
	return fmt.Sprintf("import stopped at episode %q (#%d; %d recorded before it, run the import again to resume): %v", e.Episode, e.Index+1, e.Done, e.Err)
}

func (e *ImportError) Unwrap() error { return e.Err }

// Import records episodes in order, each in its own transaction. progress,
// if not nil, is called after each episode.
func Import(ctx context.Context, s Store, eps []Episode, progress func(done int)) (ImportReport, error) {
	var rep ImportReport
	for i := range eps {
		if err := ctx.Err(); err != nil {
			return rep, &ImportError{Index: i, Episode: eps[i].ID, Done: i, Err: err}
		}
		if err := s.RecordEpisode(ctx, eps[i]); err != nil {
			return rep, &ImportError{Index: i, Episode: eps[i].ID, Done: i, Err: err}
		}
		n, e := eps[i].Graph()
		rep.Episodes++
		rep.Steps += len(eps[i].Steps)
		rep.Nodes += n
		rep.Edges += e
		if progress != nil {
			progress(i + 1)
		}
	}
	return rep, nil
}
