package check

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/skillrun/skillrun/skills"
)

// Directives are comment lines in a skill's package doc comment:
//
//	//skillrun:tags mining, nether
//	//skillrun:timeout 10s
//	//skillrun:cpu 5s
//	//skillrun:memory 128MiB
//	//skillrun:output 64KiB
//	//skillrun:result 1MiB
//	//skillrun:depth 4
//	//skillrun:actions 500
//	//skillrun:action_bytes 1MiB
//	//skillrun:logs 64KiB
//	//skillrun:threshold precision=0.9 recall=0.8 iou=0.5
//	//skillrun:readonly            (it does not change its world)
//	//skillrun:idempotent          (the same call again changes nothing more)
//	//skillrun:destructive false   (its changes only add)
//	//skillrun:openworld false     (it acts on nothing beyond the machine)
//
// The behaviour directives take an optional true or false (bare means
// true); a procedure that says nothing is taken to be destructive, not
// idempotent and open-world, the honest default for code that acts.
const directivePrefix = "//skillrun:"

// Bounds on what a manifest carries. A skill's description, tags and
// schemas are its MCP tool's: every tools/list answer, the HTTP tool
// listing, the memory's search index and each version's record carry
// them. They had no bound but the file's (1 MiB): a new skill (which
// serves unverified, having no evidence) with a doc comment of 1 MiB
// added 1 MiB to every tool listing, and an agent's quota allows ten
// thousand. The longest description of the skills shipped here is 2.8
// KB, the largest input schema 750 bytes; an Args of 5,000 fields, which
// vets, has a schema of 134 KB.
const (
	MaxDescriptionBytes = 16 << 10
	MaxSchemaBytes      = 256 << 10
	MaxTags             = 64
	MaxTagBytes         = 64
)

func (c *checker) manifest(kind skills.Kind, entry *ast.FuncDecl) (skills.Manifest, error) {
	m := skills.Manifest{Name: c.file.Name.Name, Kind: kind}
	doc := c.file.Doc
	if doc == nil || strings.TrimSpace(doc.Text()) == "" {
		doc = entry.Doc
	}
	if doc != nil {
		m.Description = strings.TrimSpace(doc.Text())
		if len(m.Description) > MaxDescriptionBytes {
			c.errorf(doc.Pos(), "the doc comment is %d bytes; a skill's description (its tool's, which every tool listing carries) is at most %d: keep the rest in other comments", len(m.Description), MaxDescriptionBytes)
		}
	}
	seen := map[string]token.Pos{} // directives that set one value, where
	var tagsAt token.Pos           // the first tags directive
	for _, cg := range []*ast.CommentGroup{c.file.Doc, entry.Doc} {
		if cg == nil {
			continue
		}
		for _, cm := range cg.List {
			if !strings.HasPrefix(cm.Text, directivePrefix) {
				continue
			}
			// A value given twice (in the package's doc and Run's, or on
			// two lines) took the last silently: say which one counts.
			key, _, _ := strings.Cut(strings.TrimPrefix(cm.Text, directivePrefix), " ")
			if key == "tags" && !tagsAt.IsValid() {
				tagsAt = cm.Pos()
			}
			if key != "tags" && key != "threshold" {
				if first, ok := seen[key]; ok {
					c.errorf(cm.Pos(), "//skillrun:%s is given twice (first at %s): give it once", key, c.fset.Position(first))
					continue
				}
				seen[key] = cm.Pos()
			}
			if err := c.directive(&m, cm); err != nil {
				c.errorf(cm.Pos(), "%v", err)
			}
		}
	}
	c.hints(&m, entry)
	c.returns(&m)
	args := c.info.Defs[entry.Name].Type().(*types.Signature).Params().At(1).Type()
	if n, ok := args.(*types.Named); ok {
		m.Params = c.schemaJSON(n, n.Obj().Pos(), "type "+n.Obj().Name())
		if len(m.Params) > MaxSchemaBytes {
			c.errorf(n.Obj().Pos(), "the JSON Schema of %s (its fields, their tags and comments) is %d bytes; a tool's input schema is at most %d", n.Obj().Name(), len(m.Params), MaxSchemaBytes)
		}
	}
	if len(m.Tags) > MaxTags {
		c.errorf(tagsAt, "%d tags; a skill has at most %d", len(m.Tags), MaxTags)
	}
	if len(m.Returns) > MaxSchemaBytes {
		c.errorf(entry.Name.Pos(), "the JSON Schema of the declared Result is %d bytes; a tool's output schema is at most %d", len(m.Returns), MaxSchemaBytes)
	}
	if len(c.diags) > 0 {
		return m, c.fail()
	}
	return m, nil
}

