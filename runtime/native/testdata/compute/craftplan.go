// Plan how to craft an item from raw materials: orders the recipe book
// by a depth-first walk (memoised depths, cycles reported with the path),
// propagates the demand down that order in whole batches, takes what the
// inventory holds, and lists the crafting steps and what is missing.
// Extra appends generated tiers of recipes to the book.
package craftplan

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Item      string         `json:"item,omitempty"`
	Count     int            `json:"count,omitempty"`
	Inventory map[string]int `json:"inventory,omitempty"`
	Extra     int            `json:"extra,omitempty"`
}

type ingredient struct {
	Item  string
	Count int
}

type recipe struct {
	Yields  int
	Station string
	Inputs  []ingredient
}

type step struct {
	Item    string `json:"item"`
	Crafts  int    `json:"crafts"`
	Station string `json:"station"`
	Depth   int    `json:"depth"`
}

var (
	ErrUnknown = errors.New("no recipe or raw material")
	ErrCycle   = errors.New("recipe cycle")
)

var raw = map[string]bool{"log": true, "cobblestone": true, "iron_ore": true, "coal": true, "redstone": true, "sand": true, "string": true}

var base = map[string]recipe{
	"planks":         {4, "hand", []ingredient{{"log", 1}}},
	"stick":          {4, "hand", []ingredient{{"planks", 2}}},
	"crafting_table": {1, "hand", []ingredient{{"planks", 4}}},
	"furnace":        {1, "crafting_table", []ingredient{{"cobblestone", 8}}},
	"iron_ingot":     {1, "furnace", []ingredient{{"iron_ore", 1}, {"coal", 1}}},
	"glass":          {1, "furnace", []ingredient{{"sand", 1}, {"coal", 1}}},
	"iron_pickaxe":   {1, "crafting_table", []ingredient{{"iron_ingot", 3}, {"stick", 2}}},
	"piston":         {1, "crafting_table", []ingredient{{"planks", 3}, {"cobblestone", 4}, {"iron_ingot", 1}, {"redstone", 1}}},
	"sticky_piston":  {1, "crafting_table", []ingredient{{"piston", 1}, {"slime_ball", 1}}},
	"bow":            {1, "crafting_table", []ingredient{{"stick", 3}, {"string", 3}}},
	"arrow":          {4, "crafting_table", []ingredient{{"stick", 1}, {"flint", 1}, {"feather", 1}}},
	"rail":           {16, "crafting_table", []ingredient{{"iron_ingot", 6}, {"stick", 1}}},
	"powered_rail":   {6, "crafting_table", []ingredient{{"gold_ingot", 6}, {"stick", 1}, {"redstone", 1}}},
	"minecart":       {1, "crafting_table", []ingredient{{"iron_ingot", 5}}},
	"hopper":         {1, "crafting_table", []ingredient{{"iron_ingot", 5}, {"chest", 1}}},
	"chest":          {1, "crafting_table", []ingredient{{"planks", 8}}},
	"hopper_cart":    {1, "crafting_table", []ingredient{{"hopper", 1}, {"minecart", 1}}},
	"observer":       {1, "crafting_table", []ingredient{{"cobblestone", 6}, {"redstone", 2}, {"quartz", 1}}},
	"loop_a":         {1, "hand", []ingredient{{"loop_b", 1}}},
	"loop_b":         {1, "hand", []ingredient{{"loop_a", 1}}},
}

type planner struct {
	book    map[string]recipe
	depth   map[string]int
	onPath  map[string]bool
	order   []string // every crafted item after all it is made of
	visited int
}

