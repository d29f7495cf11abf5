package ui

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/skills"
)

// pageTimeout bounds the store queries of one page.
const pageTimeout = 10 * time.Second

// skillRow is one line of the library page.
type skillRow struct {
	skills.Manifest
	Verified *memory.Rate
	Observed *memory.Usage
	LastRun  *memory.VerificationRun
	// Trend is the verified success rate of the skill's versions, oldest
	// first, drawn as a sparkline (nil with fewer than two).
	Trend *sparkline
	// Calls and P50 come from the server's metrics; HasCalls says whether
	// there are any.
	Calls    uint64
	P50      time.Duration
	HasCalls bool
	// Tier and TierWhy are the serving version's execution tier.
	Tier, TierWhy string
}

// trendVersions bounds the versions a skill's trend shows, and trendScan
// the newest versions it looks among for verified ones.
const (
	trendVersions = 12
	trendScan     = 4 * trendVersions
)

// sparkline is a series of rates in [0, 1] drawn in a 100×20 box.
type sparkline struct {
	Points string // SVG polyline points
	Last   struct{ X, Y float64 }
	Title  string
}

// newSparkline draws rates (oldest first); nil for fewer than two.
func newSparkline(rates []float64, labels []string) *sparkline {
	if len(rates) < 2 {
		return nil
	}
	s := &sparkline{}
	var pts []string
	for i, r := range rates {
		x := 2 + 96*float64(i)/float64(len(rates)-1)
		y := 18 - 16*min(max(r, 0), 1)
		pts = append(pts, fmt.Sprintf("%.1f,%.1f", x, y))
		s.Last.X, s.Last.Y = x, y
	}
	s.Points = strings.Join(pts, " ")
	s.Title = strings.Join(labels, ", ")
	return s
}

func (u *UI) library(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), pageTimeout)
	defer cancel()
	q := strings.ToLower(strings.TrimSpace(r.URL.Query().Get("q")))
	kind := r.URL.Query().Get("kind")
	var rows []skillRow
	var calls map[string]CallStats
	if u.opts.Calls != nil {
		calls = u.opts.Calls()
	}
	for _, m := range u.opts.Library.List() {
		if kind != "" && string(m.Kind) != kind {
			continue
		}
		if q != "" && !strings.Contains(strings.ToLower(m.Name+" "+m.Description+" "+strings.Join(m.Tags, " ")), q) {
			continue
		}
		row := skillRow{Manifest: m}
		if st := u.opts.Memory; st != nil {
			if rate, err := st.SuccessRate(ctx, m.Version); err == nil && rate.Total > 0 {
				row.Verified = &rate
			}
			if us, err := st.Usage(ctx, m.Version); err == nil && us.Episodes > 0 {
				row.Observed = &us
			}
			if runs, err := st.RecentVerifications(ctx, m.Version, 1); err == nil && len(runs) > 0 {
				row.LastRun = &runs[0]
			}
			row.Trend = u.trend(ctx, m.Name)
		}
		if c, ok := calls[m.Name]; ok && c.Calls > 0 {
			row.Calls, row.P50, row.HasCalls = c.Calls, c.P50, true
		}
		if u.opts.Tier != nil {
			row.Tier, row.TierWhy = u.opts.Tier(m.Name, m.Version)
		}
		rows = append(rows, row)
	}
	u.render(w, "library", map[string]any{"Title": "Library", "Rows": rows, "Q": r.URL.Query().Get("q"), "Kind": kind,
		"Problems": u.opts.Library.Problems(), "Dir": u.opts.Library.Dir()})
}

// trend is the verified success rate of a skill's versions that were
// verified, oldest first (the last trendVersions).
func (u *UI) trend(ctx context.Context, name string) *sparkline {
	// The newest versions only: every version of every skill, each with
	// its source, was read for each view of the library (a skill an
	// agent flooded with versions cost every view all of them).
	vs, err := u.opts.Memory.RecentVersions(ctx, name, trendScan)
	if err != nil || len(vs) < 2 {
		return nil
	}
	sort.SliceStable(vs, func(i, j int) bool { return vs[i].Created.Before(vs[j].Created) })
	var rates []float64
	var labels []string
	for _, v := range vs {
		if rate, err := u.opts.Memory.SuccessRate(ctx, v.ID); err == nil && rate.Total > 0 {
			rates = append(rates, rate.Rate)
			labels = append(labels, fmt.Sprintf("%s %d/%d", memory.ShortID(v.ID), rate.Passed, rate.Total))
		}
	}
	if len(rates) > trendVersions {
		rates, labels = rates[len(rates)-trendVersions:], labels[len(labels)-trendVersions:]
	}
	return newSparkline(rates, labels)
}

