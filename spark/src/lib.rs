//! The native half of `uri2396-spark.jar`: the static native methods of
//! `org.uri2396.spark.Native` (spark/java/), which the jar's UDF classes
//! call once a row.
//!
//! Each entry runs under `EnvUnowned::with_env`, which catches a panic and
//! turns it, like any JNI error, into a `java.lang.RuntimeException` with
//! its message: nothing unwinds into the JVM. No Java object is kept
//! across calls. The text of a Java string is read into a buffer of the
//! calling thread (UTF-16, then UTF-8), so that a row allocates nothing
//! once the buffers have grown; offsets go back to Java in UTF-16 code
//! units, which `String.substring` takes. A lone surrogate, which no
//! Spark string holds, is read as U+FFFD: one code unit, and like it an
//! "other" character to java.net.URI, so verdicts and offsets stay.

use std::cell::RefCell;
use std::sync::Mutex;

use jni::errors::ThrowRuntimeExAndDefault;
use jni::objects::{JBooleanArray, JClass, JIntArray, JObjectArray, JString};
use jni::sys::{jboolean, jint};
use jni::{Env, EnvUnowned};
use uri2396::compare::{Field, Reading, compare};
use uri2396::guard::Guard;
use uri2396::normalize::{NormalizeOptions, normalize_with};
use uri2396::resolve::ResolveOptions;
use uri2396::spark::{UrlPart, parse_url_part};
use uri2396::{Dialect, Lang, UriReference};

type Result<T> = jni::errors::Result<T>;

thread_local! {
    /// The code units of the string being read, and its text.
    static UNITS: RefCell<Vec<u16>> = const { RefCell::new(Vec::new()) };
    static TEXT: RefCell<(String, String)> = const { RefCell::new((String::new(), String::new())) };
    /// The guard of the last list of readings `Native.agree` was given.
    static GUARD: RefCell<Option<(String, Guard)>> = const { RefCell::new(None) };
}

/// The fields `uri_compare` gives of each reading, after `valid`.
const COMPARED: [Field; 3] = [Field::Scheme, Field::Host, Field::Port];

/// Dialects by handle: the named ones at their index of `Dialect::ALL`,
/// any other choice of switches after them, added when first named.
static OTHER_DIALECTS: Mutex<Vec<Dialect>> = Mutex::new(Vec::new());

/// The dialect of a handle `Native.dialect` gave (strict for none).
fn dialect_of(handle: jint) -> Dialect {
    let Ok(handle) = usize::try_from(handle) else {
        return Dialect::STRICT;
    };
    match Dialect::ALL.get(handle) {
        Some(&named) => named,
        None => OTHER_DIALECTS.lock().map_or(Dialect::STRICT, |others| {
            others
                .get(handle - Dialect::ALL.len())
                .copied()
                .unwrap_or(Dialect::STRICT)
        }),
    }
}

/// Reads the Java string `s` into `text` (UTF-8), through the thread's
/// buffer of code units. Returns whether every code unit is US-ASCII
/// (then byte offsets are code-unit offsets).
fn read_into(env: &Env, s: &JString, text: &mut String) -> Result<bool> {
    let raw = env.get_raw();
    let string = s.as_raw();
    if string.is_null() {
        return Err(jni::errors::Error::NullPtr("a string argument"));
    }
    UNITS.with_borrow_mut(|units| {
        // SAFETY: `raw` is the live JNIEnv of this call and `string` a
        // non-null local reference; GetStringRegion writes `len` units
        // into a buffer of that length, and throws (checked below) only
        // on a range the length itself gives.
        unsafe {
            let interface = &(**raw).v1_2;
            let len = (interface.GetStringLength)(raw, string);
            let n = usize::try_from(len).unwrap_or(0);
            units.clear();
            units.resize(n, 0);
            (interface.GetStringRegion)(raw, string, 0, len, units.as_mut_ptr());
        }
        if env.exception_check() {
            return Err(jni::errors::Error::JavaException);
        }
        text.clear();
        let ascii = units.iter().all(|&u| u < 0x80);
        if ascii {
            text.extend(units.iter().map(|&u| char::from(u as u8)));
        } else {
            text.extend(
                char::decode_utf16(units.iter().copied())
                    .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER)),
            );
        }
        Ok(ascii)
    })
}

