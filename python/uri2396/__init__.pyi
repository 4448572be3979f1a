from ._uri2396 import (
    URIError as URIError,
    URIReference as URIReference,
    check as check,
    compare as compare,
    dialects as dialects,
    equivalent as equivalent,
    extract as extract,
    is_valid as is_valid,
    normalize as normalize,
    parse as parse,
    readings as readings,
    resolve as resolve,
)
