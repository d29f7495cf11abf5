// A router of handlers held in struct fields, called among a return's
// several results (check's funcvalret.go), whose errors wrap sentinels
// in the skill's own error type with Unwrap and Is, found with
// errors.Is, errors.As and errors.Unwrap (check's errorsis.go), and a
// token type with String formatted straight from calls (fmtargs.go's
// callResultArg).
package router

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Requests []string `json:"requests"`
	Repeat   int      `json:"repeat"`
}

var (
	errNotFound = errors.New("not found")
	errMethod   = errors.New("method not allowed")
	errBadID    = errors.New("bad id")
)

type routeErr struct {
	Path string
	Code int
	Err  error
}

func (e *routeErr) Error() string { return fmt.Sprintf("%d %s: %v", e.Code, e.Path, e.Err) }
func (e *routeErr) Unwrap() error { return e.Err }

type tempErr struct{ n int }

func (e *tempErr) Error() string        { return "temporary " + strconv.Itoa(e.n) }
func (e *tempErr) Is(target error) bool { return target == errNotFound && e.n < 0 }

type handler func(params map[string]string) (string, error)

type route struct {
	method  string
	pattern *regexp.Regexp
	names   []string
	h       handler
	label   func(string) string
}

type tok struct {
	method, path string
}

func (t tok) String() string { return t.method + " " + t.path }

type router struct {
	routes []route
	hits   map[string]int
}

func (r *router) handle(method, path string, h handler) {
	var names []string
	expr := "^" + regexp.MustCompile(`:(\w+)`).ReplaceAllStringFunc(path, func(m string) string {
		names = append(names, m[1:])
		return `([^/]+)`
	}) + "$"
	r.routes = append(r.routes, route{method, regexp.MustCompile(expr), names, h, func(p string) string { return method + ":" + path + "<-" + p }})
}

func (r *router) serve(t tok) (string, error) {
	allowed := false
	for _, rt := range r.routes {
		m := rt.pattern.FindStringSubmatch(t.path)
		if m == nil {
			continue
		}
		if rt.method != t.method {
			allowed = true
			continue
		}
		params := map[string]string{}
		for i, n := range rt.names {
			params[n] = m[i+1]
		}
		r.hits[t.method]++
		return rt.h(params)
	}
	if allowed {
		return "", &routeErr{t.path, 405, errMethod}
	}
	return "", &routeErr{t.path, 404, errNotFound}
}

func (r *router) first(t tok) (string, int) {
	for _, rt := range r.routes {
		if rt.pattern.MatchString(t.path) && rt.method == t.method {
			n := len(rt.names)
			return rt.label(t.path), n
		}
	}
	return "", -1
}

func parse(s string) tok {
	m, p, ok := strings.Cut(strings.TrimSpace(s), " ")
	if !ok {
		return tok{"GET", m}
	}
	return tok{strings.ToUpper(m), p}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	if args.Repeat < 0 || args.Repeat > 10000 {
		return nil, fmt.Errorf("repeat %d out of range", args.Repeat)
	}
	reqs := args.Requests
	if reqs == nil {
		reqs = []string{"GET /users/42", "get /users/7/posts/9", "POST /users", "DELETE /users/1", "GET /nope", "GET /users/x1", "GET /temp/-1", "GET /temp/3"}
	}
	r := &router{hits: map[string]int{}}
	r.handle("GET", "/users/:id", func(p map[string]string) (string, error) {
		if _, err := strconv.Atoi(p["id"]); err != nil {
			return "", &routeErr{"/users/" + p["id"], 400, fmt.Errorf("%w: %w", errBadID, err)}
		}
		return "user " + p["id"], nil
	})
	r.handle("GET", "/users/:id/posts/:post", func(p map[string]string) (string, error) {
		return fmt.Sprintf("post %s of %s", p["post"], p["id"]), nil
	})
	r.handle("POST", "/users", func(map[string]string) (string, error) { return "created", nil })
	r.handle("GET", "/temp/:n", func(p map[string]string) (string, error) {
		n, _ := strconv.Atoi(p["n"])
		return "", fmt.Errorf("temp: %w", &tempErr{n})
	})
	var lines []string
	counts := map[string]int{}
	for i := 0; i <= args.Repeat; i++ {
		for _, s := range reqs {
			t := parse(s)
			body, err := r.serve(t)
			var re *routeErr
			var ne *strconv.NumError
			switch {
			case err == nil:
				counts["ok"]++
			case errors.Is(err, errNotFound):
				counts["notfound"]++
			case errors.Is(err, errMethod):
				counts["method"]++
			case errors.As(err, &ne):
				counts["numerr:"+ne.Func]++
			default:
				counts["other"]++
			}
			if errors.As(err, &re) {
				counts[strconv.Itoa(re.Code)]++
				if errors.Unwrap(err) == errNotFound {
					counts["unwrapped"]++
				}
			}
			if i == 0 {
				lines = append(lines, fmt.Sprint(parse(s), " -> ", body, " ", err))
			}
		}
	}
	fb, fn := r.first(parse("GET /users/5"))
	return skills.Result{"lines": lines, "counts": counts, "hits": r.hits, "first": fmt.Sprint(fb, " ", fn), "tok": fmt.Sprintf("%v|%s", parse("put /x"), parse("/y"))}, nil
}