/// Runs `f` on the text of `s`, and whether it is all US-ASCII.
fn with_text<T>(env: &Env, s: &JString, f: impl FnOnce(&str, bool) -> Result<T>) -> Result<T> {
    TEXT.with_borrow_mut(|(text, _)| {
        let ascii = read_into(env, s, text)?;
        f(text, ascii)
    })
}

/// Runs `f` on the texts of `a` and `b`.
fn with_texts<T>(
    env: &Env,
    a: &JString,
    b: &JString,
    f: impl FnOnce(&str, &str) -> Result<T>,
) -> Result<T> {
    TEXT.with_borrow_mut(|(first, second)| {
        read_into(env, a, first)?;
        read_into(env, b, second)?;
        f(first, second)
    })
}

/// `text` as a Java string, or null for none.
fn java_string<'local>(
    env: &mut Env<'local>,
    text: Option<impl AsRef<str>>,
) -> Result<JString<'local>> {
    match text {
        Some(text) => env.new_string(text),
        None => Ok(JString::null()),
    }
}

/// Where `part` lies in `text`, in UTF-16 code units.
fn units_span(text: &str, ascii: bool, part: &str) -> [jint; 2] {
    let start = part.as_ptr() as usize - text.as_ptr() as usize;
    let end = start + part.len();
    let units = |byte: usize| -> jint {
        let n = if ascii {
            byte
        } else {
            text[..byte].chars().map(char::len_utf16).sum()
        };
        jint::try_from(n).unwrap_or(jint::MAX)
    };
    [units(start), units(end)]
}

