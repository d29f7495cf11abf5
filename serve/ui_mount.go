package serve

import (
	"net/http"
)

// tokenCookie carries the bearer token for the web view (see uiLogin).
const tokenCookie = "skillrun_token"

// uiLogin lets a browser in when the server has a token: opening
// /ui/?token=TOKEN once sets an HttpOnly, SameSite=Strict cookie holding
// it and redirects to the page without the token in its address; auth
// accepts the cookie as it accepts the header.
func (s *Server) uiLogin(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tok := r.URL.Query().Get("token")
		if tok == "" || !s.needsToken() {
			h.ServeHTTP(w, r)
			return
		}
		if _, ok := s.tokenAgent(tok); !ok {
			w.Header().Set("WWW-Authenticate", `Bearer realm="skillrun"`)
			writeError(w, ErrUnauthorized)
			return
		}
		http.SetCookie(w, &http.Cookie{Name: tokenCookie, Value: tok, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: r.TLS != nil})
		q := r.URL.Query()
		q.Del("token")
		u := *r.URL
		u.RawQuery = q.Encode()
		http.Redirect(w, r, u.RequestURI(), http.StatusSeeOther)
	})
}
