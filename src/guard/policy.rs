//! What else a defender refuses, beyond readings that disagree: a scheme
//! not on a list, a userinfo, a host that is an IP address or in a private
//! range, a host beyond US-ASCII or not in its normal form, control
//! characters, backslashes. Each judged by each reading that accepts the
//! reference, on the host as that reading reads it: `http://0x7f.1/` has
//! the host 127.0.0.1 to WHATWG, a loopback address.

use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::str::FromStr;

use crate::compare::{Reading, ReadingResult};
use crate::messages::{Lang, Msg};

/// A rule of a [`Policy`]: what it refuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum PolicyRule {
    /// A scheme not among the policy's schemes (or none, a relative
    /// reference, when the policy names schemes).
    Scheme,
    /// A userinfo, even empty (`user@`, `user:password@`, `@`).
    Userinfo,
    /// A host that is an IP address: IPv4 (as the reading reads it) or an
    /// IP literal in brackets.
    IpHost,
    /// A host in a range that is not the public Internet's: loopback,
    /// private (RFC 1918, RFC 4193), link-local, shared (RFC 6598),
    /// unspecified, and the name `localhost` (RFC 6761).
    PrivateHost,
    /// A host beyond US-ASCII, or a label in IDNA's ASCII form (`xn--`).
    NonAsciiHost,
    /// A host not in its normal form: upper case, an escape, a final dot
    /// or an empty label.
    UnnormalizedHost,
    /// A control character (C0, DEL, C1) or a space in the input.
    Controls,
    /// A backslash in the input.
    Backslashes,
}

impl PolicyRule {
    /// Every rule, in order.
    pub const ALL: [PolicyRule; 8] = [
        PolicyRule::Scheme,
        PolicyRule::Userinfo,
        PolicyRule::IpHost,
        PolicyRule::PrivateHost,
        PolicyRule::NonAsciiHost,
        PolicyRule::UnnormalizedHost,
        PolicyRule::Controls,
        PolicyRule::Backslashes,
    ];

    /// The rule's name, as a policy file and the JSON write it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            PolicyRule::Scheme => "scheme",
            PolicyRule::Userinfo => "userinfo",
            PolicyRule::IpHost => "ip-host",
            PolicyRule::PrivateHost => "private-host",
            PolicyRule::NonAsciiHost => "non-ascii-host",
            PolicyRule::UnnormalizedHost => "unnormalized-host",
            PolicyRule::Controls => "controls",
            PolicyRule::Backslashes => "backslashes",
        }
    }

    fn msg(self) -> Msg {
        match self {
            PolicyRule::Scheme => Msg::PolicyScheme,
            PolicyRule::Userinfo => Msg::PolicyUserinfo,
            PolicyRule::IpHost => Msg::PolicyIpHost,
            PolicyRule::PrivateHost => Msg::PolicyPrivateHost,
            PolicyRule::NonAsciiHost => Msg::PolicyNonAsciiHost,
            PolicyRule::UnnormalizedHost => Msg::PolicyUnnormalizedHost,
            PolicyRule::Controls => Msg::PolicyControls,
            PolicyRule::Backslashes => Msg::PolicyBackslashes,
        }
    }
}

impl fmt::Display for PolicyRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for PolicyRule {
    type Err = String;

    /// A rule by its [`name`](PolicyRule::name).
    fn from_str(name: &str) -> Result<PolicyRule, String> {
        PolicyRule::ALL
            .into_iter()
            .find(|r| r.name() == name)
            .ok_or_else(|| {
                let names: Vec<&str> = PolicyRule::ALL.iter().map(|r| r.name()).collect();
                format!(
                    "no policy rule is called {name:?}: the rules are {}",
                    names.join(", ")
                )
            })
    }
}

/// What a policy refuses. The default refuses nothing: a guard with it
/// refuses only readings that disagree.
///
/// ```
/// use uri2396::compare::Reading;
/// use uri2396::guard::{Guard, Policy, PolicyRule};
///
/// let policy = Policy::new()
///     .with_schemes(["http", "https"])
///     .refusing(PolicyRule::PrivateHost);
/// let guard = Guard::new(["whatwg", "rfc3986"].map(|r| r.parse::<Reading>().unwrap()))
///     .with_policy(policy);
/// assert!(guard.check("https://a.example/").is_ok());
/// // 10.0.0.1 to every reading; a private address.
/// let refused = guard.check("http://10.0.0.1/").unwrap_err();
/// assert_eq!(refused.policy[0].rule, PolicyRule::PrivateHost);
/// assert!(guard.check("ftp://a.example/").is_err());
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Policy {
    schemes: Option<Vec<String>>,
    refuse: Vec<PolicyRule>,
}

