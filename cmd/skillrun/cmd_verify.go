package main

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"net/http"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/serve"
	"github.com/skillrun/skillrun/skills"
	"github.com/skillrun/skillrun/verify"
)

// skillrun verify: replay a skill version against its recorded episodes
// (re-simulating those with snapshots), store the run, print a table and
// optionally an HTML report.

func init() { commands = append(commands, newVerifyCmd) }

type verifyFlags struct {
	version   string
	episodes  []string
	allLinked bool
	from      string
	report    string
	frames    string
	method    string
	timeout   time.Duration
	parallel  int
	noRecord  bool
	epsilon   float64
	sets      []string
	ignore    []string
	labels    string
	threshold map[string]string
	// allowSkipped: a detector verifies on the stored frames that could
	// be read, even when others could not.
	allowSkipped bool
}

func newVerifyCmd(a *app) *cobra.Command {
	var f verifyFlags
	c := &cobra.Command{
		Use:   "verify NAME",
		Short: "Verify a skill version against its recorded episodes",
		Long: `Verify replays the episodes linked to a skill (the evidence of any of its
versions, or the ones named with --episodes) against one version of it: the
serving one, or --version (an id or a unique prefix, from the library or from
memory). Episodes with a snapshot are re-simulated in their domain's simulator
(minecraft: the voxel world; kicad: the schematic) and the final state is
compared; the others are replayed action by action, and the first divergence
is reported. Each episode runs in its own sandbox run, in parallel, with a
timeout; an episode that cannot be verified (missing steps, unknown actions,
no simulator, a skill that hangs) is an error verdict, never a pass.

The run is stored in memory (VerificationRun -OF-> version, -AGAINST-> each
episode), giving the version's verified success rate. --from FILE.jsonl
verifies against episodes in a file instead, and stores nothing.

A detector is scored instead on labelled frames (--labels FILE.jsonl): precision,
recall and mean IoU against the thresholds in its manifest or --threshold.
Without --labels it is scored on the frames recorded episodes observed; a
stored frame that cannot be read (its bytes gone or corrupt, over
--max-frame-pixels, a truth label that does not parse) is named with why
and not scored, and the run does not verify: the evidence is incomplete.
--allow-skipped accepts the score of the frames that could be read.

Exit 0 only when every episode passes (a detector: every threshold is met,
on every stored frame unless --allow-skipped); 1 when the version does not
verify.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.verify(cmd, args[0], f)
		},
	}
	fl := c.Flags()
	fl.StringVar(&f.version, "version", "", "version id or unique prefix (default: the serving version)")
	fl.StringSliceVar(&f.episodes, "episodes", nil, "episode ids to verify against (comma-separated)")
	fl.BoolVar(&f.allLinked, "all-linked", false, "verify against every episode linked to the skill (the default without --episodes)")
	fl.StringVar(&f.from, "from", "", "read episodes from a JSONL file instead of memory (nothing is stored)")
	fl.StringVar(&f.report, "report", "", "write an HTML report to this file")
	fl.StringVar(&f.frames, "frames", "", "frame blob directory, to show the frames involved in the HTML report")
	fl.StringVar(&f.method, "method", verify.Auto, "auto (re-simulate episodes with snapshots, replay the rest), replay, resim or both")
	fl.DurationVar(&f.timeout, "timeout", verify.DefaultTimeout, "time limit per episode")
	fl.IntVar(&f.parallel, "parallel", 0, "episodes verified at once (default: number of CPUs)")
	fl.BoolVar(&f.noRecord, "no-record", false, "do not store the run in memory")
	fl.Float64Var(&f.epsilon, "epsilon", verify.DefaultEpsilon, "numeric tolerance when matching replayed action parameters")
	fl.StringSliceVar(&f.sets, "set", nil, "parameters compared as order-insensitive sets (param or action.param)")
	fl.StringSliceVar(&f.ignore, "ignore", nil, "parameters not compared (param or action.param)")
	fl.StringVar(&f.labels, "labels", "", "for a detector: labelled frames, a JSONL file of {\"file\", \"truth\": [{\"label\", \"box\": [x0,y0,x1,y1], \"pixels\"}], \"episode\"} (a box with pixels under 40 may be found or missed; the Minecraft example's frame sets are read as drawn)")
	fl.StringToStringVar(&f.threshold, "threshold", nil, "for a detector: thresholds overriding the manifest's (precision=0.9,recall=0.9,iou=0.5,match_iou=0.5)")
	fl.BoolVar(&f.allowSkipped, "allow-skipped", false, "for a detector scored on stored frames: verify on the frames that can be read, skipping (and naming) those that cannot")
	c.MarkFlagsMutuallyExclusive("episodes", "all-linked")
	c.MarkFlagsMutuallyExclusive("from", "all-linked")
	return c
}

func (a *app) verify(cmd *cobra.Command, name string, f verifyFlags) error {
	ctx := cmd.Context()
	switch f.method {
	case verify.Auto, verify.Both, verify.MethodReplay, verify.MethodResim:
	default:
		return usageError{fmt.Errorf("--method must be auto, replay, resim or both, got %q", f.method)}
	}
	if err := library.CheckName(name); err != nil {
		return usageError{err}
	}
	lib, err := a.openLibrary()
	if err != nil {
		return err
	}
	var store memory.Store
	if f.from == "" || f.version != "" && !strings.HasPrefix(servingVersion(lib, name), f.version) {
		if store, err = a.openMemory(ctx); err != nil {
			return err
		}
		defer store.Close()
	}
	unit, err := resolveUnit(ctx, lib, store, name, f.version)
	if err != nil {
		return err
	}
	if unit.Manifest.Kind == skills.Detector {
		return a.verifyDetector(cmd, lib, store, unit, f)
	}
	if unit.Manifest.Kind != skills.Procedure {
		return fmt.Errorf("%w: %s is a %s, not a procedure", skills.ErrBadInput, name, unit.Manifest.Kind)
	}
	sims, err := a.simRegistry()
	if err != nil {
		return err
	}
	opts := verify.Options{
		Logger:     a.logger().Named("verify"),
		Simulators: sims,
		Method:     f.method,
		Tolerance:  verify.Tolerance{Epsilon: f.epsilon, Sets: f.sets, Ignore: f.ignore},
		Timeout:    f.timeout,
		Parallel:   f.parallel,
		Episodes:   f.episodes,
		Frames:     &memory.Blobs{Dir: a.framesDir()},
	}
	var eps []memory.Episode
	if f.from != "" {
		if eps, err = readEpisodes(f.from, f.episodes); err != nil {
			return err
		}
	} else if len(f.episodes) == 0 {
		ids, err := verify.LinkedEpisodes(ctx, store, name, unit.Version())
		if err != nil {
			return err
		}
		if len(ids) == 0 {
			return fmt.Errorf("%w: no episodes are linked to %s in %s; name them with --episodes or use --from FILE.jsonl", skills.ErrBadInput, name, a.memoryName())
		}
		opts.Episodes = ids
	}
	total := len(eps)
	if total == 0 {
		total = len(opts.Episodes)
	}
	bar := a.progress(total, "verify "+name)
	opts.Progress = func(done, total int, v verify.Verdict) {
		if bar != nil {
			_ = bar.Add(1)
		}
	}
	var rep *verify.Report
	if f.from != "" {
		rep, err = verify.Episodes(ctx, lib, unit, eps, opts)
	} else if f.noRecord {
		rep, err = verifyWithoutRecording(ctx, lib, store, unit, opts)
	} else {
		rep, err = verify.Version(ctx, lib, store, unit, opts)
	}
	if bar != nil {
		_ = bar.Finish()
	}
	if err != nil && rep == nil {
		return err
	}
	if f.report != "" {
		if werr := writeReport(ctx, f.report, rep, eps, store, f.frames); werr != nil {
			return werr
		}
	}
	out := cmd.OutOrStdout()
	if a.json {
		if werr := writeJSON(out, rep); werr != nil {
			return werr
		}
	} else {
		printVerifyTable(out, rep)
		if f.report != "" {
			fmt.Fprintf(out, "report: %s\n", f.report)
		}
	}
	if err != nil {
		return err
	}
	if !rep.Verified() {
		return silentError{exitSkill}
	}
	return nil
}

// servingVersion is the version the library serves for name, or "".
func servingVersion(lib *library.Library, name string) string {
	if s, err := lib.Get(name); err == nil {
		return s.Unit.Version()
	}
	return ""
}

// resolveUnit finds the version to verify: the serving one, or the one
// whose id starts with version (in the library, else in memory).
func resolveUnit(ctx context.Context, lib *library.Library, store memory.Store, name, version string) (*check.Unit, error) {
	s, err := lib.Get(name)
	if err == nil && (version == "" || strings.HasPrefix(s.Unit.Version(), version)) {
		return s.Unit, nil
	}
	if version == "" {
		return nil, err
	}
	if store == nil {
		return nil, fmt.Errorf("%w: version %s of %s is not in the library and no memory is open", skills.ErrNotFound, version, name)
	}
	vs, verr := store.Versions(ctx, name)
	if verr != nil && !errors.Is(verr, memory.ErrNotFound) {
		return nil, verr
	}
	var match []memory.SkillVersion
	for _, v := range vs {
		if strings.HasPrefix(v.ID, version) {
			match = append(match, v)
		}
	}
	switch len(match) {
	case 0:
		return nil, fmt.Errorf("%w: %s has no version %q in the library or in memory", skills.ErrNotFound, name, version)
	case 1:
	default:
		return nil, fmt.Errorf("%w: version prefix %q of %s is ambiguous (%d versions)", skills.ErrBadInput, version, name, len(match))
	}
	u, err := check.Check(name+".go", []byte(match[0].Source))
	if err != nil {
		return nil, fmt.Errorf("version %s of %s from memory: %w", match[0].ID, name, err)
	}
	if u.Name() != name {
		return nil, fmt.Errorf("%w: version %s in memory is skill %q, not %q", skills.ErrBadInput, match[0].ID, u.Name(), name)
	}
	return u, nil
}

// verifyWithoutRecording is verify.Version without the writes.
func verifyWithoutRecording(ctx context.Context, lib *library.Library, store memory.Store, unit *check.Unit, opts verify.Options) (*verify.Report, error) {
	var eps []memory.Episode
	var missing []verify.Verdict
	for _, id := range opts.Episodes {
		ep, err := store.Episode(ctx, id)
		if err != nil {
			missing = append(missing, verify.Verdict{Episode: id, Status: verify.Error, Err: "load episode: " + err.Error()})
			continue
		}
		eps = append(eps, ep)
	}
	rep, err := verify.Episodes(ctx, lib, unit, eps, opts)
	if err != nil {
		return nil, err
	}
	rep.Verdicts = append(rep.Verdicts, missing...)
	rep.Errors += len(missing)
	return rep, nil
}

// readEpisodes reads a JSONL file, keeping only ids when given.
func readEpisodes(path string, ids []string) ([]memory.Episode, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", skills.ErrBadInput, err)
	}
	defer fh.Close()
	eps, err := memory.ReadJSONL(fh)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(ids) == 0 {
		return eps, nil
	}
	byID := map[string]memory.Episode{}
	for _, ep := range eps {
		byID[ep.ID] = ep
	}
	var out []memory.Episode
	for _, id := range ids {
		ep, ok := byID[id]
		if !ok {
			return nil, fmt.Errorf("%w: %s has no episode %q", skills.ErrBadInput, path, id)
		}
		out = append(out, ep)
	}
	return out, nil
}

// progress returns a progress bar on stderr when it is a terminal and the
// output is not JSON; nil otherwise.
// progressFunc is progress as a function of the units done: a no-op when
// stderr is not a terminal; done = total or < 0 finishes (and clears) it.
func (a *app) progressFunc(total int, desc string) func(done int) {
	bar := a.progress(total, desc)
	if bar == nil {
		return func(int) {}
	}
	return func(done int) {
		if done < 0 || done >= total {
			_ = bar.Finish()
			return
		}
		_ = bar.Set(done)
	}
}

// progress is a progress bar on stderr when stderr is a terminal (and not
// under --json), else nil.
func (a *app) progress(total int, desc string) *progressbar.ProgressBar {
	if a.json || total < 1 || !term.IsTerminal(int(os.Stderr.Fd())) {
		return nil
	}
	return progressbar.NewOptions(total,
		progressbar.OptionSetWriter(os.Stderr),
		progressbar.OptionSetDescription(desc),
		progressbar.OptionShowCount(),
		progressbar.OptionSetElapsedTime(true),
		progressbar.OptionClearOnFinish(),
	)
}

func printVerifyTable(w io.Writer, rep *verify.Report) {
	tw := tabwriter.NewWriter(printableWriter{w}, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "EPISODE\tMETHOD\tVERDICT\tSTEPS\tTIME\tREASON")
	reproduced := 0
	for _, v := range rep.Verdicts {
		method := v.Method
		if method == "" {
			method = "-"
		}
		reason := v.Reason()
		if m := v.Memory(); m.Reproduces {
			// Passing an episode that recorded a failure reproduces it:
			// the version does as it did, which is no success.
			reason = m.Divergence
			reproduced++
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\n", v.Episode, method, strings.ToUpper(string(v.Status)), v.Steps,
			v.Duration.Round(time.Millisecond), clip(reason, 160))
	}
	tw.Flush()
	verdict := "VERIFIED"
	if !rep.Verified() {
		verdict = "NOT VERIFIED"
	}
	passed := fmt.Sprintf("%d passed", rep.Passed)
	if reproduced > 0 {
		passed += fmt.Sprintf(" (%d reproducing a recorded failure)", reproduced)
	}
	fmt.Fprintf(w, "%s %s: %s — %s, %d failed, %d errors of %d episodes (%.0f%%) in %s\n",
		rep.Skill, rep.Version, verdict, passed, rep.Failed, rep.Errors, len(rep.Verdicts), 100*rep.Rate(), rep.Duration.Round(time.Millisecond))
}

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len([]rune(s)) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}

// reportEpisode is one episode's section of the HTML report.
type reportEpisode struct {
	verify.Verdict
	Task        string
	Recorded    string
	Observation string
	Frames      []reportFrame
}

type reportFrame struct {
	Hash string
	URI  template.URL // data: URI when the blob was found
}

func writeReport(ctx context.Context, path string, rep *verify.Report, eps []memory.Episode, store memory.Store, framesDir string) error {
	byID := map[string]memory.Episode{}
	for _, ep := range eps {
		byID[ep.ID] = ep
	}
	var blobs *memory.Blobs
	if framesDir != "" {
		blobs = &memory.Blobs{Dir: framesDir}
	}
	data := struct {
		*verify.Report
		Verified  bool
		Rate      string
		Generated string
		Episodes  []reportEpisode
	}{Report: rep, Verified: rep.Verified(), Rate: fmt.Sprintf("%.0f%%", 100*rep.Rate()), Generated: time.Now().UTC().Format(time.RFC3339)}
	for _, v := range rep.Verdicts {
		re := reportEpisode{Verdict: v}
		ep, ok := byID[v.Episode]
		if !ok && store != nil {
			if e, err := store.Episode(ctx, v.Episode); err == nil {
				ep, ok = e, true
			}
		}
		if ok {
			re.Task = ep.Task
			switch {
			case ep.Success == nil:
				re.Recorded = fmt.Sprintf("%d steps", len(ep.Steps))
			case *ep.Success:
				re.Recorded = fmt.Sprintf("%d steps, succeeded", len(ep.Steps))
			default:
				re.Recorded = fmt.Sprintf("%d steps, failed (%s)", len(ep.Steps), ep.Reason)
			}
		}
		if v.Divergence != nil && v.Divergence.Observation != nil {
			b, _ := json.MarshalIndent(v.Divergence.Observation, "", "  ")
			re.Observation = string(b)
		}
		for _, h := range v.Frames {
			fr := reportFrame{Hash: h}
			if blobs != nil {
				if b, err := blobs.Get(h); err == nil {
					fr.URI = template.URL("data:" + http.DetectContentType(b) + ";base64," + base64.StdEncoding.EncodeToString(b))
				}
			}
			re.Frames = append(re.Frames, fr)
		}
		data.Episodes = append(data.Episodes, re)
	}
	sort.SliceStable(data.Episodes, func(i, j int) bool {
		return data.Episodes[i].Status != verify.Pass && data.Episodes[j].Status == verify.Pass
	})
	fh, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("%w: report: %v", skills.ErrBadInput, err)
	}
	if err := reportTemplate.Execute(fh, data); err != nil {
		fh.Close()
		return fmt.Errorf("write report: %w", err)
	}
	return fh.Close()
}

var reportTemplate = template.Must(template.New("report").Funcs(template.FuncMap{
	"lower": func(s verify.Status) string { return string(s) },
	"ms":    func(d time.Duration) string { return d.Round(time.Millisecond).String() },
}).Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>verify {{.Skill}} {{.Version}}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:70em;padding:0 1em;color:#222}
h1{font-size:1.4em} table{border-collapse:collapse;width:100%} th,td{border-bottom:1px solid #ddd;padding:.3em .5em;text-align:left;vertical-align:top}
.pass{color:#17662a}.fail{color:#a31515}.error{color:#8a5a00} .badge{font-weight:bold;text-transform:uppercase}
pre{background:#f6f6f6;padding:.6em;overflow:auto;max-height:20em} section{border:1px solid #ddd;border-radius:6px;padding:.2em 1em;margin:1em 0}
code{background:#f3f3f3;padding:0 .2em} img{max-width:100%;image-rendering:pixelated;border:1px solid #ccc}
</style></head><body>
<h1>{{.Skill}} <code>{{.Version}}</code>: {{if .Verified}}<span class="pass">verified</span>{{else}}<span class="fail">not verified</span>{{end}}</h1>
<p>{{.Passed}} passed, {{.Failed}} failed, {{.Errors}} errors of {{len .Verdicts}} episodes ({{.Rate}}), method {{.Method}}, {{ms .Duration}}. Generated {{.Generated}}.</p>
<table><tr><th>episode</th><th>method</th><th>verdict</th><th>steps</th><th>time</th><th>reason</th></tr>
{{range .Episodes}}<tr><td><a href="#ep-{{.Episode}}">{{.Episode}}</a></td><td>{{.Method}}</td><td class="badge {{lower .Status}}">{{.Status}}</td><td>{{.Steps}}</td><td>{{ms .Duration}}</td><td>{{.Reason}}</td></tr>
{{end}}</table>
{{range .Episodes}}{{if ne (lower .Status) "pass"}}
<section id="ep-{{.Episode}}"><h2>{{.Episode}} <span class="badge {{lower .Status}}">{{.Status}}</span></h2>
{{if .Task}}<p>Task: <code>{{.Task}}</code>{{if .Recorded}} — recorded: {{.Recorded}}{{end}}</p>{{end}}
{{with .Divergence}}<h3>First divergence at step {{.Step}}</h3>
<table><tr><th>wanted (recorded)</th><td>{{if .Want}}<code>{{.Want}}</code>{{else}}nothing: the recording had ended{{end}}</td></tr>
<tr><th>got (procedure)</th><td>{{if .Got}}<code>{{.Got}}</code>{{else}}nothing: the procedure had stopped{{end}}</td></tr>
<tr><th>why</th><td>{{.Reason}}</td></tr></table>{{end}}
{{if .Observation}}<h3>Observation at that step</h3><pre>{{.Observation}}</pre>{{end}}
{{if .Diffs}}<h3>State differences</h3><ul>{{range .Diffs}}<li>{{.}}</li>{{end}}</ul>{{end}}
{{if .Err}}<h3>{{if eq (lower .Status) "error"}}Why it could not be verified{{else}}Procedure error{{end}}</h3><pre>{{.Err}}</pre>{{end}}
{{if .Frames}}<h3>Frames</h3>{{range .Frames}}<figure>{{if .URI}}<img src="{{.URI}}" alt="frame {{.Hash}}">{{end}}<figcaption><code>{{.Hash}}</code>{{if not .URI}} (not in the frame store){{end}}</figcaption></figure>{{end}}{{end}}
</section>{{end}}{{end}}
</body></html>
`))

