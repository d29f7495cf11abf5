package neo4j_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	driver "github.com/neo4j/neo4j-go-driver/v5/neo4j"
	"github.com/skillrun/skillrun/memory"
	"github.com/skillrun/skillrun/memory/memorytest"
	"github.com/skillrun/skillrun/memory/neo4j"
)

func body(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func nsOf(tm time.Time) int64 { return tm.UnixNano() }

// writeLegacy writes ep, its version, evidence, a verification run, a cell,
// an index row and a note the way skillrun stored them before native
// properties: each record as JSON text in "body", times as *_ns integers.
func writeLegacy(t *testing.T, d driver.DriverWithContext, ep memory.Episode, v memory.SkillVersion, linked time.Time,
	run memory.VerificationRun, cell memory.Cell, row memory.IndexRow, note memory.Note) {
	t.Helper()
	ctx := context.Background()
	q := func(query string, p map[string]any) {
		t.Helper()
		if _, err := driver.ExecuteQuery(ctx, d, query, p, driver.EagerResultTransformer, driver.ExecuteQueryWithDatabase("neo4j")); err != nil {
			t.Fatalf("%s: %v", query, err)
		}
	}
	h := ep.Header()
	q(`CREATE (e:Episode {id: $id, agent: $agent, start_ns: $start, body: $body, hash: $hash, recorded_ns: $rec, search: $task})`,
		map[string]any{"id": ep.ID, "agent": ep.Agent, "start": nsOf(ep.Start), "body": body(t, h), "hash": memory.ContentHash(h),
			"rec": nsOf(ep.Start), "task": ep.Task})
	for _, o := range ep.Objects {
		var props any
		if o.Props != nil {
			props = body(t, o.Props)
		}
		q(`CREATE (:Object {id: $id, class: $class, props: $props})`, map[string]any{"id": o.ID, "class": o.Class, "props": props})
	}
	for _, st := range ep.Steps {
		c := st.Canonical()
		b := body(t, c)
		p := map[string]any{"id": memory.StepID(ep.ID, st.Index), "ep": ep.ID, "idx": int64(st.Index), "t": nsOf(st.Time),
			"action": st.Action.Name, "object": nil, "class": nil, "ok": st.Outcome.OK, "reason": nil, "skill": nil, "version": nil,
			"x": nil, "y": nil, "z": nil, "body": b, "hash": memory.HashJSON([]byte(b)), "frames": st.Frames}
		if st.Action.Object != "" {
			p["object"], p["class"] = st.Action.Object, memory.ObjectClass(st.Action.Object)
		}
		if st.Outcome.Reason != "" {
			p["reason"] = st.Outcome.Reason
		}
		if st.Version != "" {
			p["skill"], p["version"] = st.Skill, st.Version
		}
		if st.Pos != nil {
			p["x"], p["y"], p["z"] = st.Pos[0], st.Pos[1], st.Pos[2]
		}
		q(`MATCH (e:Episode {id: $ep})
			CREATE (s:Step {id: $id, episode: $ep, idx: $idx, t_ns: $t, action: $action, object: $object, class: $class, ok: $ok,
				reason: $reason, skill: $skill, version: $version, x: $x, y: $y, z: $z,
				pos: CASE WHEN $x IS NULL THEN null ELSE point({x: $x, y: $y, z: $z}) END, body: $body, hash: $hash})
			CREATE (e)-[:HAS_STEP]->(s)
			FOREACH (h IN $frames | MERGE (f:Frame {hash: h}) ON CREATE SET f.body = '{"hash":"' + h + '"}' CREATE (s)-[:OBSERVED]->(f))
			WITH s WHERE $object IS NOT NULL
			MERGE (o:Object {id: $object}) ON CREATE SET o.class = $class
			CREATE (s)-[:ACTED_ON]->(o)
			FOREACH (_ IN CASE WHEN $ok THEN [] ELSE [1] END | CREATE (s)-[:FAILED_WITH {reason: $reason}]->(o))`, p)
	}
	q(`MATCH (e:Episode {id: $ep}) MATCH (e)-[:HAS_STEP]->(s:Step) WITH s ORDER BY s.idx WITH collect(s) AS ss
		UNWIND range(0, size(ss) - 2) AS i WITH ss[i] AS a, ss[i + 1] AS b CREATE (a)-[:NEXT]->(b)`, map[string]any{"ep": ep.ID})
	q(`MATCH (s:Step) WHERE s.version IS NOT NULL MERGE (v:SkillVersion {id: s.version}) MERGE (s)-[:INVOKED]->(v)`, nil)
	q(`MERGE (k:Skill {name: $skill}) MERGE (v:SkillVersion {id: $id})
		SET v.skill = $skill, v.created_ns = $created, v.body = $body, v.hash = $hash, v.search = $skill
		MERGE (k)-[:HAS_VERSION]->(v)`,
		map[string]any{"skill": v.Skill, "id": v.ID, "created": nsOf(v.Created), "body": body(t, v), "hash": memory.ContentHash(v)})
	q(`MATCH (v:SkillVersion {id: $v}), (e:Episode {id: $e}) CREATE (v)-[:SUPPORTED_BY {t_ns: $t}]->(e)`,
		map[string]any{"v": v.ID, "e": ep.ID, "t": nsOf(linked)})
	run.Passed, run.Total = 1, 1
	q(`MATCH (v:SkillVersion {id: $version}), (e:Episode {id: $ep})
		CREATE (r:VerificationRun {id: $id, version: $version, t_ns: $t, passed: 1, total: 1, body: $body, hash: $hash})
		CREATE (r)-[:OF]->(v) CREATE (r)-[:AGAINST {passed: true}]->(e)`,
		map[string]any{"version": run.Version, "ep": ep.ID, "id": run.ID, "t": nsOf(run.Time), "body": body(t, run), "hash": memory.ContentHash(run)})
	q(`CREATE (c:Cell {key: $key, x: $x, y: $y, z: $z, kind: $kind, episode: $ep, step: $step, t_ns: $t, body: $body, hash: $hash})`,
		map[string]any{"key": fmt.Sprintf("%s#%d#%s#%d,%d,%d", cell.Episode, cell.Step, cell.Kind, cell.Pos[0], cell.Pos[1], cell.Pos[2]),
			"x": int64(cell.Pos[0]), "y": int64(cell.Pos[1]), "z": int64(cell.Pos[2]), "kind": string(cell.Kind), "ep": cell.Episode,
			"step": int64(cell.Step), "t": nsOf(cell.Time), "body": body(t, cell), "hash": memory.ContentHash(cell)})
	q(`CREATE (n:IndexRow {key: $key, episode: $ep, from_idx: $from, to_idx: $to, action: $action, t_ns: $t, body: $body, hash: $hash,
		ref: $ref, search: $search})`,
		map[string]any{"key": fmt.Sprintf("%s#%d-%d#%s", row.Episode, row.From, row.To, row.Action), "ep": row.Episode, "from": int64(row.From),
			"to": int64(row.To), "action": row.Action, "t": nsOf(row.Time), "body": body(t, row), "hash": memory.ContentHash(row),
			"ref": memory.IndexID(row), "search": row.Summary})
	// Revision 1 was replaced by revision 2: only the current one has
	// search text and an embedding property.
	older := note
	older.Revision, older.Text = 1, "microwaves are locked"
	emb := make([]float64, len(note.Embedding))
	for i, x := range note.Embedding {
		emb[i] = float64(x)
	}
	q(`CREATE (o:Note {key: $id + '#1', id: $id, rev: 1, t_ns: $t, body: $old, hash: $oldHash})
		CREATE (n:Note {key: $id + '#2', id: $id, rev: 2, t_ns: $t, body: $body, hash: $hash, search: $text, embedding: $emb})
		CREATE (n)-[:REVISES]->(o)`,
		map[string]any{"id": note.ID, "t": nsOf(note.Time), "body": body(t, note), "hash": memory.ContentHash(memory.NoteContent(note)),
			"text": note.Text, "emb": emb, "old": body(t, older), "oldHash": memory.ContentHash(memory.NoteContent(older))})
}

// TestUpgradeLegacyStore: a store written by the JSON-body schema opens,
// reads back every record as it was written, accepts the same records
// again as duplicates (same content hashes), keeps answering queries, and
// holds no body or *_ns property afterwards.
func TestUpgradeLegacyStore(t *testing.T) {
	need(t)
	wipe(t)
	ctx := context.Background()
	d, err := driver.NewDriverWithContext(uri, driver.NoAuth())
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close(ctx)
	t0 := memorytest.T0
	ep := memorytest.Kitchen("ep-old", t0)
	ep.Snapshot = json.RawMessage(`{"kitchen":"as it was","doors":[1,2]}`)
	v := memorytest.Version("open_thing", "v-open-1", t0.Add(-time.Hour), "")
	linked := t0.Add(10*time.Minute + 123456789)
	run := memory.VerificationRun{ID: "run-old", Version: v.ID, Time: t0.Add(time.Hour), Method: "replay",
		Verdicts: []memory.Verdict{{Episode: ep.ID, Passed: true}}, Passed: 1, Total: 1}
	cell := memory.Cell{Pos: [3]int{1, 0, 2}, Kind: memory.Blocked, Episode: ep.ID, Step: 1, Time: t0.Add(time.Second), Item: "microwave", Damage: 2.5}
	row := memory.IndexRow{Episode: ep.ID, From: 0, To: 4, Action: "OpenObject", Summary: "opened the microwave with the brass key",
		Tags: []string{"key"}, Pos: &[3]float64{1, 0, 2.5}, Time: t0}
	note := memory.Note{ID: "microwaves", Revision: 2, Time: t0, Author: "alfred", Text: "microwaves lock", Tags: []string{"kitchen"},
		Embedding: []float32{0.6, 0, 0.8}}
	writeLegacy(t, d, ep, v, linked, run, cell, row, note)

	for i := range 2 { // the second Open finds nothing left to upgrade
		s, err := neo4j.Open(ctx, uri, neo4j.Options{})
		if err != nil {
			t.Fatalf("Open #%d: %v", i+1, err)
		}
		defer s.Close()
		got, err := s.Episode(ctx, ep.ID)
		if err != nil {
			t.Fatal(err)
		}
		same(t, "Episode", got, normalEpisode(ep))
		// Steps stored before bytes were counted count now, once (the
		// frames they name, links of their own, left out), and so does
		// the snapshot, by its stored text.
		bare := append([]memory.Step(nil), got.Steps...)
		for i := range bare {
			bare[i].Frames = nil
		}
		want := memory.StepBytes(bare...) + memory.SnapshotBytes(ep)
		if u, err := s.AuthorUse(ctx, ep.Agent); err != nil || u.StepBytes == 0 || u.StepBytes != want {
			t.Errorf("Open #%d: %q's step bytes = %d, %v; want %d (its legacy steps and snapshot counted)", i+1, ep.Agent, u.StepBytes, err, want)
		}
		if err := s.RecordEpisode(ctx, ep); err != nil {
			t.Fatalf("RecordEpisode(same episode again) after upgrade = %v; want nil", err)
		}
		vs, err := s.Versions(ctx, v.Skill)
		if err != nil {
			t.Fatal(err)
		}
		same(t, "Versions", vs, []memory.SkillVersion{v})
		if err := s.PutVersion(ctx, v); err != nil {
			t.Fatalf("PutVersion(same) after upgrade = %v", err)
		}
		evs, err := s.Evidence(ctx, v.ID)
		if err != nil {
			t.Fatal(err)
		}
		same(t, "Evidence", evs, []memory.Evidence{{Version: v.ID, Skill: v.Skill, Episode: ep.ID, Relation: memory.SupportedBy, Time: linked}})
		runs, err := s.Verifications(ctx, v.ID)
		if err != nil {
			t.Fatal(err)
		}
		same(t, "Verifications", runs, []memory.VerificationRun{run})
		if err := s.RecordVerification(ctx, run); err != nil {
			t.Fatalf("RecordVerification(same) after upgrade = %v", err)
		}
		cells, err := s.Cells(ctx, memory.CellQuery{Min: [3]int{0, 0, 0}, Max: [3]int{5, 5, 5}})
		if err != nil {
			t.Fatal(err)
		}
		same(t, "Cells", cells, []memory.Cell{cell})
		if err := s.AppendCells(ctx, cell); err != nil {
			t.Fatalf("AppendCells(same) after upgrade = %v", err)
		}
		if err := s.AppendIndex(ctx, row); err != nil {
			t.Fatalf("AppendIndex(same) after upgrade = %v", err)
		}
		n, err := s.Note(ctx, note.ID)
		if err != nil {
			t.Fatal(err)
		}
		same(t, "Note", n, note)
		hist, err := s.NoteHistory(ctx, note.ID)
		if err != nil {
			t.Fatal(err)
		}
		older := note
		older.Revision, older.Text = 1, "microwaves are locked"
		same(t, "NoteHistory", hist, []memory.Note{older, note})
		hits, err := s.Notes(ctx, memory.NoteQuery{Vector: []float32{0.6, 0, 0.8}})
		if err != nil {
			t.Fatal(err)
		}
		if len(hits) != 1 || hits[0].Revision != 2 {
			t.Fatalf("Notes(vector) after upgrade = %+v; want the current revision only", hits)
		}
		fs, err := s.Failures(ctx, memory.FailureQuery{Action: "OpenObject", Object: "microwave_1", Now: t0.Add(time.Hour)})
		if err != nil {
			t.Fatal(err)
		}
		if len(fs) != 1 || fs[0].Reason != "locked" || !fs[0].Time.Equal(ep.Steps[1].Time) || fs[0].Recovery == nil {
			t.Fatalf("Failures after upgrade = %+v; want the locked microwave with its recovery", fs)
		}
		near, err := s.Near(ctx, memory.NearQuery{Pos: [3]float64{4, 0, 2}, Radius: 0.5})
		if err != nil {
			t.Fatal(err)
		}
		if len(near) != 2 {
			t.Fatalf("Near((4,0,2)) after upgrade = %+v; want the two steps at the drawer", near)
		}
		res, err := driver.ExecuteQuery(ctx, d, `MATCH (n) WHERE n.body IS NOT NULL OR n.t_ns IS NOT NULL OR n.start_ns IS NOT NULL
			OR n.created_ns IS NOT NULL OR n.recorded_ns IS NOT NULL OR n.from_idx IS NOT NULL OR n.rev IS NOT NULL OR n.props IS NOT NULL
			RETURN labels(n) AS l, keys(n) AS k
			UNION ALL MATCH ()-[r]->() WHERE r.t_ns IS NOT NULL RETURN [type(r)] AS l, keys(r) AS k`, nil,
			driver.EagerResultTransformer, driver.ExecuteQueryWithDatabase("neo4j"))
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range res.Records {
			t.Errorf("after upgrade, %v still has old properties: %v", r.Values[0], r.Values[1])
		}
	}
}

// normalEpisode is ep as a store gives it back: UTC times, each step's
// frames sorted.
func normalEpisode(ep memory.Episode) memory.Episode {
	ep.Start, ep.End = ep.Start.UTC(), ep.End.UTC()
	ep.Steps = slices.Clone(ep.Steps)
	for i := range ep.Steps {
		ep.Steps[i].Frames = slices.Sorted(slices.Values(ep.Steps[i].Frames))
	}
	return ep
}

func same(t *testing.T, what string, got, want any) {
	t.Helper()
	g, w := body(t, got), body(t, want)
	if g != w {
		t.Fatalf("%s after upgrade:\n got %s\nwant %s", what, g, w)
	}
}

// TestTimelineUpgrade: sessions recorded before timelines were marked are
// marked when the store opens, so their runs count once as uses.
func TestTimelineUpgrade(t *testing.T) {
	s := open(t)
	ctx := context.Background()
	for _, id := range []string{"session-old", "session-old-run-1", "session-alone"} {
		if err := s.RecordEpisode(ctx, memorytest.Kitchen(id, memorytest.T0)); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	s2, err := neo4j.Open(ctx, uri, neo4j.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	u, err := s2.Usage(ctx, "v-open-1")
	if err != nil {
		t.Fatal(err)
	}
	if u.Episodes != 2 {
		t.Fatalf("Usage after reopening = %+v; want 2 episodes (session-old is a timeline)", u)
	}
	ep, err := s2.Episode(ctx, "session-old")
	if err != nil || !ep.Timeline {
		t.Fatalf("session-old after reopening: timeline %v, %v; want marked", ep.Timeline, err)
	}
}

// TestUpgradeStepBytes: a store whose steps were recorded with native
// properties before their bytes were counted (no Step.bytes, no episode
// step_bytes) counted none of them against the agent's
// --max-agent-step-bytes. Opening it counts them, once.
func TestUpgradeStepBytes(t *testing.T) {
	need(t)
	wipe(t)
	ctx := context.Background()
	ep := memorytest.Kitchen("ep-native", memorytest.T0)
	for i := range ep.Steps {
		ep.Steps[i].Frames = nil
	}
	s, err := neo4j.Open(ctx, uri, neo4j.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.RecordEpisode(ctx, ep); err != nil {
		t.Fatal(err)
	}
	s.Close()
	d, err := driver.NewDriverWithContext(uri, driver.NoAuth())
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close(ctx)
	for _, q := range []string{`MATCH (st:Step) REMOVE st.bytes`, `MATCH (e:Episode) REMOVE e.step_bytes`, `MATCH (m:Upgrade) DELETE m`} {
		if _, err := driver.ExecuteQuery(ctx, d, q, nil, driver.EagerResultTransformer, driver.ExecuteQueryWithDatabase("neo4j")); err != nil {
			t.Fatal(err)
		}
	}
	want := memory.StepBytes(ep.Steps...)
	for i := range 2 {
		s, err := neo4j.Open(ctx, uri, neo4j.Options{})
		if err != nil {
			t.Fatal(err)
		}
		u, err := s.AuthorUse(ctx, ep.Agent)
		s.Close()
		if err != nil || u.StepBytes != want || want == 0 {
			t.Errorf("Open #%d: %q's step bytes = %d, %v; want %d", i+1, ep.Agent, u.StepBytes, err, want)
		}
	}
}
