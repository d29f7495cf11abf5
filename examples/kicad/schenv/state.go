package schenv

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"strings"
)

// State is what a re-simulation compares: the design's values, labels,
// power flags, nets and ERC findings. Two designs with equal States are the
// same circuit with the same annotations, whatever their bytes.
type State struct {
	Values     map[string]string `json:"values"`
	Labels     []string          `json:"labels"`      // "sheet kind text", sorted
	PowerFlags []string          `json:"power_flags"` // references
	NetNames   []string          `json:"net_names"`   // sorted
	NetsSHA256 string            `json:"nets_sha256"` // of every net's name and nodes
	ERC        map[string]int    `json:"erc"`         // violations by code
}

// State returns the design's current state.
func (w *World) State() State {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.state()
}

func (w *World) state() State {
	st := State{Values: map[string]string{}, ERC: map[string]int{}}
	for _, c := range w.sch.Components() {
		st.Values[c.Ref] = c.Value
	}
	for _, sh := range w.sch.Sheets {
		for _, l := range sh.File.Labels {
			st.Labels = append(st.Labels, fmt.Sprintf("%s %s %s", sh.NamePath, l.Kind, l.Text))
		}
	}
	sort.Strings(st.Labels)
	st.PowerFlags = w.sch.PowerFlags()
	// The nets digest depends only on which pins each named net holds, not
	// on the order nets or nodes are listed in.
	nl := w.netlist()
	var lines []string
	for _, n := range nl.Nets {
		if len(n.Nodes) == 0 {
			continue
		}
		st.NetNames = append(st.NetNames, n.Name)
		nodes := make([]string, len(n.Nodes))
		for i, nd := range n.Nodes {
			nodes[i] = nd.Ref + "." + nd.Pin.Number
		}
		sort.Strings(nodes)
		lines = append(lines, n.Name+":"+strings.Join(nodes, " "))
	}
	sort.Strings(st.NetNames)
	sort.Strings(lines)
	h := sha256.Sum256([]byte(strings.Join(lines, "\n")))
	st.NetsSHA256 = hex.EncodeToString(h[:])
	for code, n := range w.sch.ERC(nl).Codes() {
		st.ERC[code] = n
	}
	return st
}

// Map returns the state as plain JSON-shaped values (for outcomes).
func (s State) Map() map[string]any {
	values := map[string]any{}
	for k, v := range s.Values {
		values[k] = v
	}
	erc := map[string]any{}
	for k, v := range s.ERC {
		erc[k] = v
	}
	return map[string]any{"values": values, "labels": toAny(s.Labels), "power_flags": toAny(s.PowerFlags),
		"net_names": toAny(s.NetNames), "nets_sha256": s.NetsSHA256, "erc": erc}
}

// Diff describes how got differs from s (the recorded state), or "" when
// they are equal. It names the first differences of each part.
func (s State) Diff(got State) string {
	var d []string
	for k, v := range s.Values {
		if g, ok := got.Values[k]; !ok {
			d = append(d, fmt.Sprintf("component %s missing", k))
		} else if g != v {
			d = append(d, fmt.Sprintf("%s value %q, recorded %q", k, g, v))
		}
	}
	for k := range got.Values {
		if _, ok := s.Values[k]; !ok {
			d = append(d, fmt.Sprintf("extra component %s", k))
		}
	}
	sort.Strings(d)
	if x := listDiff("label", s.Labels, got.Labels); x != "" {
		d = append(d, x)
	}
	if x := listDiff("power flag", s.PowerFlags, got.PowerFlags); x != "" {
		d = append(d, x)
	}
	if x := listDiff("net", s.NetNames, got.NetNames); x != "" {
		d = append(d, x)
	} else if s.NetsSHA256 != got.NetsSHA256 {
		d = append(d, "nets connect different pins (same names)")
	}
	var codes []string
	for k := range s.ERC {
		codes = append(codes, k)
	}
	for k := range got.ERC {
		if _, ok := s.ERC[k]; !ok {
			codes = append(codes, k)
		}
	}
	sort.Strings(codes)
	for _, k := range codes {
		if s.ERC[k] != got.ERC[k] {
			d = append(d, fmt.Sprintf("ERC %s: %d, recorded %d", k, got.ERC[k], s.ERC[k]))
		}
	}
	return strings.Join(d, "; ")
}

func listDiff(what string, want, got []string) string {
	w, g := map[string]int{}, map[string]int{}
	for _, x := range want {
		w[x]++
	}
	for _, x := range got {
		g[x]++
	}
	var missing, extra []string
	for x, n := range w {
		if g[x] < n {
			missing = append(missing, x)
		}
	}
	for x, n := range g {
		if w[x] < n {
			extra = append(extra, x)
		}
	}
	if len(missing) == 0 && len(extra) == 0 {
		return ""
	}
	sort.Strings(missing)
	sort.Strings(extra)
	return fmt.Sprintf("%s: missing %s, extra %s", what, clip(missing), clip(extra))
}

func clip(xs []string) string {
	if len(xs) > 4 {
		return fmt.Sprintf("%q (+%d more)", xs[:4], len(xs)-4)
	}
	return fmt.Sprintf("%q", xs)
}

// StateFrom reads a State back from its Map form (as JSON decoded it).
func StateFrom(m map[string]any) (State, error) {
	st := State{Values: map[string]string{}, ERC: map[string]int{}}
	vals, ok := m["values"].(map[string]any)
	if !ok {
		return st, fmt.Errorf("state has no values")
	}
	for k, v := range vals {
		s, ok := v.(string)
		if !ok {
			return st, fmt.Errorf("state value of %s is not a string", k)
		}
		st.Values[k] = s
	}
	strs := func(k string) []string {
		l, _ := m[k].([]any)
		var out []string
		for _, x := range l {
			if s, ok := x.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	st.Labels, st.PowerFlags, st.NetNames = strs("labels"), strs("power_flags"), strs("net_names")
	st.NetsSHA256, _ = m["nets_sha256"].(string)
	if st.NetsSHA256 == "" {
		return st, fmt.Errorf("state has no nets_sha256")
	}
	erc, _ := m["erc"].(map[string]any)
	for k, v := range erc {
		st.ERC[k] = int(numAny(v))
	}
	return st, nil
}

func numAny(v any) float64 {
	if f, ok := num(map[string]any{"v": v}, "v"); ok {
		return f
	}
	return 0
}

// Files returns the design as it is now (edits included): the text of
// each sheet file by its path relative to the root's directory, and the
// root's path among them. A session snapshots them around each run, so
// the run re-simulates on the design it found.
func (w *World) Files() (files map[string][]byte, root string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.sch.Bytes(), w.sch.Root.Name
}
