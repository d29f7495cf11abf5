// Returns keys and values that are not UTF-8.
package result_invalid_utf8

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"k\xff\xfe": "v\xc3\x28", "nested": map[string]any{"\xed\xa0\x80": []string{"\xf4\x90\x80\x80"}}}, nil
}

// want: ok
