"""Drives `viewlab mcp` with the official MCP Python SDK client, then with raw bytes.

Run by Scripts/mcp-client-test.sh (which installs the SDK). Prints one line per check and a
closing `N passed, M failed`; exits non-zero when a check fails.

    python Scripts/mcp-client-test.py .build/debug/viewlab
"""

import asyncio
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from mcp import Client, MCPError, StdioServerParameters

ROOT = Path(__file__).resolve().parent.parent
VIEWLAB = str(Path(sys.argv[1]).resolve())
DUMP = (ROOT / "Tests/ViewLabSpeakTests/Dumps/lldb-ios13-414x896-table.txt").read_text()
ENV = {
    "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
    "HOME": os.environ.get("HOME", "/tmp"),
    "LANG": "C.UTF-8",
    "VIEWLAB_LESSONS": str(ROOT / "Lessons"),
}
PASTED = """class Pass: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { return false }
}
let a = Pass(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
view.addSubview(a)
tap 10 10"""
SCENE = "add red 0 0 300 300\nadd blue UIButton 50 50 100 100 to red\ntap 100 100\nhide red\ntap 100 100"

passed = 0
failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"ok    {name}")
    else:
        failed += 1
        print(f"FAIL  {name}: {detail}")


def texts(result):
    return [c.text for c in result.content]


def lines(text):
    return [json.loads(line) for line in text.split("\n") if line]


def run_json(script):
    """What `viewlab run --json -` prints for the script: run_script must answer exactly this."""
    done = subprocess.run(
        [VIEWLAB, "run", "--json", "-"], input=script + "\n", capture_output=True, text=True, env=ENV
    )
    return done.stdout.rstrip("\n")


