//! The few parts of DuckDB's C API the scalar functions use, each behind a
//! small type whose methods are safe to call while DuckDB runs the
//! function that handed it out. The kernels (`functions.rs`) call only
//! these; the registration and the callbacks are in `lib.rs`, the table
//! function's in `table.rs`.

use std::ffi::{CStr, CString, c_char, c_void};
use std::ptr;

use libduckdb_sys as ffi;

/// A logical type, destroyed when dropped (DuckDB copies what it keeps).
pub struct LogicalType(ffi::duckdb_logical_type);

/// The SQL types the functions take and give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Type {
    Boolean,
    BigInt,
    Varchar,
    /// A `STRUCT` of named fields.
    Struct(Vec<(&'static str, Type)>),
    /// A `LIST` of the type.
    List(Box<Type>),
}

impl LogicalType {
    pub fn of(ty: &Type) -> LogicalType {
        // SAFETY: the constructors take plain values; the children are
        // copied into the struct or list type before they are dropped.
        unsafe {
            match ty {
                Type::Boolean => LogicalType(ffi::duckdb_create_logical_type(
                    ffi::DUCKDB_TYPE_DUCKDB_TYPE_BOOLEAN,
                )),
                Type::BigInt => LogicalType(ffi::duckdb_create_logical_type(
                    ffi::DUCKDB_TYPE_DUCKDB_TYPE_BIGINT,
                )),
                Type::Varchar => LogicalType(ffi::duckdb_create_logical_type(
                    ffi::DUCKDB_TYPE_DUCKDB_TYPE_VARCHAR,
                )),
                Type::Struct(fields) => {
                    let types: Vec<LogicalType> =
                        fields.iter().map(|(_, t)| LogicalType::of(t)).collect();
                    let names: Vec<CString> = fields.iter().map(|(n, _)| c_string(n)).collect();
                    let mut raw_types: Vec<ffi::duckdb_logical_type> =
                        types.iter().map(|t| t.0).collect();
                    let mut raw_names: Vec<*const c_char> =
                        names.iter().map(|n| n.as_ptr()).collect();
                    LogicalType(ffi::duckdb_create_struct_type(
                        raw_types.as_mut_ptr(),
                        raw_names.as_mut_ptr(),
                        fields.len() as ffi::idx_t,
                    ))
                }
                Type::List(child) => {
                    let child = LogicalType::of(child);
                    LogicalType(ffi::duckdb_create_list_type(child.0))
                }
            }
        }
    }

    pub fn raw(&self) -> ffi::duckdb_logical_type {
        self.0
    }
}

impl Drop for LogicalType {
    fn drop(&mut self) {
        // SAFETY: the type was created by DuckDB and is destroyed once.
        unsafe { ffi::duckdb_destroy_logical_type(&mut self.0) }
    }
}

/// A name for the C API: names are the extension's own constants, which
/// hold no NUL; one that did would be cut there, never a panic.
pub fn c_string(s: &str) -> CString {
    let end = s.find('\0').unwrap_or(s.len());
    CString::new(&s[..end]).unwrap_or_default()
}

/// The rows DuckDB hands a scalar function: flat vectors, one per argument.
pub struct Chunk(ffi::duckdb_data_chunk);

impl Chunk {
    /// # Safety
    /// `chunk` is the input of the scalar function being run.
    pub unsafe fn new(chunk: ffi::duckdb_data_chunk) -> Chunk {
        Chunk(chunk)
    }

    pub fn len(&self) -> usize {
        // SAFETY: the chunk is live for the call.
        unsafe { ffi::duckdb_data_chunk_get_size(self.0) as usize }
    }

    /// The argument `column`, a flat `VARCHAR` vector of [`Chunk::len`] rows.
    pub fn strings(&self, column: usize) -> Strings<'_> {
        // SAFETY: the scalar function's inputs are flattened before the
        // call (DuckDB's CAPIScalarFunction), so the data holds one
        // `duckdb_string_t` per row and the validity one bit per row, or
        // is null when every row is valid.
        unsafe {
            let vector = ffi::duckdb_data_chunk_get_vector(self.0, column as ffi::idx_t);
            Strings {
                data: ffi::duckdb_vector_get_data(vector) as *const ffi::duckdb_string_t,
                validity: ffi::duckdb_vector_get_validity(vector),
                len: self.len(),
                _chunk: std::marker::PhantomData,
            }
        }
    }
}