impl Policy {
    /// The policy that refuses nothing.
    #[must_use]
    pub fn new() -> Policy {
        Policy::default()
    }

    /// Allows only `schemes` (in any case); every other scheme, and a
    /// reference without one, is refused by [`PolicyRule::Scheme`].
    #[must_use]
    pub fn with_schemes<S: AsRef<str>>(mut self, schemes: impl IntoIterator<Item = S>) -> Policy {
        self.schemes = Some(
            schemes
                .into_iter()
                .map(|s| s.as_ref().to_ascii_lowercase())
                .collect(),
        );
        self
    }

    /// Refuses what `rule` names too. ([`PolicyRule::Scheme`] is refused
    /// by [`with_schemes`](Policy::with_schemes).)
    #[must_use]
    pub fn refusing(mut self, rule: PolicyRule) -> Policy {
        if rule != PolicyRule::Scheme && !self.refuse.contains(&rule) {
            self.refuse.push(rule);
            self.refuse.sort();
        }
        self
    }

    /// The schemes allowed, when the policy names them.
    #[must_use]
    pub fn schemes(&self) -> Option<&[String]> {
        self.schemes.as_deref()
    }

    /// The rules it refuses by, beside the schemes.
    #[must_use]
    pub fn refused(&self) -> &[PolicyRule] {
        &self.refuse
    }

    /// Whether it refuses nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.schemes.is_none() && self.refuse.is_empty()
    }

    fn refuses(&self, rule: PolicyRule) -> bool {
        self.refuse.contains(&rule)
    }

    /// What the policy refuses in `input`, read as `results` read it:
    /// first what the text holds, then what the readings that accept it
    /// read as its scheme, userinfo and host: each rule and value once,
    /// with the readings that read it so.
    #[must_use]
    pub fn violations(&self, input: &str, results: &[ReadingResult<'_>]) -> Vec<Violation> {
        let mut out = Vec::new();
        if self.refuses(PolicyRule::Controls)
            && let Some(c) = input.chars().find(|&c| c == ' ' || c.is_control())
        {
            push(
                &mut out,
                Violation::new(
                    PolicyRule::Controls,
                    None,
                    format!("U+{:04X}", u32::from(c)),
                ),
            );
        }
        if self.refuses(PolicyRule::Backslashes) && input.contains('\\') {
            push(
                &mut out,
                Violation::new(PolicyRule::Backslashes, None, "\\".into()),
            );
        }
        for r in results.iter().filter(|r| r.valid) {
            let reading = Some(r.reading);
            let f = &r.fields;
            if let Some(schemes) = &self.schemes {
                let scheme = f.scheme.as_deref().unwrap_or("");
                if !schemes.iter().any(|s| s.eq_ignore_ascii_case(scheme)) {
                    push(
                        &mut out,
                        Violation::new(PolicyRule::Scheme, reading, scheme.to_owned()),
                    );
                }
            }
            if self.refuses(PolicyRule::Userinfo)
                && let Some(userinfo) = f.userinfo.as_deref()
            {
                push(
                    &mut out,
                    Violation::new(PolicyRule::Userinfo, reading, userinfo.to_owned()),
                );
            }
            let Some(host) = f.host.as_deref().filter(|h| !h.is_empty()) else {
                continue;
            };
            let ip = ip_of(host);
            if self.refuses(PolicyRule::IpHost) && ip.is_some() {
                push(
                    &mut out,
                    Violation::new(PolicyRule::IpHost, reading, host.to_owned()),
                );
            }
            if self.refuses(PolicyRule::PrivateHost) && private(host, ip) {
                push(
                    &mut out,
                    Violation::new(PolicyRule::PrivateHost, reading, host.to_owned()),
                );
            }
            if self.refuses(PolicyRule::NonAsciiHost)
                && (!host.is_ascii()
                    || host
                        .split('.')
                        .any(|l| l.get(..4).is_some_and(|p| p.eq_ignore_ascii_case("xn--"))))
            {
                push(
                    &mut out,
                    Violation::new(PolicyRule::NonAsciiHost, reading, host.to_owned()),
                );
            }
            if self.refuses(PolicyRule::UnnormalizedHost) && ip.is_none() && !normal(host) {
                push(
                    &mut out,
                    Violation::new(PolicyRule::UnnormalizedHost, reading, host.to_owned()),
                );
            }
        }
        out
    }
}

