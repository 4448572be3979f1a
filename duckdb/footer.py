"""Appends the footer DuckDB reads at LOAD to a shared library.

    python3 footer.py LIBRARY OUT --platform linux_amd64 --capi v1.5.6 --version v0.1.0

The footer (534 bytes) is a WebAssembly custom section named
"duckdb_signature" (so that DuckDB-Wasm can carry it too) whose 512 bytes
of payload DuckDB reads from the end of the file: eight fields of 32
bytes, NUL-padded, then 256 bytes of signature (zeros: the extension is
unsigned, and loads with allow_unsigned_extensions). DuckDB reads the
fields last to first (ExtensionHelper::ParseExtensionMetaData):

    1  the magic value "4"
    2  the platform, as `PRAGMA platform` names it
    3  for a C API extension, the C API version it asks for
    4  the extension's version
    5  the ABI: "C_STRUCT", the stable C API
    6-8  unused
"""

import argparse
import os
import shutil
import sys

FIELD = 32
SIGNATURE = 256
NAME = b"duckdb_signature"


def leb128(n: int) -> bytes:
    """n as an unsigned LEB128 number (the WebAssembly encoding)."""
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def field(text: str) -> bytes:
    data = text.encode("ascii")
    if len(data) > FIELD:
        sys.exit(f"footer.py: {text!r} is longer than {FIELD} bytes")
    return data.ljust(FIELD, b"\0")


def footer(platform: str, capi: str, version: str) -> bytes:
    fields = [field(""), field(""), field(""), field("C_STRUCT"), field(version), field(capi),
              field(platform), field("4")]
    payload = b"".join(fields) + bytes(SIGNATURE)
    name = leb128(len(NAME)) + NAME
    section = name + leb128(len(payload)) + payload
    return b"\0" + leb128(len(section)) + section


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("library")
    parser.add_argument("out")
    parser.add_argument("--platform", required=True)
    parser.add_argument("--capi", required=True)
    parser.add_argument("--version", required=True)
    args = parser.parse_args()
    # Written beside, then renamed over the old file: a DuckDB that has
    # the old one loaded keeps its pages (writing into it would crash it).
    partial = f"{args.out}.partial"
    shutil.copyfile(args.library, partial)
    with open(partial, "ab") as out:
        out.write(footer(args.platform, args.capi, args.version))
    os.replace(partial, args.out)


if __name__ == "__main__":
    main()
