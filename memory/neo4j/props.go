package neo4j

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/skillrun/skillrun/memory"
)

// A record's fields are stored as native Neo4j properties named after its
// JSON fields, so that Neo4j Browser, Bloom and plain Cypher can show and
// filter on them:
//
//   - strings, booleans and numbers as themselves (integers as INTEGER);
//   - the fields listed as times as DATETIME (UTC, nanoseconds kept);
//   - lists of strings and lists of numbers as lists;
//   - anything nested (free-form maps such as an observation or a
//     snapshot, lists of objects) as its exact JSON text, in a property
//     whose name ends in "_json".
//
// toProps and fromProps are inverses: fromProps(toProps(v)) encodes to the
// same JSON as v, byte for byte (nested JSON is kept as written).

// jsonSuffix ends the name of a property holding nested JSON text.
const jsonSuffix = "_json"

// toProps turns v (a struct with JSON tags) into node properties. times
// names the JSON fields that are times.
func toProps(v any, times ...string) (map[string]any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", memory.ErrInvalid, err)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(b, &fields); err != nil {
		return nil, fmt.Errorf("%w: %T does not encode to a JSON object: %v", memory.ErrInvalid, v, err)
	}
	props := make(map[string]any, len(fields))
	for k, raw := range fields {
		if isTime(k, times) {
			var t time.Time
			if err := json.Unmarshal(raw, &t); err != nil {
				return nil, fmt.Errorf("%w: field %q: %v", memory.ErrInvalid, k, err)
			}
			props[k] = t.UTC()
			continue
		}
		key, val, err := propValue(k, raw)
		if err != nil {
			return nil, err
		}
		if val != nil {
			props[key] = val
		}
	}
	return props, nil
}

func isTime(k string, times []string) bool {
	for _, t := range times {
		if t == k {
			return true
		}
	}
	return false
}

// propValue converts one JSON field to a property name and value; a nil
// value means no property (JSON null).
func propValue(k string, raw json.RawMessage) (string, any, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return k, nil, nil
	}
	switch raw[0] {
	case 'n':
		return k, nil, nil
	case 't', 'f':
		return k, raw[0] == 't', nil
	case '"':
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return "", nil, fmt.Errorf("%w: field %q: %v", memory.ErrInvalid, k, err)
		}
		return k, s, nil
	case '{':
		return k + jsonSuffix, string(raw), nil
	case '[':
		var ss []string
		if json.Unmarshal(raw, &ss) == nil {
			if ss == nil {
				ss = []string{}
			}
			return k, ss, nil
		}
		var ns []json.Number
		if json.Unmarshal(raw, &ns) == nil {
			return k, numbers(ns), nil
		}
		return k + jsonSuffix, string(raw), nil
	}
	n := json.Number(raw)
	if i, err := strconv.ParseInt(string(n), 10, 64); err == nil {
		return k, i, nil
	}
	f, err := n.Float64()
	if err != nil {
		return "", nil, fmt.Errorf("%w: field %q: %v", memory.ErrInvalid, k, err)
	}
	return k, f, nil
}

// numbers is a list of JSON numbers as []int64 when all are integers,
// else []float64 (a Neo4j list property holds one type).
func numbers(ns []json.Number) any {
	ints := make([]int64, len(ns))
	for i, n := range ns {
		v, err := strconv.ParseInt(string(n), 10, 64)
		if err != nil {
			fs := make([]float64, len(ns))
			for j, n := range ns {
				fs[j], _ = n.Float64()
			}
			return fs
		}
		ints[i] = v
	}
	return ints
}

// fromProps decodes node properties written by toProps into out (a
// pointer to a struct). Properties that are not JSON fields of out (ids,
// hashes, search text) are ignored.
func fromProps(props map[string]any, out any) error {
	m := make(map[string]any, len(props))
	for k, v := range props {
		switch v := v.(type) {
		case time.Time:
			m[k] = v.UTC()
		case string:
			if strings.HasSuffix(k, jsonSuffix) {
				m[strings.TrimSuffix(k, jsonSuffix)] = json.RawMessage(v)
			} else {
				m[k] = v
			}
		default:
			m[k] = v
		}
	}
	b, err := json.Marshal(m)
	if err != nil {
		return fmt.Errorf("decode stored record: %w", err)
	}
	if err := json.Unmarshal(b, out); err != nil {
		return fmt.Errorf("decode stored record: %w", err)
	}
	return nil
}

// nodeProps returns the properties of a node value in a record.
func nodeProps(v any) (map[string]any, error) {
	switch n := v.(type) {
	case interface{ GetProperties() map[string]any }:
		return n.GetProperties(), nil
	case map[string]any:
		return n, nil
	}
	return nil, fmt.Errorf("decode stored record: %T is not a node", v)
}
