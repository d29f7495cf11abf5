package sandbox

import (
	"context"
	"encoding/base64"
	"fmt"
	"hash/crc32"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/skillrun/skillrun/skills"
)

// TestPoisonStaysPrivate: a skill that assigns the SDK's variables changes
// its own copies only, not the host's and not those of a skill compiled
// after it in the same process (a worker runs many skills in turn).
func TestPoisonStaysPrivate(t *testing.T) {
	poison := compile(t, `// Poisons the SDK.
package poison

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	skills.ErrTimeout = nil
	skills.DefaultLimits = skills.Limits{}
	return skills.Result{"nil": skills.ErrTimeout == nil}, nil
}
`)
	ctx := context.Background()
	res, err := poison.Run(ctx, &Request{})
	if err != nil || res.Result["nil"] != true {
		t.Fatalf("poison = %v, %v; want its own copy set to nil", res, err)
	}
	check := compile(t, `// Reads the SDK.
package check

import "github.com/skillrun/skillrun/skills"

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	return skills.Result{"timeout": skills.ErrTimeout != nil, "limit": int64(skills.DefaultLimits.Timeout)}, nil
}
`)
	res, err = check.Run(ctx, &Request{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Result["timeout"] != true || fmt.Sprint(res.Result["limit"]) != fmt.Sprint(int64(skills.DefaultLimits.Timeout)) {
		t.Errorf("after another skill poisoned the SDK: %v; want ErrTimeout set and DefaultLimits.Timeout %d", res.Result, skills.DefaultLimits.Timeout)
	}
	if skills.ErrTimeout == nil || skills.DefaultLimits.Timeout == 0 {
		t.Error("the host's SDK variables changed")
	}
}

// TestPoisonSharedTablesStaysPrivate: a skill that writes through the
// standard library's exported variables (the tables behind
// strings.ToUpper and regexp's \p{Lu}, base64.StdEncoding, image.Black)
// writes its own copies (vet refuses writing a time.Location, the one
// shared value package time hands out by function). Before, its writes reached the
// whole worker process: every skill run there after it, whoever called
// it, upper-cased wrongly or crashed compiling \p{Lu}, until the worker
// was recycled.
func TestPoisonSharedTablesStaysPrivate(t *testing.T) {
	const victimSrc = `// Reads the shared tables.
package victim

import (
	"encoding/base64"
	"image"
	"regexp"
	"strings"
	"time"
	"unicode"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	r, g, b, _ := image.Black.C.RGBA()
	_, lu := unicode.Categories["Lu"]
	re, err := regexp.Compile(` + "`\\p{Lu}`" + `)
	if err != nil {
		return nil, err
	}
	return skills.Result{
		"upper":  strings.ToUpper("é"),
		"lu":     lu,
		"same":   unicode.Categories["Lu"] == unicode.Lu,
		"digit0": unicode.IsUpper('0'),
		"re":     re.FindString("xÉ"),
		"b64":    base64.StdEncoding.EncodeToString([]byte{0xfb, 0xff}),
		"utc":    time.Unix(0, 0).In(time.UTC).Format(time.RFC3339),
		"black":  int(r + g + b),
	}, nil
}
`
	want := map[string]any{"upper": "É", "lu": true, "same": true, "digit0": false, "re": "É", "b64": "+/8=", "utc": "1970-01-01T00:00:00Z", "black": 0}
	victim := func(when string) {
		t.Helper()
		res, err := compile(t, victimSrc).Run(context.Background(), &Request{})
		if err != nil {
			t.Fatalf("%s: victim: %v", when, err)
		}
		for k, w := range want {
			if got := res.Result[k]; fmt.Sprint(got) != fmt.Sprint(w) {
				t.Errorf("%s: %s = %v; want %v", when, k, got, w)
			}
		}
	}
	victim("before")
	poison := compile(t, `// Writes through the standard library's variables.
package poison

import (
	"encoding/base64"
	"image"
	"image/color"
	"unicode"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	for i := range unicode.CaseRanges {
		unicode.CaseRanges[i].Delta[0] = 0
	}
	delete(unicode.Categories, "Lu")
	unicode.Upper.R16[0].Lo = 0x30
	*base64.StdEncoding = *base64.URLEncoding
	image.Black.C = color.White
	_, lu := unicode.Categories["Lu"]
	return skills.Result{"lu": lu, "b64": base64.StdEncoding.EncodeToString([]byte{0xfb, 0xff})}, nil
}
`)
	res, err := poison.Run(context.Background(), &Request{})
	if err != nil {
		t.Fatal(err)
	}
	// The poisoner sees its own writes.
	if res.Result["lu"] != false || res.Result["b64"] != "-_8=" {
		t.Errorf("poison = %v; want its own copies changed", res.Result)
	}
	victim("after")
	// And so does the host.
	if strings.ToUpper("é") != "É" || unicode.Categories["Lu"] == nil || base64.StdEncoding.EncodeToString([]byte{0xfb, 0xff}) != "+/8=" || time.UTC.String() != "UTC" {
		t.Error("the host's standard library tables changed")
	}
}

// TestPoisonCRCTableStaysPrivate: crc32.MakeTable(crc32.IEEE) hands a
// skill a table of its own. It returned crc32.IEEETable itself, and
// (*t)[1] = 7 changed it for the whole worker process.
func TestPoisonCRCTableStaysPrivate(t *testing.T) {
	ieee, cast := crc32.IEEETable[1], crc32.MakeTable(crc32.Castagnoli)[1]
	poison := compile(t, `// Writes the tables MakeTable hands out.
package poison

import (
	"hash/crc32"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	t := crc32.MakeTable(crc32.IEEE)
	(*t)[1] = 7
	*crc32.MakeTable(crc32.Castagnoli) = crc32.Table{}
	return skills.Result{"sum": crc32.Checksum([]byte("skillrun"), t) == crc32.ChecksumIEEE([]byte("skillrun")), "own": (*t)[1]}, nil
}
`)
	res, err := poison.Run(context.Background(), &Request{})
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(res.Result["own"]) != "7" {
		t.Errorf("poison = %v; want its own table written", res.Result)
	}
	if crc32.IEEETable[1] != ieee || crc32.MakeTable(crc32.Castagnoli)[1] != cast {
		t.Errorf("the process's tables changed: IEEE[1] %d (was %d), Castagnoli[1] %d (was %d)", crc32.IEEETable[1], ieee, crc32.MakeTable(crc32.Castagnoli)[1], cast)
		crc32.IEEETable[1] = ieee
		crc32.MakeTable(crc32.Castagnoli)[1] = cast
	}
}
