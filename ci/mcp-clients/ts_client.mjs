// Drive skillrun serve with the TypeScript MCP SDK (@modelcontextprotocol/sdk).
//
//   node ts_client.mjs CALLS.json stdio COMMAND [ARGS...]
//   node ts_client.mjs CALLS.json http URL [TOKEN]
//   node ts_client.mjs CALLS.json sse URL [TOKEN]   (the HTTP+SSE transport of 2024-11-05)
//
// Same protocol as py_client.py: list the tools, make the calls of
// CALLS.json in order ("$VAR" in args replaced by a field saved from an
// earlier structured result), print one JSON report. The SDK validates
// every structured result against the tool's output schema (Ajv) and
// throws when it does not match.
import { readFileSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { SSEClientTransport } from "@modelcontextprotocol/sdk/client/sse.js";

const [callsFile, mode, ...rest] = process.argv.slice(2);
const calls = JSON.parse(readFileSync(callsFile, "utf8"));

function substitute(v, saved) {
  if (typeof v === "string" && v.startsWith("$") && v.slice(1) in saved) return saved[v.slice(1)];
  if (Array.isArray(v)) return v.map((x) => substitute(x, saved));
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, substitute(x, saved)]));
  return v;
}

async function main() {
  let transport;
  if (mode === "stdio") {
    transport = new StdioClientTransport({ command: rest[0], args: rest.slice(1), stderr: "inherit" });
  } else if (mode === "sse") {
    const headers = rest[1] ? { Authorization: `Bearer ${rest[1]}` } : {};
    transport = new SSEClientTransport(new URL(rest[0]), { requestInit: { headers } });
  } else {
    const headers = rest[1] ? { Authorization: `Bearer ${rest[1]}` } : {};
    transport = new StreamableHTTPClientTransport(new URL(rest[0]), { requestInit: { headers } });
  }
  const client = new Client({ name: "skillrun-ts-test", version: "1" });
  await client.connect(transport);
  const report = { client: "typescript-sdk", server: client.getServerVersion(), tools: [], calls: [] };
  const listed = await client.listTools();
  report.tools = listed.tools;
  const saved = {};
  for (const c of calls) {
    const out = { tool: c.tool };
    try {
      const res = await client.callTool({ name: c.tool, arguments: substitute(c.args ?? {}, saved) }, undefined, { timeout: 120000 });
      out.isError = !!res.isError;
      out.text = res.content.filter((x) => x.type === "text").slice(0, 1).map((x) => x.text);
      out.images = res.content.filter((x) => x.type === "image").length;
      out.structured = res.structuredContent !== undefined;
      for (const [v, f] of Object.entries(c.save ?? {})) {
        if (res.structuredContent && f in res.structuredContent) saved[v] = res.structuredContent[f];
      }
    } catch (e) {
      out.exception = String(e && e.message ? e.message : e);
    }
    report.calls.push(out);
  }
  // Every listed tool is called: those without a case get {}.
  const done = new Set(calls.map((c) => c.tool));
  for (const t of listed.tools) {
    if (done.has(t.name)) continue;
    const out = { tool: t.name, auto: true };
    try {
      const res = await client.callTool({ name: t.name, arguments: {} }, undefined, { timeout: 120000 });
      out.isError = !!res.isError;
      out.structured = res.structuredContent !== undefined;
    } catch (e) {
      out.exception = String(e && e.message ? e.message : e);
    }
    report.calls.push(out);
  }
  await client.close();
  process.stdout.write(JSON.stringify(report) + "\n");
}

main().catch((e) => {
  process.stdout.write(JSON.stringify({ client: "typescript-sdk", fatal: String(e && e.stack ? e.stack : e) }) + "\n");
  process.exit(1);
});
