//! Writes the files uri2396 compiles in (`src/generated/`) and those its
//! tests read (`tests/generated/`) from the grammar files of the
//! repository: run it after editing `uri2396.pest`, `rfc2732.pest` or
//! `java.pest`.
//!
//! ```sh
//! cargo run -p uri2396-compile --features parsers --example regenerate
//! ```
//!
//! It builds without the library, so it runs even when the files kept no
//! longer match the grammar the library derives its pest parser from.

use std::error::Error;
use std::path::Path;

fn main() -> Result<(), Box<dyn Error>> {
    // The repository's root: the folder above this crate's.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .ok_or("compile/ has no parent folder")?;
    let written = uri2396_compile::generate::regenerate(root)?;
    if written.is_empty() {
        println!("the generated files are up to date");
    }
    for path in written {
        println!("wrote {path}");
    }
    Ok(())
}
