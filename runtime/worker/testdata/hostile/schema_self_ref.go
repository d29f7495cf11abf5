// Args holds a pointer to itself, and a list and a map of itself: its
// schema, built in the host, must end where the type meets itself again.
package schema_self_ref

import "github.com/skillrun/skillrun/skills"

type Args struct {
	Self *Args           `json:"self,omitempty"`
	Kids []Args          `json:"kids,omitempty"`
	ByID map[string]Args `json:"by_id,omitempty"`
	N    int             `json:"n,omitempty"`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.N
	if args.Self != nil {
		n += args.Self.N
	}
	return skills.Result{"seen": n + len(args.Kids) + len(args.ByID)}, nil
}

// want: ok
