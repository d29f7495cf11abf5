// An LRU cache over container/list holding the skill's Stringer values,
// a container/ring of them, strconv's errors found with errors.As and
// printed, regexp submatches hashed with FNV-1a, math/rand with a seed,
// and time.Duration and time.Time formatting.
package stdmix

import (
	"container/list"
	"container/ring"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	N int `json:"n,omitempty"`
}

type job struct {
	id   int
	name string
}

func (j job) String() string { return fmt.Sprintf("job(%d,%s)", j.id, j.name) }

type lru struct {
	cap   int
	ll    *list.List
	items map[int]*list.Element
}

func (c *lru) get(k int) (job, bool) {
	if e, ok := c.items[k]; ok {
		c.ll.MoveToFront(e)
		return e.Value.(job), true
	}
	return job{}, false
}

func (c *lru) put(j job) {
	if e, ok := c.items[j.id]; ok {
		e.Value = j
		c.ll.MoveToFront(e)
		return
	}
	c.items[j.id] = c.ll.PushFront(j)
	if c.ll.Len() > c.cap {
		last := c.ll.Back()
		c.ll.Remove(last)
		delete(c.items, last.Value.(job).id)
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.N
	if n == 0 {
		n = 5000
	}
	res := skills.Result{}
	wordRE := regexp.MustCompile(`([a-z]+)(\d*)`)
	var errs []string
	for _, s := range []string{"12", "x", "99999999999999999999", "-0x1f", "0b101"} {
		v, err := strconv.ParseInt(s, 0, 64)
		var ne *strconv.NumError
		if errors.As(err, &ne) {
			errs = append(errs, fmt.Sprintf("%v|%+v|%s|%v", ne, ne, ne.Func, errors.Is(err, strconv.ErrRange)))
		} else {
			errs = append(errs, fmt.Sprint(v))
		}
	}
	res["errs"] = errs
	c := &lru{cap: 50, ll: list.New(), items: map[int]*list.Element{}}
	r := rand.New(rand.NewSource(42))
	hits := 0
	for i := 0; i < n; i++ {
		k := r.Intn(120)
		if _, ok := c.get(k); ok {
			hits++
		} else {
			c.put(job{k, "j" + strconv.Itoa(k)})
		}
	}
	var front []string
	for e := c.ll.Front(); e != nil && len(front) < 3; e = e.Next() {
		front = append(front, fmt.Sprint(e.Value))
	}
	res["lru"] = fmt.Sprint(hits, front)
	rg := ring.New(5)
	for i := 0; i < 5; i++ {
		rg.Value = job{i, "r"}
		rg = rg.Next()
	}
	var rs []string
	rg.Do(func(v any) { rs = append(rs, fmt.Sprint(v)+"="+v.(fmt.Stringer).String()) })
	res["ring"] = strings.Join(rs, " ")
	h := fnv.New64a()
	text := strings.Repeat("abc12 def ghi345 ", n/50+1)
	for _, m := range wordRE.FindAllStringSubmatch(text, -1) {
		h.Write([]byte(m[1] + "/" + m[2]))
	}
	res["fnv"] = fmt.Sprintf("%x", h.Sum64())
	d := time.Duration(n) * 1500 * time.Microsecond
	res["dur"] = fmt.Sprint(d, d.Round(time.Second), time.Duration(0), time.Duration(-1))
	t0 := time.Date(2024, 2, 29, 23, 59, 59, 0, time.UTC)
	res["time"] = t0.Add(d).Format(time.RFC3339) + " " + t0.AddDate(1, 0, 0).Weekday().String()
	return res, nil
}
