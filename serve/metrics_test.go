package serve_test

import (
	"bytes"
	"net/http/httptest"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/internal/buildinfo"
)

// needTool finds a command the tests need: missing, the test fails under
// CI=true (ci/setup.d installs it) and is skipped elsewhere.
func needTool(t testing.TB, name, installedBy string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s is not installed (%s installs it)", name, installedBy)
		}
		t.Skipf("%s is not installed (%s installs it)", name, installedBy)
	}
	return p
}

// promtoolCheck runs `promtool check metrics` on an exposition and fails
// the test on any problem it reports.
func promtoolCheck(t testing.TB, exposition string) {
	t.Helper()
	promtool := needTool(t, "promtool", "ci/setup.d/50-promtool.sh")
	cmd := exec.Command(promtool, "check", "metrics")
	cmd.Stdin = strings.NewReader(exposition)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil || strings.TrimSpace(out.String()) != "" {
		t.Errorf("promtool check metrics: %v\n%s", err, out.String())
	}
}

// TestMetricsPromtool scrapes /metrics after calls that succeed, fail and
// name no tool, and checks the exposition with promtool (HELP on every
// metric, counters named _total, no gauge named _total, ...), that it has
// the build info, the process and Go runtime collectors and the server's
// own metrics.
func TestMetricsPromtool(t *testing.T) {
	f := newFixture(t, nil)
	ts := httptest.NewServer(f.srv.Handler())
	defer ts.Close()
	post(t, ts.URL+"/v1/skills/echo", "", map[string]any{"msg": "x"})
	post(t, ts.URL+"/v1/skills/counter", "", map[string]any{"n": "x"})
	post(t, ts.URL+"/v1/ops/memory_search", "", map[string]any{"text": "anything"})
	code, body, h := get(t, ts.URL+"/metrics", "")
	text, _ := body["_body"].(string)
	if code != 200 || !strings.HasPrefix(h.Get("Content-Type"), "text/plain") {
		t.Fatalf("GET /metrics = %d %s", code, h.Get("Content-Type"))
	}
	promtoolCheck(t, text)
	bi := buildinfo.Read()
	for _, want := range []string{
		`skillrun_build_info{goversion="` + bi.GoVersion + `",revision="` + bi.Revision + `",version="` + bi.String() + `"} 1`,
		`skillrun_calls_total{tool="echo"} 1`,
		`skillrun_call_errors_total{kind="bad_input",tool="counter"} 1`,
		`skillrun_calls_total{tool="memory_search"} 1`,
		`skillrun_call_duration_seconds_bucket{tool="echo",le="+Inf"} 1`,
		"skillrun_calls_max 64",
		"skillrun_skills_serving 4",
		"# TYPE skillrun_busy_rejections_total counter",
		"# TYPE process_cpu_seconds_total counter",
		"# TYPE process_resident_memory_bytes gauge",
		"# TYPE go_goroutines gauge",
		"# TYPE go_gc_duration_seconds summary",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
	// Every skillrun metric says what it counts.
	for _, m := range regexp.MustCompile(`(?m)^# TYPE (skillrun_\w+) `).FindAllStringSubmatch(text, -1) {
		if !strings.Contains(text, "# HELP "+m[1]+" ") {
			t.Errorf("%s has no HELP", m[1])
		}
	}
}

// TestPromtoolCatches checks that the promtool check above can fail: an
// exposition with a gauge named _total and a metric without HELP is
// refused.
func TestPromtoolCatches(t *testing.T) {
	promtool := needTool(t, "promtool", "ci/setup.d/50-promtool.sh")
	cmd := exec.Command(promtool, "check", "metrics")
	cmd.Stdin = strings.NewReader("# TYPE skillrun_things_total gauge\nskillrun_things_total 3\n")
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "skillrun_things_total") {
		t.Errorf("promtool passed a bad exposition: %v %s", err, out)
	}
}
