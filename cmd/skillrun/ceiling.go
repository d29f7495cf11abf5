package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/skillrun/skillrun/detectors"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
	"github.com/spf13/pflag"
)

// ceilingFlags are the operator's ceilings on every run's limits: a
// skill's manifest (//skillrun:memory, timeout, ...) or a caller may ask
// for less, never more. Each comes from its flag, else its environment
// variable (SKILLRUN_MAX_MEMORY, ...), else skills.DefaultCeiling.
type ceilingFlags struct {
	timeout, cpu                              time.Duration
	memory, output, result, actionBytes, logs string
	depth, actions                            int
	// framePixels bounds a decoded frame at every door (see framePixelLimit).
	framePixels string
	// frameStore bounds the bytes of the frame store agents write to
	// (see frameBudget).
	frameStore string
	// agentVersions, agentDecisions, agentNotes, agentEpisodes and
	// agentSteps bound what one agent may have stored (see quota), and
	// agentStepBytes and agentFrameBytes the bytes of its steps and frames.
	agentVersions, agentDecisions, agentNotes, agentEpisodes, agentSteps int
	agentStepBytes, agentFrameBytes                                      string
}

func (c *ceilingFlags) register(f *pflag.FlagSet) {
	d := skills.DefaultCeiling
	f.DurationVar(&c.timeout, "max-timeout", 0, fmt.Sprintf("ceiling on a run's wall time ($SKILLRUN_MAX_TIMEOUT, default %v)", d.Timeout))
	f.DurationVar(&c.cpu, "max-cpu", 0, fmt.Sprintf("ceiling on a run's CPU time ($SKILLRUN_MAX_CPU, default %v)", d.CPU))
	f.StringVar(&c.memory, "max-memory", "", fmt.Sprintf("ceiling on the memory of a run ($SKILLRUN_MAX_MEMORY, default %s)", skills.FormatBytes(d.MemoryBytes)))
	f.StringVar(&c.output, "max-output", "", fmt.Sprintf("ceiling on what a run prints ($SKILLRUN_MAX_OUTPUT, default %s)", skills.FormatBytes(d.OutputBytes)))
	f.StringVar(&c.result, "max-result", "", fmt.Sprintf("ceiling on a run's JSON result ($SKILLRUN_MAX_RESULT, default %s)", skills.FormatBytes(d.ResultBytes)))
	f.IntVar(&c.depth, "max-depth", 0, fmt.Sprintf("ceiling on nested env.Call depth ($SKILLRUN_MAX_DEPTH, default %d)", d.MaxDepth))
	f.IntVar(&c.actions, "max-actions", 0, fmt.Sprintf("ceiling on a run's env.Act calls ($SKILLRUN_MAX_ACTIONS, default %d)", d.Actions))
	f.StringVar(&c.actionBytes, "max-action-bytes", "", fmt.Sprintf("ceiling on a run's actions and outcomes in bytes ($SKILLRUN_MAX_ACTION_BYTES, default %s)", skills.FormatBytes(d.ActionBytes)))
	f.StringVar(&c.logs, "max-logs", "", fmt.Sprintf("ceiling on a run's env.Log bytes ($SKILLRUN_MAX_LOGS, default %s)", skills.FormatBytes(d.LogBytes)))
	q := memory.DefaultQuota
	f.IntVar(&c.agentVersions, "max-agent-versions", 0, fmt.Sprintf("most skill versions one agent (author) may have stored; a proposal past it is refused ($SKILLRUN_MAX_AGENT_VERSIONS, default %d, -1 for none)", q.Versions))
	f.IntVar(&c.agentDecisions, "max-agent-decisions", 0, fmt.Sprintf("most decisions one agent's proposals may have stored ($SKILLRUN_MAX_AGENT_DECISIONS, default %d, -1 for none)", q.Decisions))
	f.IntVar(&c.agentNotes, "max-agent-notes", 0, fmt.Sprintf("most note and plan revisions one agent may have stored ($SKILLRUN_MAX_AGENT_NOTES, default %d, -1 for none)", q.Notes))
	f.IntVar(&c.agentEpisodes, "max-agent-episodes", 0, fmt.Sprintf("most episodes one agent may have recorded, sessions included ($SKILLRUN_MAX_AGENT_EPISODES, default %d, -1 for none)", q.Episodes))
	f.IntVar(&c.agentSteps, "max-agent-steps", 0, fmt.Sprintf("most steps one agent's recorded episodes may hold ($SKILLRUN_MAX_AGENT_STEPS, default %d, -1 for none)", q.Steps))
	f.StringVar(&c.agentStepBytes, "max-agent-step-bytes", "", fmt.Sprintf("most bytes one agent's recorded steps and episode snapshots may take stored, as JSON ($SKILLRUN_MAX_AGENT_STEP_BYTES, default %s, -1 for none)", skills.FormatBytes(q.StepBytes)))
	f.StringVar(&c.agentFrameBytes, "max-agent-frame-bytes", "", fmt.Sprintf("most bytes of frames one agent may have stored (uploads, what its sessions' skills looked at) ($SKILLRUN_MAX_AGENT_FRAME_BYTES, default %s, -1 for none)", skills.FormatBytes(q.FrameBytes)))
	f.StringVar(&c.frameStore, "max-frame-store", "", fmt.Sprintf("most bytes the frame store may hold; a frame stored past it (frame_put, a detector's uploaded image) is refused ($SKILLRUN_MAX_FRAME_STORE, default %s, -1 for none)", skills.FormatBytes(memory.DefaultFrameStoreBytes)))
	f.StringVar(&c.framePixels, "max-frame-pixels", "", fmt.Sprintf("ceiling on a decoded frame's pixels, a number or WxH, for serve, detect, verify and frame ($SKILLRUN_MAX_FRAME_PIXELS, default %d = 4096x4096, at most %d)", detectors.DefaultMaxFramePixels, detectors.MaxPixels))
}

