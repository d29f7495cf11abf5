// Reads the tables a skill run before it in the same worker may have
// written: TestPoisonStaysInTheSkill.
package victim

import (
	"encoding/base64"
	"hash/crc32"
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
	re, err := regexp.Compile(`\p{Lu}`)
	if err != nil {
		return nil, err
	}
	return skills.Result{
		"upper":  strings.ToUpper("é"),
		"lu":     lu,
		"digit0": unicode.IsUpper('0'),
		"re":     re.FindString("xÉ"),
		"b64":    base64.StdEncoding.EncodeToString([]byte{0xfb, 0xff}),
		"utc":    time.Unix(0, 0).In(time.UTC).Format(time.RFC3339),
		"crc":    crc32.MakeTable(crc32.IEEE)[1],
		"black":  int(r + g + b),
	}, nil
}
