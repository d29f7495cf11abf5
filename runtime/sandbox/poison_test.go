package sandbox

import (
	"context"
	"fmt"
	"testing"

	"github.com/skillrun/skillrun/skills"
)

// TestPoisonStaysPrivate: a skill that assigns the SDK's variables changes
// its own copies only, not the host's and not those of a skill compiled
// after it in the same process (a worker runs many skills in turn).
func TestPoisonStaysPrivate(t *testing.T) {
	poison := compile(t, `// Poisons the SDK.
package poison

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	skills.ErrTimeout = nil
	skills.DefaultLimits = skills.Limits{}
	return skills.Result{"nil": skills.ErrTimeout == nil}, nil
}
`)
	ctx := context.Background()
	res, err := poison.Run(ctx, &Request{})
	if err != nil || res.Result["nil"] != true {
		t.Fatalf("poison = %v, %v; want its own copy set to nil", res, err)
	}
	check := compile(t, `// Reads the SDK.
package check

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"timeout": skills.ErrTimeout != nil, "limit": int64(skills.DefaultLimits.Timeout)}, nil
}
`)
	res, err = check.Run(ctx, &Request{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Result["timeout"] != true || fmt.Sprint(res.Result["limit"]) != fmt.Sprint(int64(skills.DefaultLimits.Timeout)) {
		t.Errorf("after another skill poisoned the SDK: %v; want ErrTimeout set and DefaultLimits.Timeout %d", res.Result, skills.DefaultLimits.Timeout)
	}
	if skills.ErrTimeout == nil || skills.DefaultLimits.Timeout == 0 {
		t.Error("the host's SDK variables changed")
	}
}
