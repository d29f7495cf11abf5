// String constants, each the one before twice: S15 is 3 MB, and go/types
// writes it out to take its length; each more line doubles it (S40 would
// take the host's memory).
package const_doubling

import "github.com/skillrun/skillrun/skills"

type Args struct{}

const S0 = "ssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssss"

const S1 = S0 + S0
const S2 = S1 + S1
const S3 = S2 + S2
const S4 = S3 + S3
const S5 = S4 + S4
const S6 = S5 + S5
const S7 = S6 + S6
const S8 = S7 + S7
const S9 = S8 + S8
const S10 = S9 + S9
const S11 = S10 + S10
const S12 = S11 + S11
const S13 = S12 + S12
const S14 = S13 + S13
const S15 = S14 + S14

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"n": len(S15)}, nil
}

// want: vet constant S14 may make a string constant of more than 1048576 bytes
