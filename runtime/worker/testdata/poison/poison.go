// Writes through what the standard library hands a skill into the tables
// of the process it runs in, were they shared: TestPoisonStaysInTheSkill.
package poison

import (
	"encoding/base64"
	"hash/crc32"
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
	t := crc32.MakeTable(crc32.IEEE)
	(*t)[1] = 7
	return skills.Result{"done": true}, nil
}
