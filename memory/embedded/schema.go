package embedded

// migrations upgrade the schema one version at a time; migrations[i]
// brings a database from version i to i+1. Never edit a released
// migration: append a new one.
var migrations = []string{
	// 1: the graph.
	`
CREATE TABLE episodes(
	id TEXT PRIMARY KEY,
	agent TEXT NOT NULL DEFAULT '',
	start_ns INTEGER NOT NULL,
	body TEXT NOT NULL,          -- the episode header as JSON (no steps)
	hash TEXT NOT NULL,
	recorded_ns INTEGER NOT NULL
);
CREATE INDEX episodes_start ON episodes(start_ns);

CREATE TABLE steps(
	id INTEGER PRIMARY KEY,
	episode TEXT NOT NULL REFERENCES episodes(id),
	idx INTEGER NOT NULL,
	t_ns INTEGER NOT NULL,
	action TEXT NOT NULL,
	object TEXT,
	class TEXT,
	ok INTEGER NOT NULL,
	reason TEXT,
	skill TEXT,
	version TEXT,
	x REAL, y REAL, z REAL,
	body TEXT NOT NULL,          -- the step as JSON (no frames)
	hash TEXT NOT NULL,
	UNIQUE(episode, idx)
);
CREATE INDEX steps_fail_object ON steps(action, object, t_ns) WHERE ok = 0;
CREATE INDEX steps_fail_class ON steps(action, class, t_ns) WHERE ok = 0;
CREATE VIRTUAL TABLE steps_pos USING rtree(id, minx, maxx, miny, maxy, minz, maxz);

CREATE TABLE frames(
	hash TEXT PRIMARY KEY,
	body TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE step_frames(
	step INTEGER NOT NULL,
	hash TEXT NOT NULL,
	PRIMARY KEY(step, hash)
) WITHOUT ROWID;
CREATE INDEX step_frames_hash ON step_frames(hash); -- dropped by migration 2

CREATE TABLE objects(
	id TEXT PRIMARY KEY,
	class TEXT NOT NULL,
	props TEXT
) WITHOUT ROWID;

CREATE TABLE skills(
	name TEXT PRIMARY KEY
) WITHOUT ROWID;
CREATE TABLE versions(
	id TEXT PRIMARY KEY,
	skill TEXT NOT NULL,
	created_ns INTEGER NOT NULL,
	body TEXT NOT NULL,
	hash TEXT NOT NULL
);
CREATE INDEX versions_skill ON versions(skill, created_ns);
CREATE TABLE supersedes(
	newer TEXT NOT NULL,
	older TEXT NOT NULL,
	PRIMARY KEY(newer, older)
) WITHOUT ROWID;
CREATE INDEX supersedes_older ON supersedes(older);
CREATE TABLE evidence(
	version TEXT NOT NULL,
	rel TEXT NOT NULL,
	episode TEXT NOT NULL,
	t_ns INTEGER NOT NULL,
	PRIMARY KEY(version, rel, episode)
) WITHOUT ROWID;
CREATE INDEX evidence_episode ON evidence(episode);

CREATE TABLE verifications(
	id TEXT PRIMARY KEY,
	version TEXT NOT NULL,
	t_ns INTEGER NOT NULL,
	passed INTEGER NOT NULL,
	total INTEGER NOT NULL,
	body TEXT NOT NULL,
	hash TEXT NOT NULL
);
CREATE INDEX verifications_version ON verifications(version, t_ns);
CREATE TABLE verdicts(
	run TEXT NOT NULL,
	episode TEXT NOT NULL,
	passed INTEGER NOT NULL,
	PRIMARY KEY(run, episode)
) WITHOUT ROWID;
CREATE INDEX verdicts_episode ON verdicts(episode);

CREATE TABLE cells(
	id INTEGER PRIMARY KEY,
	x INTEGER NOT NULL, y INTEGER NOT NULL, z INTEGER NOT NULL,
	kind TEXT NOT NULL,
	episode TEXT NOT NULL,
	step INTEGER NOT NULL,
	t_ns INTEGER NOT NULL,
	body TEXT NOT NULL,
	hash TEXT NOT NULL,
	UNIQUE(episode, step, kind, x, y, z)
);
CREATE INDEX cells_pos ON cells(x, z, y);

CREATE TABLE index_rows(
	id INTEGER PRIMARY KEY,
	episode TEXT NOT NULL,
	from_idx INTEGER NOT NULL,
	to_idx INTEGER NOT NULL,
	action TEXT NOT NULL,
	t_ns INTEGER NOT NULL,
	body TEXT NOT NULL,
	hash TEXT NOT NULL,
	UNIQUE(episode, from_idx, to_idx, action)
);

CREATE TABLE memos(
	kind TEXT NOT NULL,          -- 'note' or 'plan'
	id TEXT NOT NULL,
	rev INTEGER NOT NULL,
	t_ns INTEGER NOT NULL,
	body TEXT NOT NULL,
	hash TEXT NOT NULL,
	PRIMARY KEY(kind, id, rev)
) WITHOUT ROWID;
CREATE TABLE memo_links(
	kind TEXT NOT NULL,
	id TEXT NOT NULL,
	rev INTEGER NOT NULL,
	target_kind TEXT NOT NULL,   -- 'episode' or 'frame'
	target TEXT NOT NULL,
	PRIMARY KEY(kind, id, rev, target_kind, target)
) WITHOUT ROWID;
CREATE INDEX memo_links_target ON memo_links(target_kind, target);

CREATE VIRTUAL TABLE search USING fts5(kind UNINDEXED, ref UNINDEXED, body, tokenize = 'porter unicode61');
`,
	// 2: the hash index on step_frames cost a random insert per frame at
	// ingest; the only reader (retention's pinned-frame check) now goes
	// from a step's frames to memo_links instead.
	`DROP INDEX IF EXISTS step_frames_hash;`,
	// 3: per-episode skill-version use, kept up to date at write time, so
	// "which versions ran in this episode" reads a few rows instead of
	// grouping the episode's steps.
	`
CREATE TABLE episode_versions(
	episode TEXT NOT NULL,
	skill TEXT NOT NULL,
	version TEXT NOT NULL,
	first_idx INTEGER NOT NULL,
	steps INTEGER NOT NULL,
	failed INTEGER NOT NULL,
	PRIMARY KEY(episode, skill, version)
) WITHOUT ROWID;
INSERT INTO episode_versions
	SELECT episode, skill, version, min(idx), count(*), sum(ok = 0) FROM steps WHERE version IS NOT NULL GROUP BY episode, skill, version;
`,
	// 4: recovery links, written with the steps (see recovery.go), so
	// Failures reads a failure's recovery and enabler with one seek; and
	// failures of an action on any object in time order, which otherwise
	// sorted every failure of the action.
	`
CREATE INDEX steps_fail_action ON steps(action, t_ns) WHERE ok = 0;
CREATE TABLE recoveries(
	failure INTEGER PRIMARY KEY, -- steps.id of a failed step
	recovery INTEGER NOT NULL,   -- steps.id of its recovery
	enabler INTEGER              -- steps.id of its enabler, if any
);
` + recoveriesSQL, // 5: frame metadata in insert order, found through a compact index of
	// the 32-byte hash: new frames append to the table, and the only
	// structure with random keys (the index) is about a fifth of the old
	// table's size, so it stays in the writer's cache at millions of frames.
	`
CREATE TABLE frame_meta(
	id INTEGER PRIMARY KEY,
	key BLOB NOT NULL,           -- the hash as 32 bytes
	body TEXT NOT NULL
);
INSERT INTO frame_meta(key, body) SELECT unhex(hash), body FROM frames;
CREATE UNIQUE INDEX frame_meta_key ON frame_meta(key);
DROP TABLE frames;
`, // 6: the position index moves from an R*Tree to a grid B-tree (see
	// grid.go), which costs an append per step instead of rewriting nodes.
	`
CREATE TABLE step_grid(
	cx INTEGER NOT NULL,
	cz INTEGER NOT NULL,
	x REAL NOT NULL,
	step INTEGER NOT NULL,
	PRIMARY KEY(cx, cz, x, step)
) WITHOUT ROWID;
` + gridSQL + `
DROP TABLE steps_pos;
`, // 7: decisions are their own records (they were verification runs
	// with method "decision"); evidence links keep why and who (a
	// recorded failure, FAILED_IN, keeps its reason).
	`
CREATE TABLE decisions(
	id TEXT PRIMARY KEY,
	skill TEXT NOT NULL,
	version TEXT NOT NULL,
	t_ns INTEGER NOT NULL,
	status TEXT NOT NULL,
	body TEXT NOT NULL,
	hash TEXT NOT NULL
);
CREATE INDEX decisions_skill ON decisions(skill, t_ns);
ALTER TABLE evidence ADD COLUMN reason TEXT NOT NULL DEFAULT '';
ALTER TABLE evidence ADD COLUMN by_who TEXT NOT NULL DEFAULT '';
`,
	// 8: recall beyond one action: steps by object, class and version
	// (last seen, failures of any action on an object, a version's steps),
	// successes of an action, failures of a skill, and a version's use.
	`
CREATE INDEX steps_object ON steps(object, t_ns) WHERE object IS NOT NULL;
CREATE INDEX steps_class ON steps(class, t_ns) WHERE class IS NOT NULL;
CREATE INDEX steps_version ON steps(version, t_ns) WHERE version IS NOT NULL;
CREATE INDEX steps_ok_action ON steps(action, t_ns) WHERE ok = 1;
CREATE INDEX steps_fail_skill ON steps(skill, t_ns) WHERE ok = 0 AND skill IS NOT NULL;
CREATE INDEX episode_versions_version ON episode_versions(version);
`,
	// 9: session timelines (their runs are episodes of their own) are not
	// uses of a version; sessions recorded before are recognised by their
	// runs.
	`
ALTER TABLE episodes ADD COLUMN timeline INTEGER NOT NULL DEFAULT 0;
UPDATE episodes SET timeline = 1 WHERE id LIKE 'session-%'
	AND EXISTS (SELECT 1 FROM episodes r WHERE r.id LIKE episodes.id || '-run-%');
`,
	// 10: a skill's newest decision of a status (each sync asks for the
	// newest that made a version serve, and the newest disable or
	// enable) without reading its others.
	`
CREATE INDEX IF NOT EXISTS decisions_skill_status ON decisions(skill, status, t_ns, id);
`,
	// 11: what one author has stored, counted for its quota
	// (memory.Quota).
	`
CREATE INDEX IF NOT EXISTS versions_author ON versions(json_extract(body, '$.author'));
CREATE INDEX IF NOT EXISTS decisions_author ON decisions(json_extract(body, '$.author'));
CREATE INDEX IF NOT EXISTS memos_author ON memos(kind, json_extract(body, '$.author'));
`,
	// 12: a version's newest decision, and its newest of a status (its
	// status in listings and metrics), without reading its skill's
	// others.
	`
CREATE INDEX IF NOT EXISTS decisions_version_status ON decisions(version, status, t_ns, id);
CREATE INDEX IF NOT EXISTS decisions_version ON decisions(version, t_ns, id);
`,
	// 13: the episodes of one agent, counted for its quota
	// (memory.Quota), with their steps.
	`
CREATE INDEX IF NOT EXISTS episodes_agent ON episodes(agent);
`,
	// 14: a version's links counted by who made them
	// (memory.Store.EvidenceCounts: a version's observed success, asked
	// at every listing, scrape and recorded run): all of them kept up by
	// triggers, those since a time from an index.
	`
CREATE INDEX IF NOT EXISTS evidence_by ON evidence(version, by_who, t_ns, rel);
CREATE TABLE IF NOT EXISTS evidence_counts(
	version TEXT NOT NULL,
	by_who TEXT NOT NULL,
	rel TEXT NOT NULL,
	n INTEGER NOT NULL,
	PRIMARY KEY(version, by_who, rel)
) WITHOUT ROWID;
INSERT OR REPLACE INTO evidence_counts(version, by_who, rel, n) SELECT version, by_who, rel, count(*) FROM evidence GROUP BY version, by_who, rel;
CREATE TRIGGER IF NOT EXISTS evidence_counted AFTER INSERT ON evidence BEGIN
	INSERT INTO evidence_counts(version, by_who, rel, n) VALUES (NEW.version, NEW.by_who, NEW.rel, 1)
		ON CONFLICT(version, by_who, rel) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER IF NOT EXISTS evidence_uncounted AFTER DELETE ON evidence BEGIN
	UPDATE evidence_counts SET n = n - 1 WHERE version = OLD.version AND by_who = OLD.by_who AND rel = OLD.rel;
END;
`,
	// 15: the bytes of each episode's steps as stored, counted for its
	// agent's quota (memory.Quota.StepBytes): the steps there were summed
	// once, then kept up by triggers (pruning takes them off).
	`
ALTER TABLE episodes ADD COLUMN step_bytes INTEGER NOT NULL DEFAULT 0;
UPDATE episodes SET step_bytes = (SELECT coalesce(sum(length(CAST(body AS BLOB))), 0) FROM steps WHERE episode = episodes.id);
CREATE TRIGGER IF NOT EXISTS steps_bytes_added AFTER INSERT ON steps BEGIN
	UPDATE episodes SET step_bytes = step_bytes + length(CAST(NEW.body AS BLOB)) WHERE id = NEW.episode;
END;
CREATE TRIGGER IF NOT EXISTS steps_bytes_removed AFTER DELETE ON steps BEGIN
	UPDATE episodes SET step_bytes = step_bytes - length(CAST(OLD.body AS BLOB)) WHERE id = OLD.episode;
END;
`,
	// 16: the frames one agent stored, summed for its quota
	// (memory.Quota.FrameBytes).
	`
CREATE INDEX IF NOT EXISTS frame_meta_agent ON frame_meta(coalesce(json_extract(body, '$.agent'), ''));
`,
	// 17: the bytes of each episode's snapshot (memory.SnapshotBytes),
	// counted with its steps for its agent's quota (Quota.StepBytes):
	// episodes stored before are counted by their snapshot's stored text.
	`
ALTER TABLE episodes ADD COLUMN snapshot_bytes INTEGER NOT NULL DEFAULT 0;
UPDATE episodes SET snapshot_bytes = coalesce(length(CAST(json_extract(body, '$.snapshot') AS BLOB)), 0);
`,
}
