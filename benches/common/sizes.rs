//! The input sizes of every scaling measurement.

/// The sizes of the scaling run, with their labels.
pub const SCALING_SIZES: &[(&str, usize)] = &[
    ("1KB", 1 << 10),
    ("64KB", 1 << 16),
    ("1MB", 1 << 20),
    ("16MB", 1 << 24),
];
