package schematic_test

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/skillrun/skillrun/examples/kicad/internal/demos"
	"github.com/skillrun/skillrun/examples/kicad/schematic"
)

func loadDemo(t testing.TB, rel string) *schematic.Schematic {
	t.Helper()
	s, err := schematic.Load(filepath.Join(demos.Dir(t), rel))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestERCGoldenECC83 is the golden check from KiCad 6's own ERC (run in
// its GUI, research/examples.md §2.2): ecc83-pp with its two PWR_FLAG
// symbols removed reports exactly one error, power_pin_not_driven on
// #PWR06 GND pin 1 at (86.36 mm, 62.23 mm); unmodified, it reports none.
func TestERCGoldenECC83(t *testing.T) {
	s := loadDemo(t, "ecc83/ecc83-pp.kicad_sch")
	r := s.ERC(s.Connect())
	if r.Errors() != 0 {
		t.Errorf("unmodified ecc83-pp: %d ERC errors; KiCad reports 0:\n%s", r.Errors(), r.Text("-"))
	}
	flags := s.PowerFlags()
	if strings.Join(flags, ",") != "#FLG05,#FLG07" {
		t.Fatalf("PowerFlags() = %v; want [#FLG05 #FLG07]", flags)
	}
	for _, f := range flags {
		if err := s.RemoveSymbol(f); err != nil {
			t.Fatal(err)
		}
	}
	r = s.ERC(s.Connect())
	text := r.Text("Wed 02 Dec 2026 10:00:00 UTC")
	if r.Errors() != 1 || len(r.Violations) != 1 {
		t.Fatalf("ecc83-pp without power flags: ERC =\n%s\nwant exactly one error", text)
	}
	v := r.Violations[0]
	if v.Code != "power_pin_not_driven" || v.Severity != schematic.SeverityError || v.Net != "GND" || v.Sheet != "/" {
		t.Errorf("violation = %s %s on net %q sheet %q; want power_pin_not_driven error on GND, sheet /", v.Code, v.Severity, v.Net, v.Sheet)
	}
	// KiCad names the first power input of the net in its R-tree order
	// (#PWR06); any of the net's seven GND power inputs is the same
	// finding, and the line must have KiCad's shape.
	line := regexp.MustCompile(`(?m)^\[power_pin_not_driven\]: Input Power pin not driven by any Output Power pins\n    ; Severity: error\n    @\(\d+(\.\d+)? mm, \d+(\.\d+)? mm\): Symbol #PWR0[1-9] \[GND\] Pin 1 \[GND, Power input, Line\]$`)
	if !line.MatchString(text) || !strings.Contains(text, "***** Sheet /\n") ||
		!strings.HasSuffix(text, " ** ERC messages: 1  Errors 1  Warnings 0\n") {
		t.Errorf("report not in KiCad 6's format:\n%s", text)
	}
	js, err := r.JSON("ecc83-pp.kicad_sch", "2026-12-02T10:00:00Z")
	if err != nil {
		t.Fatal(err)
	}
	var parsed struct {
		Sheets []struct {
			Path       string `json:"path"`
			Violations []struct {
				Type     string `json:"type"`
				Severity string `json:"severity"`
				Items    []struct {
					Pos struct{ X, Y float64 } `json:"pos"`
				} `json:"items"`
			} `json:"violations"`
		} `json:"sheets"`
	}
	if err := json.Unmarshal(js, &parsed); err != nil || len(parsed.Sheets) != 1 || len(parsed.Sheets[0].Violations) != 1 ||
		parsed.Sheets[0].Violations[0].Type != "power_pin_not_driven" || parsed.Sheets[0].Violations[0].Items[0].Pos.X != v.Items[0].X {
		t.Errorf("JSON report = %s (%v)", js, err)
	}
	if v.Items[0].Ref != "#PWR06" {
		t.Logf("reported pin %s; KiCad's GUI reported #PWR06 (same net, R-tree order)", v.Items[0].Ref)
	}
}

func TestERCChecks(t *testing.T) {
	tests := []struct {
		name string
		edit func(*schematic.Schematic) error
		code string
		text string
	}{
		{"label dangling", func(s *schematic.Schematic) error {
			return s.AddLabel("/", schematic.PointMM(20, 20), "NOWHERE", schematic.Local)
		}, "label_dangling", "Label 'NOWHERE'"},
		{"no-connect dangling", func(s *schematic.Schematic) error {
			return s.AddNoConnect("/", schematic.PointMM(20, 22.86))
		}, "no_connect_dangling", "No Connect"},
		{"missing no-connect", func(s *schematic.Schematic) error {
			// the tube's unused pin at (154.94, 177.8) carries a no-connect flag
			return s.RemoveNoConnect("/", schematic.PointMM(154.94, 177.8))
		}, "pin_not_connected", "Pin"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := loadDemo(t, "ecc83/ecc83-pp.kicad_sch")
			before := s.ERC(s.Connect()).Codes()[tt.code]
			if err := tt.edit(s); err != nil {
				t.Fatal(err)
			}
			r := s.ERC(s.Connect())
			if got := r.Codes()[tt.code]; got != before+1 {
				t.Errorf("%s: %d %s violations (was %d); want one more:\n%s", tt.name, got, tt.code, before, r.Text("-"))
			}
			if !strings.Contains(r.Text("-"), tt.text) {
				t.Errorf("report lacks %q", tt.text)
			}
		})
	}
}
