// Args embeds a pointer to itself. Vet refuses the embedding (the
// interpreter decodes no embedded struct's fields) before any schema is
// built; schema_self_ref.go keeps the host's schema walk on a type that
// holds itself.
package schema_self_embed

import "github.com/skillrun/skillrun/skills"

type Args struct {
	*Args
	N int `json:"n,omitempty"`
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"seen": args.N}, nil
}

// want: vet embedded field Args in the arguments
