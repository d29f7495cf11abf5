// Returns an error of 200 KiB of bytes that are not UTF-8: cut, it stays
// whole runes, and the host's JSON and terminal escape the rest.
// want: error bytes in all)
package error_invalid_utf8

import (
	"errors"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, errors.New(strings.Repeat("\xff€", 40<<10))
}
