//! Resolves references against a base URI (RFC 2396 section 5.2), as
//! Appendix C does.
//!
//! ```text
//! cargo run --example resolve -- 'http://a/b/c/d;p?q' g ../g '#s' ../../../g
//! ```

use std::process::ExitCode;

use uri2396::resolve::{ResolveOptions, resolve};

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(base) = args.next() else {
        eprintln!("usage: resolve BASE REFERENCE...");
        return ExitCode::from(2);
    };
    // The defaults follow Appendix C: `..` above the root is kept, and
    // `http:g` is an absolute URI.
    let options = ResolveOptions::default();
    let mut status = ExitCode::SUCCESS;
    for reference in args {
        match resolve(&base, &reference, &options) {
            Ok(resolved) if resolved.is_same_document() => {
                println!("{reference:<12} = {resolved}  (the current document)");
            }
            Ok(resolved) => println!("{reference:<12} = {resolved}"),
            Err(e) => {
                eprintln!("{reference}: {e}");
                status = ExitCode::FAILURE;
            }
        }
    }
    status
}
