package minecraft

import (
	"context"
	"fmt"
	"math"

	"github.com/skillrun/skillrun/skills"
)

// The actions skills can take, the same in every world.
const (
	ActDig    = "dig"     // x, y, z: break a block in reach
	ActPlace  = "place"   // x, y, z [, block]: place the held (or named) block
	ActWalk   = "walk"    // x, y, z: walk in a straight line to a block, ending centred
	ActLook   = "look"    // yaw, pitch (radians)
	ActLookAt = "look_at" // x, y, z (a point) or entity
	ActAttack = "attack"  // entity: hit an entity the player is aimed at (none: what the crosshair is on)
	ActEquip  = "equip"   // item: hold an inventory item
)

// MaxWalk is the longest walk one action may take, in blocks.
const MaxWalk = 16

// Rules turns a Backend into a skills.World: it checks every action
// against the domain's rules (reach, support, aim, hazards, falling)
// before the backend performs it, and reads the world back afterwards to
// decide the outcome. Both worlds use it, so they agree on every rule.
type Rules struct {
	B Backend
}

var _ skills.World = (*Rules)(nil)

// Observe reports the player, the entities and the blocks around the feet.
func (w *Rules) Observe(ctx context.Context) (skills.Observation, error) {
	st, err := w.B.State(ctx)
	if err != nil {
		return nil, err
	}
	feet := st.Player.Pos.Block()
	d := Pos{ObserveRadius, ObserveRadius, ObserveRadius}
	r, err := w.B.Region(ctx, Pos{feet.X - d.X, feet.Y - d.Y, feet.Z - d.Z}, feet.Add(d))
	if err != nil {
		return nil, err
	}
	return Observation(st, r), nil
}

func fail(format string, a ...any) skills.Outcome {
	return skills.Outcome{OK: false, Reason: fmt.Sprintf(format, a...)}
}

// Act performs one action. A rule that forbids it gives a failed outcome
// (not an error); a malformed action is an error wrapping skills.ErrBadInput.
func (w *Rules) Act(ctx context.Context, a skills.Action) (skills.Outcome, error) {
	st, err := w.B.State(ctx)
	if err != nil {
		return skills.Outcome{}, err
	}
	if st.Player.Dead() {
		return fail("dead"), nil
	}
	switch a.Name {
	case ActDig:
		p, err := actionPos(a)
		if err != nil {
			return skills.Outcome{}, err
		}
		if out, ok, err := w.expect(ctx, a, p); err != nil || !ok {
			return out, err
		}
		return w.dig(ctx, st, p)
	case ActPlace:
		p, err := actionPos(a)
		if err != nil {
			return skills.Outcome{}, err
		}
		if out, ok, err := w.expect(ctx, a, p); err != nil || !ok {
			return out, err
		}
		item, _ := a.Params["block"].(string)
		return w.place(ctx, st, p, item)
	case ActWalk:
		p, err := actionPos(a)
		if err != nil {
			return skills.Outcome{}, err
		}
		return w.walk(ctx, st, p)
	case ActLook:
		yaw, ok1 := num(a.Params["yaw"])
		pitch, ok2 := num(a.Params["pitch"])
		if !ok1 || !ok2 {
			return skills.Outcome{}, fmt.Errorf("%w: look needs numeric params yaw and pitch", skills.ErrBadInput)
		}
		// Minecraft's pitch is ±90°, and the game sends both angles as
		// 32-bit floats: a pitch of 3 (looking behind, upside down) was a
		// view the voxel world verified and the game cannot have, and a
		// yaw of 1e300 became infinite on the wire.
		if math.Abs(pitch) > math.Pi/2 || math.Abs(yaw) > MaxYaw {
			return skills.Outcome{}, fmt.Errorf("%w: look: yaw %v, pitch %v radians; pitch is within ±π/2 and yaw within ±%g", skills.ErrBadInput, yaw, pitch, float64(MaxYaw))
		}
		if err := w.B.Look(ctx, yaw, pitch); err != nil {
			return skills.Outcome{}, err
		}
		return skills.Outcome{OK: true, Data: map[string]any{"yaw": yaw, "pitch": pitch}}, nil
	case ActLookAt:
		return w.lookAt(ctx, st, a)
	case ActAttack:
		if a.Params["entity"] == nil {
			// No entity named: hit what the crosshair is on, as a player does.
			e, ok := Crosshair(st)
			if !ok {
				return fail("nothing to hit under the crosshair"), nil
			}
			return w.attack(ctx, st, e.ID)
		}
		id, ok := num(a.Params["entity"])
		if !ok {
			return skills.Outcome{}, fmt.Errorf("%w: attack's param entity must be a number (or absent: hit what the crosshair is on)", skills.ErrBadInput)
		}
		return w.attack(ctx, st, int(id))
	case ActEquip:
		item, _ := a.Params["item"].(string)
		if item == "" {
			return skills.Outcome{}, fmt.Errorf("%w: equip needs a string param item", skills.ErrBadInput)
		}
		if st.Player.Inventory[item] <= 0 {
			return fail("no %s in inventory", item), nil
		}
		if err := w.B.Equip(ctx, item); err != nil {
			return skills.Outcome{}, err
		}
		return skills.Outcome{OK: true, Data: map[string]any{"held": item}}, nil
	}
	return skills.Outcome{}, fmt.Errorf("%w: unknown action %q (want dig, place, walk, look, look_at, attack, equip)", skills.ErrBadInput, a.Name)
}

