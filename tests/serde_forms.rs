//! The forms of the values the library reads back with serde, whose
//! `Deserialize` is written by hand (src/serial.rs): each round trip gives
//! the value back, and the readings serde_derive allowed (fields in any
//! order, unknown fields ignored, missing ones defaulted, a sequence of a
//! struct's fields) still read.

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use uri2396::escape::Component;
use uri2396::normalize::NormalizeOptions;
use uri2396::resolve::{AboveRoot, RelativeSyntax, ResolveOptions, Resolved, SameScheme, resolve};
use uri2396::{Dialect, Semantics};

/// `value` serializes as `form` and reads back from it.
#[track_caller]
fn round_trip<T: Serialize + DeserializeOwned + PartialEq + std::fmt::Debug>(
    value: T,
    form: Value,
) {
    assert_eq!(serde_json::to_value(&value).unwrap(), form);
    assert_eq!(serde_json::from_value::<T>(form).unwrap(), value);
}

#[test]
fn unit_enums_by_name() {
    round_trip(AboveRoot::Keep, json!("keep"));
    round_trip(AboveRoot::Remove, json!("remove"));
    round_trip(AboveRoot::Reject, json!("reject"));
    round_trip(SameScheme::Strict, json!("strict"));
    round_trip(SameScheme::BackwardCompatible, json!("backward_compatible"));
    round_trip(RelativeSyntax::Rfc2396, json!("rfc2396"));
    round_trip(RelativeSyntax::AllowEmptyPath, json!("allow_empty_path"));
    round_trip(Semantics::FromDialect, json!("from_dialect"));
    round_trip(Semantics::Rfc2396, json!("rfc2396"));
    round_trip(Semantics::Java, json!("java"));
    for (component, name) in [
        (Component::Userinfo, "userinfo"),
        (Component::RegName, "reg_name"),
        (Component::Segment, "segment"),
        (Component::FirstSegment, "first_segment"),
        (Component::Query, "query"),
        (Component::Fragment, "fragment"),
        (Component::OpaquePart, "opaque_part"),
    ] {
        round_trip(component, json!(name));
        // `Component::name` is the serde form's name.
        assert_eq!(component.name(), name);
    }
    assert_eq!(Component::ALL.len(), 7);
    let e = serde_json::from_value::<Semantics>(json!("javascript")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "unknown variant `javascript`, expected one of `from_dialect`, `rfc2396`, `java`"
    );
    assert!(serde_json::from_value::<AboveRoot>(json!(1)).is_err());
}

#[test]
fn options_read_as_serde_derive_read_them() {
    let options = ResolveOptions::new()
        .with_above_root(AboveRoot::Remove)
        .with_same_scheme(SameScheme::BackwardCompatible)
        .with_relative_syntax(RelativeSyntax::AllowEmptyPath)
        .with_dialect(Dialect::JAVA)
        .with_semantics(Semantics::Rfc2396);
    round_trip(
        options,
        json!({"above_root": "remove", "same_scheme": "backward_compatible",
               "relative_syntax": "allow_empty_path", "dialect": "java", "semantics": "rfc2396"}),
    );
    // Any order, unknown fields ignored, the others defaulted.
    let read: ResolveOptions =
        serde_json::from_str(r#"{"semantics": "java", "colour": [1, {}], "above_root": "reject"}"#)
            .unwrap();
    assert_eq!(
        read,
        ResolveOptions::new()
            .with_semantics(Semantics::Java)
            .with_above_root(AboveRoot::Reject)
    );
    // A sequence of the first fields, in order.
    let read: ResolveOptions =
        serde_json::from_str(r#"["reject", "backward_compatible"]"#).unwrap();
    assert_eq!(
        read,
        ResolveOptions::new()
            .with_above_root(AboveRoot::Reject)
            .with_same_scheme(SameScheme::BackwardCompatible)
    );
    let e = serde_json::from_str::<ResolveOptions>(r#"{"dialect": "java", "dialect": "java"}"#)
        .unwrap_err();
    assert!(
        e.to_string().starts_with("duplicate field `dialect`"),
        "{e}"
    );
    let e = serde_json::from_str::<ResolveOptions>("7").unwrap_err();
    assert!(
        e.to_string().contains("expected struct ResolveOptions"),
        "{e}"
    );

    let normalize = NormalizeOptions::new()
        .with_default_port("svn", 3690)
        .with_dialect(Dialect::RFC2732)
        .with_semantics(Semantics::Java);
    let form = serde_json::to_value(&normalize).unwrap();
    assert_eq!(form["default_ports"]["svn"], 3690);
    assert_eq!(
        (&form["dialect"], &form["semantics"]),
        (&json!("rfc2732"), &json!("java"))
    );
    round_trip(normalize, form);
    let read: NormalizeOptions = serde_json::from_str(r#"[{"x": 1}]"#).unwrap();
    assert_eq!(read.default_ports.len(), 1);
    assert_eq!(read.dialect, Dialect::STRICT);
}

#[test]
fn resolved_reads_its_kind_anywhere() {
    let options = ResolveOptions::default();
    let base = "http://a/b/c/d;p?q";
    let same = resolve(base, "", &options).unwrap();
    round_trip(
        same.clone(),
        json!({"kind": "same_document", "fragment": null, "uri": "http://a/b/c/d;p?q"}),
    );
    let fragment = resolve(base, "#s", &options).unwrap();
    round_trip(
        fragment.clone(),
        json!({"kind": "same_document", "fragment": "s", "uri": "http://a/b/c/d;p?q#s"}),
    );
    let uri = resolve(base, "../g?y", &options).unwrap();
    round_trip(uri.clone(), json!({"kind": "uri", "uri": "http://a/b/g?y"}));

    // The tag last, a field left out or unknown.
    let read: Resolved =
        serde_json::from_str(r#"{"uri": "http://a/b/c/d;p?q", "x": 1, "kind": "same_document"}"#)
            .unwrap();
    assert_eq!(read, same);
    let read: Resolved =
        serde_json::from_str(r#"{"uri": "http://a/b/g?y", "kind": "uri"}"#).unwrap();
    assert_eq!(read, uri);
    for (form, error) in [
        (r#"{"uri": "http://a/"}"#, "missing field `kind`"),
        (r#"{"kind": "uri"}"#, "missing field `uri`"),
        (
            r#"{"kind": "url", "uri": "http://a/"}"#,
            "unknown variant `url`, expected `same_document` or `uri`",
        ),
        (
            r#"{"kind": "uri", "kind": "uri", "uri": "a"}"#,
            "duplicate field `kind`",
        ),
        (r#"{"kind": "uri", "uri": "a b"}"#, "invalid URI-reference"),
    ] {
        let e = serde_json::from_str::<Resolved>(form).unwrap_err();
        assert!(e.to_string().contains(error), "{form}: {e}");
    }
}