func (c *checker) directive(m *skills.Manifest, cm *ast.Comment) error {
	line := strings.TrimPrefix(cm.Text, directivePrefix)
	key, val, _ := strings.Cut(line, " ")
	val = strings.TrimSpace(val)
	var err error
	switch key {
	case "tags":
		for _, tag := range strings.FieldsFunc(val, func(r rune) bool { return r == ',' || r == ' ' }) {
			if len(tag) > MaxTagBytes {
				return fmt.Errorf("tag %.32q... is %d bytes; a tag is at most %d", tag, len(tag), MaxTagBytes)
			}
			m.Tags = append(m.Tags, tag)
		}
	case "timeout":
		m.Limits.Timeout, err = parseDuration(val)
	case "cpu":
		m.Limits.CPU, err = parseDuration(val)
	case "memory":
		m.Limits.MemoryBytes, err = ParseBytes(val)
	case "output":
		m.Limits.OutputBytes, err = ParseBytes(val)
	case "result":
		m.Limits.ResultBytes, err = ParseBytes(val)
	case "actions":
		m.Limits.Actions, err = strconv.Atoi(val)
		if err == nil && m.Limits.Actions < 1 {
			err = fmt.Errorf("must be positive")
		}
	case "action_bytes":
		m.Limits.ActionBytes, err = ParseBytes(val)
	case "logs":
		m.Limits.LogBytes, err = ParseBytes(val)
	case "depth":
		m.Limits.MaxDepth, err = strconv.Atoi(val)
		if err == nil && (m.Limits.MaxDepth < 1 || m.Limits.MaxDepth > 64) {
			err = fmt.Errorf("must be between 1 and 64")
		}
	case "threshold":
		if m.Thresholds == nil {
			m.Thresholds = map[string]float64{}
		}
		for _, kv := range strings.Fields(val) {
			k, v, ok := strings.Cut(kv, "=")
			f, perr := strconv.ParseFloat(v, 64)
			// Not f < 0 || f > 1: NaN is neither, and passed.
			if !ok || perr != nil || !(f >= 0 && f <= 1) {
				return fmt.Errorf("skillrun:threshold wants name=value pairs with values in [0,1], got %q", kv)
			}
			if !slices.Contains(Thresholds, k) {
				return fmt.Errorf("skillrun:threshold: unknown threshold %q (known: %s)", k, strings.Join(Thresholds, ", "))
			}
			if _, dup := m.Thresholds[k]; dup {
				return fmt.Errorf("skillrun:threshold: %s is given twice: give it once", k)
			}
			m.Thresholds[k] = f
		}
	case "readonly", "idempotent", "destructive", "openworld":
		b := true
		if val != "" {
			if b, err = strconv.ParseBool(val); err != nil {
				return fmt.Errorf("//skillrun:%s %q: want true, false or nothing", key, val)
			}
		}
		if c.said == nil {
			c.said = map[string]token.Pos{}
		}
		c.said[key] = cm.Pos()
		switch key {
		case "readonly":
			m.Hints.ReadOnly = b
		case "idempotent":
			m.Hints.Idempotent = b
		case "destructive":
			m.Hints.Additive = !b
		case "openworld":
			m.Hints.ClosedWorld = !b
		}
	default:
		return fmt.Errorf("unknown directive //skillrun:%s (known: tags, timeout, cpu, memory, output, result, depth, actions, action_bytes, logs, threshold, readonly, idempotent, destructive, openworld)", key)
	}
	if err != nil {
		return fmt.Errorf("//skillrun:%s %q: %v", key, val, err)
	}
	return nil
}

// Threshold names, as in a manifest's //skillrun:threshold directive
// (the keys of Manifest.Thresholds, which verification reads).
const (
	ThresholdPrecision = "precision" // minimum precision
	ThresholdRecall    = "recall"    // minimum recall
	ThresholdIoU       = "iou"       // minimum mean IoU of true positives
	ThresholdMatchIoU  = "match_iou" // IoU at which a detection matches a truth box
)

// Thresholds are the threshold names a manifest may give.
var Thresholds = []string{ThresholdPrecision, ThresholdRecall, ThresholdIoU, ThresholdMatchIoU}

