// Package exactjson decodes JSON into the values encoding/json gives an
// any — maps, slices, strings, bools, nil — except integers, which keep
// their value: an integer decodes to an int64 (a uint64 above int64's
// range), so that it encodes again as it was, where encoding/json's
// float64 rounds every integer past 2^53 (9007199254740993 reads
// 9007199254740992). Other numbers (a fraction, an exponent, an integer
// past 64 bits) decode to float64, as encoding/json decodes them.
//
// Skill results pass through it where they are decoded in the host (from
// a worker's pipe, after output-schema checks), so that what a skill
// returns is what every door answers.
package exactjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Decode decodes one JSON value.
func Decode(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("exactjson: invalid character after the top-level value")
	}
	return numbers(v)
}

// Object decodes a JSON object; null decodes to a nil map, any other
// value is an error, as json.Unmarshal into a map reports it.
func Object(data []byte) (map[string]any, error) {
	v, err := Decode(data)
	if err != nil {
		return nil, err
	}
	switch m := v.(type) {
	case nil:
		return nil, nil
	case map[string]any:
		return m, nil
	}
	return nil, fmt.Errorf("exactjson: cannot decode a JSON %s into an object", kind(v))
}

// Canonical re-encodes a JSON value compactly, object keys sorted, its
// numbers as they were.
func Canonical(data []byte) ([]byte, error) {
	v, err := Decode(data)
	if err != nil {
		return nil, err
	}
	return json.Marshal(v)
}

// numbers replaces, in place, every json.Number under v by its value.
func numbers(v any) (any, error) {
	var err error
	switch x := v.(type) {
	case json.Number:
		return number(x)
	case map[string]any:
		for k, e := range x {
			if x[k], err = numbers(e); err != nil {
				return nil, err
			}
		}
	case []any:
		for i, e := range x {
			if x[i], err = numbers(e); err != nil {
				return nil, err
			}
		}
	}
	return v, nil
}

// number is n as an int64, a uint64 or a float64.
func number(n json.Number) (any, error) {
	s := string(n)
	if !strings.ContainsAny(s, ".eE") {
		if i, err := strconv.ParseInt(s, 10, 64); err == nil {
			return i, nil
		}
		if u, err := strconv.ParseUint(s, 10, 64); err == nil {
			return u, nil
		}
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil { // out of float64's range, which encoding/json refuses too
		return nil, fmt.Errorf("exactjson: cannot decode number %s into a float64", s)
	}
	return f, nil
}

func kind(v any) string {
	switch v.(type) {
	case []any:
		return "array"
	case string:
		return "string"
	case bool:
		return "boolean"
	}
	return "number"
}
