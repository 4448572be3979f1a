//! Dot segments (5.2 steps 6c to 6g): removed from a merged path by
//! resolution, and from any path by normalization (6), in one pass.

/// What to do with `..` segments that climb above the root of the base's
/// path (5.2 step 6g): `../../../g` against `http://a/b/c/d;p?q`.
///
/// ```
/// use uri2396::resolve::{AboveRoot, ResolveOptions, resolve};
///
/// let base = "http://a/b/c/d;p?q";
/// let keep = ResolveOptions::default();
/// assert_eq!(resolve(base, "../../../g", &keep)?.as_str(), "http://a/../g");
/// let remove = ResolveOptions::default().with_above_root(AboveRoot::Remove);
/// assert_eq!(resolve(base, "../../../g", &remove)?.as_str(), "http://a/g");
/// let reject = ResolveOptions::default().with_above_root(AboveRoot::Reject);
/// assert!(resolve(base, "../../../g", &reject).is_err());
/// # Ok::<(), uri2396::resolve::ResolveError>(())
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
#[non_exhaustive]
pub enum AboveRoot {
    /// Retain them in the resolved path, as Appendix C shows:
    /// `http://a/../g`. The default.
    #[default]
    #[cfg_attr(
        feature = "clap",
        value(help = "Keep them, as Appendix C shows: ../../../g gives http://a/../g")
    )]
    Keep,
    /// Remove them, "discarding relative levels above the root": `http://a/g`.
    #[cfg_attr(
        feature = "clap",
        value(help = "Remove them, as some implementations do: ../../../g gives http://a/g")
    )]
    Remove,
    /// Refuse the reference with [`ResolveError::AboveRoot`](crate::resolve::ResolveError::AboveRoot) ("avoiding
    /// traversal of the reference").
    #[cfg_attr(feature = "clap", value(help = "Refuse the reference: an error"))]
    Reject,
}

#[cfg(feature = "serde")]
crate::serial::unit!(AboveRoot {
    Keep => "keep",
    Remove => "remove",
    Reject => "reject",
});

/// Steps 6b to 6g: `directory` (6a) then the reference's path, with dot
/// segments removed, appended to `out`. Returns whether the path began
/// with `..` segments (before `above_root` applied). A merged path that
/// does not start with `/` (no base reaches here with one) is appended as
/// it is.
pub(crate) fn merge_into(
    out: &mut String,
    directory: &str,
    reference_path: &str,
    above_root: AboveRoot,
) -> bool {
    let Some(inner) = directory.strip_prefix('/') else {
        out.push_str(directory);
        out.push_str(reference_path);
        return false;
    };
    let start = out.len();
    // The directory's segments, each followed by a `/`, then the
    // reference's: one pass over the buffer of 6b without writing it.
    let mut segments = Segments::new(start);
    // `inner` ends with the `/` that starts the reference's first segment.
    if let Some(inner) = inner.strip_suffix('/') {
        if has_dot_segment(directory) {
            for segment in inner.split('/') {
                segments.push(out, segment, false);
            }
        } else {
            // Each segment would be written as it is: all at once.
            out.push_str(&directory[..directory.len() - 1]);
        }
    }
    segments.push_path(out, reference_path);
    segments.finish(out, above_root)
}

/// Whether a path that starts with `/` has a `.` or `..` segment.
pub(crate) fn has_dot_segment(path: &str) -> bool {
    let bytes = path.as_bytes();
    bytes.contains(&b'.')
        && bytes.iter().enumerate().any(|(i, &b)| {
            b == b'/'
                && matches!(
                    bytes.get(i + 1..),
                    Some([b'.'] | [b'.', b'/', ..] | [b'.', b'.'] | [b'.', b'.', b'/', ..])
                )
        })
}

/// Steps 6c to 6g on a path that starts with `/`, in one pass over its
/// segments. Returns the path and whether it began with `..` segments after
/// step 6f. A path that does not start with `/` is returned as it is.
pub(crate) fn remove_dot_segments(path: &str, above_root: AboveRoot) -> (String, bool) {
    let Some(rest) = path.strip_prefix('/') else {
        return (path.to_owned(), false);
    };
    let mut out = String::with_capacity(path.len());
    let mut segments = Segments::new(0);
    segments.push_path(&mut out, rest);
    let above = segments.finish(&mut out, above_root);
    (out, above)
}

/// The output of steps 6c to 6g: the stack the RFC mentions, kept as text
/// in a buffer from `start` on. Each kept segment is written as `/` and the
/// segment, and a `..` pops the segment on top by cutting the text at its
/// last `/`.
///
/// Step 6e removes the leftmost `<segment>/../` again and again; two such
/// patterns never overlap (the second would have to begin with the `..` of
/// the first), so the order of removal does not change the result, and
/// removing each as it reaches the top of the stack gives the RFC's path.
/// Step 6e never removes the final `..`, which is left to 6f. Each byte is
/// written once and cut at most once, and the output is never longer than
/// the input.
struct Segments {
    start: usize,
}

impl Segments {
    fn new(start: usize) -> Segments {
        Segments { start }
    }

    /// The segments of `path` (the text after a `/`), the last one last.
    fn push_path(&mut self, out: &mut String, path: &str) {
        let mut rest = path;
        while let Some(end) = rest.bytes().position(|b| b == b'/') {
            self.push(out, &rest[..end], false);
            rest = &rest[end + 1..];
        }
        self.push(out, rest, true);
    }