func parseDuration(s string) (time.Duration, error) {
	d, err := time.ParseDuration(s)
	if err == nil && d <= 0 {
		err = fmt.Errorf("must be positive")
	}
	return d, err
}

// ParseBytes parses a size such as 512, 64KiB, 128MiB, 1GiB, 10MB.
func ParseBytes(s string) (int64, error) {
	s = strings.TrimSpace(s)
	units := []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"KB", 1000}, {"MB", 1000 * 1000}, {"GB", 1000 * 1000 * 1000}, {"B", 1}}
	mult := int64(1)
	for _, u := range units {
		if strings.HasSuffix(s, u.suffix) {
			mult, s = u.mult, strings.TrimSpace(strings.TrimSuffix(s, u.suffix))
			break
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("not a positive size")
	}
	if n > math.MaxInt64/mult {
		return 0, fmt.Errorf("too large")
	}
	return n * mult, nil
}

// maxSchemaNodes bounds the schemas of a skill's Args and Result types.
// A type whose fields repeat other types (or itself through pointers)
// would otherwise spell out a schema exponential in its source.
const maxSchemaNodes = 10000

// schemaBuilder renders Go types as JSON Schema, the way encoding/json
// reads them, within maxSchemaNodes.
type schemaBuilder struct {
	c     *checker
	nodes int
	open  map[*types.TypeName]bool // named types being rendered: a recursion
	docs  map[token.Pos]string     // field docs by the position of their name
}

// schemaJSON renders the schema of t, the type of what, declared at pos;
// a schema over the bound is a vet error there.
func (c *checker) schemaJSON(t types.Type, pos token.Pos, what string) json.RawMessage {
	b := &schemaBuilder{c: c, open: map[*types.TypeName]bool{}}
	s := b.schemaOf(t, 0)
	if b.nodes > maxSchemaNodes {
		c.errorf(pos, "the schema of %s would take more than %d nodes: its types repeat each other too often (or itself); declare fewer fields or nest less", what, maxSchemaNodes)
		return nil
	}
	out, err := json.Marshal(s)
	if err != nil {
		c.errorf(pos, "cannot build the schema of %s: %v", what, err)
		return nil
	}
	return out
}

// schemaOf renders t. A named type met again inside itself is any value:
// its schema would never end.
func (b *schemaBuilder) schemaOf(t types.Type, depth int) map[string]any {
	if b.nodes++; depth > 8 || b.nodes > maxSchemaNodes {
		return map[string]any{}
	}
	if isNamed(t, "time", "Duration") {
		return map[string]any{"type": "integer", "description": "duration in nanoseconds"}
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		if b.open[n.Obj()] {
			return map[string]any{}
		}
		b.open[n.Obj()] = true
		defer delete(b.open, n.Obj())
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsBoolean != 0:
			return map[string]any{"type": "boolean"}
		case u.Info()&types.IsInteger != 0:
			s := map[string]any{"type": "integer"}
			if u.Info()&types.IsUnsigned != 0 {
				s["minimum"] = 0
			}
			return s
		case u.Info()&types.IsFloat != 0:
			return map[string]any{"type": "number"}
		case u.Info()&types.IsString != 0:
			return map[string]any{"type": "string"}
		}
	case *types.Pointer:
		return b.schemaOf(u.Elem(), depth+1)
	case *types.Slice:
		if e, ok := u.Elem().Underlying().(*types.Basic); ok && e.Kind() == types.Byte {
			return map[string]any{"type": "string", "contentEncoding": "base64"}
		}
		return map[string]any{"type": "array", "items": b.schemaOf(u.Elem(), depth+1)}
	case *types.Array:
		return map[string]any{"type": "array", "items": b.schemaOf(u.Elem(), depth+1), "minItems": u.Len(), "maxItems": u.Len()}
	case *types.Map:
		return map[string]any{"type": "object", "additionalProperties": b.schemaOf(u.Elem(), depth+1)}
	case *types.Struct:
		return b.structSchema(u, depth)
	}
	return map[string]any{}
}

