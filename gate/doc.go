// Package gate decides which version of a skill serves: the promotion
// gate, the record of every decision, and the sync that makes every
// instance sharing a memory store serve what the others promoted.
//
// A Gate is built from Options whose zero value works, then Provision
// (rules from the library's gate.json, defaults strict; disabled skills
// applied from memory), Validate, and Close — caddy's module lifecycle.
// Its Lifecycle is what library.Watch and Library.Propose call for every
// candidate; serve, watch and the CLI's rollback, disable and enable all go
// through it, so there is one rule and one record.
//
// The rule is absolute and per episode (Judge): a candidate serves only
// when it passes at least Rules.MinEvidence of the episodes linked to its
// skill, fails no episode the serving version passes, repeats no
// recorded failure the serving version departs from, and (a detector)
// scores on every labelled frame set at least the serving version's
// precision and recall and at least Rules.DetectorFloor, as stored and
// with every frame cropped a little, by cuts the candidate cannot know (a
// detector that remembers its evidence does not pass). An episode that
// cannot be verified (no snapshot, arguments that no longer fit) is
// unverifiable: reported with its reason, it counts for nothing. A
// judgement verifies at most Rules.MaxEvidence of the linked episodes:
// the named ones, the recorded failures, the newest and a draw from the
// gate's secret and the serving version (sampleEvidence), said in the
// decision. With no
// usable evidence a new skill serves marked unverified; a replacement is
// recorded and does not serve unless Rules.AllowUnverified.
//
// Decisions are memory.Decision records with a typed status; nothing reads
// a status back from free text. Every run that acts on a world becomes
// evidence through RecordRun: the episode linked SUPPORTED_BY to the
// versions that ran when it succeeded, FAILED_IN (with the reason) when it
// did not; Observed turns those links into each version's observed
// success rate beside its verified one, flagged when it falls behind.
//
// Probation is the check against evidence from real use. A candidate is
// judged on the episodes linked to its skill, which its author can read:
// a procedure written to pass exactly those (one that replays their
// recorded actions, or branches on their arguments) passes the gate and
// fails everywhere else. The runs a version makes once it serves are
// episodes nobody could have seen when it was proposed. So a version the
// gate promoted in place of another is on probation for its first
// Rules.ProbationCalls recorded runs: once it has Rules.ObservedMinCalls
// of them, its success in those runs is compared with a bar, and falling
// below the bar by more than Rules.ObservedMargin rolls the skill back to
// the version it replaced, recorded as a rolled-back decision by
// ProbationAuthor that gives the counts. The bar is the replaced
// version's observed success when it has ObservedMinCalls recorded runs
// of its own, else the candidate's verified rate (what the gate believed
// of it), else the replaced version's verified rate; with none of those
// there is no bar. A failed run the replaced version fails too,
// re-simulated in the same world with the same arguments, is not counted
// (a caller can make any version fail). A version rolled back to by a person or an agent, a
// new skill, and a version found serving are not on probation: nothing
// was replaced on evidence. The failed runs stay linked to the demoted
// version and so to the skill: the next judgement of any candidate
// replays them (Probation, ProbationOf). A detector whose runs since its
// promotion saw frames their renderer labelled is judged on those frames
// instead of on its callers' outcomes: its precision and recall there,
// beside the replaced version's on the same frames (FrameProbation).
//
// A trial holds the next replacement to real runs before it serves: while
// the serving version is one probation restored, a candidate that passes
// the gate is recorded memory.OnTrial and does not serve; the serving
// version's next Rules.TrialRuns runs that a world can re-simulate are
// re-simulated with it, and it is promoted when it did as well, within
// ObservedMargin, else rejected (trial.go). A detector is judged on the
// labelled frames those runs observed, beside the serving version.
//
// Non-goals: the gate never compiles or runs skill source itself — every
// trial run goes through the library's executor (package verify).
package gate
