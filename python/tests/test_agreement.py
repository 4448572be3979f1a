"""The package answers as the command-line tool's JSON does, row-wise and
over Arrow arrays, on the corpus sample and on every rule case file."""

from __future__ import annotations

from collections import defaultdict

import pyarrow as pa
import pytest

import uri2396
from uri2396 import arrow

from conftest import case_files, cli_parse, corpus_lines

#: The string fields of arrow.parse's struct, as the native module names
#: them; each must be a field of the tool's report.
FLAT = list(uri2396._uri2396.STRING_FIELDS)


def test_fields_are_the_tool_fields_and_the_arrow_and_spark_types(cli):
    fields = [name for name, _ in uri2396._uri2396.FIELDS]
    assert fields == ["valid", *FLAT, "error_offset", "error"]
    assert len(fields) == 13
    assert [f.name for f in arrow.PARSE_TYPE] == fields
    report = cli_parse(cli, ["http://u@a:8/b;p?q#f"])[0]
    assert set(FLAT) <= set(report["components"])
    assert uri2396.parse("http://u@a:8/b;p?q#f").keys() >= set(FLAT)
    try:
        from uri2396 import spark
    except ImportError:
        return
    assert spark.PARSE_SCHEMA.names == fields


def assert_same_as_cli(ours: dict, report: dict, text: str) -> None:
    assert ours["valid"] == report["valid"], text
    assert ours["dialect"] == report["dialect"], text
    assert ours["rule"] == report["rule"], text
    components = report["components"]
    for name in FLAT + ["path_kind"]:
        expected = components[name] if components else None
        assert ours[name] == expected, (text, name)
    assert ours["error"] == report["error"], text


def assert_arrow_row(row: dict, ours: dict, text: str) -> None:
    assert row["valid"] == ours["valid"], text
    for name in FLAT:
        assert row[name] == ours[name], (text, name)
    error = ours["error"]
    assert row["error_offset"] == (error["offset"] if error else None), text
    assert row["error"] == (error["message"] if error else None), text


def test_corpus_sample_agrees_with_the_cli(cli):
    lines = corpus_lines()
    assert len(lines) > 1000
    reports = cli_parse(cli, lines)
    ours = [uri2396.parse(line) for line in lines]
    for line, mine, report in zip(lines, ours, reports):
        assert_same_as_cli(mine, report, line)
    assert any(not r["valid"] for r in reports) and any(r["valid"] for r in reports)
    for line, mine, row in zip(lines, ours, arrow.parse(pa.array(lines)).to_pylist()):
        assert_arrow_row(row, mine, line)
    valid = arrow.is_valid(pa.array(lines)).to_pylist()
    assert valid == [r["valid"] for r in reports]
    assert [uri2396.is_valid(line) for line in lines] == valid


@pytest.mark.parametrize(
    "dialect", ["rfc2732", "java", "strict+empty-relative-path", "rfc2732+ipv6-literals+ports"]
)
def test_corpus_sample_agrees_with_the_cli_in_dialects(cli, dialect):
    lines = corpus_lines()
    reports = cli_parse(cli, lines, dialect=dialect)
    ours = [uri2396.parse(line, dialect=dialect) for line in lines]
    for line, mine, report in zip(lines, ours, reports):
        assert_same_as_cli(mine, report, line)
    rows = arrow.parse(pa.array(lines), dialect=dialect).to_pylist()
    for line, mine, row in zip(lines, ours, rows):
        assert_arrow_row(row, mine, line)


@pytest.mark.parametrize("dialect", ["strict", "rfc2732", "java"])
def test_rule_cases_agree_with_the_cli(cli, dialect):
    by_rule = defaultdict(list)
    for rule, outcome, text in case_files():
        by_rule[rule].append((outcome, text))
    assert len(by_rule) >= 40
    for rule, cases in by_rule.items():
        texts = [text for _, text in cases]
        reports = cli_parse(cli, texts, rule=rule, dialect=dialect)
        for (outcome, text), report in zip(cases, reports):
            mine = uri2396.parse(text, rule=rule, dialect=dialect)
            assert report["dialect"] == dialect, text
            assert_same_as_cli(mine, report, text)
            assert uri2396.is_valid(text, rule=rule, dialect=dialect) == report["valid"]
            if dialect == "strict":
                # The case files are written for RFC 2396 itself.
                assert mine["valid"] == (outcome == "ok"), (rule, text)
        rows = arrow.parse(pa.array(texts), rule=rule, dialect=dialect).to_pylist()
        for text, row in zip(texts, rows):
            assert_arrow_row(row, uri2396.parse(text, rule=rule, dialect=dialect), text)


def test_cli_resolve_normalize_equivalent_agree(cli):
    import json
    import subprocess

    base = "http://a/b/c/d;p?q"
    refs = ["g", "../g", "../../../g", "//g", "?y", "#s", "g;x?y#s", "", ".", "a b"]
    for ref in refs:
        out = subprocess.run(
            [str(cli), "resolve", "--format", "jsonl", "--base", base, "--", ref], capture_output=True
        )
        report = json.loads(out.stdout.decode().splitlines()[0])
        try:
            ours = uri2396.resolve(base, ref)
        except uri2396.URIError:
            ours = None
        assert ours == report["result"], (ref, report)
    for text in ["HTTP://A:80/%7euser/./x/../y", "http://a/%41", "a b"]:
        out = subprocess.run([str(cli), "normalize", "--format", "jsonl", "--", text], capture_output=True)
        report = json.loads(out.stdout.decode().splitlines()[0])
        try:
            ours = uri2396.normalize(text)
        except uri2396.URIError:
            ours = None
        assert ours == report["result"], (text, report)
