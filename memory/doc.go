// Package memory is the graph memory of skillrun: episodes and their steps,
// the frames they observed, the objects they acted on, the places they
// went, the skill versions that ran, the evidence that supports each
// version, verification runs, notes (semantic memory) and plans (working
// memory).
//
// The contract is the Store interface: typed Go methods, never query
// strings. Two implementations pass one conformance suite
// (memory/memorytest): memory/embedded (SQLite, the default, no setup) and
// memory/neo4j (a Neo4j 5 server over Bolt).
//
// # The graph
//
// Nodes: Episode, Step, Frame, Object, Cell, Skill, SkillVersion,
// VerificationRun, Note, Plan. Edges: Episode-HAS_STEP->Step,
// Step-NEXT->Step, Step-OBSERVED->Frame, Step-ACTED_ON->Object,
// Step-AT->Cell, Step-FAILED_WITH{reason}->Object, Step-INVOKED->SkillVersion,
// Skill-HAS_VERSION->SkillVersion, SkillVersion-SUPERSEDES->SkillVersion,
// SkillVersion-SUPPORTED_BY->Episode, SkillVersion-DERIVED_FROM->Episode,
// VerificationRun-OF->SkillVersion, VerificationRun-AGAINST{passed}->Episode,
// Note-CITES->Episode|Frame, Note-REVISES->Note (its previous revision), and
// the same for Plan; IndexRow nodes summarise stretches of an episode.
// Positions are step properties (spatially indexed); Step-AT->Cell joins a
// step to the cell events recorded for it. Graph counts the nodes and
// edges an episode adds, the unit in which ingest rates are measured.
//
// Failure recall ranks failed steps of an action by
// score = match · exp(-λ·Δt): match is 1 on the same object, 0.5 on
// another object of its class; Δt is in hours; λ defaults to ln2/24 (a
// one-day half-life). Retention (Store.Prune) keeps failures, the context
// before them, and whole episodes that a skill version, verification run,
// note or plan links to; routine successful steps of old episodes become
// summary index rows, and the steps between a failure and the step that
// recovered from it.
//
// # Recall for an agent
//
// Beyond failures of one action: Steps finds steps by action, object,
// class, skill or version (successes, where an object was last seen);
// Failures without an action gives the failures on an object or class;
// Usage is a version's observed success where it ran; Notes finds notes by
// kind, tags, position, words (stemmed) or embedding (cosine). Context
// puts them together for one situation (intended action and object,
// objects in view, position, goal, a byte budget) as prompt-ready lines
// with their ids. Grid answers the spatial grid near a point, along a path
// or in a box, and DeriveCells turns recorded steps into grid events (what
// the agent did and saw). ReadRecords reads a JSONL file that mixes
// episodes, grid cells and index rows.
//
// # Episode JSONL
//
// An episode file holds one JSON object per line, each one Episode (blank
// lines and lines starting with # are ignored). ReadJSONL reads it and
// names the line of the first one that does not parse or validate:
//
//	{"id":"ep-1","agent":"steve","env":"minecraft","task":"bridge the gap",
//	 "start":"2026-12-01T10:00:00Z","summary":"bridged 5 blocks north",
//	 "tags":["bridge"],"objects":[{"id":"microwave_1","class":"microwave"}],
//	 "steps":[
//	  {"index":0,"time":"2026-12-01T10:00:01Z","summary":"at the gap",
//	   "action":{"name":"OpenObject","object":"microwave_1"},
//	   "outcome":{"ok":false,"reason":"locked"},
//	   "pos":[3,64,-2],"skill":"open_thing","version":"sha256:…",
//	   "frames":["9f86d0…"]}]}
//
// (one line in the file; wrapped here). Fields:
//   - id (required): unique episode id. Recording the same id again with the
//     same content is a no-op; with different content it is ErrConflict.
//   - start (required), end: RFC 3339 times.
//   - agent, env, task, summary, tags: free text; summary and task are
//     searchable.
//   - success, reason: the episode's overall outcome, when known.
//   - snapshot: opaque JSON a simulator can restore (verification).
//   - objects: metadata for objects the steps act on (id, class, props).
//     An object that is not listed gets the class ObjectClass(id).
//   - steps: index (0,1,2… unique within the episode), time, summary (a
//     short text of the observation), observation (the full observation,
//     optional), action {name, object, params}, outcome {ok, reason, data},
//     pos [x,y,z] (optional), skill and version (what ran; optional),
//     frames (content hashes of frames stored with Blobs; optional).
//
// # Goals and non-goals
//
// Goals: one small contract for both stores; idempotent, atomic writes (an
// episode is visible whole or not at all); answers an agent can put in a
// prompt (every result renders as a Snippet with the ids to follow up).
// Non-goals: an arbitrary query language, vector similarity search, and
// storing pixels in the graph (frames are blobs on disk, content-addressed,
// with only their hash and metadata in the graph).
//
// The package imports only package skills and the standard library.
package memory