// versionRuns bounds the runs a skill's page shows of each version.
const versionRuns = 10

// versionView is one version of a skill with its runs.
type versionView struct {
	memory.SkillVersion
	Serving bool
	// Judged: a gate let the version through (a promotion, or found
	// serving), so the page's rollback may name it (gate.Rollback).
	Judged bool
	Runs   []memory.VerificationRun
	Rate   *memory.Rate
}

func (u *UI) skill(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), pageTimeout)
	defer cancel()
	name := r.PathValue("name")
	s, err := u.opts.Library.Get(name)
	if err != nil {
		u.fail(w, http.StatusNotFound, fmt.Sprintf("no skill %q in this library", name))
		return
	}
	m := s.Unit.Manifest
	var params bytes.Buffer
	if len(m.Params) > 0 {
		_ = json.Indent(&params, m.Params, "", "  ")
	}
	var versions []versionView
	if st := u.opts.Memory; st != nil {
		// A page of the newest (each with its runs and rate, and the
		// source a diff compares), not every version the skill has.
		vs, err := st.RecentVersions(ctx, name, u.opts.PageSize)
		if err != nil && !errors.Is(err, memory.ErrNotFound) {
			u.opts.Logger.Warn("versions", "skill", name, "error", err)
		}
		sort.SliceStable(vs, func(i, j int) bool { return vs[i].Created.After(vs[j].Created) })
		for _, v := range vs {
			vv := versionView{SkillVersion: v, Serving: v.ID == m.Version}
			if runs, err := st.RecentVerifications(ctx, v.ID, versionRuns); err == nil {
				vv.Runs = runs
			}
			if rate, err := st.SuccessRate(ctx, v.ID); err == nil && rate.Total > 0 {
				vv.Rate = &rate
			}
			if !vv.Serving {
				_, err := st.LatestVersionDecision(ctx, v.ID, memory.JudgedStatuses...)
				vv.Judged = err == nil
			}
			versions = append(versions, vv)
		}
	}
	data := map[string]any{"Title": name, "M": m, "Params": params.String(), "Source": highlight(s.Unit.Source),
		"Versions": versions, "Builtin": s.Builtin != nil, "CanRollback": u.opts.Rollback != nil, "Msg": r.URL.Query().Get("msg")}
	if u.opts.Probation != nil && s.Builtin == nil {
		if p, err := u.opts.Probation(ctx, name, m.Version); err != nil {
			u.opts.Logger.Warn("probation", "skill", name, "error", err)
		} else if p.On {
			data["Probation"] = p
		} else if p.Watched {
			data["Watched"] = p
		}
	}
	if u.opts.Trial != nil {
		if t, err := u.opts.Trial(ctx, name); err != nil {
			u.opts.Logger.Warn("trial", "skill", name, "error", err)
		} else if t.On && t.Serving == m.Version {
			data["Trial"] = t
		}
	}
	if st := u.opts.Memory; st != nil {
		if ds, err := st.RecentDecisions(ctx, name, u.opts.PageSize); err == nil {
			data["Decisions"] = ds
		}
		nodes, edges := u.provenance(ctx, name, m.Version)
		if len(nodes) > 0 {
			h := 40.0
			for _, n := range nodes {
				h = max(h, n.Y+30)
			}
			data["Graph"] = map[string]any{"Nodes": nodes, "Edges": edges, "H": h}
		}
	}
	// A diff between two versions: ?a=OLD&b=NEW (ids or prefixes).
	if a, b := r.URL.Query().Get("a"), r.URL.Query().Get("b"); a != "" && b != "" {
		va, vb := findVersion(versions, a), findVersion(versions, b)
		if va == nil || vb == nil {
			data["DiffErr"] = "no such version to compare"
		} else {
			data["Diff"] = diffLines(va.Source, vb.Source)
			data["DiffA"], data["DiffB"] = va.ID, vb.ID
		}
	}
	u.render(w, "skill", data)
}

func findVersion(vs []versionView, id string) *versionView {
	var found *versionView
	for i := range vs {
		if strings.HasPrefix(vs[i].ID, id) {
			if found != nil {
				return nil // ambiguous
			}
			found = &vs[i]
		}
	}
	return found
}

