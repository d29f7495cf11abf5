package verify

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/memory"
)

// EpisodeFramesOptions choose the frames EpisodeFrames reads. The zero
// value reads the frames of the newest 1000 episodes and asks for objects
// of at least detectors.DefaultMinPixels visible pixels.
type EpisodeFramesOptions struct {
	// Episodes is how many of the newest episodes to read (default 1000).
	Episodes int
	// MinPixels is how many pixels of an object must show for a detector
	// to be asked to find it; smaller glimpses are neither to be found nor
	// a mistake to find.
	MinPixels int
	// Labels, when set, keeps only the truth of these labels (a blaze
	// detector is not asked to find chickens).
	Labels []string
	// IDs, when set, reads these episodes instead of the newest ones.
	IDs []string
	// MaxFramePixels bounds each decoded frame (the operator's
	// --max-frame-pixels; detectors.DefaultMaxFramePixels when zero).
	MaxFramePixels int
}

// EpisodeFrames returns the frames that recorded episodes observed and
// whose renderer labelled them (a detectors.TruthLabel on the frame, as
// the Minecraft example's renderers write): a detector is then scored on
// the frames of the episodes it serves, with no labels file. Each frame is
// listed once, named EPISODE#STEP after the first step that observed it,
// and counts for that episode.
//
// The frames are not decoded here: each one's Load reads its bytes from
// blobs and decodes them under opts.MaxFramePixels when it is scored, so
// scoring holds as many decoded frames as it runs at once, not the whole
// set (a frame may be 4096×4096, 64 MiB). A frame that cannot be read —
// its metadata or bytes gone, bytes that do not match their hash or do not
// decode, an image over the pixel ceiling, a truth label that does not
// parse — is still listed, and its Load returns why: Detector skips it and
// names it (DetectorReport.Skipped), so one bad frame neither stops the
// run nor disappears from it. Errors are the store's: an episode that
// cannot be read.
func EpisodeFrames(ctx context.Context, st memory.Store, blobs memory.Blobs, opts EpisodeFramesOptions) ([]LabelledFrame, error) {
	if opts.Episodes <= 0 {
		opts.Episodes = 1000
	}
	if opts.MinPixels <= 0 {
		opts.MinPixels = detectors.DefaultMinPixels
	}
	var heads []memory.Episode
	if len(opts.IDs) > 0 {
		for _, id := range opts.IDs {
			heads = append(heads, memory.Episode{ID: id})
		}
	} else {
		var err error
		if heads, err = st.Episodes(ctx, opts.Episodes); err != nil {
			return nil, err
		}
	}
	sort.SliceStable(heads, func(i, j int) bool { return heads[i].ID < heads[j].ID })
	seen := map[string]bool{}
	var out []LabelledFrame
	for _, h := range heads {
		// A page of steps at a time: the whole episode was read at once
		// (an episode of 300,000 steps, linked as evidence by anyone,
		// held them all at each detector judgement).
		for from := 0; ; {
			pg, err := st.EpisodeSteps(ctx, h.ID, from, framesPage, 0)
			if err != nil {
				return nil, fmt.Errorf("episode %s: %w", h.ID, err)
			}
			ep := pg.Episode
			from += len(ep.Steps)
			if err := episodeFrames(ctx, st, blobs, opts, ep, seen, &out); err != nil {
				return nil, err
			}
			if len(ep.Steps) == 0 || from >= pg.Total {
				break
			}
		}
	}
	return out, nil
}

// framesPage is how many steps EpisodeFrames reads at a time.
const framesPage = 1000

// episodeFrames adds the labelled frames of ep's steps to out.
func episodeFrames(ctx context.Context, st memory.Store, blobs memory.Blobs, opts EpisodeFramesOptions, ep memory.Episode, seen map[string]bool, out *[]LabelledFrame) error {
	for _, s := range ep.Steps {
		for _, hash := range s.Frames {
			if seen[hash] {
				continue
			}
			seen[hash] = true
			name := fmt.Sprintf("%s#%d", ep.ID, s.Index)
			lf := LabelledFrame{Name: name, Episode: ep.ID, Hash: hash}
			unreadable := func(err error) {
				lf.Load = func() (*detectors.Frame, error) { return nil, err }
				*out = append(*out, lf)
			}
			meta, err := st.Frame(ctx, hash)
			if errors.Is(err, memory.ErrNotFound) {
				unreadable(fmt.Errorf("frame %s: %w", hash, err))
				continue
			} else if err != nil {
				return fmt.Errorf("episode %s step %d: frame %s: %w", ep.ID, s.Index, hash, err)
			}
			label, ok := meta.Labels[detectors.TruthLabel]
			if !ok {
				continue // not labelled: not evidence for a detector
			}
			truth, err := detectors.DecodeTruth(label)
			if err != nil {
				unreadable(fmt.Errorf("frame %s: %w", hash, err))
				continue
			}
			if len(opts.Labels) > 0 {
				keep := truth[:0:0]
				for _, t := range truth {
					if slices.Contains(opts.Labels, t.Label) {
						keep = append(keep, t)
					}
				}
				truth = keep
			}
			lf.Truth, lf.Ignore = detectors.SplitTruth(truth, opts.MinPixels)
			lf.Load = func() (*detectors.Frame, error) {
				data, err := blobs.Get(hash)
				if err != nil {
					return nil, err
				}
				f, err := detectors.Decode(data, opts.MaxFramePixels, detectors.Source{Kind: "step", ID: name})
				if err != nil {
					return nil, fmt.Errorf("frame %s: %w", hash, err)
				}
				// Named as serve names a frame: a detector must not see
				// it is being verified.
				f.Source = frameSource(data)
				return f, nil
			}
			*out = append(*out, lf)
		}
	}
	return nil
}
