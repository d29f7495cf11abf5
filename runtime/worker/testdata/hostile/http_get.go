// Fetches a URL: net/http is not importable.
package http_get

import (
	"net/http"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	_, err := http.Get("http://127.0.0.1/")
	return nil, err
}

// want: vet net/http
