//! `--policy FILE`: what else to refuse, as a TOML file.
//!
//! ```toml
//! # Only web URLs, to public hosts, with no userinfo.
//! schemes = ["http", "https"]
//! refuse = ["userinfo", "ip-host", "private-host", "non-ascii-host",
//!           "unnormalized-host", "controls", "backslashes"]
//! ```
//!
//! `schemes`: the schemes allowed (any case); absent, any scheme. `refuse`:
//! the rules of [`PolicyRule`] by name. Any other key is an error, so that
//! a misspelt rule is not silently ignored.

use std::path::Path;

use serde::Deserialize;
use uri2396::guard::{Policy, PolicyRule};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PolicyFile {
    schemes: Option<Vec<String>>,
    #[serde(default)]
    refuse: Vec<String>,
}

/// The policy a TOML text states.
///
/// # Errors
///
/// Why the text is no policy: TOML's own error, or a rule with no such
/// name.
///
/// ```
/// use uri2396::guard::PolicyRule;
/// use uri2396_cli::policy::parse;
///
/// let policy = parse("schemes = [\"https\"]\nrefuse = [\"userinfo\"]\n").unwrap();
/// assert_eq!(policy.schemes(), Some(&["https".to_owned()][..]));
/// assert_eq!(policy.refused(), [PolicyRule::Userinfo]);
/// assert!(parse("refuse = [\"userinfos\"]").unwrap_err().contains("no policy rule"));
/// assert!(parse("schemas = []").is_err());
/// ```
pub fn parse(text: &str) -> Result<Policy, String> {
    let file: PolicyFile = toml::from_str(text).map_err(|e| e.to_string())?;
    let mut policy = Policy::new();
    if let Some(schemes) = file.schemes {
        policy = policy.with_schemes(schemes);
    }
    for name in &file.refuse {
        policy = policy.refusing(name.parse::<PolicyRule>()?);
    }
    Ok(policy)
}

/// The policy of a file.
///
/// # Errors
///
/// The file's read error, or why its text is no policy, each naming the
/// file.
pub fn read(path: &Path) -> Result<Policy, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    parse(&text).map_err(|e| format!("{}: {}", path.display(), e.trim_end()))
}
