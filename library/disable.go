package library

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/skillrun/skillrun/skills"
)

// ErrDisabled is the error of a call of a disabled skill.
var ErrDisabled = fmt.Errorf("%w: skill is disabled", skills.ErrBadInput)

// MaxReasonBytes bounds the reason a skill is disabled (or enabled, or
// evidence linked by hand) for: each call of a disabled skill fails
// quoting it, and the decision that records it is read again by every
// instance sharing the store at each sync. A reason of 1 MiB made every
// call's error 1 MiB.
const MaxReasonBytes = 4096

// clipText cuts s to at most n bytes, on a rune boundary, marking the cut.
func clipText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	const mark = "…"
	n -= len(mark)
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + mark
}

// Disable stops serving a skill: Run and env.Call of it fail with
// ErrDisabled (naming the reason) and servers leave it out of their tool
// lists; its versions and file stay as they are. Package gate records the
// decision and applies it on every instance.
func (l *Library) Disable(name, reason string) error {
	if _, err := l.Get(name); err != nil {
		return err
	}
	reason = strings.TrimSpace(reason)
	if len(reason) > MaxReasonBytes {
		// A reason recorded elsewhere (a sync applies the store's):
		// applied, cut, since each call of the skill quotes it.
		reason = clipText(reason, MaxReasonBytes)
	}
	if prev, loaded := l.disabled.Swap(name, reason); loaded && prev == reason {
		return nil
	}
	l.emit(Change{Kind: Disabled, Skill: name, Detail: reason})
	return nil
}

// Enable serves a disabled skill again; enabling a skill that is not
// disabled does nothing.
func (l *Library) Enable(name string) error {
	if err := CheckName(name); err != nil {
		return err
	}
	if _, was := l.disabled.LoadAndDelete(name); was {
		l.emit(Change{Kind: Enabled, Skill: name})
	}
	return nil
}

// Disabled reports whether a skill is disabled, and why.
func (l *Library) Disabled(name string) (reason string, disabled bool) {
	v, ok := l.disabled.Load(name)
	if !ok {
		return "", false
	}
	return v.(string), true
}

// CheckEnabled returns ErrDisabled, with the reason, for a disabled skill.
func (l *Library) CheckEnabled(name string) error {
	if why, off := l.Disabled(name); off {
		if why == "" {
			why = "no reason given"
		}
		return fmt.Errorf("%w: %s (%s); enable it with skillrun enable %s", ErrDisabled, name, why, name)
	}
	return nil
}
