"""The tool's SARIF 2.1.0 (`check`, `check --agree`, `extract` and `lint`
with `--format sarif`) validated against the OASIS schema vendored in
tests/data/sarif/ (its LICENSE.md says where it comes from).
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

jsonschema = pytest.importorskip("jsonschema")

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "tests" / "data" / "sarif" / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))

LINES = "http://a/\nhttp://a/b c\nhttp://[::1]/\nfoo\nhttp://0x7f.1/\nhttp://evil.example\\@good.example/\n"
DOC = "# Notes\n\nSee <http://a.example/a b> and http://user:pw@b.example:8080/x.\nAlso http://evil.example\\@good.example/.\n"


@pytest.mark.parametrize(
    "args",
    [
        ["check", "--format", "sarif", "-q", "lines.txt"],
        ["check", "--format", "sarif", "-q", "--jobs", "3", "--chunk-lines", "1", "lines.txt", "empty.txt"],
        ["check", "--agree", "whatwg,java", "--format", "sarif", "-q", "lines.txt"],
        ["check", "--format", "sarif", "-q", "-"],
        ["extract", "--format", "sarif", "doc.md", "lines.txt"],
        ["extract", "--format", "sarif", "empty.txt"],
        ["lint", "--format", "sarif", "http://user:pw@a.example:8080/", "http://a b/"],
        ["lint", "--format", "sarif"],
    ],
)
def test_sarif_is_valid(cli: Path, tmp_path: Path, args: list[str]):
    (tmp_path / "lines.txt").write_text(LINES, encoding="utf-8")
    (tmp_path / "doc.md").write_text(DOC, encoding="utf-8")
    (tmp_path / "empty.txt").write_text("", encoding="utf-8")
    out = subprocess.run([str(cli), *args], cwd=tmp_path, input=LINES.encode(), capture_output=True)
    assert out.returncode in (0, 1), out.stderr
    log = json.loads(out.stdout)
    jsonschema.validate(log, SCHEMA, format_checker=jsonschema.FormatChecker())
    run = log["runs"][0]
    ids = {rule["id"] for rule in run["tool"]["driver"]["rules"]}
    for result in run["results"]:
        assert result["ruleId"] in ids
    if "empty.txt" in args and len(args) == 4:
        assert run["results"] == []
    else:
        assert run["results"], args