/// A flat `VARCHAR` vector of the input.
pub struct Strings<'a> {
    data: *const ffi::duckdb_string_t,
    validity: *const u64,
    len: usize,
    _chunk: std::marker::PhantomData<&'a Chunk>,
}

impl<'a> Strings<'a> {
    /// Row `i`'s bytes, or `None` for a null row (and past the end).
    pub fn get(&self, i: usize) -> Option<&'a [u8]> {
        if i >= self.len {
            return None;
        }
        // SAFETY: `i` is a row of the flat vector; a string of 12 bytes or
        // fewer is inlined in its `duckdb_string_t`, a longer one points
        // into the vector's heap, which lives as long as the chunk.
        unsafe {
            if !self.validity.is_null() && *self.validity.add(i / 64) & (1 << (i % 64)) == 0 {
                return None;
            }
            let s = &*self.data.add(i);
            let len = s.value.inlined.length as usize;
            if len <= 12 {
                Some(std::slice::from_raw_parts(
                    s.value.inlined.inlined.as_ptr() as *const u8,
                    len,
                ))
            } else {
                Some(std::slice::from_raw_parts(
                    s.value.pointer.ptr as *const u8,
                    len,
                ))
            }
        }
    }

    /// Row `i` as text, or `None` for a null row. DuckDB keeps `VARCHAR`
    /// valid UTF-8; a row that was not would read as `Err`. US-ASCII, most
    /// rows, is text as it is: the check of a word at a time is about
    /// half the cost of UTF-8's.
    pub fn text(&self, i: usize) -> Option<Result<&'a str, std::str::Utf8Error>> {
        self.get(i).map(|bytes| {
            if bytes.is_ascii() {
                // SAFETY: US-ASCII is UTF-8.
                Ok(unsafe { std::str::from_utf8_unchecked(bytes) })
            } else {
                std::str::from_utf8(bytes)
            }
        })
    }
}

/// A vector the function writes: the result, or a child of it. Its data
/// and validity are looked up once, not once a row (each look-up is a call
/// through DuckDB's function table).
#[derive(Clone, Copy)]
pub struct Output {
    vector: ffi::duckdb_vector,
    data: *mut c_void,
    validity: *mut u64,
}

impl Output {
    /// # Safety
    /// `vector` is the result (or a child of it) of the scalar function
    /// being run, with room for the chunk's rows.
    pub unsafe fn new(vector: ffi::duckdb_vector) -> Output {
        // SAFETY: the validity is made writable (allocated) once, so that
        // a row can be made null by clearing its bit.
        unsafe {
            ffi::duckdb_vector_ensure_validity_writable(vector);
            Output {
                vector,
                data: ffi::duckdb_vector_get_data(vector),
                validity: ffi::duckdb_vector_get_validity(vector),
            }
        }
    }

    /// Row `i` is null.
    pub fn set_null(&self, i: usize) {
        // SAFETY: the validity holds a bit for each row of the vector.
        unsafe { *self.validity.add(i / 64) &= !(1u64 << (i % 64)) }
    }