async def session(mode, stdout_log):
    """Everything a client does, through the SDK, on one connection."""
    tag = f"[{mode}] "
    # The server's standard output goes through tee into a file, so every byte it wrote can be
    # checked afterwards.
    params = StdioServerParameters(
        command="sh", args=["-c", 'exec "$0" mcp | tee "$1"', VIEWLAB, stdout_log], env=ENV
    )
    async with Client(params, mode=mode) as client:
        version = client.session.protocol_version
        expected = "2026-07-28" if mode == "auto" else "2025-11-25"
        check(tag + f"negotiates protocol {expected}", version == expected, version)

        tools = (await client.list_tools()).tools
        names = [t.name for t in tools]
        check(
            tag + "lists the tools",
            names == ["run_script", "import_dump", "list_lessons", "script_help"],
            names,
        )
        check(
            tag + "every tool has an object schema and a Chinese description",
            all(
                t.input_schema.get("type") == "object" and any("\u4e00" <= ch <= "\u9fff" for ch in t.description)
                for t in tools
            ),
        )

        # A scene and a tap.
        result = await client.call_tool("run_script", {"script": SCENE})
        out = lines(texts(result)[0])
        check(tag + "run_script succeeds", not result.is_error, texts(result))
        check(tag + "the visible button gets the tap", out[2].get("hit") == "blue", out[2])
        check(
            tag + "its responder chain",
            out[2].get("chain") == ["blue", "red", "window", "UIApplication", "AppDelegate"],
            out[2].get("chain"),
        )
        check(tag + "hidden red: the window gets the tap", out[4].get("hit") == "window", out[4])
        check(tag + "visited lists every hitTest call", out[4].get("visited") == ["window", "red"], out[4])
        check(tag + "run_script answers exactly what run --json prints", texts(result)[0] == run_json(SCENE))
        check(
            tag + "structuredContent carries the same objects",
            (result.structured_content or {}).get("lines") == out,
            json.dumps(result.structured_content)[:300],
        )
        result = await client.call_tool("run_script", {"script": PASTED})
        check(
            tag + "…pasted Swift classes too",
            not result.is_error and texts(result)[0] == run_json(PASTED) and '"hit":"view"' in texts(result)[0],
            texts(result),
        )

        # A real dump, imported and tapped.
        result = await client.call_tool("import_dump", {"dump": DUMP, "taps": [[200, 400], [10, 60], [-1, -1]]})
        out = lines(texts(result)[0])
        check(tag + "import_dump succeeds", not result.is_error, texts(result))
        check(tag + "import, then one object per tap", [o["command"] for o in out] == ["import", "tap", "tap", "tap"])
        check(
            tag + "a tap names the dump's class and address",
            str(out[1].get("hitAddress", "")).startswith("0x") and out[1].get("hitClass"),
            out[1],
        )
        check(tag + "a point outside the window hits nothing", out[3].get("hit") is None, out[3])

        result = await client.call_tool("list_lessons", {"lang": "zh-Hans"})
        lessons = json.loads(texts(result)[0])
        check(tag + "list_lessons (zh-Hans)", not result.is_error and len(lessons) >= 14, texts(result)[0][:200])

        result = await client.call_tool("script_help", {"command": "tap"})
        check(tag + "script_help tap", not result.is_error and "tap" in texts(result)[0])

        # Bad input: each answered, none fatal.
        try:
            await client.call_tool("no_such_tool", {})
            check(tag + "unknown tool is a protocol error", False, "no error")
        except MCPError as e:
            check(tag + "unknown tool is a protocol error", e.error.code == -32602 and "no_such_tool" in e.error.message)

        for arguments, words in [
            ({"script": 42}, '"script" must be a string'),
            ({}, '"script" is required'),
            ({"script": "tap 1 1", "lang": "fr"}, "lang must be"),
            ({"script": "tap 1 1", "keepGoing": "yes"}, "true or false"),
        ]:
            result = await client.call_tool("run_script", arguments)
            check(
                tag + f"wrong arguments {arguments} → isError naming it",
                result.is_error and words in texts(result)[0],
                texts(result),
            )

        result = await client.call_tool("run_script", {"script": "add green 0 0 10 10\ntap 5 5\nexplain gren\ntap 1 1"})
        check(
            tag + "a script with an error → isError naming the line",
            result.is_error and texts(result)[1].startswith("Line 3 failed:") and "green" in texts(result)[1],
            texts(result),
        )
        check(tag + "…after the lines before it ran", len(lines(texts(result)[0])) == 3)

        result = await client.call_tool("run_script", {"script": "explain gren", "lang": "zh-Hans"})
        check(tag + "errors in the call's language", texts(result)[1].startswith("第 1 行出错"), texts(result))

        huge = DUMP * (2 * 1024 * 1024 // len(DUMP) + 1)
        result = await client.call_tool("import_dump", {"dump": huge})
        check(
            tag + "a 2 MiB dump → isError with the limit",
            result.is_error and "1048576 bytes" in texts(result)[0],
            texts(result),
        )
        result = await client.call_tool("import_dump", {"dump": DUMP, "taps": [[1, 2], [3]]})
        check(tag + "a malformed tap → isError", result.is_error and "taps[1]" in texts(result)[0], texts(result))
        result = await client.call_tool("import_dump", {"dump": "no views here"})
        check(tag + "a dump without views → isError", result.is_error and "could not be imported" in texts(result)[1])

        result = await client.call_tool("run_script", {"script": "add a 0 0 50 50\ntap 10 10"})
        check(tag + "still answering after all that", lines(texts(result)[0])[1].get("hit") == "a", texts(result))


def check_stdout_log(tag, path):
    data = Path(path).read_bytes()
    messages = data.decode("utf-8").split("\n")
    ok = messages[-1] == "" and all(json.loads(m).get("jsonrpc") == "2.0" for m in messages[:-1])
    check(f"[{tag}] standard output held only JSON-RPC messages ({len(messages) - 1} lines)", ok, data[:300])


def raw_bytes():
    """Malformed JSON-RPC, which no SDK client will send, written straight to standard input."""
    proc = subprocess.Popen(
        [VIEWLAB, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV
    )
    big = b'{"jsonrpc":"2.0","id":99,"method":"tools/call","params":{"name":"run_script","arguments":{"script":"' + (
        b"x" * (9 * 1024 * 1024)
    ) + b'"}}}'
    sent = [
        b"this is not json",
        b'{"jsonrpc":"2.0","id":1,',
        b"[]",
        b'[{"jsonrpc":"2.0","id":2,"method":"ping"}]',
        b'{"jsonrpc":"1.0","id":3,"method":"ping"}',
        b'{"jsonrpc":"2.0","id":4,"method":"no/such/method"}',
        b'{"jsonrpc":"2.0","id":5,"method":7}',
        b'{"jsonrpc":"2.0","id":6,"method":"tools/call","params":"run_script"}',
        b'{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"run_script","arguments":[1,2]}}',
        b"\xff\xfe\x00{",
        big,
        b'{"jsonrpc":"2.0","method":"notifications/initialized"}',
        b'{"jsonrpc":"2.0","id":8,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2099-01-01","io.modelcontextprotocol/clientCapabilities":{}}}}',
        b'{"jsonrpc":"2.0","id":9,"method":"server/discover","params":{}}',
        b'{"jsonrpc":"2.0","id":10,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}',
        b'{"jsonrpc":"2.0","id":11,"method":"ping"}',
    ]
    out, err = proc.communicate(b"\n".join(sent) + b"\n", timeout=120)
    replies = [json.loads(line) for line in out.decode("utf-8").split("\n") if line]
    check("[raw] the server exits 0 when its input ends", proc.returncode == 0, proc.returncode)
    check("[raw] standard output held only JSON-RPC messages", all(r.get("jsonrpc") == "2.0" for r in replies))
    expected = [
        (None, -32700),
        (None, -32700),
        (None, -32600),
        (None, -32600),
        (3, -32600),
        (4, -32601),
        (5, -32600),
        (6, -32600),
        (7, -32602),
        (None, -32700),
        (None, -32600),
        (8, -32022),
        (9, -32602),
    ]
    got = [(r.get("id"), r.get("error", {}).get("code")) for r in replies[: len(expected)]]
    check("[raw] one error per bad message, with its id and code", got == expected, got)
    check(
        "[raw] the notification got no reply",
        len(replies) == len(expected) + 2,
        f"{len(replies)} replies",
    )
    check("[raw] the oversized message names the limit", "8388608" in replies[10]["error"]["message"])
    check(
        "[raw] an unsupported version names the supported ones",
        replies[11]["error"].get("data", {}).get("supported") == ["2026-07-28"],
        replies[11],
    )
    check("[raw] initialize still works afterwards", replies[-2].get("result", {}).get("protocolVersion") == "2025-11-25")
    check("[raw] and so does ping", replies[-1] == {"jsonrpc": "2.0", "id": 11, "result": {}}, replies[-1])


def main():
    with tempfile.TemporaryDirectory() as folder:
        for mode in ["auto", "legacy"]:
            log = os.path.join(folder, f"stdout-{mode}.jsonl")
            asyncio.run(session(mode, log))
            check_stdout_log(mode, log)
    raw_bytes()
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
