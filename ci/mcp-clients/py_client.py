"""Drive skillrun serve with the Python MCP SDK (PyPI `mcp`).

    python py_client.py CALLS.json stdio COMMAND [ARGS...]
    python py_client.py CALLS.json http URL [TOKEN]
    python py_client.py CALLS.json sse URL [TOKEN]   (the HTTP+SSE transport of 2024-11-05)

Lists the tools, then makes the calls of CALLS.json in order: a list of
{"tool", "args", "save": {"VAR": "FIELD"}, "expect_error": bool}; a string
"$VAR" anywhere in args is replaced by the FIELD of an earlier call's
structured result. The SDK validates each result's structured content
against the tool's output schema. Prints one JSON report on stdout (server
info, the tools as listed, each call's outcome) and exits 0, or 1 when the
client itself failed.
"""

import asyncio
import json
import sys
import traceback

import httpx2
from mcp import Client, StdioServerParameters


def substitute(v, saved):
    if isinstance(v, str) and v.startswith("$") and v[1:] in saved:
        return saved[v[1:]]
    if isinstance(v, dict):
        return {k: substitute(x, saved) for k, x in v.items()}
    if isinstance(v, list):
        return [substitute(x, saved) for x in v]
    return v


def dump(model):
    return model.model_dump(mode="json", by_alias=True, exclude_none=True)


async def drive(calls, target, report):
    async with Client(target) as client:
        info = client.server_info
        report["server"] = dump(info) if info is not None else None
        report["protocol"] = client.protocol_version
        listed = await client.list_tools()
        report["tools"] = [dump(t) for t in listed.tools]
        saved = {}
        for c in calls:
            args = substitute(c.get("args", {}), saved)
            out = {"tool": c["tool"]}
            try:
                res = await client.call_tool(c["tool"], args)
                out["isError"] = bool(res.is_error)
                out["text"] = [x.text for x in res.content if getattr(x, "type", "") == "text"][:1]
                out["images"] = sum(1 for x in res.content if getattr(x, "type", "") == "image")
                sc = res.structured_content
                out["structured"] = sc is not None
                for var, field in c.get("save", {}).items():
                    if isinstance(sc, dict) and field in sc:
                        saved[var] = sc[field]
            except Exception as e:  # a protocol error or a failed output-schema validation
                out["exception"] = "".join(traceback.format_exception_only(type(e), e)).strip()
            report["calls"].append(out)
        # Every listed tool is called: those without a case get {}.
        done = {c["tool"] for c in calls}
        for t in listed.tools:
            if t.name in done:
                continue
            out = {"tool": t.name, "auto": True}
            try:
                res = await client.call_tool(t.name, {})
                out["isError"] = bool(res.is_error)
                out["structured"] = res.structured_content is not None
            except Exception as e:
                out["exception"] = "".join(traceback.format_exception_only(type(e), e)).strip()
            report["calls"].append(out)
        report["done"] = True


def main():
    calls = json.load(open(sys.argv[1]))
    mode = sys.argv[2]
    if mode == "stdio":
        target = StdioServerParameters(command=sys.argv[3], args=sys.argv[4:])
    elif mode == "sse":
        from mcp.client.sse import sse_client

        token = sys.argv[4] if len(sys.argv) > 4 else ""
        target = sse_client(sys.argv[3], headers={"Authorization": "Bearer " + token} if token else None, timeout=60)
    else:
        url = sys.argv[3]
        token = sys.argv[4] if len(sys.argv) > 4 else ""
        if token:
            from mcp.client.streamable_http import streamable_http_client

            http = httpx2.AsyncClient(headers={"Authorization": "Bearer " + token}, timeout=60)
            target = streamable_http_client(url, http_client=http)
        else:
            target = url
    report = {"client": "python-sdk", "tools": [], "calls": []}
    try:
        asyncio.run(drive(calls, target, report))
    except Exception as e:
        if report.pop("done", False):
            # Every call was made and answered; the client failed while
            # closing. mcp 2.3.0's sse_client raises BrokenResourceError when
            # a server message arrives on the stream after the session closed
            # its read stream and before the reader task is cancelled: its
            # own race, reported, not fatal. The message is a notification
            # the calls caused (tools/list_changed after skill_disable and
            # skill_enable, which the Go SDK sends 10 ms after the change),
            # not a keep-alive (a comment, which dispatches no event): a
            # client that closes right after a disable and an enable hits
            # it with keep-alives off too.
            report["close_error"] = "".join(traceback.format_exception_only(type(e), e)).strip()
            print(json.dumps(report))
            return
        print(json.dumps({"client": "python-sdk", "fatal": "".join(traceback.format_exception(type(e), e, e.__traceback__))}))
        sys.exit(1)
    report.pop("done", None)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
