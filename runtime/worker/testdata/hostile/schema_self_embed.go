// Args embeds a pointer to itself: its schema, built in the host, must
// end (encoding/json reads the embedded fields once).
package schema_self_embed

import "github.com/skillrun/skillrun/skills"

type Args struct {
	*Args
	N int `json:"n,omitempty"`
}

// Result embeds itself too.
type Result struct {
	*Result
	Seen int `json:"seen"`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"seen": args.N}, nil
}

// want: ok