// quota is the operator's bound on what one agent may have stored, from
// the --max-agent-* flags, else $SKILLRUN_MAX_AGENT_*, else
// memory.DefaultQuota (zero fields); -1 is no bound.
func (c *ceilingFlags) quota() (memory.Quota, error) {
	var q memory.Quota
	for _, f := range []struct {
		flag, env string
		v         int
		dst       *int
	}{
		{"--max-agent-versions", "SKILLRUN_MAX_AGENT_VERSIONS", c.agentVersions, &q.Versions},
		{"--max-agent-decisions", "SKILLRUN_MAX_AGENT_DECISIONS", c.agentDecisions, &q.Decisions},
		{"--max-agent-notes", "SKILLRUN_MAX_AGENT_NOTES", c.agentNotes, &q.Notes},
		{"--max-agent-episodes", "SKILLRUN_MAX_AGENT_EPISODES", c.agentEpisodes, &q.Episodes},
		{"--max-agent-steps", "SKILLRUN_MAX_AGENT_STEPS", c.agentSteps, &q.Steps},
	} {
		v, name := f.v, f.flag
		if v == 0 {
			if e := os.Getenv(f.env); e != "" {
				n, err := strconv.Atoi(e)
				if err != nil || n == 0 || n < -1 {
					return q, usageError{fmt.Errorf("$%s=%q: want a positive number, or -1 for no bound", f.env, e)}
				}
				v, name = n, "$"+f.env
			}
		}
		if v < -1 {
			return q, usageError{fmt.Errorf("%s must be positive, or -1 for no bound, got %d", name, v)}
		}
		*f.dst = v
	}
	for _, f := range []struct {
		flag, env, v string
		dst          *int64
	}{
		{"--max-agent-step-bytes", "SKILLRUN_MAX_AGENT_STEP_BYTES", c.agentStepBytes, &q.StepBytes},
		{"--max-agent-frame-bytes", "SKILLRUN_MAX_AGENT_FRAME_BYTES", c.agentFrameBytes, &q.FrameBytes},
	} {
		v, name := f.v, f.flag
		if v == "" {
			v, name = os.Getenv(f.env), "$"+f.env
		}
		switch v = strings.TrimSpace(v); v {
		case "":
		case "-1":
			*f.dst = -1
		default:
			n, err := check.ParseBytes(v)
			if err != nil || n <= 0 {
				return q, usageError{fmt.Errorf("%s %q: want a positive size such as 4GiB, or -1 for no bound", name, v)}
			}
			*f.dst = n
		}
	}
	return q, nil
}

// frameBudget is the operator's bound on the frame store's bytes, from
// --max-frame-store, else $SKILLRUN_MAX_FRAME_STORE, else
// memory.DefaultFrameStoreBytes; -1 is no bound.
func (c *ceilingFlags) frameBudget() (*memory.Budget, error) {
	v, name := c.frameStore, "--max-frame-store"
	if v == "" {
		v, name = os.Getenv("SKILLRUN_MAX_FRAME_STORE"), "$SKILLRUN_MAX_FRAME_STORE"
	}
	switch strings.TrimSpace(v) {
	case "":
		return &memory.Budget{Max: memory.DefaultFrameStoreBytes}, nil
	case "-1":
		return &memory.Budget{}, nil
	}
	n, err := check.ParseBytes(v)
	if err != nil || n <= 0 {
		return nil, usageError{fmt.Errorf("%s %q: want a positive size such as 10GiB, or -1 for no bound", name, v)}
	}
	return &memory.Budget{Max: n}, nil
}

