package sandbox

import (
	"encoding/json"
	"time"

	"github.com/skillrun/skillrun/skills"
)

// This file is compiled into the tests and its Args decoded by a skill
// made of it (TestArgsBoundary): arguments decode as compiled Go decodes
// them into the same type, and what is wrong with them is said in the
// same words.

type baName string

type baid int

type baInner struct {
	A int `json:"a"`
	c int
}

type BaPub struct {
	P string
}

type BaBase struct {
	ID string `json:"id"`
}

type baItem struct {
	BaBase
	N int `json:"n"`
}

type baLevel int

type Args struct {
	Lvl   baLevel           `json:"lvl,string"`
	Lvls  []baLevel         `json:"lvls"`
	Items map[string]baItem `json:"items"`
	ByNum map[int][]baItem  `json:"by_num"`
	baInner
	*BaPub
	baid
	N      int              `json:"n,string"`
	U8     uint8            `json:"u8"`
	I8     int8             `json:"i8"`
	Bytes  []byte           `json:"bytes"`
	Arr    [2]int           `json:"arr"`
	MI     map[int]string   `json:"mi"`
	MN     map[baName]int   `json:"mn"`
	Ptr    *int             `json:"ptr"`
	D      time.Duration    `json:"d"`
	T      time.Time        `json:"t"`
	Raw    json.RawMessage  `json:"raw"`
	Any    any              `json:"any"`
	Nested []map[string]any `json:"nested"`
	hidden int
	low    string
	Def    int                `json:"def"`
	U64    uint64             `json:"u64"`
	F32    float32            `json:"f32"`
	Sub    struct{ X, y int } `json:"sub"`
	Case   int
}

func baShow(a Args) skills.Result {
	ids := ""
	for k, v := range a.Items {
		if k == "a" {
			ids += v.ID
		}
	}
	if a.Items != nil {
		a.Items["new"] = baItem{BaBase{"z"}, 1}
		delete(a.Items, "b")
	}
	return skills.Result{"a": a, "hidden": a.hidden, "low": a.low, "c": a.c, "id": int(a.baid), "sub_y": a.Sub.y, "rawlen": len(a.Raw), "ids": ids, "items": a.Items}
}
