//! Readings side by side (`uri2396::compare`): a dict of one string's
//! readings, in the shape of `uri2396 compare --format jsonl`, and an
//! Arrow kernel that gives a struct per reading and the fields they
//! differ on, row by row.

use std::sync::Arc;

use arrow_array::builder::{BooleanBuilder, ListBuilder, StringBuilder};
use arrow_array::{Array, ArrayRef, StructArray};
use arrow_schema::{DataType, Field, Fields};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use pyo3_arrow::PyArray;

use uri2396::compare::{Field as Compared, Reading, Refusal, compare as read_all};

use super::{Strings, to_py};

/// The readings named, or every reading when none are.
pub(crate) fn readings_of(names: Option<Vec<String>>) -> PyResult<Vec<Reading>> {
    match names {
        None => Ok(Reading::all()),
        Some(names) if names.is_empty() => Err(PyValueError::new_err("no readings named")),
        Some(names) => {
            let readings: Vec<Reading> = names
                .iter()
                .map(|n| n.parse().map_err(|e| PyValueError::new_err(format!("{e}"))))
                .collect::<PyResult<_>>()?;
            // Each reading is a key of the dict and a field of the struct.
            for (i, r) in readings.iter().enumerate() {
                if readings[..i].contains(r) {
                    return Err(PyValueError::new_err(format!(
                        "the reading {r} is named twice"
                    )));
                }
            }
            Ok(readings)
        }
    }
}

/// The components a reading gives, as the struct and the dict name them:
/// the library's fields of a comparison but `valid`, which comes first.
fn string_fields() -> impl Iterator<Item = Compared> {
    Compared::ALL.into_iter().filter(|f| *f != Compared::Valid)
}

/// Reads `s` in each reading (resolved against `base` when given) and
/// compares them: a dict with `input`, `base`, `readings` (by name, each
/// with `valid`, the components, `resolved`, `serialization`, `error` and
/// `reasons`) and `differ`. The messages are in `lang` (WHATWG's own
/// words stay English).
#[pyfunction]
#[pyo3(signature = (s, base = None, readings = None, *, lang = "en"))]
pub(crate) fn compare<'py>(
    py: Python<'py>,
    s: &str,
    base: Option<&str>,
    readings: Option<Vec<String>>,
    lang: &str,
) -> PyResult<Bound<'py, PyDict>> {
    let lang = super::lang_of(lang)?;
    let readings = readings_of(readings)?;
    let c = read_all(s, base, &readings);
    let out = PyDict::new(py);
    out.set_item("input", s)?;
    out.set_item("base", base)?;
    let by_name = PyDict::new(py);
    for r in &c.readings {
        let d = PyDict::new(py);
        d.set_item("valid", r.valid)?;
        for field in string_fields() {
            d.set_item(field.name(), r.value(field))?;
        }
        let error = match &r.refusal {
            None => None,
            Some(refusal) => {
                let e = PyDict::new(py);
                let kind = match refusal {
                    Refusal::Syntax(_) => "syntax",
                    Refusal::Resolve(_) => "resolve",
                    Refusal::NotUtf8 { .. } => "not_utf8",
                    Refusal::Whatwg { base: true, .. } => "whatwg_base",
                    _ => "whatwg",
                };
                e.set_item("kind", kind)?;
                e.set_item("offset", refusal.offset())?;
                e.set_item("message", refusal.message_in(lang))?;
                Some(e)
            }
        };
        d.set_item("error", error)?;
        let reasons = PyList::empty(py);
        for reason in &r.reasons {
            let x = PyDict::new(py);
            x.set_item("rule", reason.rule().map(|r| r.name()))?;
            x.set_item("step", reason.step().map(|s| s.name()))?;
            x.set_item("offset", reason.offset())?;
            x.set_item("message", reason.message_in(lang))?;
            reasons.append(x)?;
        }
        d.set_item("reasons", reasons)?;
        by_name.set_item(r.reading.name(), d)?;
    }
    out.set_item("readings", by_name)?;
    let differ: Vec<&str> = c.differ.iter().map(|f| f.name()).collect();
    out.set_item("differ", differ)?;
    Ok(out)
}

/// The names of the readings `compare` reads in when none are named.
#[pyfunction]
pub(crate) fn readings() -> Vec<&'static str> {
    Reading::all().iter().map(|r| r.name()).collect()
}

/// The struct of one reading in `arrow_compare`'s output.
fn reading_fields() -> Fields {
    let mut fields = vec![Field::new("valid", DataType::Boolean, true)];
    fields.extend(string_fields().map(|f| Field::new(f.name(), DataType::Utf8, true)));
    Fields::from(fields)
}

/// Reads each string of an Arrow array in each reading, against `base`
/// when given; see `uri2396.arrow.compare`.
#[pyfunction]
#[pyo3(signature = (array, base = None, readings = None))]
pub(crate) fn arrow_compare(
    py: Python<'_>,
    array: PyArray,
    base: Option<&str>,
    readings: Option<Vec<String>>,
) -> PyResult<PyArray> {
    let readings = readings_of(readings)?;
    let (array, _) = array.into_inner();
    let out = py.detach(|| -> PyResult<ArrayRef> {
        let strings = Strings::of(&array)?;
        let n = strings.len();
        let mut valid: Vec<BooleanBuilder> = readings
            .iter()
            .map(|_| BooleanBuilder::with_capacity(n))
            .collect();
        let mut columns: Vec<Vec<StringBuilder>> = readings
            .iter()
            .map(|_| string_fields().map(|_| StringBuilder::new()).collect())
            .collect();
        let mut differ = ListBuilder::new(StringBuilder::new());
        for i in 0..n {
            let Some(s) = strings.get(i) else {
                for (v, cs) in valid.iter_mut().zip(&mut columns) {
                    v.append_null();
                    cs.iter_mut().for_each(StringBuilder::append_null);
                }
                // An empty list under the null row: the row is null in the
                // struct's validity, and a pandas column made from this one
                // (PySpark 3.5's pandas_udf) has no missing list in it.
                differ.append(true);
                continue;
            };
            let c = read_all(s, base, &readings);
            for ((r, v), cs) in c.readings.iter().zip(&mut valid).zip(&mut columns) {
                v.append_value(r.valid);
                for (column, field) in cs.iter_mut().zip(string_fields()) {
                    column.append_option(r.value(field));
                }
            }
            for field in &c.differ {
                differ.values().append_value(Compared::name(*field));
            }
            differ.append(true);
        }
        let one = reading_fields();
        let mut fields: Vec<Field> = readings
            .iter()
            .map(|r| Field::new(r.name(), DataType::Struct(one.clone()), true))
            .collect();
        let mut arrays: Vec<ArrayRef> = valid
            .iter_mut()
            .zip(&mut columns)
            .map(|(v, cs)| {
                let mut parts: Vec<ArrayRef> = vec![Arc::new(v.finish())];
                parts.extend(cs.iter_mut().map(|c| Arc::new(c.finish()) as ArrayRef));
                Arc::new(StructArray::new(
                    one.clone(),
                    parts,
                    strings.nulls().cloned(),
                )) as ArrayRef
            })
            .collect();
        let differ = differ.finish();
        fields.push(Field::new("differ", differ.data_type().clone(), true));
        arrays.push(Arc::new(differ));
        Ok(Arc::new(StructArray::new(
            Fields::from(fields),
            arrays,
            strings.nulls().cloned(),
        )))
    })?;
    Ok(to_py(out))
}