// framePixelLimit is the operator's ceiling on a decoded frame's pixels,
// from --max-frame-pixels, else $SKILLRUN_MAX_FRAME_PIXELS, else
// detectors.DefaultMaxFramePixels: a number of pixels or WxH, at most
// detectors.MaxPixels. Every command that decodes an image (serve's
// uploads and stored frames, detect, verify, frame, the domains) passes
// it to detectors.Decode; skills cannot decode images themselves.
func (c *ceilingFlags) framePixelLimit() (int, error) {
	v, name := c.framePixels, "--max-frame-pixels"
	if v == "" {
		v, name = os.Getenv("SKILLRUN_MAX_FRAME_PIXELS"), "$SKILLRUN_MAX_FRAME_PIXELS"
	}
	if v == "" {
		return detectors.DefaultMaxFramePixels, nil
	}
	n, err := parsePixels(v)
	if err != nil {
		return 0, usageError{fmt.Errorf("%s %q: %v", name, v, err)}
	}
	if n > detectors.MaxPixels {
		return 0, usageError{fmt.Errorf("%s %q: %d pixels is over the most a frame may hold, %d (8192x8192)", name, v, n, detectors.MaxPixels)}
	}
	return int(n), nil
}

// parsePixels reads a pixel count: a whole number, or WxH.
func parsePixels(v string) (int64, error) {
	w, h, ok := strings.Cut(strings.ToLower(strings.TrimSpace(v)), "x")
	if !ok {
		n, err := strconv.ParseInt(w, 10, 64)
		if err != nil || n <= 0 {
			return 0, fmt.Errorf("want a positive number of pixels or WxH such as 4096x4096")
		}
		return n, nil
	}
	wi, werr := strconv.ParseInt(w, 10, 32)
	hi, herr := strconv.ParseInt(h, 10, 32)
	if werr != nil || herr != nil || wi <= 0 || hi <= 0 {
		return 0, fmt.Errorf("want WxH with positive whole numbers, such as 4096x4096")
	}
	return wi * hi, nil
}

// limits returns the ceilings the flags and environment set (zero fields:
// skills.DefaultCeiling's).
func (c *ceilingFlags) limits() (skills.Limits, error) {
	var l skills.Limits
	dur := func(name string, flag time.Duration, dst *time.Duration) error {
		if flag == 0 {
			if v := os.Getenv(name); v != "" {
				d, err := time.ParseDuration(v)
				if err != nil || d <= 0 {
					return fmt.Errorf("$%s=%q: want a positive duration such as 30s", name, v)
				}
				flag = d
			}
		}
		if flag < 0 {
			return fmt.Errorf("%s must be positive, got %v", name, flag)
		}
		*dst = flag
		return nil
	}
	size := func(name, flag string, dst *int64) error {
		if flag == "" {
			flag = os.Getenv(name)
		}
		if flag == "" {
			return nil
		}
		n, err := check.ParseBytes(flag)
		if err != nil {
			return fmt.Errorf("%s %q: %v (a size such as 512MiB)", name, flag, err)
		}
		*dst = n
		return nil
	}
	num := func(name string, flag int, dst *int) error {
		if flag == 0 {
			if v := os.Getenv(name); v != "" {
				n, err := strconv.Atoi(v)
				if err != nil || n <= 0 {
					return fmt.Errorf("$%s=%q: want a positive number", name, v)
				}
				flag = n
			}
		}
		if flag < 0 {
			return fmt.Errorf("%s must be positive, got %d", name, flag)
		}
		*dst = flag
		return nil
	}
	for _, err := range []error{
		dur("SKILLRUN_MAX_TIMEOUT", c.timeout, &l.Timeout),
		dur("SKILLRUN_MAX_CPU", c.cpu, &l.CPU),
		size("SKILLRUN_MAX_MEMORY", c.memory, &l.MemoryBytes),
		size("SKILLRUN_MAX_OUTPUT", c.output, &l.OutputBytes),
		size("SKILLRUN_MAX_RESULT", c.result, &l.ResultBytes),
		num("SKILLRUN_MAX_DEPTH", c.depth, &l.MaxDepth),
		num("SKILLRUN_MAX_ACTIONS", c.actions, &l.Actions),
		size("SKILLRUN_MAX_ACTION_BYTES", c.actionBytes, &l.ActionBytes),
		size("SKILLRUN_MAX_LOGS", c.logs, &l.LogBytes),
	} {
		if err != nil {
			return l, usageError{err}
		}
	}
	return l, nil
}
