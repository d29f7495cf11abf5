package mutate

import (
	"context"
	"fmt"
	"runtime"
	"sort"
	"sync"

	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/verify"
)

// Verifier verifies one version of a skill (for example verify.Episodes
// against the skill's recorded episodes). A version is rejected when the
// report does not verify.
type Verifier func(ctx context.Context, unit *check.Unit) (*verify.Report, error)

// Outcome is one mutant's fate.
type Outcome struct {
	Mutant
	Killed bool   `json:"killed"`
	Reason string `json:"reason,omitempty"` // the first failing verdict's reason
}

// KindScore counts one operator's mutants.
type KindScore struct {
	Killed int `json:"killed"`
	Total  int `json:"total"`
}

// Score is how well verification tells a skill's mutants from the skill.
type Score struct {
	File string `json:"file"`
	// Reference is whether the unmutated skill verifies, and why not.
	Reference       bool   `json:"reference"`
	ReferenceReason string `json:"reference_reason,omitempty"`
	Stats           Stats  `json:"stats"`
	Killed          int    `json:"killed"` // of all Total
	Total           int    `json:"total"`  // every viable mutant generated
	// Equivalent counts the mutants proven equivalent (Mutant.Equivalent,
	// by the Equivalence rule), and EquivalentKilled those of them that
	// verification rejected all the same: a contradiction (a broken proof,
	// or a verdict that is not about behaviour: an error, a timeout), which
	// should stay 0.
	Equivalent       int                `json:"equivalent"`
	EquivalentKilled int                `json:"equivalent_killed"`
	ByKind           map[Kind]KindScore `json:"by_kind"`
	Outcomes         []Outcome          `json:"outcomes"`
}

// Rate is the share of all generated mutants killed (1 with no mutants).
func (s *Score) Rate() float64 {
	if s.Total == 0 {
		return 1
	}
	return float64(s.Killed) / float64(s.Total)
}

// KillableRate is the mutation score without the mutants proven
// equivalent: the others killed over the others generated (1 with none).
func (s *Score) KillableRate() float64 {
	n := s.Total - s.Equivalent
	if n == 0 {
		return 1
	}
	return float64(s.Killed-s.EquivalentKilled) / float64(n)
}

// Survivors returns the mutants verification accepted.
func (s *Score) Survivors() []Outcome {
	var out []Outcome
	for _, o := range s.Outcomes {
		if !o.Killed {
			out = append(out, o)
		}
	}
	return out
}

// Run scores a skill file: it verifies the reference with v, generates
// the mutants and verifies each, parallel mutants at once (GOMAXPROCS
// when zero). It fails when the reference does not vet or v fails outright
// (a cancelled ctx).
func Run(ctx context.Context, file string, src []byte, v Verifier, opts Options, parallel int) (*Score, error) {
	ref, err := check.Check(file, src)
	if err != nil {
		return nil, fmt.Errorf("reference %s: %w", file, err)
	}
	rep, err := v(ctx, ref)
	if err != nil {
		return nil, fmt.Errorf("verify reference %s: %w", file, err)
	}
	sc := &Score{File: file, Reference: rep.Verified(), ByKind: map[Kind]KindScore{}}
	if !sc.Reference {
		sc.ReferenceReason = firstReason(rep)
	}
	ms, st, err := Generate(file, src, opts)
	if err != nil {
		return nil, err
	}
	sc.Stats = st
	sc.Outcomes = make([]Outcome, len(ms))
	if parallel <= 0 {
		parallel = runtime.GOMAXPROCS(0)
	}
	jobs := make(chan int)
	errs := make(chan error, len(ms))
	var wg sync.WaitGroup
	for range min(parallel, max(len(ms), 1)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				m := ms[i]
				o := Outcome{Mutant: m}
				u, err := check.Check(file, m.Source)
				if err != nil {
					errs <- fmt.Errorf("mutant %s: %w", m.Pos, err)
					continue
				}
				rep, err := v(ctx, u)
				if err != nil {
					errs <- fmt.Errorf("verify mutant %s: %w", m.Pos, err)
					continue
				}
				o.Killed = !rep.Verified()
				if o.Killed {
					o.Reason = firstReason(rep)
				}
				sc.Outcomes[i] = o
			}
		}()
	}
	for i := range ms {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		return nil, err
	}
	for _, o := range sc.Outcomes {
		k := sc.ByKind[o.Kind]
		k.Total++
		sc.Total++
		if o.Killed {
			k.Killed++
			sc.Killed++
		}
		if o.Equivalent != "" {
			sc.Equivalent++
			if o.Killed {
				sc.EquivalentKilled++
			}
		}
		sc.ByKind[o.Kind] = k
	}
	return sc, nil
}

func firstReason(rep *verify.Report) string {
	vs := append([]verify.Verdict(nil), rep.Verdicts...)
	sort.SliceStable(vs, func(i, j int) bool { return vs[i].Status != verify.Pass && vs[j].Status == verify.Pass })
	if len(vs) == 0 {
		return "no verdicts"
	}
	if vs[0].Status == verify.Pass {
		return ""
	}
	return fmt.Sprintf("%s: %s", vs[0].Episode, vs[0].Reason())
}
