// Package mutate measures how much verification can tell: it generates
// mutants of a procedure's source — the kinds of bug the research saw in
// agent-written skills — and counts the share that verification rejects.
//
// The operators, all on the go/ast of one skill file, one change per
// mutant:
//
//   - flip_direction: a direction word swapped for its opposite ("north" →
//     "south"), a sign dropped or added on a literal offset (-1 → 1), an
//     addition of a literal turned into a subtraction (z-1 → z+1);
//   - off_by_one: a comparison loosened or tightened (< ↔ <=, > ↔ >=), a
//     range over a count extended by one;
//   - drop_check: an if statement that checks the world (not an error, not
//     an action's OK, not the arguments) removed, or one side of its && or
//     || dropped;
//   - swap_actions: two adjacent statements that act (env.Act, env.Call),
//     each with the checks that follow it, swapped;
//   - wrong_literal: a string literal the procedure acts with or compares
//     against (a block, an item, an action name) replaced by another of
//     the file's literals.
//
// Code that only shapes the result or an error message (fmt.Errorf
// arguments, env.Log, the return statements of Run, strings assigned to
// variables read only there) and argument
// validation and shape checks (len(x) != 3) are left alone: mutants there cannot change behaviour in a
// recorded episode, and would only count against verification unfairly.
// Mutants that do not vet (check.Check) are stillborn and not counted.
//
// Equivalent mutants: one rule, Equivalence, proves some drop_check
// mutants equivalent in the skill runtime (an assertion fallback of a
// value to skills.Observation beside one to map[string]any, which yaegi
// answers alike; TestRuntimeAssertions checks that premise). They are
// generated and verified like the rest and marked (Mutant.Equivalent);
// Score reports the kill rate over all mutants (Rate) and without them
// (KillableRate), and counts any of them verification rejected
// (EquivalentKilled, a contradiction). No list of mutants is ever
// excluded by name.
//
// Goals: a fixed, deterministic set of mutants per source, so scores are
// comparable between runs. Non-goals: every possible mutation, or
// detecting equivalent mutants beyond the exclusions and the rule above
// (mutants equivalent only by what a domain's worlds can produce, such
// as a check that a world never fails, stay counted as survivors).
package mutate