func (p *planner) visit(item string) (int, error) {
	if d, ok := p.depth[item]; ok {
		return d, nil
	}
	if raw[item] {
		p.depth[item] = 0
		return 0, nil
	}
	r, ok := p.book[item]
	if !ok {
		return 0, fmt.Errorf("%q: %w", item, ErrUnknown)
	}
	if p.onPath[item] {
		return 0, fmt.Errorf("%s: %w", item, ErrCycle)
	}
	p.onPath[item] = true
	defer delete(p.onPath, item)
	p.visited++
	d := 0
	for _, in := range r.Inputs {
		sub, err := p.visit(in.Item)
		if err != nil {
			return 0, fmt.Errorf("%s <- %w", item, err)
		}
		d = max(d, sub+1)
	}
	p.depth[item] = d
	p.order = append(p.order, item)
	return d, nil
}

func extend(book map[string]recipe, tiers int) {
	const width = 24
	prev := []string{"planks", "iron_ingot", "glass", "stick", "chest", "piston"}
	for t := range tiers {
		cur := make([]string, 0, width)
		for i := range width {
			name := fmt.Sprintf("t%d_%d", t, i)
			ins := []ingredient{
				{prev[(i*7+t)%len(prev)], 1 + i%3},
				{prev[(i*3+1)%len(prev)], 1 + (t+i)%2},
			}
			if i%5 == 0 {
				ins = append(ins, ingredient{"redstone", 1})
			}
			book[name] = recipe{Yields: 1 + i%4, Station: "crafting_table", Inputs: ins}
			cur = append(cur, name)
		}
		prev = cur
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.Extra < 0 || args.Extra > 5000 {
		return nil, fmt.Errorf("extra must be 0..5000 tiers, got %d", args.Extra)
	}
	book := make(map[string]recipe, len(base)+24*args.Extra)
	for k, v := range base {
		book[k] = v
	}
	extend(book, args.Extra)
	item := args.Item
	if item == "" {
		item = "hopper_cart"
		if args.Extra > 0 {
			item = fmt.Sprintf("t%d_0", args.Extra-1)
		}
	}
	count := args.Count
	if count == 0 {
		count = 1
	}
	if count < 0 || count > 1_000_000 {
		return nil, fmt.Errorf("count must be 1..1000000, got %d", count)
	}
	p := &planner{book: book, depth: map[string]int{}, onPath: map[string]bool{}}
	if _, err := p.visit(item); err != nil {
		if errors.Is(err, ErrCycle) {
			return nil, fmt.Errorf("cannot plan %s: %w", item, err)
		}
		return nil, fmt.Errorf("cannot plan: %w", err)
	}
	inv := map[string]int{}
	for k, v := range args.Inventory {
		inv[k] = v
	}
	demand := map[string]int{item: count}
	var steps []step
	rawNeed := map[string]int{}
	for i := len(p.order) - 1; i >= 0; i-- {
		it := p.order[i]
		need := demand[it]
		if have := min(inv[it], need); have > 0 {
			inv[it] -= have
			need -= have
		}
		if need == 0 {
			continue
		}
		r := book[it]
		crafts := (need + r.Yields - 1) / r.Yields
		steps = append(steps, step{it, crafts, r.Station, p.depth[it]})
		for _, in := range r.Inputs {
			demand[in.Item] += in.Count * crafts
		}
	}
	var missing []string
	for it, n := range demand {
		if !raw[it] {
			continue
		}
		take := min(inv[it], n)
		if n-take > 0 {
			rawNeed[it] = n - take
			missing = append(missing, fmt.Sprintf("%s x%d", it, n-take))
		}
	}
	sort.Strings(missing)
	sort.Slice(steps, func(i, j int) bool {
		if steps[i].Depth != steps[j].Depth {
			return steps[i].Depth < steps[j].Depth
		}
		return steps[i].Item < steps[j].Item
	})
	stations := map[string]int{}
	for _, s := range steps {
		stations[s.Station] += s.Crafts
	}
	first := steps
	if len(first) > 8 {
		first = first[:8]
	}
	return skills.Result{
		"item": item, "count": count, "depth": p.depth[item], "recipes_walked": p.visited,
		"steps": len(steps), "first_steps": first, "raw": rawNeed, "stations": stations,
		"missing": strings.Join(missing, ", "),
	}, nil
}