    /// Row `i` of a `VARCHAR` vector. A string of 12 bytes or fewer is
    /// written in its `duckdb_string_t`; DuckDB copies a longer one into
    /// the vector's own heap (the bytes need not outlive the call).
    pub fn set_str(&self, i: usize, s: &str) {
        if s.len() <= 12 {
            // SAFETY: a VARCHAR vector's data is one `duckdb_string_t` a
            // row; an inlined one is its length and its bytes, the rest
            // zero (DuckDB compares inlined strings by all 16 bytes).
            unsafe {
                let mut inlined = ffi::duckdb_string_t__bindgen_ty_1__bindgen_ty_2 {
                    length: s.len() as u32,
                    inlined: [0; 12],
                };
                for (to, from) in inlined.inlined.iter_mut().zip(s.bytes()) {
                    *to = from as c_char;
                }
                *(self.data as *mut ffi::duckdb_string_t).add(i) = ffi::duckdb_string_t {
                    value: ffi::duckdb_string_t__bindgen_ty_1 { inlined },
                };
            }
            return;
        }
        // SAFETY: the vector is a VARCHAR vector and `s` is valid UTF-8
        // (a `&str`), so DuckDB's check of it, the only difference from
        // the function without `unsafe_` in its name, is skipped.
        unsafe {
            ffi::duckdb_unsafe_vector_assign_string_element_len(
                self.vector,
                i as ffi::idx_t,
                s.as_ptr() as *const c_char,
                s.len() as ffi::idx_t,
            )
        }
    }

    /// Row `i` of a `VARCHAR` vector, or null.
    pub fn set_opt_str(&self, i: usize, s: Option<&str>) {
        match s {
            Some(s) => self.set_str(i, s),
            None => self.set_null(i),
        }
    }

    /// Row `i` of a `BOOLEAN` vector.
    pub fn set_bool(&self, i: usize, value: bool) {
        // SAFETY: a BOOLEAN vector's data is one `bool` a row.
        unsafe { *(self.data as *mut bool).add(i) = value }
    }

    /// Row `i` of a `BIGINT` vector.
    pub fn set_i64(&self, i: usize, value: i64) {
        // SAFETY: a BIGINT vector's data is one `i64` a row.
        unsafe { *(self.data as *mut i64).add(i) = value }
    }

    /// Field `index` of a `STRUCT` vector.
    pub fn field(&self, index: usize) -> Output {
        // SAFETY: the vector is a STRUCT vector with that many fields
        // (the function's declared type).
        unsafe {
            Output::new(ffi::duckdb_struct_vector_get_child(
                self.vector,
                index as ffi::idx_t,
            ))
        }
    }

    /// Row `i` of a `STRUCT` vector is null, and so is each field's row
    /// (DuckDB reads a struct's fields without looking at its validity).
    pub fn set_struct_null(&self, i: usize, fields: usize) {
        self.set_null(i);
        for f in 0..fields {
            self.field(f).set_null(i);
        }
    }
}

/// The function's bind data, as the bind callback left it; `None` if
/// there is none (never, since [`set_bind_data`] gives every copy its own).
///
/// # Safety
/// `info` is the running function's, whose bind callback stored a `T`
/// with [`set_bind_data`].
pub unsafe fn bind_data<'a, T>(info: ffi::duckdb_function_info) -> Option<&'a T> {
    unsafe { (ffi::duckdb_scalar_function_get_bind_data(info) as *const T).as_ref() }
}

/// Stores `data` as the call's bind data, for DuckDB to drop; and how to
/// copy it: DuckDB copies a bound expression (a DISTINCT aggregate's
/// argument, among others), and without the callback the copy would have
/// no data at all.
///
/// # Safety
/// `info` is the bind callback's.
pub unsafe fn set_bind_data<T: Clone>(info: ffi::duckdb_bind_info, data: T) {
    unsafe extern "C" fn destroy<T>(data: *mut c_void) {
        // SAFETY: `data` is a box made here, destroyed once by DuckDB.
        drop(unsafe { Box::from_raw(data as *mut T) });
    }
    unsafe extern "C" fn copy<T: Clone>(data: *mut c_void) -> *mut c_void {
        // SAFETY: `data` is a live box made here; cloning `T` cannot
        // unwind (the extension's bind data is plain values).
        let data = unsafe { &*(data as *const T) };
        Box::into_raw(Box::new(data.clone())) as *mut c_void
    }
    let data = Box::into_raw(Box::new(data));
    unsafe {
        ffi::duckdb_scalar_function_set_bind_data(info, data as *mut c_void, Some(destroy::<T>));
        ffi::duckdb_scalar_function_set_bind_data_copy(info, Some(copy::<T>));
    }
}

