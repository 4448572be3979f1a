//! Escaping and unescaping (RFC 2396 section 2.4).
