package sandbox

// This file is compiled into the tests and run as a skill
// (TestJSONDecodeEmbedding): what the skill decodes itself with
// encoding/json fills embedded structs as compiled Go does, in a map's
// values too (a map[string]Item, Item embedding a struct, was filled
// without the embedded struct's fields, silently), and through a
// json.Decoder's Decode (which filled none of them, and with
// DisallowUnknownFields refused them as unknown). The decoding error
// errors.As finds, another package's type with an Error method, is
// printed by its Error (its fields were printed: &{string int 7  n}).

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type p4Base struct {
	ID string `json:"id"`
}

type p4Item struct {
	p4Base
	N int `json:"n"`
}

type p4id int

type p4Hid struct {
	p4id
	C int
}

func p4Run() skills.Result {
	var m map[string]p4Item
	err1 := json.Unmarshal([]byte(`{"a":{"id":"x","n":1}}`), &m)
	var h p4Hid
	err3 := json.Unmarshal([]byte(`{"p4id":1,"Xp4id":2,"C":3}`), &h)
	var l []p4Item
	err4 := json.Unmarshal([]byte(`[{"id":"y"}]`), &l)
	var d p4Item
	dec := json.NewDecoder(strings.NewReader(`{"id":"z","n":2} [{"id":"w"}]`))
	dec.DisallowUnknownFields()
	err6 := dec.Decode(&d)
	var dl []p4Item
	err7 := dec.Decode(&dl)
	var te *json.UnmarshalTypeError
	var bad map[string]int // a struct's name is in the message: the interpreter's have none
	err8 := json.Unmarshal([]byte(`{"n":"x"}`), &bad)
	typeErr := ""
	if errors.As(err8, &te) {
		typeErr = fmt.Sprintf("%v|%s|%q|%+v|%d", te, te, te, te, te.Offset)
	}
	es := func(e error) string {
		if e == nil {
			return ""
		}
		return e.Error()
	}
	b, err5 := json.Marshal(map[string]any{"h": h, "m": m})
	return skills.Result{"m": m, "e1": es(err1), "h": h.C, "hid": int(h.p4id), "e3": es(err3), "l": l, "e4": es(err4), "b": string(b), "e5": es(err5), "d": d, "e6": es(err6), "dl": dl, "e7": es(err7), "typeErr": typeErr}
}
