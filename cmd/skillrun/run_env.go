package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/internal/exactjson"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/serve"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// envRun is a run of a skill in an environment (run --env), recorded as a
// verifiable episode.
type envRun struct {
	env      string
	world    skills.World
	rec      *verify.Recorder
	snap     serve.RunSnapshotter
	begin    any
	start    time.Time
	closeEnv func()
}

// openEnvRun opens the domain environment name with params and starts
// recording: the world's starting snapshot when it can take one.
func (a *app) openEnvRun(ctx context.Context, name string, params json.RawMessage) (*envRun, error) {
	envs, closeEnvs, err := a.domainList().Environments(ctx, host{a})
	if err != nil {
		return nil, err
	}
	f, ok := envs[name]
	if !ok {
		closeEnvs()
		names := make([]string, 0, len(envs))
		for n := range envs {
			names = append(names, n)
		}
		return nil, usageError{fmt.Errorf("--env %q: no such environment (have %v)", name, names)}
	}
	w, err := f(ctx, params)
	if err != nil {
		closeEnvs()
		return nil, fmt.Errorf("--env %s: %w", name, err)
	}
	r := &envRun{env: name, world: w, rec: &verify.Recorder{World: w}, start: time.Now().UTC(), closeEnv: closeEnvs}
	if rs, ok := w.(serve.RunSnapshotter); ok {
		if b, err := rs.BeginRun(ctx); err == nil {
			r.snap, r.begin = rs, b
		}
	}
	return r, nil
}

// finish records the run as an episode linked to the versions that ran
// (SUPPORTED_BY on success, FAILED_IN with the reason) and closes the
// environment. It returns the episode's id, and the rollbacks of
// versions that failed their probation on it (gate.Probation).
func (r *envRun) finish(ctx context.Context, a *app, lib *library.Library, skill string, args json.RawMessage, res *library.Result, runErr error) (string, []library.Decision, error) {
	defer r.closeEnv()
	defer func() {
		if c, ok := r.world.(io.Closer); ok {
			c.Close()
		}
	}()
	if res == nil || res.Invocation == nil {
		return "", nil, nil
	}
	var id [6]byte
	_, _ = rand.Read(id[:])
	ok := runErr == nil
	ep := memory.Episode{ID: fmt.Sprintf("run-%s-%s", r.start.Format("20060102T150405Z"), hex.EncodeToString(id[:])), Agent: "cli", Env: r.env,
		Task: fmt.Sprintf("%s %s", skill, compactArgs(args)), Start: r.start, End: time.Now().UTC(), Success: &ok, Tags: []string{"run", skill}}
	if runErr != nil {
		ep.Reason = runErr.Error()
	}
	if r.snap != nil {
		if env, snap, err := r.snap.EndRun(ctx, r.begin, skill, args, runErr); err == nil {
			ep.Env, ep.Snapshot = env, snap
		}
	}
	for i, st := range r.rec.Steps() {
		st.Index = i
		st.Skill, st.Version = res.Invocation.Skill, res.Invocation.Version
		ep.Steps = append(ep.Steps, st)
	}
	sources := gate.ServingSources(lib, res.Invocation)
	st, err := a.openMemory(ctx)
	if err != nil {
		return "", nil, err
	}
	defer st.Close()
	// The frames skills looked at (a world that draws them), named in
	// the steps; one that cannot be stored is left out of the record.
	budget, err := a.ceilings.frameBudget() // the operator's bound, as serve's
	if err != nil {
		return "", nil, err
	}
	if err := verify.StoreFrames(ctx, st, memory.Blobs{Dir: a.framesDir(), Budget: budget}, ep.Steps, r.rec.Frames(), verify.FrameOwner{Now: time.Now(), Agent: ep.Agent}); err != nil {
		a.logger().Warn("frames a skill looked at not recorded", "error", err)
	}
	// Through the gate: a version on probation is judged on this run too.
	g, err := a.newGate(ctx, lib, st, library.PromoteVerified, gateFlags{})
	if err != nil {
		return "", nil, err
	}
	defer g.Close()
	rolled, err := g.RecordRun(ctx, gate.Run{Episode: ep, Invocation: res.Invocation, Sources: sources})
	if err != nil {
		return "", nil, err
	}
	return ep.ID, rolled, nil
}

func compactArgs(raw []byte) string {
	b, err := exactjson.Canonical(raw)
	if err != nil {
		return string(raw)
	}
	return string(b)
}
