// Echo the message back, without touching any environment.
//
//skillrun:tags test
package echo

import "github.com/skillrun/skillrun/skills"

// Args carry the message.
type Args struct {
	Msg string `json:"msg"`
}

// Run echoes.
func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"msg": args.Msg}, nil
}
