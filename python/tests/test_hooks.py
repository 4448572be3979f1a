"""The repository's hooks for pre-commit (.pre-commit-hooks.yaml), run by
pre-commit itself (`pre-commit try-repo`) on a fixture repository; and the
scan of the GitHub action (action.yml runs .github/uri2396-scan.sh), run
on the same repository, its SARIF validated against the OASIS schema."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = ROOT / "tests" / "data" / "sarif" / "sarif-schema-2.1.0.json"

FILES = {
    "README.md": "# Fixture\n\nSee <http://www.ietf.org/rfc/rfc2396.txt>.\n",
    "docs/bad.md": "A reference with a space: <http://a.example/a b>.\n",
    "docs/guide.rst": "Log in at http://user:secret@a.example/ first.\n",
    "notes.txt": "Mirror: ftp://ftp.example.org/pub/\n",
    "src/main.c": "/* not text to the hooks: http://a b */\n",
}


def git(repo: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)


@pytest.fixture()
def repo(tmp_path: Path) -> Path:
    repo = tmp_path / "fixture"
    for name, text in FILES.items():
        path = repo / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    git(repo, "init", "-q")
    git(repo, "add", ".")
    return repo


def environment(cli: Path, tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PATH"] = f"{cli.parent}{os.pathsep}{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env["PRE_COMMIT_HOME"] = str(tmp_path / "pre-commit-home")
    env["LC_ALL"] = "C"
    env["NO_COLOR"] = "1"
    return env


def try_repo(repo: Path, hook: str, env: dict[str, str], *files: str) -> subprocess.CompletedProcess:
    pre_commit = shutil.which("pre-commit", path=env["PATH"])
    if pre_commit is None:
        pytest.skip("pre-commit is not installed")
    selection = ["--files", *files] if files else ["--all-files"]
    return subprocess.run(
        [pre_commit, "try-repo", str(ROOT), hook, *selection],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
    )


def test_the_check_hook_fails_on_an_invalid_reference(cli: Path, repo: Path, tmp_path: Path):
    env = environment(cli, tmp_path)
    out = try_repo(repo, "uri2396-check", env)
    assert out.returncode == 1, out.stdout + out.stderr
    assert "docs/bad.md:1:28: invalid URI-reference" in out.stdout, out.stdout
    # The valid references and the C file are not reported.
    assert "README.md" not in out.stdout and "main.c" not in out.stdout
    clean = try_repo(repo, "uri2396-check", env, "README.md", "notes.txt")
    assert clean.returncode == 0, clean.stdout + clean.stderr


def test_the_lint_hook_fails_on_a_finding(cli: Path, repo: Path, tmp_path: Path):
    env = environment(cli, tmp_path)
    out = try_repo(repo, "uri2396-lint", env, "docs/guide.rst", "README.md")
    assert out.returncode == 1, out.stdout + out.stderr
    assert "password-in-userinfo" in out.stdout, out.stdout
    clean = try_repo(repo, "uri2396-lint", env, "README.md")
    assert clean.returncode == 0, clean.stdout + clean.stderr


def test_the_action_s_scan_writes_valid_sarif(cli: Path, repo: Path, tmp_path: Path):
    jsonschema = pytest.importorskip("jsonschema")
    env = environment(cli, tmp_path)
    output = tmp_path / "github-output"
    env.update(PATTERNS="*.md *.rst *.txt", SARIF="scan.sarif", GITHUB_OUTPUT=str(output))
    done = subprocess.run(
        ["bash", str(ROOT / ".github" / "uri2396-scan.sh")], cwd=repo, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert output.read_text() == "status=1\n"
    log = json.loads((repo / "scan.sarif").read_text(encoding="utf-8"))
    jsonschema.validate(log, json.loads(SCHEMA.read_text(encoding="utf-8")))
    found = sorted(
        (r["ruleId"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]) for r in log["runs"][0]["results"]
    )
    assert found == [("password-in-userinfo", "docs/guide.rst"), ("syntax", "docs/bad.md")]
    # No file matches: an empty log, and status 0.
    env.update(PATTERNS="*.adoc")
    done = subprocess.run(
        ["bash", str(ROOT / ".github" / "uri2396-scan.sh")], cwd=repo, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert json.loads((repo / "scan.sarif").read_text())["runs"][0]["results"] == []
