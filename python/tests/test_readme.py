"""python/README.md's examples in `>>>` form, run as doctests against the
installed package, so that the page cannot promise what the package does
not do."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_examples():
    pytest.importorskip("pyarrow")
    result = doctest.testfile(
        str(README),
        module_relative=False,
        globs={},
        optionflags=doctest.ELLIPSIS,
        verbose=False,
    )
    assert result.attempted > 20, result
    assert result.failed == 0, result


def test_module_docstrings():
    """The examples in the package's own docstrings (the module's and
    `uri2396.arrow`'s), run against the installed package."""
    pytest.importorskip("pyarrow")
    import uri2396
    from uri2396 import arrow

    for module in (uri2396, arrow):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False)
        assert result.attempted > 10, (module, result)
        assert result.failed == 0, (module, result)
