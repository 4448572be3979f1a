//! Parses each argument as a URI reference (RFC 2396 Appendix A) and prints
//! its components, or where and why it is not one.
//!
//! ```text
//! cargo run --example parse -- 'http://user@example.com:8080/a/b;p?q=1#top' '../g' 'a b'
//! ```

use std::process::ExitCode;

use uri2396::UriReference;

fn main() -> ExitCode {
    let mut status = ExitCode::SUCCESS;
    for arg in std::env::args().skip(1) {
        match UriReference::parse(&arg) {
            Ok(uri) => {
                println!("{arg}");
                // `None` is an absent component, `Some("")` an empty one.
                println!("  scheme:    {:?}", uri.scheme());
                println!("  authority: {:?}", uri.authority().map(|a| a.as_str()));
                println!("  userinfo:  {:?}", uri.userinfo());
                println!("  host:      {:?}", uri.host().map(|h| h.as_str()));
                println!("  port:      {:?}", uri.port());
                println!("  path:      {:?} ({:?})", uri.path(), uri.path_kind());
                println!("  query:     {:?}", uri.query());
                println!("  fragment:  {:?}", uri.fragment());
            }
            Err(e) => {
                // The input with a caret under the fault, what was
                // expected there and the fix.
                eprint!("{}", e.display_with(&arg));
                status = ExitCode::FAILURE;
            }
        }
    }
    status
}