// verifyDetector scores a detector on labelled frames and records the run.
func (a *app) verifyDetector(cmd *cobra.Command, lib *library.Library, store memory.Store, unit *check.Unit, f verifyFlags) error {
	ctx := cmd.Context()
	th := map[string]float64{}
	for k, v := range f.threshold {
		x, err := strconv.ParseFloat(v, 64)
		if err != nil || x < 0 || x > 1 {
			return usageError{fmt.Errorf("--threshold %s=%s: want a number in [0,1]", k, v)}
		}
		th[k] = x
	}
	maxPixels, err := a.ceilings.framePixelLimit()
	if err != nil {
		return err
	}
	var frames []verify.LabelledFrame
	if f.labels != "" {
		if frames, err = verify.ReadLabels(f.labels, maxPixels); err != nil {
			return serve.FrameLimitHint(err)
		}
	} else {
		// The frames of recorded episodes, labelled by the renderer that
		// drew them.
		if store == nil {
			if store, err = a.openMemory(ctx); err != nil {
				return err
			}
			defer store.Close()
		}
		dir := f.frames
		if dir == "" {
			dir = a.framesDir()
		}
		// A NAME_detector finds NAME: the truth of other objects in the
		// frames is not its to find.
		var labels []string
		if l, ok := strings.CutSuffix(unit.Name(), "_detector"); ok {
			labels = []string{l}
		}
		// Each frame is read and decoded when it is scored; one that
		// cannot be is skipped and named below, not the end of the run.
		if frames, err = verify.EpisodeFrames(ctx, store, memory.Blobs{Dir: dir}, verify.EpisodeFramesOptions{Labels: labels, MaxFramePixels: maxPixels}); err != nil {
			return err
		}
		if len(frames) == 0 {
			return usageError{fmt.Errorf("%s is a detector and no recorded episode has frames with true boxes (record some with skillrun example minecraft), or give --labels FILE.jsonl", unit.Name())}
		}
	}
	bar := a.progress(len(frames), "score "+unit.Name())
	rep, err := verify.Detector(ctx, lib, unit, frames, verify.DetectorOptions{
		Thresholds: th, Timeout: f.timeout, Parallel: f.parallel,
		Progress: func(int, int, verify.FrameScore) {
			if bar != nil {
				_ = bar.Add(1)
			}
		},
	})
	if bar != nil {
		_ = bar.Finish()
	}
	if err != nil {
		return err
	}
	if !f.noRecord {
		if store == nil {
			if store, err = a.openMemory(ctx); err != nil {
				return err
			}
			defer store.Close()
		}
		if err := verify.RecordDetector(ctx, store, unit, rep); err != nil {
			return err
		}
	}
	out := cmd.OutOrStdout()
	if a.json {
		if err := writeJSON(out, rep); err != nil {
			return err
		}
	} else {
		tw := tabwriter.NewWriter(printableWriter{out}, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "FRAME\tTP\tFP\tFN\tERROR")
		for _, fs := range rep.Frames {
			fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%s\n", fs.Name, fs.TP, fs.FP, fs.FN, clip(fs.Err, 100))
		}
		tw.Flush()
		// Frames that could not be read are named, each with why, and
		// counted in the verdict's line: the score is on the rest.
		for _, sk := range rep.Skipped {
			fmt.Fprintf(printableWriter{out}, "UNREADABLE %s, not scored: %v\n", sk.Name, serve.FrameLimitHint(sk.Err()))
		}
		verdict := "VERIFIED"
		if misses := detectorMisses(rep, f.allowSkipped); misses != nil {
			verdict = "NOT VERIFIED: " + strings.Join(misses, ", ")
		}
		skipped := ""
		if rep.SkippedCount > 0 {
			skipped = fmt.Sprintf(" (%d unreadable frame(s) skipped)", rep.SkippedCount)
		}
		fmt.Fprintf(out, "%s %s: precision %.3f recall %.3f mean IoU %.3f on %d frames%s: %s\n",
			rep.Skill, rep.Version, rep.Precision, rep.Recall, rep.MeanIoU, len(rep.Frames), skipped, verdict)
	}
	if detectorMisses(rep, f.allowSkipped) != nil {
		return silentError{exitSkill}
	}
	return nil
}

// detectorMisses is why a detector's report does not verify at the
// command line (nil when it does): the thresholds it misses, and the
// stored frames that could not be read, unless allowSkipped. A script
// that runs verify learns that the evidence was incomplete from the exit
// status, not only from a line it would have to read. (The gate judges
// without unreadable frames, which no version can read, and names them.)
func detectorMisses(rep *verify.DetectorReport, allowSkipped bool) []string {
	misses := slices.Clip(rep.Misses) // every reason rep.Verified() is false
	if rep.SkippedCount > 0 && len(rep.Frames) > 0 && !allowSkipped {
		misses = append(misses, fmt.Sprintf("%d of %d stored frame(s) could not be read, so were not scored (--allow-skipped accepts the score of the rest)", rep.SkippedCount, rep.SkippedCount+len(rep.Frames)))
	}
	return misses
}