// MaxYaw bounds a look's yaw, in radians (about 160,000 turns either
// way): far past any a skill turns through, well within a 32-bit float.
const MaxYaw = 1e6

func num(v any) (float64, bool) {
	switch v.(type) {
	case float64, float32, int, int64, int32, interface{ Float64() (float64, error) }:
		f := skills.Num(v)
		return f, !math.IsNaN(f) && !math.IsInf(f, 0)
	}
	return 0, false
}

// actionPos reads a block position from params x, y, z or from the object
// "block@x,y,z".
func actionPos(a skills.Action) (Pos, error) {
	x, okx := num(a.Params["x"])
	y, oky := num(a.Params["y"])
	z, okz := num(a.Params["z"])
	if okx && oky && okz {
		if x != math.Trunc(x) || y != math.Trunc(y) || z != math.Trunc(z) {
			return Pos{}, fmt.Errorf("%w: %s: block coordinates must be integers, got %v,%v,%v", skills.ErrBadInput, a.Name, x, y, z)
		}
		if math.Abs(x) > MaxCoord || math.Abs(y) > MaxCoord || math.Abs(z) > MaxCoord {
			return Pos{}, fmt.Errorf("%w: %s: block coordinates %v,%v,%v are outside the world (at most %d from its centre)", skills.ErrBadInput, a.Name, x, y, z, MaxCoord)
		}
		return Pos{int(x), int(y), int(z)}, nil
	}
	if a.Object != "" {
		p, err := ParsePos(a.Object)
		if err != nil {
			return Pos{}, fmt.Errorf("%w: %s: %v", skills.ErrBadInput, a.Name, err)
		}
		return p, nil
	}
	return Pos{}, fmt.Errorf("%w: %s needs integer params x, y, z (or object block@x,y,z)", skills.ErrBadInput, a.Name)
}

// expect checks the block an action's object names ("stone@x,y,z") is the
// block there: an actor acting on a stale view fails instead of digging or
// replacing something else.
func (w *Rules) expect(ctx context.Context, a skills.Action, p Pos) (skills.Outcome, bool, error) {
	name, _, err := ParseObject(a.Object)
	if a.Object == "" || err != nil || name == "" {
		return skills.Outcome{}, true, nil
	}
	r, err := w.B.Region(ctx, p, p)
	if err != nil {
		return skills.Outcome{}, false, err
	}
	if got := r.At(p); got != name {
		return fail("%s is %s, not %s", p, got, name), false, nil
	}
	return skills.Outcome{}, true, nil
}

func (w *Rules) around(ctx context.Context, p Pos, r int) (Region, error) {
	return w.B.Region(ctx, Pos{p.X - r, p.Y - r, p.Z - r}, Pos{p.X + r, p.Y + r, p.Z + r})
}

func (w *Rules) dig(ctx context.Context, st State, p Pos) (skills.Outcome, error) {
	r, err := w.around(ctx, p, 1)
	if err != nil {
		return skills.Outcome{}, err
	}
	name := r.At(p)
	switch {
	case !Solid(name):
		return fail("nothing to dig at %v: %s", p, name), nil
	case !Breakable(name):
		return fail("cannot dig %s at %v", name, p), nil
	case p.Mid().Sub(st.Player.Eye()).Len() > Reach:
		return fail("%v is out of reach", p), nil
	}
	if err := w.B.Dig(ctx, p); err != nil {
		return skills.Outcome{}, err
	}
	after, err := w.B.Region(ctx, p, p)
	if err != nil {
		return skills.Outcome{}, err
	}
	if Solid(after.At(p)) {
		return fail("dig at %v did not break %s", p, name), nil
	}
	data := map[string]any{"block": name, "drop": Drop(name)}
	if p == st.Player.Pos.Block().Add(Down) {
		pos, why, err := w.settle(ctx, st.Player.Pos.Block(), func(ctx context.Context) (Vec, error) { return w.B.Settle(ctx) })
		if err != nil {
			return skills.Outcome{}, err
		}
		data["pos"] = pos.Slice()
		if why != "" {
			return skills.Outcome{OK: false, Reason: "dug out from under the feet: " + why, Data: data}, nil
		}
	}
	return skills.Outcome{OK: true, Data: data}, nil
}

