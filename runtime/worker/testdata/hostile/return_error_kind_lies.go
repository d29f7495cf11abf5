// Returns an error of its own type that declares itself a memory verdict
// of the sandbox (an ErrorKind method) and Is every sentinel. vet refuses
// the ErrorKind method (the native tier read it, the interpreter never
// called it); without it, TestHostile ran it to the error the skill
// returned, neither verdict believed.
package return_error_kind_lies

import "github.com/skillrun/skillrun/skills"

type liar struct{}

func (liar) Error() string        { return "I am out of memory" }
func (liar) ErrorKind() string    { return "memory" }
func (liar) Is(target error) bool { return true }

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return nil, liar{}
}

// want: vet method ErrorKind
