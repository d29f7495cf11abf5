package memory

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// LineError reports a bad line of an episode JSONL file.
type LineError struct {
	Line int // 1-based
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func (e *LineError) Unwrap() error { return e.Err }

// MaxLine is the longest JSONL line ReadJSONL accepts (64 MiB).
const MaxLine = 64 << 20

// ReadJSONL reads an episode JSONL file (see the package doc): one Episode
// per line. It reads the whole input before returning, so a caller can
// refuse a file with any bad line before writing anything. The first bad
// line is reported as a *LineError wrapping ErrInvalid; an episode id that
// appears twice is an error too.
func ReadJSONL(r io.Reader) ([]Episode, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), MaxLine)
	var eps []Episode
	seen := map[string]int{}
	line := 0
	for sc.Scan() {
		line++
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 || b[0] == '#' {
			continue
		}
		ep, err := ParseEpisode(b)
		if err != nil {
			return nil, &LineError{Line: line, Err: err}
		}
		if prev, ok := seen[ep.ID]; ok {
			return nil, &LineError{Line: line, Err: fmt.Errorf("%w: episode %q already on line %d", ErrInvalid, ep.ID, prev)}
		}
		seen[ep.ID] = line
		eps = append(eps, ep)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &LineError{Line: line + 1, Err: fmt.Errorf("%w: line longer than %d bytes", ErrInvalid, MaxLine)}
		}
		return nil, fmt.Errorf("read episodes: %w", err)
	}
	return eps, nil
}

// ParseEpisode decodes and validates one episode from JSON. Unknown fields
// are errors, so a misspelt field is not silently dropped.
func ParseEpisode(b []byte) (Episode, error) {
	var ep Episode
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ep); err != nil {
		return Episode{}, fmt.Errorf("%w: %s", ErrInvalid, describeJSON(err))
	}
	if dec.More() {
		return Episode{}, fmt.Errorf("%w: more than one JSON value on the line", ErrInvalid)
	}
	if err := ep.Validate(); err != nil {
		return Episode{}, err
	}
	return ep, nil
}

func describeJSON(err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return fmt.Sprintf("malformed JSON at byte %d: %v", se.Offset, se)
	case errors.As(err, &te):
		return fmt.Sprintf("field %q: cannot use a JSON %s as %s", te.Field, te.Value, te.Type)
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return "truncated JSON"
	}
	return err.Error()
}

// WriteJSONL writes episodes as JSONL, one per line.
func WriteJSONL(w io.Writer, eps []Episode) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := range eps {
		if err := enc.Encode(&eps[i]); err != nil {
			return fmt.Errorf("write episode %q: %w", eps[i].ID, err)
		}
	}
	return nil
}
