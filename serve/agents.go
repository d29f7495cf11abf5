package serve

import (
	"context"
	"crypto/subtle"
	"fmt"
	"net/http"
	"regexp"

	mcpauth "github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/skillrun/skillrun/skills"
)

// Agents' identities. With only the shared bearer token (Options.Token),
// every caller is the operator's: what it stores is recorded under the
// author it names, so a new name was a new quota (memory.Quota) and a new
// share of the workers. With agent tokens (Options.Agents), a request's
// token names its agent: what it stores is recorded under that name (an
// author field naming another is refused), its calls share one share
// whatever sessions or client names it uses, and its MCP sessions are its
// own (another agent's token does not reach them).

// agentKey carries the agent a request's token names.
type agentKey struct{}

func withAgent(ctx context.Context, agent string) context.Context {
	if agent == "" {
		return ctx
	}
	return context.WithValue(ctx, agentKey{}, agent)
}

// agentOf is the agent a request's token named, or "" (the shared token,
// a server without tokens, an in-process caller).
func agentOf(ctx context.Context) string {
	a, _ := ctx.Value(agentKey{}).(string)
	return a
}

// agentNameRE is what an agent's name may be: it is recorded as an
// author and shown in errors, logs and metrics.
var agentNameRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.@-]{0,63}$`)

// MinAgentTokenBytes is the shortest agent token the server takes.
const MinAgentTokenBytes = 16

// checkAgents refuses agent tokens that are short, shared by two agents
// or the shared token, and names that are not agentNameRE.
func checkAgents(agents map[string]string, shared string) error {
	names := map[string]bool{}
	for tok, name := range agents {
		if !agentNameRE.MatchString(name) {
			return fmt.Errorf("%w: serve: agent name %q: want 1 to 64 letters, digits and _.@- (starting with a letter or digit)", skills.ErrBadInput, name)
		}
		if names[name] {
			return fmt.Errorf("%w: serve: agent %q has two tokens; give each agent one", skills.ErrBadInput, name)
		}
		names[name] = true
		if len(tok) < MinAgentTokenBytes {
			return fmt.Errorf("%w: serve: agent %q's token is %d bytes; at least %d", skills.ErrBadInput, name, len(tok), MinAgentTokenBytes)
		}
		if tok == shared {
			return fmt.Errorf("%w: serve: agent %q's token is the shared token (--token)", skills.ErrBadInput, name)
		}
	}
	return nil
}

// tokenAgent checks a presented bearer token: the shared token (ok, no
// agent) or an agent's (ok, its name). Every token is compared, so the
// time taken does not say which matched.
// isAgent says whether name is the name of one of the server's agents.
func (s *Server) isAgent(name string) bool {
	for _, a := range s.opts.Agents {
		if a == name {
			return true
		}
	}
	return false
}

func (s *Server) tokenAgent(tok string) (agent string, ok bool) {
	b := []byte(tok)
	for t, name := range s.opts.Agents {
		if subtle.ConstantTimeCompare(b, []byte(t)) == 1 {
			agent, ok = name, true
		}
	}
	if s.opts.Token != "" && subtle.ConstantTimeCompare(b, []byte(s.opts.Token)) == 1 {
		ok = true
	}
	return agent, ok
}

// needsToken says whether requests must carry a token.
func (s *Server) needsToken() bool { return s.opts.Token != "" || len(s.opts.Agents) > 0 }

// authorOf is who a write is recorded under: the agent the request's
// token names (an author or agent field naming another is refused), else
// the name the caller gave, else fallback.
func authorOf(ctx context.Context, op, declared, fallback string) (string, error) {
	return agentField(ctx, op, "author", declared, fallback)
}

// agentField is authorOf for an argument of another name (an episode's
// or session's agent).
func agentField(ctx context.Context, op, field, declared, fallback string) (string, error) {
	if agent := agentOf(ctx); agent != "" {
		if declared != "" && declared != agent {
			return "", fmt.Errorf("%w: %s: %s %q: this request's token is agent %q's, and what an agent stores is recorded under its own name (leave %s out)", skills.ErrInvalidArgs, op, field, declared, agent, field)
		}
		return agent, nil
	}
	if declared == "" {
		return fallback, nil
	}
	return declared, nil
}

// verifyToken is the MCP SDK's check of a streamable HTTP request's
// token (auth has checked it already): its TokenInfo names the agent.
func (s *Server) verifyToken(_ context.Context, tok string, _ *http.Request) (*mcpauth.TokenInfo, error) {
	agent, ok := s.tokenAgent(tok)
	if !ok {
		return nil, mcpauth.ErrInvalidToken
	}
	return &mcpauth.TokenInfo{UserID: agent}, nil
}

// mcpAgent is the agent of an MCP tool call: the token of the request
// that carried it (streamable HTTP), or of the request that opened its
// session (HTTP+SSE); "" for none.
func (s *Server) mcpAgent(req *mcp.CallToolRequest) string {
	if req == nil {
		return ""
	}
	if req.Extra != nil && req.Extra.TokenInfo != nil {
		return req.Extra.TokenInfo.UserID
	}
	if req.Session != nil {
		if a, ok := s.sseAgents.Load(req.Session.ID()); ok {
			return a.(string)
		}
	}
	return ""
}