/// `Native.dialect(name)`: the handle of the dialect `name`, -1 when no
/// dialect has that name.
#[unsafe(no_mangle)]
pub extern "system" fn Java_org_uri2396_spark_Native_dialect<'caller>(
    mut env: EnvUnowned<'caller>,
    _class: JClass<'caller>,
    name: JString<'caller>,
) -> jint {
    env.with_env(|env| -> Result<jint> {
        with_text(env, &name, |name, _| {
            let Ok(dialect) = name.parse::<Dialect>() else {
                return Ok(-1);
            };
            if let Some(i) = Dialect::ALL.iter().position(|&d| d == dialect) {
                return Ok(jint::try_from(i).unwrap_or(-1));
            }
            let mut others = OTHER_DIALECTS
                .lock()
                .map_err(|_| jni::errors::Error::TryLock)?;
            let i = match others.iter().position(|&d| d == dialect) {
                Some(i) => i,
                None => {
                    others.push(dialect);
                    others.len() - 1
                }
            };
            Ok(jint::try_from(Dialect::ALL.len() + i).unwrap_or(-1))
        })
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// `Native.dialectNames()`: the named dialects, comma-separated, for the
/// message of a name that is none.
#[unsafe(no_mangle)]
pub extern "system" fn Java_org_uri2396_spark_Native_dialectNames<'caller>(
    mut env: EnvUnowned<'caller>,
    _class: JClass<'caller>,
) -> JString<'caller> {
    env.with_env(|env| -> Result<JString<'caller>> {
        let names: Vec<&str> = Dialect::ALL.iter().map(|d| d.name()).collect();
        env.new_string(names.join(", "))
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// `Native.valid(s, dialect)`: whether `s` is a URI reference.
#[unsafe(no_mangle)]
pub extern "system" fn Java_org_uri2396_spark_Native_valid<'caller>(
    mut env: EnvUnowned<'caller>,
    _class: JClass<'caller>,
    s: JString<'caller>,
    dialect: jint,
) -> jboolean {
    env.with_env(|env| -> Result<jboolean> {
        with_text(env, &s, |text, _| {
            Ok(UriReference::is_valid_in(text, dialect_of(dialect)))
        })
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// `Native.parse(s, dialect, spans)`: whether `s` is a URI reference and,
/// when it is, where its scheme, userinfo, host, port, path, query and
/// fragment lie: a start and an end in UTF-16 code units each, -1 and -1
/// for one that is absent.
#[unsafe(no_mangle)]
pub extern "system" fn Java_org_uri2396_spark_Native_parse<'caller>(
    mut env: EnvUnowned<'caller>,
    _class: JClass<'caller>,
    s: JString<'caller>,
    dialect: jint,
    spans: JIntArray<'caller>,
) -> jboolean {
    env.with_env(|env| -> Result<jboolean> {
        with_text(env, &s, |text, ascii| {
            let Ok(uri) = UriReference::parse_in(text, dialect_of(dialect)) else {
                return Ok(false);
            };
            let parts = [
                uri.scheme(),
                uri.userinfo(),
                uri.host().map(|h| h.as_str()),
                uri.port(),
                Some(uri.path()),
                uri.query(),
                uri.fragment(),
            ];
            let mut out = [-1; 14];
            for (slot, part) in out.chunks_exact_mut(2).zip(parts) {
                if let Some(part) = part {
                    slot.copy_from_slice(&units_span(text, ascii, part));
                }
            }
            spans.set_region(env, 0, &out)?;
            Ok(true)
        })
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// `Native.error(s, dialect, lang)`: why `s` is no URI reference, in
/// `lang` (`en`, `ja`), or null when it is one.
#[unsafe(no_mangle)]
pub extern "system" fn Java_org_uri2396_spark_Native_error<'caller>(
    mut env: EnvUnowned<'caller>,
    _class: JClass<'caller>,
    s: JString<'caller>,
    dialect: jint,
    lang: jint,
) -> JString<'caller> {
    env.with_env(|env| -> Result<JString<'caller>> {
        let message = with_text(env, &s, |text, _| {
            let lang = if lang == 1 { Lang::Ja } else { Lang::En };
            Ok(UriReference::validate_in(text, dialect_of(dialect))
                .err()
                .map(|e| e.message_in(lang)))
        })?;
        java_string(env, message)
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// `Native.parseUrl(s, part, span)`: whether Spark's `parse_url(s, PART)`
/// has an answer (the part at `part` of `UrlPart::ALL`), and where it lies in
/// `s`, in UTF-16 code units.
#[unsafe(no_mangle)]
pub extern "system" fn Java_org_uri2396_spark_Native_parseUrl<'caller>(
    mut env: EnvUnowned<'caller>,
    _class: JClass<'caller>,
    s: JString<'caller>,
    part: jint,
    span: JIntArray<'caller>,
) -> jboolean {
    env.with_env(|env| -> Result<jboolean> {
        let Some(&part) = usize::try_from(part).ok().and_then(|i| UrlPart::ALL.get(i)) else {
            return Ok(false);
        };
        with_text(env, &s, |text, ascii| match parse_url_part(text, part) {
            Some(found) => {
                span.set_region(env, 0, &units_span(text, ascii, found))?;
                Ok(true)
            }
            None => Ok(false),
        })
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// `Native.resolve(ref, base, dialect)`: the target of `ref` against
/// `base` (RFC 2396 5.2), null where there is none (either is no URI
/// reference, the base is relative or opaque).
#[unsafe(no_mangle)]
pub extern "system" fn Java_org_uri2396_spark_Native_resolve<'caller>(
    mut env: EnvUnowned<'caller>,
    _class: JClass<'caller>,
    reference: JString<'caller>,
    base: JString<'caller>,
    dialect: jint,
) -> JString<'caller> {
    env.with_env(|env| -> Result<JString<'caller>> {
        let dialect = dialect_of(dialect);
        let target = with_texts(env, &reference, &base, |reference, base| {
            let options = ResolveOptions::new().with_dialect(dialect);
            Ok(UriReference::parse_in(base, dialect)
                .ok()
                .and_then(|base| base.join(reference, &options).ok())
                .map(|target| target.as_str().to_owned()))
        })?;
        java_string(env, target)
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// `Native.normalize(s, dialect)`: the normal form of `s` (RFC 2396 6,
/// 3.1), null when it is no URI reference.
#[unsafe(no_mangle)]
pub extern "system" fn Java_org_uri2396_spark_Native_normalize<'caller>(
    mut env: EnvUnowned<'caller>,
    _class: JClass<'caller>,
    s: JString<'caller>,
    dialect: jint,
) -> JString<'caller> {
    env.with_env(|env| -> Result<JString<'caller>> {
        let dialect = dialect_of(dialect);
        let normal = with_text(env, &s, |text, _| {
            let options = NormalizeOptions::new().with_dialect(dialect);
            Ok(normalize_with(text, &options)
                .ok()
                .map(|n| n.as_str().to_owned()))
        })?;
        java_string(env, normal)
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// `Native.compareReadings()`: the readings `Native.compare` sets side by
/// side, comma-separated, in its order.
#[unsafe(no_mangle)]
pub extern "system" fn Java_org_uri2396_spark_Native_compareReadings<'caller>(
    mut env: EnvUnowned<'caller>,
    _class: JClass<'caller>,
) -> JString<'caller> {
    env.with_env(|env| -> Result<JString<'caller>> {
        let names: Vec<&str> = Reading::all().iter().map(|r| r.name()).collect();
        env.new_string(names.join(","))
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// `Native.compare(s, out)`: `s` in every reading side by side
/// (`uri2396 compare`): into `out`, for each reading of
/// `compareReadings()` in turn, `"true"` or `"false"` (valid), the scheme,
/// the host and the port (null where absent); then the fields on which the
/// readings differ, comma-separated.
#[unsafe(no_mangle)]
pub extern "system" fn Java_org_uri2396_spark_Native_compare<'caller>(
    mut env: EnvUnowned<'caller>,
    _class: JClass<'caller>,
    s: JString<'caller>,
    out: JObjectArray<'caller>,
) {
    env.with_env(|env| -> Result<()> {
        let values = with_text(env, &s, |text, _| {
            let c = compare(text, None, &Reading::all());
            let mut values: Vec<Option<String>> = Vec::new();
            for r in &c.readings {
                values.push(Some(r.valid.to_string()));
                values.extend(COMPARED.iter().map(|&f| r.value(f).map(str::to_owned)));
            }
            let differ: Vec<&str> = c.differ.iter().map(|f| f.name()).collect();
            values.push(Some(differ.join(",")));
            Ok(values)
        })?;
        for (i, value) in values.iter().enumerate() {
            if let Some(value) = value {
                let value = env.new_string(value)?;
                out.set_element(env, i, &value)?;
            }
        }
        Ok(())
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// `Native.guardError(list)`: why `list` names no guard of readings
/// (`'whatwg,java'`: two or more, none twice), or null when it names one.
#[unsafe(no_mangle)]
pub extern "system" fn Java_org_uri2396_spark_Native_guardError<'caller>(
    mut env: EnvUnowned<'caller>,
    _class: JClass<'caller>,
    list: JString<'caller>,
) -> JString<'caller> {
    env.with_env(|env| -> Result<JString<'caller>> {
        let error = with_text(env, &list, |list, _| {
            Ok(Guard::from_list(list).err().map(|e| e.to_string()))
        })?;
        java_string(env, error)
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}

/// `Native.agree(s, list, agreed)`: the defenders' verdict (`uri2396 check
/// --agree`) of the readings `list` names on `s`: into `agreed[0]`
/// whether they agree on where it leads (all refuse it, or all accept it
/// with one scheme, host and effective port); returned, the class of the
/// confusion where they do not (null where they agree).
#[unsafe(no_mangle)]
pub extern "system" fn Java_org_uri2396_spark_Native_agree<'caller>(
    mut env: EnvUnowned<'caller>,
    _class: JClass<'caller>,
    s: JString<'caller>,
    list: JString<'caller>,
    agreed: JBooleanArray<'caller>,
) -> JString<'caller> {
    env.with_env(|env| -> Result<JString<'caller>> {
        let verdict = with_texts(env, &s, &list, |text, list| {
            GUARD.with_borrow_mut(|cached| {
                if cached.as_ref().is_none_or(|(named, _)| named != list) {
                    let guard = Guard::from_list(list)
                        .map_err(|e| jni::errors::Error::ParseFailed(e.to_string()))?;
                    *cached = Some((list.to_owned(), guard));
                }
                let Some((_, guard)) = cached.as_ref() else {
                    return Ok((true, None));
                };
                Ok(match guard.check(text) {
                    Ok(_) => (true, None),
                    Err(a) => {
                        let rule = a.policy.first().map(|v| v.rule.name());
                        (
                            a.agree && a.policy.is_empty(),
                            a.class.map(|c| c.name()).or(rule),
                        )
                    }
                })
            })
        })?;
        agreed.set_region(env, 0, &[verdict.0])?;
        java_string(env, verdict.1)
    })
    .resolve::<ThrowRuntimeExAndDefault>()
}
