//! Normalization and equivalence (RFC 2396 section 6 and 2.4.2).