/// Adds `v` to `out`, or its reading to the violation of the same rule and
/// value already there: each rule and value once, with every reading that
/// reads it so.
fn push(out: &mut Vec<Violation>, v: Violation) {
    match out
        .iter_mut()
        .find(|o| o.rule == v.rule && o.value == v.value)
    {
        Some(o) => o.readings.extend(v.readings),
        None => out.push(v),
    }
}

/// The address a host writes: an IPv4 address in dotted decimal, or an
/// IPv6 address in brackets (a zone id after `%` left out).
fn ip_of(host: &str) -> Option<IpAddr> {
    if let Some(literal) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        let address = literal.split('%').next().unwrap_or(literal);
        return address.parse::<Ipv6Addr>().ok().map(IpAddr::V6);
    }
    host.parse::<Ipv4Addr>().ok().map(IpAddr::V4)
}

/// Whether a host is not on the public Internet.
fn private(host: &str, ip: Option<IpAddr>) -> bool {
    match ip {
        Some(IpAddr::V4(a)) => {
            let [first, second, ..] = a.octets();
            a.is_loopback()
                || a.is_private()
                || a.is_link_local()
                || a.is_unspecified()
                || a.is_broadcast()
                // Shared address space (RFC 6598).
                || (first == 100 && (64..128).contains(&second))
        }
        Some(IpAddr::V6(a)) => {
            let first = a.segments()[0];
            a.is_loopback()
                || a.is_unspecified()
                // Unique local (fc00::/7) and link-local (fe80::/10).
                || (first & 0xfe00) == 0xfc00
                || (first & 0xffc0) == 0xfe80
                || a.to_ipv4_mapped().is_some_and(|v4| private("", Some(IpAddr::V4(v4))))
        }
        None => {
            let name = host.strip_suffix('.').unwrap_or(host);
            name.eq_ignore_ascii_case("localhost")
                || name
                    .len()
                    .checked_sub(".localhost".len())
                    .is_some_and(|at| name[at..].eq_ignore_ascii_case(".localhost"))
        }
    }
}

/// Whether a host name is in its normal form: lower case, no escape, no
/// empty label, no final dot.
fn normal(host: &str) -> bool {
    !host.bytes().any(|b| b.is_ascii_uppercase() || b == b'%')
        && !host.split('.').any(str::is_empty)
}

/// One thing a policy refuses in a reference.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Violation {
    /// The rule.
    pub rule: PolicyRule,
    /// The readings that read the reference so, in order; none for what
    /// the text itself holds.
    pub readings: Vec<Reading>,
    /// What breaks it: the scheme, userinfo or host as the reading gives
    /// it, or the character.
    pub value: String,
}

impl Violation {
    fn new(rule: PolicyRule, reading: Option<Reading>, value: String) -> Violation {
        Violation {
            rule,
            readings: reading.into_iter().collect(),
            value,
        }
    }

    /// The violation in words, in `lang`.
    ///
    /// ```
    /// use uri2396::Lang;
    /// use uri2396::compare::{Reading, compare};
    /// use uri2396::guard::{Policy, PolicyRule};
    ///
    /// let readings = [Reading::Whatwg];
    /// let c = compare("http://0x7f.1/", None, &readings);
    /// let v = Policy::new().refusing(PolicyRule::PrivateHost).violations("http://0x7f.1/", &c.readings);
    /// assert_eq!(
    ///     v[0].message_in(Lang::En),
    ///     "private-host: the host \"127.0.0.1\" (whatwg) is not on the public Internet (loopback, private, link-local or shared addresses, localhost)"
    /// );
    /// ```
    #[must_use]
    pub fn message_in(&self, lang: Lang) -> String {
        let readings: Vec<&str> = self.readings.iter().map(|r| r.name()).collect();
        let text = self.rule.msg().fill(
            lang,
            &[
                ("readings", &readings.join(", ")),
                ("value", &format!("{:?}", self.value)),
            ],
        );
        format!("{}: {text}", self.rule.name())
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message_in(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_ranges() {
        for host in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.1.1",
            "0.0.0.0",
            "100.64.0.1",
            "[::1]",
            "[fd00::1]",
            "[fe80::1%25eth0]",
            "[::ffff:127.0.0.1]",
            "localhost",
            "LOCALHOST.",
            "a.localhost",
        ] {
            assert!(private(host, ip_of(host)), "{host}");
        }
        for host in [
            "8.8.8.8",
            "100.128.0.1",
            "[2001:db8::1]",
            "a.example",
            "notlocalhost",
        ] {
            assert!(!private(host, ip_of(host)), "{host}");
        }
    }

    #[test]
    fn normal_hosts() {
        assert!(normal("a.example"));
        for host in ["A.example", "a.example.", "a..example", "%61.example"] {
            assert!(!normal(host), "{host}");
        }
    }
}
