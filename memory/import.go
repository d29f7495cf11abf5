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
// episode is atomic), so running the same import again resumes it.
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

// BatchRecorder is a Store that can record frame metadata and several
// episodes in one transaction: all of them or, on an error, none. Import
// uses it to write ImportBatch episodes a commit.
type BatchRecorder interface {
	RecordBatch(ctx context.Context, frames []Frame, eps []Episode) error
}

// ImportBatch is how many episodes Import records per transaction when
// the store is a BatchRecorder.
const ImportBatch = 16

// Import records episodes in order. Each episode is atomic: through a
// BatchRecorder, ImportBatch episodes a transaction (a batch that fails is
// recorded again one episode at a time, to record the episodes before the
// bad one and name it); otherwise each in its own transaction. progress,
// if not nil, is called after each episode.
func Import(ctx context.Context, s Store, eps []Episode, progress func(done int)) (ImportReport, error) {
	var rep ImportReport
	batcher, _ := s.(BatchRecorder)
	single := 0 // record one at a time before this index
	for i := 0; i < len(eps); {
		if err := ctx.Err(); err != nil {
			return rep, &ImportError{Index: i, Episode: eps[i].ID, Done: i, Err: err}
		}
		n := 1
		if batcher != nil && i >= single {
			n = min(ImportBatch, len(eps)-i)
		}
		if n > 1 {
			if err := batcher.RecordBatch(ctx, nil, eps[i:i+n]); err != nil {
				single = i + n
				continue
			}
		} else if err := s.RecordEpisode(ctx, eps[i]); err != nil {
			return rep, &ImportError{Index: i, Episode: eps[i].ID, Done: i, Err: err}
		}
		for j := i; j < i+n; j++ {
			nodes, edges := eps[j].Graph()
			rep.Episodes++
			rep.Steps += len(eps[j].Steps)
			rep.Nodes += nodes
			rep.Edges += edges
			if progress != nil {
				progress(j + 1)
			}
		}
		i += n
	}
	return rep, nil
}
