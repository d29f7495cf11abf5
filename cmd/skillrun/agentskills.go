package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/check"
	"github.com/skillrun/skillrun/skills"
)

// Agent Skills (agentskills.io): a folder per skill holding SKILL.md — YAML
// front matter (name, description; here also compatibility and metadata)
// and Markdown instructions — and optional scripts/. Export writes one
// such folder per library skill, with the skill's Go source in scripts/;
// import reads folders whose scripts are Go skills and brings each in
// through the library's proposal path (vet, a worker compiles it, the
// gate decides), never running it in this process.

// agentSkillName is the Agent Skills name of a skill: the spec allows
// lowercase letters, digits and single hyphens (and the folder must carry
// the same name), so underscores become hyphens.
func agentSkillName(skill string) string { return strings.ReplaceAll(skill, "_", "-") }

// agentNameRE is the Agent Skills name rule.
var agentNameRE = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// skillFrontMatter is the YAML front matter of an exported SKILL.md.
type skillFrontMatter struct {
	Name          string            `yaml:"name"`
	Description   string            `yaml:"description"`
	Compatibility string            `yaml:"compatibility,omitempty"`
	Metadata      map[string]string `yaml:"metadata,omitempty"`
}

// maxDescription is the Agent Skills limit on description.
const maxDescription = 1024

// exportAgentSkill writes dir/NAME/SKILL.md and dir/NAME/scripts/SKILL.go
// for one skill, and returns the folder.
func exportAgentSkill(dir string, s *library.Skill) (string, error) {
	m := s.Unit.Manifest
	name := agentSkillName(m.Name)
	if !agentNameRE.MatchString(name) || len(name) > 64 {
		return "", fmt.Errorf("%w: skill %q has no Agent Skills name (%q is not lowercase letters, digits and single hyphens, at most 64)", skills.ErrBadInput, m.Name, name)
	}
	desc := strings.TrimSpace(m.Description)
	if desc == "" {
		desc = "The skillrun skill " + m.Name + "."
	}
	if len(desc) > maxDescription {
		desc = desc[:maxDescription-3] + "..."
	}
	fm := skillFrontMatter{Name: name, Description: desc,
		Compatibility: "Runs only inside skillrun (github.com/skillrun/skillrun), sandboxed: call it through skillrun's MCP server or CLI, never run the script directly.",
		Metadata: map[string]string{"skillrun-skill": m.Name, "skillrun-kind": string(m.Kind), "skillrun-version": m.Version,
			"skillrun-script": "scripts/" + m.Name + ".go"}}
	if len(m.Tags) > 0 {
		fm.Metadata["skillrun-tags"] = strings.Join(m.Tags, ",")
	}
	head, err := yaml.Marshal(fm)
	if err != nil {
		return "", fmt.Errorf("export %s: %w", m.Name, err)
	}
	var b bytes.Buffer
	b.WriteString("---\n")
	b.Write(head)
	b.WriteString("---\n\n")
	fmt.Fprintf(&b, "# %s\n\n%s\n\n", m.Name, desc)
	b.WriteString("## When to use\n\n")
	fmt.Fprintf(&b, "Use `%s` when a task calls for what the description says", m.Name)
	if len(m.Tags) > 0 {
		fmt.Fprintf(&b, " (tags: %s)", strings.Join(m.Tags, ", "))
	}
	b.WriteString(". It is a skillrun ")
	if m.Kind == skills.Detector {
		b.WriteString("detector: it looks at an image frame and returns detections (boxes as `[x0, y0, x1, y1]`, labels and scores).\n\n")
	} else {
		b.WriteString("procedure: it acts in the environment of the session it runs in and returns a JSON result.\n\n")
	}
	b.WriteString("## How to call it\n\n")
	fmt.Fprintf(&b, "Through skillrun's MCP server, as the tool `%s`: start the server with `skillrun serve --stdio` in the project that holds the skill (for Claude Code: `claude mcp add skillrun -- skillrun serve --stdio`), then call the tool with arguments that match the schema below. ", m.Name)
	if m.Kind == skills.Detector {
		b.WriteString("A detector takes a frame (the `frame` of a `frame_put`, or an image) with its arguments.\n\n")
	} else {
		b.WriteString("A procedure that acts needs a session with an environment (`session_open`, then pass its `session`).\n\n")
	}
	fmt.Fprintf(&b, "From a shell: `skillrun run %s --args '{...}'` (`skillrun import --agent-skills DIR` brings this folder into a skillrun library).\n\n", m.Name)
	fmt.Fprintf(&b, "`scripts/%s.go` is the skill's Go source (version `%s`). It is not a program to run: skillrun type-checks it against its SDK and runs it interpreted, in an isolated worker under limits.\n\n", m.Name, m.Version)
	b.WriteString("## Arguments\n\n```json\n")
	schema := m.Params
	if len(schema) == 0 {
		schema = json.RawMessage(`{"type": "object"}`)
	}
	var pretty bytes.Buffer
	if json.Indent(&pretty, schema, "", "  ") != nil {
		pretty.Reset()
		pretty.Write(schema)
	}
	b.Write(pretty.Bytes())
	b.WriteString("\n```\n")

	folder := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Join(folder, "scripts"), 0o755); err != nil {
		return "", fmt.Errorf("export %s: %w", m.Name, err)
	}
	if err := os.WriteFile(filepath.Join(folder, "SKILL.md"), b.Bytes(), 0o644); err != nil {
		return "", fmt.Errorf("export %s: %w", m.Name, err)
	}
	if err := os.WriteFile(filepath.Join(folder, "scripts", m.Name+".go"), s.Unit.Source, 0o644); err != nil {
		return "", fmt.Errorf("export %s: %w", m.Name, err)
	}
	return folder, nil
}

