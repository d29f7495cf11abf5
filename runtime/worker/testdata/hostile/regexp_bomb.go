// Compiles a pathological regular expression.
package regexp_bomb

import (
	"regexp"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	re := regexp.MustCompile(strings.Repeat("(a*)*", 20) + "{1000}")
	return skills.Result{"re": re.String()}, nil
}

// want: crash invalid nested repetition
