//! What the crate knows of particular schemes (3.1): a leaf that the
//! components, normalization and the lints all read.

/// Default ports of schemes that use a server-based authority, from their
/// specifications: RFC 1738 (`ftp`, `gopher`, `http`, `nntp`, `prospero`,
/// `telnet`, `wais`), RFC 2818 (`https`), RFC 2255 (`ldap`), RFC 2192
/// (`imap`), RFC 2384 (`pop`), RFC 2326 (`rtsp`) and the IANA port
/// registry (`ldaps`, `news`, `snews`). Sorted by scheme.
///
/// ```
/// use uri2396::normalize::DEFAULT_PORTS;
/// assert!(DEFAULT_PORTS.contains(&("http", 80)));
/// ```
pub const DEFAULT_PORTS: &[(&str, u16)] = &[
    ("ftp", 21),
    ("gopher", 70),
    ("http", 80),
    ("https", 443),
    ("imap", 143),
    ("ldap", 389),
    ("ldaps", 636),
    ("news", 119),
    ("nntp", 119),
    ("pop", 110),
    ("prospero", 1525),
    ("rtsp", 554),
    ("snews", 563),
    ("telnet", 23),
    ("wais", 210),
];
