package memory

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// PruneStep is what a retention pass needs to know about one step.
type PruneStep struct {
	Index  int
	Time   time.Time
	Action string
	Object string
	OK     bool
	Pos    *[3]float64
	// Pinned steps are kept whatever they did (a note cites a frame they
	// observed, a cell event names them).
	Pinned bool
}

// PlanPrune decides, for the steps of one episode in index order, which
// steps a retention pass removes and the index rows that summarise them.
// Kept: failed steps, the keepContext steps before each failure, pinned
// steps, the first and last step of the episode, and for each failure
// the steps that recovered from it: its recovery (the first later success
// of the same action on the same object, within RecoveryWindow steps) and
// every successful step between the failure and the recovery (what the
// agent did to get past it: fetched the key, cleared the way). Each run of removed
// steps becomes one IndexRow with action "pruned" and a summary that
// counts the actions ("12 routine steps: dig×8, move×4").
func PlanPrune(episode string, steps []PruneStep, keepContext int) (remove []int, rows []IndexRow) {
	n := len(steps)
	keep := make([]bool, n)
	for i, s := range steps {
		if i == 0 || i == n-1 || s.Pinned {
			keep[i] = true
		}
		if !s.OK {
			for j := max(0, i-keepContext); j <= i; j++ {
				keep[j] = true
			}
		}
	}
	for i, s := range steps {
		if s.OK {
			continue
		}
		rec := -1
		for j := i + 1; j < n && steps[j].Index-s.Index <= RecoveryWindow; j++ {
			if steps[j].OK && steps[j].Action == s.Action && steps[j].Object == s.Object {
				rec = j
				break
			}
		}
		for j := i + 1; j <= rec; j++ {
			keep[j] = true
		}
	}
	for i := 0; i < n; {
		if keep[i] {
			i++
			continue
		}
		j := i
		counts := map[string]int{}
		var pos *[3]float64
		for j < n && !keep[j] {
			counts[steps[j].Action]++
			if pos == nil && steps[j].Pos != nil {
				p := *steps[j].Pos
				pos = &p
			}
			remove = append(remove, steps[j].Index)
			j++
		}
		rows = append(rows, IndexRow{
			Episode: episode, From: steps[i].Index, To: steps[j-1].Index, Action: "pruned",
			Summary: summarise(j-i, counts), Pos: pos, Time: steps[i].Time.UTC(), Tags: []string{"pruned"},
		})
		i = j
	}
	return remove, rows
}

func summarise(n int, counts map[string]int) string {
	names := make([]string, 0, len(counts))
	for a := range counts {
		names = append(names, a)
	}
	sort.Slice(names, func(i, j int) bool {
		if counts[names[i]] != counts[names[j]] {
			return counts[names[i]] > counts[names[j]]
		}
		return names[i] < names[j]
	})
	parts := make([]string, len(names))
	for i, a := range names {
		parts[i] = fmt.Sprintf("%s×%d", a, counts[a])
	}
	noun := "steps"
	if n == 1 {
		noun = "step"
	}
	return fmt.Sprintf("%d routine %s: %s", n, noun, strings.Join(parts, ", "))
}