// settle runs a movement, then applies the fall and hazard rules to where
// the player landed; why says what hurt it ("" when unhurt).
func (w *Rules) settle(ctx context.Context, from Pos, move func(context.Context) (Vec, error)) (Vec, string, error) {
	pos, err := move(ctx)
	if err != nil {
		return Vec{}, "", err
	}
	at := pos.Block()
	why := ""
	if drop := from.Y - at.Y; FallDamage(drop) > 0 {
		if err := w.B.Hurt(ctx, FallDamage(drop), "fall"); err != nil {
			return Vec{}, "", err
		}
		why = fmt.Sprintf("fell %d blocks", drop)
	}
	r, err := w.B.Region(ctx, at, at)
	if err != nil {
		return Vec{}, "", err
	}
	switch Hazard(r.At(at)) {
	case Lava:
		if err := w.B.Hurt(ctx, LavaDamage, Lava); err != nil {
			return Vec{}, "", err
		}
		why = "fell into lava at " + at.String()
	case Fire:
		if err := w.B.Hurt(ctx, FireDamage, Fire); err != nil {
			return Vec{}, "", err
		}
		why = "walked into fire at " + at.String()
	}
	return pos, why, nil
}

func (w *Rules) place(ctx context.Context, st State, p Pos, item string) (skills.Outcome, error) {
	if item == "" {
		item = st.Player.Held
	}
	if item == "" {
		return fail("nothing held to place"), nil
	}
	if st.Player.Inventory[item] <= 0 {
		return fail("no %s in inventory", item), nil
	}
	r, err := w.around(ctx, p, 1)
	if err != nil {
		return skills.Outcome{}, err
	}
	if name := r.At(p); !Replaceable(name) {
		return fail("cannot place at %v: %s is there", p, name), nil
	}
	feet := st.Player.Pos.Block()
	if p == feet || p == feet.Add(Up) {
		return fail("cannot place at %v: the player is there", p), nil
	}
	if p.Mid().Sub(st.Player.Eye()).Len() > Reach {
		return fail("%v is out of reach", p), nil
	}
	ref, found := Pos{}, false
	for _, f := range Faces {
		if Solid(r.At(p.Add(f))) {
			ref, found = p.Add(f), true
			break
		}
	}
	if !found {
		return fail("cannot place at %v: no solid block beside it to place against", p), nil
	}
	if st.Player.Held != item {
		if err := w.B.Equip(ctx, item); err != nil {
			return skills.Outcome{}, err
		}
	}
	if err := w.B.Place(ctx, p, ref, item); err != nil {
		return skills.Outcome{}, err
	}
	after, err := w.B.Region(ctx, p, p)
	if err != nil {
		return skills.Outcome{}, err
	}
	if got := after.At(p); got != item {
		return fail("place at %v did not take: %s is there", p, got), nil
	}
	return skills.Outcome{OK: true, Data: map[string]any{"block": item, "against": ref.String()}}, nil
}

