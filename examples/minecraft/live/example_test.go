package live_test

import (
	"context"
	"fmt"
	"log"

	mc "github.com/skillrun/skillrun/examples/minecraft"
	"github.com/skillrun/skillrun/examples/minecraft/live"
	"github.com/skillrun/skillrun/skills"
)

// Start a server and a bot, build a lava gap, bridge one block of it, and
// read the block back from the server. (Compiled, not run: it needs node
// and `npm ci` in examples/minecraft/bridge.)
func Example() {
	ctx := context.Background()
	if err := live.Check(live.Options{}); err != nil {
		log.Fatal(err)
	}
	b, err := live.Start(ctx, live.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer b.Close()
	o := mc.P(8, 22, 8)
	b.ResetPlayer(ctx, o, 0, 0)
	mc.Fill(ctx, b, mc.P(8, 21, 6), mc.P(8, 21, 7), mc.Lava)
	b.Give(ctx, mc.Cobblestone, 2)
	out, err := b.Act(ctx, skills.Action{Name: "place", Object: "lava@8,21,7", Params: map[string]any{"block": "cobblestone"}})
	if err != nil {
		log.Fatal(err)
	}
	s, err := b.Snapshot(ctx, mc.P(8, 21, 7), mc.P(8, 21, 7))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(out.OK, s.At(mc.P(8, 21, 7)))
}