/// A bind error: the query fails before it runs, with `message`.
///
/// # Safety
/// `info` is the bind callback's.
pub unsafe fn bind_error(info: ffi::duckdb_bind_info, message: &str) {
    let message = c_string(message);
    unsafe { ffi::duckdb_scalar_function_bind_set_error(info, message.as_ptr()) }
}

/// A run-time error: the query fails with `message`.
///
/// # Safety
/// `info` is the running function's.
pub unsafe fn function_error(info: ffi::duckdb_function_info, message: &str) {
    let message = c_string(message);
    unsafe { ffi::duckdb_scalar_function_set_error(info, message.as_ptr()) }
}

/// What an argument of the call is at bind time.
pub enum Argument {
    /// A constant `VARCHAR` (folded: `'java'`, `lower('JAVA')`).
    Text(String),
    /// A constant NULL.
    Null,
    /// Not a constant: a column, or a parameter.
    NotConstant,
}

/// The number of arguments of the call being bound.
///
/// # Safety
/// `info` is the bind callback's.
pub unsafe fn argument_count(info: ffi::duckdb_bind_info) -> usize {
    unsafe { ffi::duckdb_scalar_function_bind_get_argument_count(info) as usize }
}

/// Argument `index` of the call being bound, folded to a constant when it
/// is one.
///
/// # Safety
/// `info` is the bind callback's and `index` one of its arguments.
pub unsafe fn argument(info: ffi::duckdb_bind_info, index: usize) -> Argument {
    unsafe {
        let mut expression =
            ffi::duckdb_scalar_function_bind_get_argument(info, index as ffi::idx_t);
        if expression.is_null() {
            return Argument::NotConstant;
        }
        let mut answer = Argument::NotConstant;
        if ffi::duckdb_expression_is_foldable(expression) {
            let mut context: ffi::duckdb_client_context = ptr::null_mut();
            ffi::duckdb_scalar_function_get_client_context(info, &mut context);
            let mut value: ffi::duckdb_value = ptr::null_mut();
            let mut error = ffi::duckdb_expression_fold(context, expression, &mut value);
            if error.is_null() && !value.is_null() {
                answer = text_of(value);
            }
            if !error.is_null() {
                ffi::duckdb_destroy_error_data(&mut error);
            }
            if !value.is_null() {
                ffi::duckdb_destroy_value(&mut value);
            }
            if !context.is_null() {
                ffi::duckdb_destroy_client_context(&mut context);
            }
        }
        ffi::duckdb_destroy_expression(&mut expression);
        answer
    }
}

/// The text of a value: `Null` for SQL NULL.
///
/// # Safety
/// `value` is a live value.
pub unsafe fn text_of(value: ffi::duckdb_value) -> Argument {
    unsafe {
        if ffi::duckdb_is_null_value(value) {
            return Argument::Null;
        }
        let text = ffi::duckdb_get_varchar(value);
        if text.is_null() {
            return Argument::Null;
        }
        let answer = CStr::from_ptr(text).to_string_lossy().into_owned();
        ffi::duckdb_free(text as *mut c_void);
        Argument::Text(answer)
    }
}

/// The value of the setting `name` in the session of the call being
/// bound, as text; `None` when it is not set (or not known).
///
/// # Safety
/// `info` is the bind callback's.
pub unsafe fn setting(info: ffi::duckdb_bind_info, name: &str) -> Option<String> {
    let name = c_string(name);
    unsafe {
        let mut context: ffi::duckdb_client_context = ptr::null_mut();
        ffi::duckdb_scalar_function_get_client_context(info, &mut context);
        if context.is_null() {
            return None;
        }
        let mut scope: ffi::duckdb_config_option_scope = 0;
        let mut value =
            ffi::duckdb_client_context_get_config_option(context, name.as_ptr(), &mut scope);
        ffi::duckdb_destroy_client_context(&mut context);
        if value.is_null() {
            return None;
        }
        let answer = match text_of(value) {
            Argument::Text(t) => Some(t),
            _ => None,
        };
        ffi::duckdb_destroy_value(&mut value);
        answer
    }
}