func (w *Rules) walk(ctx context.Context, st State, target Pos) (skills.Outcome, error) {
	cur := st.Player.Pos.Block()
	dx, dz := target.X-cur.X, target.Z-cur.Z
	if dx != 0 && dz != 0 {
		return fail("walk to %v: not in a straight line from %v", target, cur), nil
	}
	n := abs(dx) + abs(dz)
	if n > MaxWalk {
		return fail("walk to %v: %d blocks, more than %d", target, n, MaxWalk), nil
	}
	step := Pos{sign(dx), 0, sign(dz)}
	steps := 0
	for cur.X != target.X || cur.Z != target.Z {
		next := cur.Add(step)
		r, err := w.around(ctx, next, 2)
		if err != nil {
			return skills.Outcome{}, err
		}
		if Solid(r.At(next)) {
			// One block up, if there is room to jump.
			if Solid(r.At(next.Add(Up))) || Solid(r.At(next.Add(Up).Add(Up))) || Solid(r.At(cur.Add(Up).Add(Up))) {
				return w.walkOutcome(false, fmt.Sprintf("blocked at %v by %s", next, r.At(next)), cur, steps), nil
			}
			next = next.Add(Up)
		} else if Solid(r.At(next.Add(Up))) {
			return w.walkOutcome(false, fmt.Sprintf("blocked at %v by %s overhead", next, r.At(next.Add(Up))), cur, steps), nil
		}
		pos, why, err := w.settle(ctx, next, func(ctx context.Context) (Vec, error) { return w.B.Step(ctx, next) })
		if err != nil {
			return skills.Outcome{}, err
		}
		steps++
		cur = pos.Block()
		if why != "" {
			st, err := w.B.State(ctx)
			if err != nil {
				return skills.Outcome{}, err
			}
			if st.Player.Dead() {
				return w.walkOutcome(false, "died: "+why, cur, steps), nil
			}
			if cur.Y != next.Y {
				return w.walkOutcome(false, why, cur, steps), nil
			}
		}
	}
	if cur != target {
		return w.walkOutcome(false, fmt.Sprintf("ended at %v, not %v", cur, target), cur, steps), nil
	}
	return w.walkOutcome(true, "", cur, steps), nil
}

func (w *Rules) walkOutcome(ok bool, reason string, at Pos, steps int) skills.Outcome {
	return skills.Outcome{OK: ok, Reason: reason, Data: map[string]any{"block": []any{at.X, at.Y, at.Z}, "steps": steps}}
}

func (w *Rules) lookAt(ctx context.Context, st State, a skills.Action) (skills.Outcome, error) {
	var target Vec
	if idv, ok := a.Params["entity"]; ok {
		id, ok := num(idv)
		if !ok {
			return skills.Outcome{}, fmt.Errorf("%w: look_at: entity must be a number", skills.ErrBadInput)
		}
		e, found := findEntity(st, int(id))
		if !found {
			return fail("no entity %d", int(id)), nil
		}
		target = e.Pos.Add(Vec{0, e.Height / 2, 0})
	} else {
		x, okx := num(a.Params["x"])
		y, oky := num(a.Params["y"])
		z, okz := num(a.Params["z"])
		if !okx || !oky || !okz {
			return skills.Outcome{}, fmt.Errorf("%w: look_at needs numeric params x, y, z or entity", skills.ErrBadInput)
		}
		target = Vec{x, y, z}
	}
	yaw, pitch := YawPitch(st.Player.Eye(), target)
	if err := w.B.Look(ctx, yaw, pitch); err != nil {
		return skills.Outcome{}, err
	}
	return skills.Outcome{OK: true, Data: map[string]any{"yaw": yaw, "pitch": pitch}}, nil
}

func findEntity(st State, id int) (Entity, bool) {
	for _, e := range st.Entities {
		if e.ID == id {
			return e, true
		}
	}
	return Entity{}, false
}

// Crosshair returns the nearest mob whose box the player's line of sight
// meets within reach: what a left click hits.
func Crosshair(st State) (Entity, bool) {
	eye := st.Player.Eye()
	dir := LookDir(st.Player.Yaw, st.Player.Pitch)
	best, bestT, found := Entity{}, 0.0, false
	for _, e := range st.Entities {
		if t, hit := e.Box().RayHits(eye, dir, Reach+1); hit && (!found || t < bestT) {
			best, bestT, found = e, t, true
		}
	}
	return best, found
}

func (w *Rules) attack(ctx context.Context, st State, id int) (skills.Outcome, error) {
	e, found := findEntity(st, id)
	if !found {
		return fail("no entity %d", id), nil
	}
	eye := st.Player.Eye()
	if d := e.Box().Dist(eye); d > Reach {
		return fail("entity %d (%s) is out of reach: %.2f blocks", id, e.Name, d), nil
	}
	if _, hit := e.Box().RayHits(eye, LookDir(st.Player.Yaw, st.Player.Pitch), Reach+1); !hit {
		return fail("not aimed at entity %d (%s)", id, e.Name), nil
	}
	if err := w.B.Attack(ctx, id); err != nil {
		return skills.Outcome{}, err
	}
	after, err := w.B.State(ctx)
	if err != nil {
		return skills.Outcome{}, err
	}
	health := 0.0
	if e2, ok := findEntity(after, id); ok {
		health = e2.Health
	}
	return skills.Outcome{OK: true, Data: map[string]any{"entity": id, "name": e.Name, "health": health, "damage": e.Health - health}}, nil
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func sign(n int) int {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}
