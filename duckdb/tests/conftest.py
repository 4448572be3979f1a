"""Fixtures of the extension's tests: the built extension loaded into the
DuckDB of the Python package, the command-line tool, the test data."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "duckdb" / "dist"


def corpus_lines() -> list[str]:
    """The lines of tests/data/corpus-sample.txt (UTF-8, no line ends)."""
    return (ROOT / "tests" / "data" / "corpus-sample.txt").read_bytes().decode("utf-8").splitlines()


def target_dir() -> Path:
    """Where cargo builds: CARGO_TARGET_DIR or a cargo config may move target/."""
    metadata = subprocess.run(
        ["cargo", "metadata", "--format-version", "1", "--no-deps"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )
    return Path(json.loads(metadata.stdout)["target_directory"])


@pytest.fixture(scope="session")
def extension() -> Path:
    """The extension duckdb/build.sh made (built now when it is not there)."""
    path = Path(os.environ.get("URI2396_DUCKDB_EXTENSION", DIST / "uri2396.duckdb_extension"))
    if not path.exists():
        subprocess.run(["bash", str(ROOT / "duckdb" / "build.sh")], check=True)
    return path


def connect(extension: Path):
    import duckdb

    con = duckdb.connect(config={"allow_unsigned_extensions": "true"})
    con.execute(f"LOAD '{extension}'")
    return con


@pytest.fixture()
def con(extension):
    con = connect(extension)
    yield con
    con.close()


@pytest.fixture(scope="session")
def cli() -> Path:
    """The command-line tool, built by cargo when it is not there yet."""
    exe = os.environ.get("URI2396_CLI")
    if exe:
        return Path(exe)
    assert shutil.which("cargo"), "the comparisons with the tool need cargo or URI2396_CLI"
    target = target_dir()
    for profile in ("debug", "release"):
        path = target / profile / "uri2396"
        if path.exists():
            return path
    subprocess.run(["cargo", "build", "-p", "uri2396-cli"], cwd=ROOT, check=True)
    return target / "debug" / "uri2396"


def run_cli(cli: Path, args: list[str], lines: list[str]) -> list[dict]:
    """The tool's JSON Lines for each line of input."""
    out = subprocess.run(
        [str(cli), *args, "--format", "jsonl"],
        input="".join(line + "\n" for line in lines).encode("utf-8"),
        capture_output=True,
        check=False,
    )
    assert out.returncode in (0, 1), out.stderr.decode()
    return [json.loads(line) for line in out.stdout.decode("utf-8").splitlines()]
