package sandbox

import (
	"context"
	"errors"
	"fmt"
	_ "embed"
	"encoding/json"
	"strings"

	"github.com/skillrun/skillrun/skills"
	"testing"
)

//go:embed bdskill_test.go
var bdSkill string

func TestBD(t *testing.T) { runsAsCompiled(t, bdSkill, "bdRun", bdRun) }

//go:embed bdargs_test.go
var baSkill string

func TestBA(t *testing.T) {
	src := strings.Replace(baSkill, "package sandbox", "package s", 1) +
		"\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return baShow(args), nil }\n"
	p := compile(t, src)
	for _, args := range []string{
		`{"a":1,"P":"p","n":"12","u8":200,"i8":-3,"bytes":"AQID","arr":[1,2],"mi":{"1":"x","-2":"y"},"mn":{"k":1},"ptr":5,"d":1000,"t":"2024-01-02T03:04:05Z","raw":{"z":[1,2]},"any":{"q":1.5e300},"nested":[{"a":1}],"u64":18446744073709551615,"f32":0.1,"sub":{"X":1},"case":4}`,
		`{"items":{"a":{"id":"x","n":1},"b":{"id":"y"}},"by_num":{"3":[{"id":"q"}]}}`, `{"items":{"a":{"id":1}}}`, `{"by_num":{"3":[{"ID":"q","x":1}]}}`,
		`{"lvl":3}`, `{"lvl":"x"}`, `{"lvls":["x"]}`, `{"lvls":[1.5]}`,
		`{"CASE":5,"A":2}`, `{"c":1}`, `{"Xc":1}`, `{"baid":1}`, `{"Xbaid":1}`, `{"hidden":1}`, `{"Xhidden":1}`, `{"xlow":1}`, `{"sub":{"y":1}}`, `{"sub":{"Xy":1}}`,
		`{}`, `{"n":12}`, `{"u8":300}`, `{"def":null}`, `{"sub":1}`, `{"mn":[1]}`, `{"arr":[1,2,3]}`, `{"mi":{"a":"b"}}`, `{"d":"1s"}`, `{"a":"x"}`, `{"P":1}`, `{"nested":[1]}`, `{"any":{"q":1}}`,
	} {
		var a Args
		var want string
		if err := skills.DecodeArgs([]byte(args), &a); err != nil {
			want = "error " + err.Error()
		} else {
			b, _ := json.Marshal(baShow(a))
			want = string(b)
		}
		var got string
		r, err := p.Run(context.Background(), &Request{Args: []byte(args)})
		var se *skills.Error
		if errors.As(err, &se) {
			got = "error " + se.Err.Error()
		} else if err != nil {
			got = "error " + err.Error()
		} else {
			b, _ := json.Marshal(r.Result)
			got = string(b)
		}
		if got != want {
			t.Errorf("args %s\n got %s\nwant %s", args, got, want)
		}
	}
}

//go:embed bderrskill_test.go
var beSkill string

func TestBE(t *testing.T) {
	src := strings.Replace(beSkill, "package sandbox", "package s", 1) +
		"\ntype Args struct{ N int }\n\nfunc Run(env skills.Env, args Args) (skills.Result, error) { return nil, beErr(args.N) }\n"
	p := compile(t, src)
	for n := 0; n < 9; n++ {
		werr := beErr(n)
		want := fmt.Sprintf("%s %s %q", skills.SentinelName(werr), skills.KindOf(werr), werr.Error())
		_, err := p.Run(context.Background(), &Request{Args: []byte(fmt.Sprintf(`{"N":%d}`, n))})
		var se *skills.Error
		msg := ""
		if errors.As(err, &se) {
			msg = se.Err.Error()
		}
		got := fmt.Sprintf("%s %s %q", skills.SentinelName(err), skills.KindOf(err), msg)
		if got != want {
			t.Errorf("%d: got %s want %s", n, got, want)
		}
	}
}

func TestBEIs(t *testing.T) { runsAsCompiled(t, beSkill, "beIsRun", beIsRun) }
