//! `uri_extract(text [, dialect := name])`, a table function: the URI references
//! found in running text (Appendix E), one row each, as `uri2396 extract`
//! finds them.

use std::ffi::c_void;

use libduckdb_sys as ffi;
use uri2396::Dialect;
use uri2396::extract::{ExtractOptions, extract};
use uri2396::grammar::Rule;

use crate::capi::{self, LogicalType, Output, Type, c_string};

/// The columns, in order (and the fields of `uri_extract_all`'s structs).
pub const COLUMNS: [(&str, Type); 5] = [
    ("start", Type::BigInt),
    ("end", Type::BigInt),
    ("reference", Type::Varchar),
    ("valid", Type::Boolean),
    ("delimiter", Type::Varchar),
];

/// One reference found.
pub struct Found {
    pub start: usize,
    pub end: usize,
    pub reference: String,
    pub valid: bool,
    pub delimiter: &'static str,
}

/// The call's text and dialect, read at bind time.
struct Bind {
    text: Option<String>,
    dialect: Dialect,
}

/// The references of the text, found at the first call, and how many
/// have been handed out.
#[derive(Default)]
struct Scan {
    found: Option<Vec<Found>>,
    next: usize,
}

/// Registers `uri_extract(text [, dialect := name])`: the dialect is a
/// named parameter, as DuckDB's table functions take their options.
///
/// # Safety
/// `connection` is a live connection of the database being loaded.
pub unsafe fn register(connection: ffi::duckdb_connection) -> Result<(), String> {
    let name = c_string("uri_extract");
    let dialect = c_string("dialect");
    unsafe {
        let mut function = ffi::duckdb_create_table_function();
        ffi::duckdb_table_function_set_name(function, name.as_ptr());
        let varchar = LogicalType::of(&Type::Varchar);
        ffi::duckdb_table_function_add_parameter(function, varchar.raw());
        ffi::duckdb_table_function_add_named_parameter(function, dialect.as_ptr(), varchar.raw());
        ffi::duckdb_table_function_set_bind(function, Some(bind));
        ffi::duckdb_table_function_set_init(function, Some(init));
        ffi::duckdb_table_function_set_function(function, Some(run));
        let state = ffi::duckdb_register_table_function(connection, function);
        ffi::duckdb_destroy_table_function(&mut function);
        if state != ffi::duckdb_state_DuckDBSuccess {
            return Err("uri2396: could not register uri_extract".to_owned());
        }
    }
    Ok(())
}

/// The text of a parameter's value, `None` for NULL; the value is
/// destroyed.
unsafe fn text_of(mut value: ffi::duckdb_value) -> Option<String> {
    if value.is_null() {
        return None;
    }
    // SAFETY: the value is live until it is destroyed here, once.
    unsafe {
        let text = match capi::text_of(value) {
            capi::Argument::Text(t) => Some(t),
            _ => None,
        };
        ffi::duckdb_destroy_value(&mut value);
        text
    }
}

fn bound(text: Option<String>, dialect: Option<Option<String>>) -> Result<Bind, String> {
    let dialect = match dialect {
        None => Dialect::STRICT,
        Some(None) => return Err("uri_extract: the dialect is NULL; it must be named".to_owned()),
        Some(Some(name)) => name.parse().map_err(|e| format!("uri_extract: {e}"))?,
    };
    Ok(Bind { text, dialect })
}

unsafe extern "C" fn bind(info: ffi::duckdb_bind_info) {
    // SAFETY: DuckDB calls it with the bind's info; the parameters are
    // the one or two VARCHARs registered.
    let outcome = std::panic::catch_unwind(|| unsafe {
        let text = text_of(ffi::duckdb_bind_get_parameter(info, 0));
        let name = c_string("dialect");
        let dialect = ffi::duckdb_bind_get_named_parameter(info, name.as_ptr());
        let dialect = (!dialect.is_null()).then(|| text_of(dialect));
        bound(text, dialect)
    });
    // SAFETY: as above; names and types are copied by DuckDB.
    unsafe {
        match outcome {
            Ok(Ok(data)) => {
                for (name, ty) in &COLUMNS {
                    let name = c_string(name);
                    let ty = LogicalType::of(ty);
                    ffi::duckdb_bind_add_result_column(info, name.as_ptr(), ty.raw());
                }
                let data = Box::into_raw(Box::new(data)) as *mut c_void;
                ffi::duckdb_bind_set_bind_data(info, data, Some(destroy::<Bind>));
            }
            Ok(Err(message)) => {
                let message = c_string(&message);
                ffi::duckdb_bind_set_error(info, message.as_ptr());
            }
            Err(_) => {
                let message = c_string("uri2396: the extension panicked while binding uri_extract");
                ffi::duckdb_bind_set_error(info, message.as_ptr());
            }
        }
    }
}

unsafe extern "C" fn destroy<T>(data: *mut c_void) {
    // SAFETY: `data` is a box made in this module, destroyed once.
    drop(unsafe { Box::from_raw(data as *mut T) });
}

unsafe extern "C" fn init(info: ffi::duckdb_init_info) {
    // SAFETY: the init data is a box DuckDB destroys with `destroy`.
    unsafe {
        let data = Box::into_raw(Box::<Scan>::default()) as *mut c_void;
        ffi::duckdb_init_set_init_data(info, data, Some(destroy::<Scan>));
    }
}

/// The references of `text` in `dialect`, in order.
pub fn find(text: &str, dialect: Dialect) -> Vec<Found> {
    let rule = Rule::URI_REFERENCE
        .in_dialect(dialect)
        .unwrap_or(Rule::URI_REFERENCE);
    let options = ExtractOptions::default().with_rule(rule);
    extract(text, &options)
        .map(|r| Found {
            start: r.start(),
            end: r.end(),
            reference: r.uri().to_owned(),
            valid: r.is_valid(),
            delimiter: r.delimiter().as_str(),
        })
        .collect()
}

unsafe extern "C" fn run(info: ffi::duckdb_function_info, output: ffi::duckdb_data_chunk) {
    // SAFETY: DuckDB calls it with the function's info (whose bind and
    // init data are the boxes above) and an output chunk of the five
    // columns, with room for a vector's rows.
    let outcome = std::panic::catch_unwind(|| unsafe {
        let bind = &*(ffi::duckdb_function_get_bind_data(info) as *const Bind);
        let scan = &mut *(ffi::duckdb_function_get_init_data(info) as *mut Scan);
        let found = scan.found.get_or_insert_with(|| {
            bind.text
                .as_deref()
                .map_or_else(Vec::new, |t| find(t, bind.dialect))
        });
        let columns: Vec<Output> = (0..COLUMNS.len())
            .map(|c| Output::new(ffi::duckdb_data_chunk_get_vector(output, c as ffi::idx_t)))
            .collect();
        let room = ffi::duckdb_vector_size() as usize;
        let rows = &found[scan.next.min(found.len())..];
        let rows = &rows[..rows.len().min(room)];
        for (i, f) in rows.iter().enumerate() {
            columns[0].set_i64(i, f.start as i64);
            columns[1].set_i64(i, f.end as i64);
            columns[2].set_str(i, &f.reference);
            columns[3].set_bool(i, f.valid);
            columns[4].set_str(i, f.delimiter);
        }
        scan.next += rows.len();
        ffi::duckdb_data_chunk_set_size(output, rows.len() as ffi::idx_t);
    });
    if outcome.is_err() {
        // SAFETY: as above.
        unsafe {
            let message = c_string("uri2396: the extension panicked in uri_extract");
            ffi::duckdb_function_set_error(info, message.as_ptr());
        }
    }
}
