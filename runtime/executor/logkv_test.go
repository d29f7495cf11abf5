package executor

import (
	"errors"
	"reflect"
	"testing"
)

type loud struct{}

func (loud) String() string { panic("boom") }

type named int

func (named) String() string { return "two" }

func TestLogKV(t *testing.T) {
	got := LogKV([]any{"err", errors.New("disk full"), "s", named(2), "n", 3, "bad", loud{}, "nil", nil, 7, "k", "tail"})
	want := map[string]any{"err": "disk full", "s": "two", "n": 3, "bad": "%!v(PANIC=boom)", "nil": nil, "7": "k", "!extra": "tail"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("LogKV = %#v\nwant %#v", got, want)
	}
	if LogKV(nil) != nil {
		t.Error("LogKV(nil) is not nil")
	}
}
