//! Internationalized host names (IDNA: RFC 5890 and 5891, processed as
//! Unicode's UTS 46 says, by the `idna` crate), with the `idna` feature.
//!
//! RFC 2396's `hostname` is US-ASCII (3.2.2): a name in another script
//! stands in a URI as its A-labels, `xn--` and the Punycode of its
//! U-labels (`例え.テスト` is `xn--r8jz45g.xn--zckzah`). A person reads
//! the U-labels; a resolver is sent the A-labels. [`names`] gives both,
//! and whether UTS 46 rejects the name (a label that is no Punycode, or
//! that decodes to characters IDNA does not allow, or hyphens where
//! RFC 5891 4.2.3.1 forbids them): such a name may be reached by one
//! program and refused by another. Whether a name mixes scripts (Cyrillic
//! `а` in a Latin name) is not looked at: that takes Unicode's
//! confusables data, which this crate does not carry.

use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

/// The longest host [`names`] processes: longer than any name DNS holds
/// (253 octets), so that a longer one is rejected without the work.
const MAX_HOST: usize = 1024;

/// The two forms of an internationalized host name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Names {
    /// The name in A-labels, as a resolver is sent it; `None` when UTS 46
    /// rejects the name.
    pub ascii: Option<String>,
    /// The name in U-labels, as a person reads it (each label UTS 46
    /// cannot read is left as it is written).
    pub unicode: String,
}

#[cfg(feature = "serde")]
crate::serial::fields!(Names { ascii, unicode });

impl Names {
    /// Whether UTS 46 rejects the name.
    #[must_use]
    pub fn is_rejected(&self) -> bool {
        self.ascii.is_none()
    }
}

/// The A-labels and U-labels of `host`: `None` when nothing in it is
/// internationalized (neither a character beyond US-ASCII nor a label
/// that starts `xn--`). Processed as UTS 46 says for names looked up in
/// DNS: nontransitional, the STD3 rules (letters, digits and hyphens),
/// hyphens checked, lengths as DNS bounds them.
///
/// ```
/// use uri2396::idn::names;
///
/// let n = names("xn--r8jz45g.xn--zckzah").unwrap();
/// assert_eq!(n.unicode, "例え.テスト");
/// assert_eq!(n.ascii.as_deref(), Some("xn--r8jz45g.xn--zckzah"));
/// let n = names("例え.テスト").unwrap();
/// assert_eq!(n.ascii.as_deref(), Some("xn--r8jz45g.xn--zckzah"));
/// assert!(names("xn--a.example").unwrap().is_rejected());
/// assert_eq!(names("www.example.com"), None);
/// ```
#[must_use]
pub fn names(host: &str) -> Option<Names> {
    let internationalized = !host.is_ascii()
        || host.split('.').any(|label| {
            label
                .get(..4)
                .is_some_and(|p| p.eq_ignore_ascii_case("xn--"))
        });
    if !internationalized {
        return None;
    }
    if host.len() > MAX_HOST {
        return Some(Names {
            ascii: None,
            unicode: host.to_owned(),
        });
    }
    let uts46 = Uts46::new();
    let ascii = uts46
        .to_ascii(
            host.as_bytes(),
            AsciiDenyList::STD3,
            Hyphens::Check,
            DnsLength::VerifyAllowRootDot,
        )
        .ok()
        .map(|a| a.into_owned());
    let (unicode, read) = uts46.to_unicode(host.as_bytes(), AsciiDenyList::STD3, Hyphens::Check);
    let unicode = match read {
        Ok(()) => unicode.into_owned(),
        // UTS 46 writes U+FFFD for a label it cannot read: the label is
        // shown as written instead, each other label read alone.
        Err(_) => host
            .split('.')
            .map(|label| {
                match uts46.to_unicode(label.as_bytes(), AsciiDenyList::STD3, Hyphens::Check) {
                    (read, Ok(())) => read,
                    (_, Err(_)) => label.into(),
                }
            })
            .collect::<Vec<_>>()
            .join("."),
    };
    Some(Names { ascii, unicode })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_and_rejections() {
        let n = names("www.XN--R8JZ45G.example").unwrap();
        assert_eq!(n.unicode, "www.例え.example");
        assert_eq!(n.ascii.as_deref(), Some("www.xn--r8jz45g.example"));
        // Not Punycode (twice); hyphens in the third and fourth places of
        // a label that is no A-label; a character STD3 does not allow.
        for host in [
            "xn--.example",
            "xn--a.example",
            "ab--c.例え.jp",
            "a_b.例え.jp",
        ] {
            assert!(names(host).unwrap().is_rejected(), "{host}");
        }
        // Too long for DNS, and longer than is processed.
        let long = format!("{}.例え", "a".repeat(300));
        assert!(names(&long).unwrap().is_rejected());
        // A label that is not read is shown as written, the others read.
        assert_eq!(names("xn--a.xn--r8jz45g").unwrap().unicode, "xn--a.例え");
        assert_eq!(names("a_b.例え").unwrap().unicode, "a_b.例え");
        let huge = "例".repeat(1_000_000);
        assert!(names(&huge).unwrap().is_rejected());
    }
}