func (u *UI) episodes(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), pageTimeout)
	defer cancel()
	if u.opts.Memory == nil {
		u.fail(w, http.StatusNotFound, "this view has no memory store")
		return
	}
	eps, err := u.opts.Memory.Episodes(ctx, u.opts.PageSize)
	if err != nil {
		u.fail(w, http.StatusInternalServerError, err.Error())
		return
	}
	u.render(w, "episodes", map[string]any{"Title": "Episodes", "Episodes": eps})
}

func (u *UI) episode(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), pageTimeout)
	defer cancel()
	if u.opts.Memory == nil {
		u.fail(w, http.StatusNotFound, "this view has no memory store")
		return
	}
	id := r.PathValue("id")
	// Steps come a page at a time (?from=N) from the store, with the
	// step count and a sampled track: a long episode stays fast.
	per := 4 * u.opts.PageSize
	from, _ := strconv.Atoi(r.URL.Query().Get("from"))
	pg, err := u.opts.Memory.EpisodeSteps(ctx, id, max(0, from), per, trackPoints)
	if err != nil {
		code := http.StatusInternalServerError
		if errors.Is(err, memory.ErrNotFound) {
			code = http.StatusNotFound
		}
		u.fail(w, code, err.Error())
		return
	}
	supports, _ := u.opts.Memory.Supports(ctx, id)
	from = min(pg.From, pg.Total)
	to := from + len(pg.Steps)
	var frames []string
	for _, s := range pg.Steps {
		frames = append(frames, s.Frames...)
	}
	data := map[string]any{"Title": "Episode " + id, "E": pg.Episode, "Supports": supports, "Frames": frames,
		"Track": track(pg.Track), "From": from, "To": to, "Total": pg.Total}
	if from > 0 {
		data["Prev"] = max(0, from-per)
	}
	if to < pg.Total {
		data["Next"] = to
	}
	u.render(w, "episode", data)
}

func (u *UI) memory(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), pageTimeout)
	defer cancel()
	q := strings.TrimSpace(r.URL.Query().Get("q"))
	data := map[string]any{"Title": "Memory", "Q": q}
	if q != "" && u.opts.Memory != nil {
		hits, err := u.opts.Memory.Search(ctx, memory.SearchQuery{Text: q, Limit: u.opts.PageSize, Any: true})
		if err != nil {
			data["Err"] = err.Error()
		}
		data["Hits"] = hits
	}
	u.render(w, "memory", data)
}

func (u *UI) live(w http.ResponseWriter, r *http.Request) {
	u.render(w, "live", map[string]any{"Title": "Live"})
}

// events streams library changes as server-sent events until the client
// goes away.
func (u *UI) events(w http.ResponseWriter, r *http.Request) {
	fl, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	ch := make(chan library.Change, 64)
	cancel := u.opts.Library.Subscribe(func(c library.Change) {
		select {
		case ch <- c:
		default: // a slow reader loses events rather than blocking the library
		}
	})
	defer cancel()
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	fmt.Fprint(w, ": skillrun library events\n\n")
	fl.Flush()
	tick := time.NewTicker(15 * time.Second)
	defer tick.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-tick.C:
			fmt.Fprint(w, ": keep-alive\n\n")
		case c := <-ch:
			b, _ := json.Marshal(c)
			fmt.Fprintf(w, "event: change\ndata: %s\n\n", b)
		}
		fl.Flush()
	}
}

// point is one position of an episode's track, scaled into a 200×200 box.
type point struct{ X, Y float64 }

// track projects the steps' positions onto the ground plane (x, z),
// scaled and centred in the box.
// trackPoints bounds the points of an episode's track: the store samples
// its steps evenly down to this many.
const trackPoints = 2000

func track(pos [][3]float64) []point {
	var pts [][2]float64
	for _, p := range pos {
		pts = append(pts, [2]float64{p[0], p[2]})
	}
	if len(pts) == 0 {
		return nil
	}
	minX, maxX, minZ, maxZ := pts[0][0], pts[0][0], pts[0][1], pts[0][1]
	for _, p := range pts {
		minX, maxX = min(minX, p[0]), max(maxX, p[0])
		minZ, maxZ = min(minZ, p[1]), max(maxZ, p[1])
	}
	// One scale for both axes, the track centred in the box: a track
	// that stays in place, or runs along one axis, sits in the middle.
	span := max(maxX-minX, maxZ-minZ, 1)
	offX, offZ := (span-(maxX-minX))/2, (span-(maxZ-minZ))/2
	out := make([]point, len(pts))
	for i, p := range pts {
		out[i] = point{10 + 180*(p[0]-minX+offX)/span, 10 + 180*(p[1]-minZ+offZ)/span}
	}
	return out
}