// agentSkill is one Agent Skills folder read for import.
type agentSkill struct {
	Folder  string
	Meta    skillFrontMatter
	Scripts []string // the Go files: scripts/*.go, else *.go beside SKILL.md
}

// maxSkillMD bounds the SKILL.md read on import (untrusted input).
const maxSkillMD = 1 << 20

// readAgentSkills finds the Agent Skills folders under dir (dir itself,
// or its subfolders) and reads their front matter. Folders without Go
// scripts are reported, not skipped silently.
func readAgentSkills(dir string) ([]agentSkill, []error) {
	var folders []string
	if _, err := os.Stat(filepath.Join(dir, "SKILL.md")); err == nil {
		folders = []string{dir}
	} else {
		ents, err := os.ReadDir(dir)
		if err != nil {
			return nil, []error{fmt.Errorf("%w: %v", skills.ErrBadInput, err)}
		}
		for _, e := range ents {
			if e.IsDir() {
				if _, err := os.Stat(filepath.Join(dir, e.Name(), "SKILL.md")); err == nil {
					folders = append(folders, filepath.Join(dir, e.Name()))
				}
			}
		}
	}
	if len(folders) == 0 {
		return nil, []error{fmt.Errorf("%w: no Agent Skills folder (a folder with SKILL.md) in %s", skills.ErrBadInput, dir)}
	}
	sort.Strings(folders)
	var out []agentSkill
	var errs []error
	for _, f := range folders {
		s, err := readAgentSkill(f)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		out = append(out, s)
	}
	return out, errs
}

func readAgentSkill(folder string) (agentSkill, error) {
	s := agentSkill{Folder: folder}
	md := filepath.Join(folder, "SKILL.md")
	fi, err := os.Lstat(md)
	if err != nil || !fi.Mode().IsRegular() {
		return s, fmt.Errorf("%w: %s: not a regular file", skills.ErrBadInput, md)
	}
	if fi.Size() > maxSkillMD {
		return s, fmt.Errorf("%w: %s: %d bytes, more than %d", skills.ErrBadInput, md, fi.Size(), maxSkillMD)
	}
	b, err := os.ReadFile(md)
	if err != nil {
		return s, fmt.Errorf("%w: %v", skills.ErrBadInput, err)
	}
	head, ok := frontMatter(b)
	if !ok {
		return s, fmt.Errorf("%w: %s:1: no YAML front matter (--- ... ---)", skills.ErrBadInput, md)
	}
	if err := yaml.Unmarshal(head, &s.Meta); err != nil {
		return s, fmt.Errorf("%w: %s: front matter: %v", skills.ErrBadInput, md, err)
	}
	if s.Meta.Name == "" || s.Meta.Description == "" {
		return s, fmt.Errorf("%w: %s: front matter needs name and description", skills.ErrBadInput, md)
	}
	for _, sub := range []string{"scripts", "."} {
		ents, err := os.ReadDir(filepath.Join(folder, sub))
		if err != nil {
			continue
		}
		for _, e := range ents {
			if e.Type().IsRegular() && strings.HasSuffix(e.Name(), ".go") && !strings.HasSuffix(e.Name(), "_test.go") {
				s.Scripts = append(s.Scripts, filepath.Join(folder, sub, e.Name()))
			}
		}
		if len(s.Scripts) > 0 {
			break
		}
	}
	if len(s.Scripts) == 0 {
		return s, fmt.Errorf("%w: %s: no Go skill among its scripts (scripts/*.go); only Go skills can be imported", skills.ErrBadInput, folder)
	}
	return s, nil
}

// frontMatter returns the YAML between a leading "---" line and the next.
func frontMatter(b []byte) ([]byte, bool) {
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	s := strings.ReplaceAll(string(b), "\r\n", "\n")
	if !strings.HasPrefix(s, "---\n") {
		return nil, false
	}
	rest := s[4:]
	end := strings.Index(rest, "\n---")
	if end < 0 {
		return nil, false
	}
	return []byte(rest[:end+1]), true
}

// readScript reads one imported Go file: a regular file within the
// library's size limit, vetted (parsed and type-checked, nothing run).
func readScript(path string) ([]byte, *check.Unit, error) {
	fi, err := os.Lstat(path)
	if err != nil || !fi.Mode().IsRegular() {
		return nil, nil, fmt.Errorf("%w: %s: not a regular file", skills.ErrBadInput, path)
	}
	if fi.Size() > library.MaxSourceBytes {
		return nil, nil, fmt.Errorf("%w: %s: %d bytes; a skill file is at most %d", skills.ErrBadInput, path, fi.Size(), library.MaxSourceBytes)
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %v", skills.ErrBadInput, err)
	}
	u, err := check.Check(path, src)
	if err != nil {
		return src, nil, err
	}
	return src, u, nil
}
