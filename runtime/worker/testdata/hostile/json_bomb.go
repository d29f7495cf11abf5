// Decodes a JSON array nested 100,000 deep.
package json_bomb

import (
	"encoding/json"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	s := strings.Repeat("[", 100000) + strings.Repeat("]", 100000)
	var v any
	err := json.Unmarshal([]byte(s), &v)
	return skills.Result{"err": err != nil}, err
}

// want: error exceeded max depth