/// Writes the rows of a `LIST(VARCHAR)` vector, each list's strings after
/// the last in the child vector.
pub struct ListWriter {
    list: Output,
    size: usize,
}

impl Output {
    /// The writer of a `LIST(VARCHAR)` vector.
    pub fn list(&self) -> ListWriter {
        // SAFETY: the vector is a LIST vector (the function's type).
        let size = unsafe { ffi::duckdb_list_vector_get_size(self.vector) as usize };
        ListWriter { list: *self, size }
    }
}

impl ListWriter {
    /// Row `i` is the list of `items`.
    pub fn push(&mut self, i: usize, items: &[&str]) {
        let start = self.size;
        // SAFETY: the child is fetched after the reserve (which may move
        // it), and each item is written within the reserved size; the
        // entries are one `duckdb_list_entry` a row.
        unsafe {
            ffi::duckdb_list_vector_reserve(self.list.vector, (start + items.len()) as ffi::idx_t);
            let child = Output::new(ffi::duckdb_list_vector_get_child(self.list.vector));
            for (k, item) in items.iter().enumerate() {
                child.set_str(start + k, item);
            }
            self.size = start + items.len();
            ffi::duckdb_list_vector_set_size(self.list.vector, self.size as ffi::idx_t);
            let entries = self.list.data as *mut ffi::duckdb_list_entry;
            *entries.add(i) = ffi::duckdb_list_entry {
                offset: start as u64,
                length: items.len() as u64,
            };
        }
    }

    /// Row `i` is NULL.
    pub fn push_null(&mut self, i: usize) {
        self.push(i, &[]);
        self.list.set_null(i);
    }
}

/// Where a struct of a list goes: its index in the row's list, and its
/// row in the list's child vector.
pub struct Row {
    pub index: usize,
    pub at: usize,
}

/// Writes the rows of a `LIST(STRUCT(...))` vector.
pub struct StructListWriter {
    list: Output,
    size: usize,
    fields: usize,
}

impl Output {
    /// The writer of a `LIST` of `STRUCT`s of `fields` fields.
    pub fn structs(&self, fields: usize) -> StructListWriter {
        // SAFETY: the vector is a LIST vector (the function's type).
        let size = unsafe { ffi::duckdb_list_vector_get_size(self.vector) as usize };
        StructListWriter {
            list: *self,
            size,
            fields,
        }
    }
}

impl StructListWriter {
    /// Row `i` is a list of `count` structs, each written by `fill` into
    /// the fields it is given.
    pub fn push(&mut self, i: usize, count: usize, mut fill: impl FnMut(Row, &[Output])) {
        let start = self.size;
        // SAFETY: as `ListWriter::push`; the child is a STRUCT vector of
        // `fields` fields (the function's type).
        unsafe {
            if count > 0 {
                ffi::duckdb_list_vector_reserve(self.list.vector, (start + count) as ffi::idx_t);
                let child = Output::new(ffi::duckdb_list_vector_get_child(self.list.vector));
                let fields: Vec<Output> = (0..self.fields).map(|f| child.field(f)).collect();
                for index in 0..count {
                    fill(
                        Row {
                            index,
                            at: start + index,
                        },
                        &fields,
                    );
                }
                self.size = start + count;
                ffi::duckdb_list_vector_set_size(self.list.vector, self.size as ffi::idx_t);
            }
            let entries = self.list.data as *mut ffi::duckdb_list_entry;
            *entries.add(i) = ffi::duckdb_list_entry {
                offset: start as u64,
                length: count as u64,
            };
        }
    }

    /// Row `i` is NULL.
    pub fn push_null(&mut self, i: usize) {
        self.push(i, 0, |_, _| {});
        self.list.set_null(i);
    }
}
