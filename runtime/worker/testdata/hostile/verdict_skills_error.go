// Builds a *skills.Error around ErrForbidden, as the sandbox would: still its own error.
package verdict_skills_error

import (
	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, &skills.Error{Skill: "verdict_skills_error", Op: "run", Err: skills.ErrForbidden}
}

// want: error forbidden
