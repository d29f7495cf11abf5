package ui

import (
	"context"
	"embed"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"strings"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/skillrun/skillrun/gate"
	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/memory"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticFS embed.FS

// CSP is the Content-Security-Policy of every page: scripts, styles and
// images only from the server itself, no inline script, no framing.
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
	"base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// Options configure the web view. Library is required; the zero value of
// the rest works.
type Options struct {
	// Library is the library shown.
	Library *library.Library
	// Memory is the store episodes, versions and runs are read from; nil
	// shows the library only.
	Memory memory.Store
	// FrameURL maps a frame hash to the URL of its image (default
	// "/v1/frames/HASH").
	FrameURL func(hash string) string
	// Rollback restores an earlier version from the skill page (a POST
	// after a confirmation page); nil hides the buttons.
	Rollback Rollbacker
	// Calls reports, by skill, the calls the server's metrics have counted
	// and their median latency (nil: not shown).
	Calls func() map[string]CallStats
	// Tier names the execution tier a skill version runs on (interpreted,
	// building, native, refused) and why; nil: not shown.
	Tier func(skill, version string) (tier, reason string)
	// Probation says where a serving version stands in its probation
	// (gate.Gate.ProbationOf); nil: not shown.
	Probation func(ctx context.Context, skill, version string) (gate.Probation, error)
	// Trial says whether a rewrite of a skill is on trial
	// (gate.Gate.TrialOf); nil: not shown.
	Trial func(ctx context.Context, skill string) (gate.Trial, error)
	// PageSize bounds the rows of a listing (default 50).
	PageSize int
	// Logger receives the view's logs; null by default.
	Logger hclog.Logger
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// UI serves the pages. Make one with New.
type UI struct {
	opts  Options
	pages map[string]*template.Template
}

// New parses the templates.
func New(opts Options) (*UI, error) {
	if opts.Library == nil {
		return nil, fmt.Errorf("ui: no library")
	}
	if opts.FrameURL == nil {
		opts.FrameURL = func(h string) string { return "/v1/frames/" + h }
	}
	if opts.PageSize <= 0 {
		opts.PageSize = 50
	}
	if opts.Logger == nil {
		opts.Logger = hclog.NewNullLogger()
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	u := &UI{opts: opts, pages: map[string]*template.Template{}}
	funcs := template.FuncMap{
		"short":    memory.ShortID,
		"summary":  library.Summary,
		"count":    count,
		"paras":    paras,
		"pct":      func(f float64) string { return fmt.Sprintf("%.0f%%", 100*f) },
		"when":     func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05") },
		"frameURL": opts.FrameURL,
		"join":     strings.Join,
		"boxW":     func(b [4]int) int { return max(b[2]-b[0], 0) },
		"sub":      func(a, b float64) float64 { return a - b },
		"boxH":     func(b [4]int) int { return max(b[3]-b[1], 0) },
		"ms":       func(d time.Duration) string { return fmt.Sprintf("%.3g ms", float64(d.Microseconds())/1000) },
	}
	names, err := fs.Glob(templateFS, "templates/*.html")
	if err != nil {
		return nil, err
	}
	for _, n := range names {
		base := strings.TrimSuffix(strings.TrimPrefix(n, "templates/"), ".html")
		if base == "layout" {
			continue
		}
		t, err := template.New("layout.html").Funcs(funcs).ParseFS(templateFS, "templates/layout.html", n)
		if err != nil {
			return nil, fmt.Errorf("ui: parse %s: %w", n, err)
		}
		u.pages[base] = t
	}
	return u, nil
}

// Handler serves the view under /ui/.
func (u *UI) Handler() http.Handler {
	mux := http.NewServeMux()
	static, _ := fs.Sub(staticFS, "static")
	mux.Handle("GET /ui/static/", http.StripPrefix("/ui/static/", http.FileServerFS(static)))
	mux.HandleFunc("GET /ui/{$}", u.library)
	mux.HandleFunc("GET /ui/skills/{name}", u.skill)
	mux.HandleFunc("GET /ui/skills/{name}/rollback", u.rollbackConfirm)
	mux.HandleFunc("POST /ui/skills/{name}/rollback", u.rollback)
	mux.HandleFunc("GET /ui/skills/{name}/versions/{version}/runs/{run}", u.run)
	mux.HandleFunc("GET /ui/episodes/{id}", u.episode)
	mux.HandleFunc("GET /ui/episodes/{$}", u.episodes)
	mux.HandleFunc("GET /ui/memory", u.memory)
	mux.HandleFunc("GET /ui/live", u.live)
	mux.HandleFunc("GET /ui/events", u.events)
	return secure(mux)
}

// secure sets the headers every answer carries.
func secure(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("Content-Security-Policy", CSP)
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("Referrer-Policy", "no-referrer")
		hd.Set("X-Frame-Options", "DENY")
		h.ServeHTTP(w, r)
	})
}

// render writes a page.
func (u *UI) render(w http.ResponseWriter, page string, data any) {
	t := u.pages[page]
	if t == nil {
		http.Error(w, "no page "+page, http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := t.Execute(w, data); err != nil {
		u.opts.Logger.Warn("render page", "page", page, "error", err)
	}
}

// fail writes an error page with its status.
func (u *UI) fail(w http.ResponseWriter, code int, msg string) {
	w.WriteHeader(code)
	u.render(w, "error", map[string]any{"Title": http.StatusText(code), "Code": code, "Msg": msg})
}

// paras splits a description into its paragraphs (blank lines part
// them), each on one line.
func paras(s string) []string {
	var out []string
	for _, p := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n\n") {
		if p = strings.Join(strings.Fields(p), " "); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// count says n things: "1 episode", "2 episodes".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// CallStats are one skill's calls as the server's metrics count them.
type CallStats struct {
	Calls uint64
	// P50 is the median latency, interpolated in the latency histogram's
	// bucket that holds it.
	P50 time.Duration
}
