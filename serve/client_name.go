package serve

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// clientKey carries the MCP client's name in a call's context.
type clientKey struct{}

// withMCPClient records in ctx the name the MCP client gave in its
// initialize request (clientInfo.name, e.g. "claude-code"), so that what a
// call saves (a proposed version) names who saved it.
func withMCPClient(ctx context.Context, req *mcp.CallToolRequest) context.Context {
	if req == nil || req.Session == nil {
		return ctx
	}
	p := req.Session.InitializeParams()
	if p == nil || p.ClientInfo == nil {
		return ctx
	}
	name := strings.TrimSpace(p.ClientInfo.Name)
	if name == "" {
		return ctx
	}
	if len(name) > 64 {
		name = name[:64]
	}
	return context.WithValue(ctx, clientKey{}, "mcp:"+name)
}

// mcpClient is the MCP client's name recorded by withMCPClient, or "".
func mcpClient(ctx context.Context) string {
	s, _ := ctx.Value(clientKey{}).(string)
	return s
}
