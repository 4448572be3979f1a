//! uri2396 as a loadable DuckDB extension: the dialects of RFC 2396 and
//! its successors as SQL functions, each run once per chunk of rows.
//!
//! DuckDB calls [`uri2396_init_c_api`] at `LOAD`; it registers every
//! function of `functions::functions()` and the setting `uri2396_lang`.
//! duckdb/README.md lists the functions with examples; duckdb/build.sh
//! builds the file DuckDB loads.

mod capi;
mod functions;
mod table;

use std::ffi::c_void;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::ptr;

use libduckdb_sys as ffi;
use uri2396::escape::Component;
use uri2396::grammar::Rule;
use uri2396::guard::Guard;
use uri2396::{Dialect, Lang};

use capi::{Argument, Chunk, LogicalType, Output, Type, c_string};
use functions::{Bound, Constant, Function, functions};

/// The version of DuckDB's C API the extension asks for: the last of its
/// first major version, in which every function used here is stable.
/// build.sh writes the same into the file's footer.
const CAPI_VERSION: &str = "v1.5.6";

/// The setting of the messages' language: `SET uri2396_lang = 'ja'`.
const LANG_SETTING: &str = "uri2396_lang";

/// The entry point DuckDB looks up at `LOAD` (the file's name, then
/// `_init_c_api`). An error or a panic of the registration is reported
/// to DuckDB and never unwinds into it.
///
/// # Safety
/// Called by DuckDB with the load's `info` and `access`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn uri2396_init_c_api(
    info: ffi::duckdb_extension_info,
    access: *const ffi::duckdb_extension_access,
) -> bool {
    // SAFETY: DuckDB hands a live `access` for the duration of the call.
    let outcome = catch_unwind(AssertUnwindSafe(|| unsafe { init(info, access) }));
    let message = match outcome {
        Ok(Ok(())) => return true,
        Ok(Err(message)) => message,
        Err(_) => "uri2396: the extension panicked while it registered its functions".to_owned(),
    };
    // SAFETY: as above; the message is copied by DuckDB.
    unsafe {
        if let Some(set_error) = access.as_ref().and_then(|a| a.set_error) {
            let message = c_string(&message);
            set_error(info, message.as_ptr());
        }
    }
    false
}

/// Loads the API table, then registers the setting and every function on
/// a connection of its own.
unsafe fn init(
    info: ffi::duckdb_extension_info,
    access: *const ffi::duckdb_extension_access,
) -> Result<(), String> {
    unsafe {
        if !ffi::duckdb_rs_extension_api_init(info, access, CAPI_VERSION)? {
            // DuckDB has set the reason (a C API it does not offer).
            return Err(format!("uri2396: DuckDB offers no C API {CAPI_VERSION}"));
        }
        let get_database = (*access).get_database.ok_or("uri2396: no get_database")?;
        let database = get_database(info);
        if database.is_null() {
            return Err("uri2396: DuckDB gave no database".to_owned());
        }
        let mut connection: ffi::duckdb_connection = ptr::null_mut();
        if ffi::duckdb_connect(*database, &mut connection) != ffi::duckdb_state_DuckDBSuccess {
            return Err("uri2396: could not connect to the database".to_owned());
        }
        let outcome = register_all(connection);
        ffi::duckdb_disconnect(&mut connection);
        outcome
    }
}

unsafe fn register_all(connection: ffi::duckdb_connection) -> Result<(), String> {
    unsafe {
        register_lang(connection)?;
        for function in functions() {
            register(connection, function)?;
        }
        table::register(connection)?;
    }
    Ok(())
}

/// `uri2396_lang`, a `VARCHAR` setting, `'en'` by default.
unsafe fn register_lang(connection: ffi::duckdb_connection) -> Result<(), String> {
    unsafe {
        let mut option = ffi::duckdb_create_config_option();
        let name = c_string(LANG_SETTING);
        ffi::duckdb_config_option_set_name(option, name.as_ptr());
        let varchar = LogicalType::of(&Type::Varchar);
        ffi::duckdb_config_option_set_type(option, varchar.raw());
        let en = c_string("en");
        let mut default = ffi::duckdb_create_varchar(en.as_ptr());
        ffi::duckdb_config_option_set_default_value(option, default);
        ffi::duckdb_destroy_value(&mut default);
        let description = c_string(
            "The language of uri2396's messages and fixes: 'en' (English) or 'ja' (Japanese)",
        );
        ffi::duckdb_config_option_set_description(option, description.as_ptr());
        let state = ffi::duckdb_register_config_option(connection, option);
        ffi::duckdb_destroy_config_option(&mut option);
        if state != ffi::duckdb_state_DuckDBSuccess {
            return Err(format!(
                "uri2396: could not register the setting {LANG_SETTING}"
            ));
        }
    }
    Ok(())
}

