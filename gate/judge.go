package gate

import (
	"fmt"
	"strings"
	"time"
)

// Verdict is one episode's verdict on a version, as the rule sees it.
type Verdict struct {
	Episode string
	// Passed: the version reproduced the episode. Unverifiable: it could
	// not be verified at all (Why says why); neither pass nor fail.
	Passed, Unverifiable bool
	// Why is the divergence (episode step and actions) of a failure, or
	// the reason an episode is unverifiable.
	Why string
	// Frames says Episode names a labelled frame set (a detector's
	// evidence), not an episode.
	Frames bool
	// Skipped, when set, names the evidence within the verdict's that
	// could not be read and was left out of it (a detector's unreadable
	// frames): the decision's detail carries it whatever the verdict.
	Skipped string
	// On an episode whose recorded run failed (onFailures): Reproduces,
	// the version fails it again as recorded; Departs, it does something
	// else (unverifiable: whether that succeeds is not known).
	Reproduces, Departs bool
	// Took is how long verifying the episode took (0: not known).
	Took time.Duration
	// CPU is the CPU time of the version's run on the episode, its call
	// tree's (0: not measured).
	CPU time.Duration
}

// what names the evidence a verdict is on.
func (v Verdict) what() string {
	if v.Frames {
		return "labelled frames " + v.Episode
	}
	return "episode " + v.Episode
}

// Judgement is the rule's answer on a candidate.
type Judgement struct {
	// Accept: the candidate may serve.
	Accept bool
	// Unverified: there was not enough usable evidence to judge.
	Unverified bool
	// Passed, Failed and Unverifiable count the candidate's verdicts;
	// ServingPassed and ServingTotal the serving version's (usable ones).
	Passed, Failed, Unverifiable int
	ServingPassed, ServingTotal  int
	// Regressions are the episodes the serving version passes and the
	// candidate fails, with where it diverged.
	Regressions []string
	// Repeats are the recorded failures the candidate reproduces and the
	// serving version departs from.
	Repeats []string
	// Unverifiables are the unverifiable episodes with their reasons.
	Unverifiables []string
	// Skipped are the verdicts' unreadable evidence, left out of them
	// (Verdict.Skipped), each led by what the verdict is on.
	Skipped []string
	// Detail is the one-line summary recorded with the decision.
	Detail string
}

// Judge is the one promotion rule (package library and verify keep none of
// their own). The candidate must fail no episode that the serving version
// passes — per episode, not by rate — nor reproduce a recorded failure
// the serving version departs from (a run that failed in real use, which
// the candidate would fail again and the serving version would not
// repeat), and pass at least minEvidence episodes. Unverifiable episodes count for nothing. Too little usable
// evidence and no failure makes the judgement Unverified: a new skill
// (hasServing false) or allowUnverified then serves it marked unverified;
// otherwise it is recorded and does not serve. Evidence a verdict left out
// because it could not be read (Verdict.Skipped) is named in the detail,
// and does not change the decision.
func Judge(candidate, serving []Verdict, hasServing bool, minEvidence int, allowUnverified bool) Judgement {
	if minEvidence <= 0 {
		minEvidence = DefaultMinEvidence
	}
	cur, departs := map[string]bool{}, map[string]bool{}
	var j Judgement
	for _, v := range serving {
		departs[v.Episode] = v.Departs
		if v.Unverifiable {
			continue
		}
		cur[v.Episode] = v.Passed
		j.ServingTotal++
		if v.Passed {
			j.ServingPassed++
		}
	}
	var failed []string
	for _, v := range candidate {
		if v.Skipped != "" {
			j.Skipped = append(j.Skipped, fmt.Sprintf("%s: %s", v.what(), v.Skipped))
		}
		switch {
		case v.Unverifiable:
			j.Unverifiable++
			j.Unverifiables = append(j.Unverifiables, fmt.Sprintf("%s (%s)", v.Episode, v.Why))
		case v.Passed:
			j.Passed++
		default:
			j.Failed++
			failed = append(failed, fmt.Sprintf("%s: %s", v.what(), v.Why))
			switch {
			case cur[v.Episode]:
				j.Regressions = append(j.Regressions, fmt.Sprintf("%s: %s", v.what(), v.Why))
			case v.Reproduces && departs[v.Episode]:
				j.Repeats = append(j.Repeats, fmt.Sprintf("%s: %s", v.what(), v.Why))
			}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "verified %d/%d", j.Passed, j.Passed+j.Failed)
	if j.Unverifiable > 0 {
		fmt.Fprintf(&b, ", %d unverifiable", j.Unverifiable)
	}
	if hasServing {
		fmt.Fprintf(&b, "; serving %d/%d", j.ServingPassed, j.ServingTotal)
	}
	switch {
	case len(j.Regressions) > 0:
		fmt.Fprintf(&b, "; fails %d episode(s) the serving version passes: %s", len(j.Regressions), strings.Join(j.Regressions, "; "))
		if len(j.Repeats) > 0 {
			fmt.Fprintf(&b, "; and repeats %d recorded failure(s) the serving version does not: %s", len(j.Repeats), strings.Join(j.Repeats, "; "))
		}
	case len(j.Repeats) > 0:
		fmt.Fprintf(&b, "; repeats %d recorded failure(s) the serving version does not: %s", len(j.Repeats), strings.Join(j.Repeats, "; "))
	case j.Passed >= minEvidence:
		j.Accept = true
	case j.Failed > 0:
		fmt.Fprintf(&b, "; passes %d episode(s), %d needed (min_evidence), and fails %s", j.Passed, minEvidence, strings.Join(failed, "; "))
	default:
		j.Unverified = true
		j.Accept = !hasServing || allowUnverified
		fmt.Fprintf(&b, "; no usable evidence (%d episode(s) passed, %d needed)", j.Passed, minEvidence)
	}
	if j.Unverifiable > 0 {
		fmt.Fprintf(&b, "; unverifiable: %s", strings.Join(j.Unverifiables, "; "))
	}
	if len(j.Skipped) > 0 {
		fmt.Fprintf(&b, "; judged without unreadable evidence: %s", strings.Join(j.Skipped, "; "))
	}
	j.Detail = b.String()
	return j
}
