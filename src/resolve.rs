//! Resolving relative references against a base (RFC 2396 section 5.2, Appendix C).
