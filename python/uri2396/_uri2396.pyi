"""Type stubs of the native module (python/src/lib.rs)."""

from typing import Any, Dict, List, Optional, Tuple, TypedDict, Union

ErrorDict = TypedDict(
    "ErrorDict",
    {
        "kind": str,
        "rule": str,
        "offset": int,
        "line": int,
        "column": int,
        "expected": List[str],
        "found": Optional[str],
        "class": Optional[str],
        "message": str,
        "fix": Optional[str],
    },
)

class ParseDict(TypedDict):
    """What :func:`parse` returns."""

    dialect: str
    rule: str
    valid: bool
    scheme: Optional[str]
    authority: Optional[str]
    authority_kind: Optional[str]
    userinfo: Optional[str]
    host: Optional[str]
    host_kind: Optional[str]
    port: Optional[str]
    path: Optional[str]
    path_kind: Optional[str]
    query: Optional[str]
    fragment: Optional[str]
    host_names: Optional[HostNamesDict]
    escapes: List[EscapeReadingDict]
    error: Optional[ErrorDict]

class HostNamesDict(TypedDict):
    """An internationalized host's A-labels (``None`` when UTS 46 rejects it) and U-labels."""

    ascii: Optional[str]
    unicode: str

class EscapeReadingDict(TypedDict):
    """A run of escapes beyond US-ASCII: what it reads as in each encoding."""

    start: int
    end: int
    escapes: str
    decodings: Dict[str, Optional[str]]
    likely: Optional[str]

class ReferenceDict(TypedDict):
    uri: str
    written: str
    start: int
    end: int
    line: int
    column: int
    delimiter: str
    valid: bool
    error: Optional[ErrorDict]

class DecodedReferenceDict(ReferenceDict):
    """What ``extract`` gives for ``bytes``: a reference with its offsets in
    the original bytes and in characters."""

    encoding: str
    source_start: int
    source_end: int
    char_start: int
    char_end: int
    malformed: Optional[int]
    uri_bytes: Optional[bytes]

class URIError(ValueError):
    """An input a rule does not derive; ``offset`` is a UTF-8 byte offset."""

    offset: Optional[int]
    rule: Optional[str]
    message: str
    fix: Optional[str]
    line: int
    column: int

class URIReference:
    """A URI reference parsed once, in a dialect; immutable and hashable."""

    def __init__(self, s: str, dialect: str = "strict", *, lang: str = "en") -> None: ...
    @property
    def scheme(self) -> Optional[str]: ...
    @property
    def authority(self) -> Optional[str]: ...
    @property
    def authority_kind(self) -> Optional[str]: ...
    @property
    def userinfo(self) -> Optional[str]: ...
    @property
    def host(self) -> Optional[str]: ...
    @property
    def host_kind(self) -> Optional[str]: ...
    @property
    def port(self) -> Optional[str]: ...
    @property
    def path(self) -> str: ...
    @property
    def path_kind(self) -> str: ...
    @property
    def query(self) -> Optional[str]: ...
    @property
    def fragment(self) -> Optional[str]: ...
    @property
    def dialect(self) -> str: ...
    @property
    def is_absolute(self) -> bool: ...
    def resolve(
        self,
        reference: "URIReference | str",
        *,
        above_root: str = "keep",
        same_scheme: str = "strict",
        relative_syntax: str = "rfc2396",
        semantics: str = "from-dialect",
        lang: str = "en",
    ) -> "URIReference": ...
    def join(
        self,
        reference: "URIReference | str",
        *,
        above_root: str = "keep",
        same_scheme: str = "strict",
        relative_syntax: str = "rfc2396",
        semantics: str = "from-dialect",
        lang: str = "en",
    ) -> "URIReference": ...
    def normalize(self, *, semantics: str = "from-dialect") -> "URIReference": ...
    def equivalent(
        self, other: "URIReference | str", *, semantics: str = "from-dialect", lang: str = "en"
    ) -> bool: ...
    def with_fragment(self, fragment: Optional[str], *, lang: str = "en") -> "URIReference": ...
    def to_dict(self) -> ParseDict: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

#: The fields of ``arrow_parse``'s struct, in order: ``(name, type)``, the
#: type ``"bool"``, ``"int64"`` or ``"string"``.
FIELDS: Tuple[Tuple[str, str], ...]
#: Its string fields (the components), in order.
STRING_FIELDS: Tuple[str, ...]

def parse(
    s: str, rule: str = "URI-reference", dialect: str = "strict", *, lang: str = "en"
) -> ParseDict: ...
def is_valid(s: str, rule: str = "URI-reference", dialect: str = "strict") -> bool: ...
def check(
    s: str, rule: str = "URI-reference", dialect: str = "strict", *, lang: str = "en"
) -> None: ...
def resolve(
    base: str,
    reference: str,
    *,
    above_root: str = "keep",
    same_scheme: str = "strict",
    relative_syntax: str = "rfc2396",
    dialect: str = "strict",
    lang: str = "en",
) -> str: ...
def normalize(s: str, *, dialect: str = "strict", lang: str = "en") -> str: ...
def equivalent(a: str, b: str, *, dialect: str = "strict", lang: str = "en") -> bool: ...
def extract(
    text: Union[str, bytes],
    *,
    abbreviated: bool = False,
    encoding: str = "auto",
    lang: str = "en",
) -> Union[List[ReferenceDict], List[DecodedReferenceDict]]: ...
def compare(
    s: str, base: Optional[str] = None, readings: Optional[List[str]] = None, *, lang: str = "en"
) -> Dict[str, Any]: ...
def readings() -> List[str]: ...
def agree(
    s: str, readings: List[str], *, policy: Optional[Dict[str, List[str]]] = None, lang: str = "en"
) -> Dict[str, Any]: ...
def arrow_agree(array: Any, readings: List[str], *, policy: Optional[Dict[str, List[str]]] = None) -> Any: ...

class Guard:
    """A filter of references made of readings (``uri2396::guard::Guard``)."""

    def __init__(
        self, readings: List[str], *, policy: Optional[Dict[str, List[str]]] = None, lang: str = "en"
    ) -> None: ...
    @property
    def readings(self) -> List[str]: ...
    def passes(self, s: str) -> bool: ...
    def target(self, s: str) -> Optional[Dict[str, Optional[str]]]: ...
    def check(self, s: str) -> Dict[str, Any]: ...
def arrow_compare(array: Any, base: Optional[str] = None, readings: Optional[List[str]] = None) -> Any: ...
def dialects() -> List[str]: ...
def iri_to_uri(iri: str) -> str: ...
def uri_to_iri(uri: str) -> Dict[str, Any]: ...
def switches() -> List[str]: ...
def arrow_parse(
    array: Any, rule: str = "URI-reference", dialect: str = "strict", *, lang: str = "en"
) -> Any: ...
def arrow_is_valid(array: Any, rule: str = "URI-reference", dialect: str = "strict") -> Any: ...
def arrow_resolve(
    base: str,
    array: Any,
    *,
    above_root: str = "keep",
    same_scheme: str = "strict",
    relative_syntax: str = "rfc2396",
    dialect: str = "strict",
    lang: str = "en",
) -> Any: ...
def arrow_normalize(array: Any, *, dialect: str = "strict") -> Any: ...
