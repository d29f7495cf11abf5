// Decodes JSON nested ten million levels deep.
package json_depth

import (
	"encoding/json"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	var v any
	err := json.Unmarshal([]byte(strings.Repeat("[", 10000000)), &v)
	return nil, err
}

// want: error exceeded max depth
