"""Shared fixtures: the repository's test data and the command-line tool."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CASES = ROOT / "tests" / "cases"


def corpus_lines() -> list[str]:
    """The lines of tests/data/corpus-sample.txt (UTF-8, no line ends)."""
    text = (ROOT / "tests" / "data" / "corpus-sample.txt").read_bytes()
    return text.decode("utf-8").splitlines()


def case_files() -> list[tuple[str, str, str]]:
    """Every rule case (rule, ok|err, text) whose bytes are UTF-8; the text is
    the file less one trailing newline, as tests/rules.rs reads it."""
    cases = []
    for path in sorted(CASES.glob("*/*/*.txt")):
        try:
            data = path.read_bytes()
            text = data.removesuffix(b"\n").decode("utf-8")
        except UnicodeDecodeError:
            continue
        cases.append((path.parent.parent.name, path.parent.name, text))
    return cases


@pytest.fixture(scope="session")
def cli() -> Path:
    """The command-line tool, built by cargo when it is not there yet."""
    exe = os.environ.get("URI2396_CLI")
    if exe:
        return Path(exe)
    cargo = shutil.which("cargo")
    assert cargo, "the CLI's agreement tests need cargo or URI2396_CLI"
    # Where cargo puts it: CARGO_TARGET_DIR or a cargo config may move target/.
    metadata = subprocess.run(
        [cargo, "metadata", "--format-version", "1", "--no-deps"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    target = Path(json.loads(metadata.stdout)["target_directory"])
    for profile in ("debug", "release"):
        path = target / profile / "uri2396"
        if path.exists():
            return path
    subprocess.run([cargo, "build", "-p", "uri2396-cli"], cwd=ROOT, check=True)
    return target / "debug" / "uri2396"


def cli_parse(cli: Path, inputs: list[str], rule: str = "URI-reference", dialect: str = "strict"):
    """The tool's JSON report of each input: given as arguments, or, for an
    input with a NUL byte (which no argument can hold), as a line of
    standard input."""
    command = [str(cli), "parse", "--format", "jsonl", "--rule", rule, "--dialect", dialect]
    plain = [s for s in inputs if "\0" not in s]
    reports = dict(zip(plain, run_cli(command + ["--", *plain], b"") if plain else []))
    for s in inputs:
        if "\0" in s:
            assert "\n" not in s, "an input with a NUL byte must fit on one line"
            reports[s] = run_cli(command, s.encode() + b"\n")[0]
    return [reports[s] for s in inputs]


def run_cli(command: list[str], stdin: bytes) -> list[dict]:
    out = subprocess.run(command, input=stdin, capture_output=True, check=False)
    assert out.returncode in (0, 1), out.stderr.decode()
    return [json.loads(line) for line in out.stdout.decode().splitlines()]