/// One function as a set of overloads: its row arguments alone (when its
/// constant may be left out), and with the constant.
unsafe fn register(
    connection: ffi::duckdb_connection,
    function: &'static Function,
) -> Result<(), String> {
    let name = c_string(function.name);
    let arities = match function.constant {
        None => vec![function.arguments.len()],
        Some(Constant::Dialect) => vec![function.arguments.len(), function.arguments.len() + 1],
        Some(Constant::Component | Constant::Readings) => vec![function.arguments.len() + 1],
    };
    unsafe {
        let mut set = ffi::duckdb_create_scalar_function_set(name.as_ptr());
        let returns = LogicalType::of(&function.returns);
        let varchar = LogicalType::of(&Type::Varchar);
        for arity in arities {
            let mut scalar = ffi::duckdb_create_scalar_function();
            ffi::duckdb_scalar_function_set_name(scalar, name.as_ptr());
            for _ in 0..arity {
                ffi::duckdb_scalar_function_add_parameter(scalar, varchar.raw());
            }
            ffi::duckdb_scalar_function_set_return_type(scalar, returns.raw());
            ffi::duckdb_scalar_function_set_extra_info(
                scalar,
                function as *const Function as *mut c_void,
                None,
            );
            ffi::duckdb_scalar_function_set_bind(scalar, Some(bind));
            ffi::duckdb_scalar_function_set_function(scalar, Some(run));
            ffi::duckdb_add_scalar_function_to_set(set, scalar);
            ffi::duckdb_destroy_scalar_function(&mut scalar);
        }
        let state = ffi::duckdb_register_scalar_function_set(connection, set);
        ffi::duckdb_destroy_scalar_function_set(&mut set);
        if state != ffi::duckdb_state_DuckDBSuccess {
            return Err(format!("uri2396: could not register {}", function.name));
        }
    }
    Ok(())
}

/// What a call fixes before it runs: the dialect (or component) from its
/// constant argument, the language from the session. Any fault is the
/// query's error at bind time, with the names it could have been.
fn bound(
    function: &Function,
    constant: Option<Argument>,
    lang: Option<String>,
) -> Result<Bound, String> {
    let lang = match lang.as_deref().unwrap_or("en") {
        "en" => Lang::En,
        "ja" => Lang::Ja,
        other => return Err(format!("{LANG_SETTING} is 'en' or 'ja', not '{other}'")),
    };
    let mut bound = Bound {
        dialect: Dialect::STRICT,
        rule: Rule::URI_REFERENCE,
        lang,
        component: Component::Query,
        guard: None,
    };
    let Some(constant) = constant else {
        return Ok(bound);
    };
    let what = match function.constant {
        Some(Constant::Dialect) => "dialect",
        Some(Constant::Readings) => "list of readings",
        _ => "component",
    };
    let text = match constant {
        Argument::Text(t) => t,
        Argument::Null => {
            return Err(format!(
                "{}: the {what} is NULL; it must be named",
                function.name
            ));
        }
        Argument::NotConstant => {
            return Err(format!(
                "{}: the {what} must be a constant, the same for every row",
                function.name
            ));
        }
    };
    match function.constant {
        Some(Constant::Dialect) => {
            // The library's message names every dialect.
            bound.dialect = text
                .parse::<Dialect>()
                .map_err(|e| format!("{}: {e}", function.name))?;
            bound.rule = Rule::URI_REFERENCE
                .in_dialect(bound.dialect)
                .ok_or_else(|| {
                    format!(
                        "{}: the dialect '{text}' has no URI-reference",
                        function.name
                    )
                })?;
        }
        Some(Constant::Readings) => {
            // As `uri2396 check --agree` takes them: names and commas.
            let guard = Guard::from_list(&text).map_err(|e| format!("{}: {e}", function.name))?;
            bound.guard = Some(std::sync::Arc::new(guard));
        }
        _ => {
            // `reg_name` as the RFC and the serde form write it, or
            // `reg-name` as the command line does.
            let name = text.replace('-', "_");
            bound.component = Component::ALL
                .into_iter()
                .find(|c| c.name() == name)
                .ok_or_else(|| {
                    let names: Vec<&str> = Component::ALL.iter().map(|c| c.name()).collect();
                    format!(
                        "{}: no component '{text}' (the components: {})",
                        function.name,
                        names.join(", ")
                    )
                })?;
        }
    }
    Ok(bound)
}

/// The bind callback of every function: settles [`Bound`] once per call.
unsafe extern "C" fn bind(info: ffi::duckdb_bind_info) {
    // SAFETY: DuckDB calls it with the bind's `info`; the extra info is
    // the `&'static Function` stored at registration.
    let outcome = catch_unwind(AssertUnwindSafe(|| unsafe {
        let function = &*(ffi::duckdb_scalar_function_bind_get_extra_info(info) as *const Function);
        let constant = (capi::argument_count(info) > function.arguments.len())
            .then(|| capi::argument(info, function.arguments.len()));
        let lang = capi::setting(info, LANG_SETTING);
        bound(function, constant, lang)
    }));
    // SAFETY: as above.
    unsafe {
        match outcome {
            Ok(Ok(b)) => capi::set_bind_data(info, b),
            Ok(Err(message)) => capi::bind_error(info, &message),
            Err(_) => capi::bind_error(info, "uri2396: the extension panicked while binding"),
        }
    }
}

/// The main callback of every function: the kernel over the chunk.
unsafe extern "C" fn run(
    info: ffi::duckdb_function_info,
    input: ffi::duckdb_data_chunk,
    output: ffi::duckdb_vector,
) {
    // SAFETY: DuckDB calls it with the function's info, its flat input and
    // its result vector; the bind data is the `Bound` the bind stored.
    let outcome = catch_unwind(AssertUnwindSafe(|| unsafe {
        let function = &*(ffi::duckdb_scalar_function_get_extra_info(info) as *const Function);
        let bound: Option<&Bound> = capi::bind_data(info);
        bound.map(|bound| (function.kernel)(bound, &Chunk::new(input), Output::new(output)))
    }));
    let message = match outcome {
        Ok(Some(())) => return,
        Ok(None) => "uri2396: the call has no bind data",
        Err(_) => "uri2396: the extension panicked on this chunk",
    };
    // SAFETY: as above.
    unsafe { capi::function_error(info, message) }
}
