//! The example `validate_file` (examples/), run on a file: its counts, and
//! a line longer than it keeps. (`cargo test` builds every example; this
//! runs the one whose logic is more than printing.)

#[path = "../examples/validate_file.rs"]
#[allow(dead_code)]
mod validate_file;

#[test]
fn validate_file_counts_the_invalid_lines() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("examples");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let path = dir.join("uris.txt");
    let long = format!("http://a/{}\n", "x".repeat(validate_file::MAX_LINE));
    let mut file = b"http://a/b\r\nhttp://a/b c\n\xff\n\n".to_vec();
    file.extend_from_slice(long.as_bytes());
    file.extend_from_slice(b"../g\nlast line");
    std::fs::write(&path, &file).expect("write the file");
    let counts = validate_file::validate(path.to_str().expect("a UTF-8 path"));
    // Lines: valid, space, not UTF-8, empty (valid), too long, valid, space.
    assert_eq!(counts.expect("the file reads"), (7, 4));
    assert!(validate_file::validate("no/such/file").is_err());
}