    /// One segment; `last` when no `/` follows it.
    fn push(&mut self, out: &mut String, segment: &str, last: bool) {
        match segment {
            // 6c. Every "." followed by "/" is removed.
            "." if !last => {}
            // 6d. A final "." is removed, leaving its "/".
            "." => out.push('/'),
            // 6e. "<segment>/../" is removed. 6f. So is a final
            // "<segment>/..", leaving its "/".
            ".." if self.pop(out) => {
                if last {
                    out.push('/');
                }
            }
            // A ".." with no segment to remove stays, as any other does.
            _ => {
                out.push('/');
                out.push_str(segment);
            }
        }
    }

    /// Removes the last segment (the `/` before it included), unless there
    /// is none or it is `..`; whether one was removed.
    fn pop(&mut self, out: &mut String) -> bool {
        let path = &out[self.start..];
        if path.is_empty() || path.ends_with("/..") {
            return false;
        }
        // Every segment follows a "/".
        let cut = path.rfind('/').unwrap_or(0);
        out.truncate(self.start + cut);
        true
    }

    /// Step 6g: whether the path begins with `..` segments; with
    /// [`AboveRoot::Remove`], they are removed.
    fn finish(self, out: &mut String, above_root: AboveRoot) -> bool {
        let climbs = |p: &str| p == "/.." || p.starts_with("/../");
        let above = climbs(&out[self.start..]);
        if above && above_root == AboveRoot::Remove {
            let mut end = self.start;
            while climbs(&out[end..]) {
                end += "/..".len();
            }
            out.drain(self.start..end);
            if out.len() == self.start {
                out.push('/');
            }
        }
        above
    }
}

/// RFC 3986 section 5.2.4, `remove_dot_segments`, on any path (one that
/// does not start with `/` too, as a merge against a rootless base makes):
/// the input buffer's rules A to E in one pass. Rule E moves a segment to
/// the output, rule C removes the last one there (cut at its last `/`), so
/// each byte is moved once and cut at most once. Unlike RFC 2396's steps,
/// a `..` with no segment before it is removed: the output never climbs
/// above the root.
pub(crate) fn remove_dot_segments_3986(path: &str) -> std::borrow::Cow<'_, str> {
    // Paths without a "." segment, most of them, stay as they are.
    if !path.contains('.') || !has_dot_segment_3986(path) {
        return std::borrow::Cow::Borrowed(path);
    }
    let mut out = String::with_capacity(path.len());
    // The input buffer: the rest of `path`, or "/" where rules B and C
    // replace a final "/." or "/.." with it.
    let mut input = path;
    while !input.is_empty() {
        if let Some(rest) = input
            .strip_prefix("../")
            .or_else(|| input.strip_prefix("./"))
        {
            // A.
            input = rest;
        } else if input.starts_with("/./") {
            // B: "/./" becomes "/".
            input = &input[2..];
        } else if input == "/." {
            input = "/";
        } else if input.starts_with("/../") || input == "/.." {
            // C: "/../" and a final "/.." become "/", and the last segment
            // of the output goes with its "/".
            input = if input == "/.." { "/" } else { &input[3..] };
            out.truncate(out.rfind('/').unwrap_or(0));
        } else if input == "." || input == ".." {
            // D.
            input = "";
        } else {
            // E: the first segment, with its leading "/" if any, up to the
            // next "/".
            // Searched from the second byte: a "/" there is ASCII, so the
            // cut falls between characters whatever the first one is.
            let end = input.as_bytes()[1..]
                .iter()
                .position(|&b| b == b'/')
                .map_or(input.len(), |i| i + 1);
            out.push_str(&input[..end]);
            input = &input[end..];
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Whether any segment of `path` (which may not start with `/`) is `.`
/// or `..`.
fn has_dot_segment_3986(path: &str) -> bool {
    path.split('/')
        .any(|segment| segment == "." || segment == "..")
}

#[cfg(test)]
mod tests_3986 {
    use super::remove_dot_segments_3986 as remove;

    #[test]
    fn section_5_2_4_examples() {
        // The two worked examples of 5.2.4.
        assert_eq!(remove("/a/b/c/./../../g"), "/a/g");
        assert_eq!(remove("mid/content=5/../6"), "mid/6");
        // Each rule on its own.
        assert_eq!(remove("../a"), "a");
        assert_eq!(remove("./a"), "a");
        assert_eq!(remove("/./a"), "/a");
        assert_eq!(remove("/a/."), "/a/");
        assert_eq!(remove("/a/.."), "/");
        assert_eq!(remove("/a/../b"), "/b");
        assert_eq!(remove("/.."), "/");
        assert_eq!(remove("/../../g"), "/g");
        assert_eq!(remove("."), "");
        assert_eq!(remove(".."), "");
        assert_eq!(remove("a/.."), "/");
        assert_eq!(remove("a/b/../../.."), "/");
        assert_eq!(remove("/a//../b"), "/a/b");
        assert_eq!(remove("/a/.b/..c"), "/a/.b/..c");
        assert_eq!(remove(""), "");
        assert_eq!(remove("\u{e9}/../\u{e9}/."), "/\u{e9}/");
    }

    #[test]
    fn long_chains_are_linear() {
        let path = "../".repeat(200_000) + &"a/".repeat(200_000) + &"../".repeat(199_999);
        assert_eq!(remove(&path), "a/");
        let deep = "/a".repeat(300_000) + &"/..".repeat(300_000);
        assert_eq!(remove(&deep), "/");
    }
}
