package memory

import (
	"fmt"
	"sort"
	"strings"
)

// edge is one drawn edge of a provenance graph.
type drawEdge struct{ from, to, label string }

// drawing lays out a provenance graph as nodes (id → label) and edges.
func drawing(p Provenance) (nodes map[string]string, order []string, edges []drawEdge) {
	nodes = map[string]string{}
	add := func(id, label string) {
		if _, ok := nodes[id]; !ok {
			nodes[id] = label
			order = append(order, id)
		}
	}
	for _, v := range p.Chain {
		label := fmt.Sprintf("%s@%s", v.Skill, ShortID(v.ID))
		if r, ok := p.Rates[v.ID]; ok && r.Total > 0 {
			label += fmt.Sprintf("\nverified %d/%d", r.Passed, r.Total)
		}
		if v.ID == p.Version.ID {
			label += "\n(selected)"
		}
		add("v:"+v.ID, label)
	}
	for _, v := range p.Chain {
		if v.Supersedes != "" {
			if _, ok := nodes["v:"+v.Supersedes]; ok {
				edges = append(edges, drawEdge{"v:" + v.ID, "v:" + v.Supersedes, "SUPERSEDES"})
			}
		}
		for _, e := range p.Evidence[v.ID] {
			add("e:"+e.Episode, "episode "+e.Episode)
			edges = append(edges, drawEdge{"v:" + v.ID, "e:" + e.Episode, string(e.Relation)})
		}
	}
	sort.SliceStable(edges, func(i, j int) bool {
		if edges[i].from != edges[j].from {
			return edges[i].from < edges[j].from
		}
		return edges[i].to < edges[j].to
	})
	return nodes, order, edges
}

// Dot renders a provenance graph in Graphviz DOT.
func Dot(p Provenance) string {
	nodes, order, edges := drawing(p)
	ids := map[string]string{}
	var b strings.Builder
	b.WriteString("digraph provenance {\n  rankdir=LR;\n  node [fontname=\"Helvetica\"];\n")
	for i, id := range order {
		ids[id] = fmt.Sprintf("n%d", i)
		shape := "box"
		if strings.HasPrefix(id, "e:") {
			shape = "ellipse"
		}
		fmt.Fprintf(&b, "  n%d [shape=%s, label=%q];\n", i, shape, nodes[id])
	}
	for _, e := range edges {
		fmt.Fprintf(&b, "  %s -> %s [label=%q];\n", ids[e.from], ids[e.to], e.label)
	}
	b.WriteString("}\n")
	return b.String()
}

// Mermaid renders a provenance graph as a Mermaid flowchart.
func Mermaid(p Provenance) string {
	nodes, order, edges := drawing(p)
	ids := map[string]string{}
	var b strings.Builder
	b.WriteString("flowchart LR\n")
	for i, id := range order {
		ids[id] = fmt.Sprintf("n%d", i)
		label := strings.ReplaceAll(strings.ReplaceAll(nodes[id], `"`, "#quot;"), "\n", "<br/>")
		if strings.HasPrefix(id, "e:") {
			fmt.Fprintf(&b, "  n%d([\"%s\"])\n", i, label)
		} else {
			fmt.Fprintf(&b, "  n%d[\"%s\"]\n", i, label)
		}
	}
	for _, e := range edges {
		fmt.Fprintf(&b, "  %s -->|%s| %s\n", ids[e.from], e.label, ids[e.to])
	}
	return b.String()
}
