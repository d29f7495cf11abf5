package sandbox

// This file is compiled into the tests and run as a skill
// (TestJSONDecodeEmbedding): what the skill decodes itself with
// encoding/json fills embedded structs as compiled Go does, in a map's
// values too (a map[string]Item, Item embedding a struct, was filled
// without the embedded struct's fields, silently).

import (
	"encoding/json"

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
	es := func(e error) string {
		if e == nil {
			return ""
		}
		return e.Error()
	}
	b, err5 := json.Marshal(map[string]any{"h": h, "m": m})
	return skills.Result{"m": m, "e1": es(err1), "h": h.C, "hid": int(h.p4id), "e3": es(err3), "l": l, "e4": es(err4), "b": string(b), "e5": es(err5)}
}