func (b *schemaBuilder) structSchema(st *types.Struct, depth int) map[string]any {
	props := map[string]any{}
	required := []string{}
	embedded := map[*types.Struct]bool{} // each embedded struct once: one may embed itself
	var add func(st *types.Struct)
	add = func(st *types.Struct) {
		if embedded[st] {
			return
		}
		embedded[st] = true
		for i := 0; i < st.NumFields(); i++ {
			f := st.Field(i)
			tag := reflect.StructTag(st.Tag(i)).Get("json")
			name, opts, _ := strings.Cut(tag, ",")
			if name == "-" && opts == "" {
				continue
			}
			if f.Embedded() && name == "" {
				if est, ok := derefStruct(f.Type()); ok {
					add(est)
					continue
				}
			}
			if !f.Exported() {
				continue
			}
			if name == "" {
				name = f.Name()
			}
			s := b.schemaOf(f.Type(), depth+1)
			if d := b.fieldDoc(f.Pos()); d != "" {
				s["description"] = d
			}
			props[name] = s
			if !strings.Contains(opts, "omitempty") && !strings.Contains(opts, "omitzero") {
				if _, isPtr := f.Type().(*types.Pointer); !isPtr {
					required = append(required, name)
				}
			}
		}
	}
	add(st)
	s := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
	if len(required) > 0 {
		s["required"] = required
	}
	return s
}

func derefStruct(t types.Type) (*types.Struct, bool) {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	return st, ok
}

// unwrap joins the lines of each paragraph of a comment's text: a
// schema's description is read, not laid out, and a field's comment is
// wrapped only to fit the source.
func unwrap(text string) string {
	var paras []string
	for _, p := range strings.Split(text, "\n\n") {
		if p = strings.Join(strings.Fields(p), " "); p != "" {
			paras = append(paras, p)
		}
	}
	return strings.Join(paras, "\n\n")
}

// fieldDoc returns the doc or line comment of the struct field at pos,
// each paragraph on one line. The file's fields are read once, not once
// per field.
func (b *schemaBuilder) fieldDoc(pos token.Pos) string {
	if b.docs == nil {
		b.docs = map[token.Pos]string{}
		ast.Inspect(b.c.file, func(n ast.Node) bool {
			f, ok := n.(*ast.Field)
			if !ok {
				return true
			}
			doc := ""
			if f.Doc != nil {
				doc = f.Doc.Text()
			} else if f.Comment != nil {
				doc = f.Comment.Text()
			}
			if doc = unwrap(doc); doc != "" {
				for _, name := range f.Names {
					b.docs[name.Pos()] = doc
				}
			}
			return true
		})
	}
	return b.docs[pos]
}

// hints settles a skill's behaviour hints: a detector only looks (it
// cannot be said to change anything); a read-only procedure is neither
// destructive nor allowed to call env.Act itself.
func (c *checker) hints(m *skills.Manifest, entry *ast.FuncDecl) {
	if m.Kind == skills.Detector {
		for _, key := range []string{"readonly", "destructive"} {
			if pos, ok := c.said[key]; ok && (key == "readonly" && !m.Hints.ReadOnly || key == "destructive" && !m.Hints.Additive) {
				c.errorf(pos, "a detector only looks at an image: it cannot be //skillrun:%s the other way", key)
			}
		}
		m.Hints = skills.Hints{ReadOnly: true, Idempotent: true, Additive: true, ClosedWorld: m.Hints.ClosedWorld || c.said["openworld"] == token.NoPos}
		return
	}
	if !m.Hints.ReadOnly {
		return
	}
	if pos, ok := c.said["destructive"]; ok && !m.Hints.Additive {
		c.errorf(pos, "//skillrun:destructive contradicts //skillrun:readonly")
	}
	m.Hints.Additive = true
	// A read-only procedure observes; acting is the one thing it cannot do.
	ast.Inspect(c.file, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Act" {
			return true
		}
		if s := c.info.Selections[sel]; s != nil && isNamed(s.Recv(), skillsPath, "Env") {
			c.errorf(sel.Sel.Pos(), "%s is //skillrun:readonly but calls env.Act", m.Name)
		}
		return true
	})
}

// returns records the schema of a procedure's declared result: a struct
// type named Result in the skill's file.
func (c *checker) returns(m *skills.Manifest) {
	obj, ok := c.pkg.Scope().Lookup("Result").(*types.TypeName)
	if !ok || m.Kind != skills.Procedure {
		return
	}
	if _, ok := obj.Type().Underlying().(*types.Struct); !ok {
		c.errorf(obj.Pos(), "type Result declares the skill's result: it must be a struct type, not %s", obj.Type().Underlying())
		return
	}
	m.Returns = c.schemaJSON(obj.Type(), obj.Pos(), "type Result")
}
