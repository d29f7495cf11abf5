// A content-addressed store: chunks a generated text with a rolling
// hash (content-defined boundaries), names each chunk by its SHA-256,
// builds a Merkle tree over them, proves and checks membership, and
// reports a delta between two versions of the text; base64, hex,
// crc32, a bufio.Scanner with its own split function, strings.NewReplacer
// and sort.Stable.
package merkle

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"math/rand"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Size int   `json:"size,omitempty"`
	Seed int64 `json:"seed,omitempty"`
	Edit int   `json:"edit,omitempty"`
}

type digest [32]byte

func (d digest) String() string { return hex.EncodeToString(d[:4]) }

func chunk(data []byte, mask uint32) [][]byte {
	var out [][]byte
	var h uint32
	start := 0
	for i, b := range data {
		h = h<<1 + uint32(b)
		if i-start >= 16 && h&mask == 0 || i-start >= 1024 {
			out = append(out, data[start:i+1])
			start, h = i+1, 0
		}
	}
	if start < len(data) {
		out = append(out, data[start:])
	}
	return out
}

func tree(leaves []digest) [][]digest {
	levels := [][]digest{leaves}
	for cur := leaves; len(cur) > 1; {
		var next []digest
		for i := 0; i < len(cur); i += 2 {
			if i+1 == len(cur) {
				next = append(next, cur[i])
				continue
			}
			next = append(next, sha256.Sum256(append(cur[i][:], cur[i+1][:]...)))
		}
		levels = append(levels, next)
		cur = next
	}
	return levels
}

type step struct {
	sib  digest
	left bool
}

func prove(levels [][]digest, i int) []step {
	var out []step
	for _, lv := range levels[:len(levels)-1] {
		j := i ^ 1
		if j < len(lv) {
			out = append(out, step{lv[j], j < i})
		}
		i /= 2
	}
	return out
}

func check(root, leaf digest, proof []step) bool {
	h := leaf
	for _, s := range proof {
		if s.left {
			h = sha256.Sum256(append(s.sib[:], h[:]...))
		} else {
			h = sha256.Sum256(append(h[:], s.sib[:]...))
		}
	}
	return h == root
}

func words(data []byte, atEOF bool) (int, []byte, error) {
	i := bytes.IndexAny(data, " \n.,")
	if i < 0 {
		if atEOF && len(data) > 0 {
			return len(data), data, nil
		}
		return 0, nil, nil
	}
	return i + 1, data[:i], nil
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	size := args.Size
	if size == 0 {
		size = 200000
	}
	if size < 1 || size > 20000000 {
		return nil, errors.New("size must be 1..20000000")
	}
	r := rand.New(rand.NewSource(args.Seed))
	vocab := strings.Fields("lava gap bridge blaze rod nether fortress block torch pickaxe obsidian portal")
	var b strings.Builder
	for b.Len() < size {
		b.WriteString(vocab[r.Intn(len(vocab))])
		if r.Intn(9) == 0 {
			b.WriteString(".\n")
		} else {
			b.WriteByte(' ')
		}
	}
	v1 := []byte(b.String()[:size])
	rep := strings.NewReplacer("lava", "LAVA", "blaze", "Blaze")
	v2 := []byte(rep.Replace(string(v1[:min(len(v1), args.Edit)])) + string(v1[min(len(v1), args.Edit):]))
	ids := map[digest]int{}
	var leaves []digest
	for _, c := range chunk(v1, 1<<6-1) {
		d := sha256.Sum256(c)
		ids[d] = len(c)
		leaves = append(leaves, d)
	}
	levels := tree(leaves)
	root := levels[len(levels)-1][0]
	okAll := true
	for i := range leaves {
		okAll = okAll && check(root, leaves[i], prove(levels, i))
	}
	forged := check(root, sha256.Sum256([]byte("forged")), prove(levels, 0))
	shared, fresh := 0, 0
	for _, c := range chunk(v2, 1<<6-1) {
		if _, ok := ids[sha256.Sum256(c)]; ok {
			shared++
		} else {
			fresh++
		}
	}
	sc := bufio.NewScanner(bytes.NewReader(v1))
	sc.Split(words)
	counts := map[string]int{}
	for sc.Scan() {
		if w := sc.Text(); w != "" {
			counts[w]++
		}
	}
	type wc struct {
		w string
		n int
	}
	var wcs []wc
	for w, n := range counts {
		wcs = append(wcs, wc{w, n})
	}
	sort.Slice(wcs, func(i, j int) bool { return wcs[i].w < wcs[j].w })
	sort.SliceStable(wcs, func(i, j int) bool { return wcs[i].n > wcs[j].n })
	top := []string{}
	for _, x := range wcs[:min(3, len(wcs))] {
		top = append(top, fmt.Sprintf("%s=%d", x.w, x.n))
	}
	return skills.Result{"chunks": len(leaves), "levels": len(levels), "root": root.String(), "root64": base64.StdEncoding.EncodeToString(root[:6]),
		"proofs_ok": okAll, "forged": forged, "shared": shared, "fresh": fresh, "crc": crc32.ChecksumIEEE(v1), "top": top}, nil
}
