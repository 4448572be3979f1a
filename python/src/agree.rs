//! The defenders' verdict (`uri2396::guard`): a dict of whether the
//! readings of one string agree on where it leads, in the shape of
//! `uri2396 check --agree --format jsonl`; a `Guard` class for request
//! paths; and an Arrow kernel giving `agree` and `class` row by row.

use std::sync::Arc;

use arrow_array::builder::{BooleanBuilder, StringBuilder};
use arrow_array::{ArrayRef, StructArray};
use arrow_schema::{DataType, Field, Fields};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use pyo3_arrow::PyArray;

use uri2396::compare::Reading;
use uri2396::guard::{self, Agreement, Place, Policy, PolicyRule};

use super::{Strings, to_py};

/// At least two readings, none named twice.
fn readings_of(names: Vec<String>) -> PyResult<Vec<Reading>> {
    let readings = super::compare::readings_of(Some(names))?;
    if readings.len() < 2 {
        return Err(PyValueError::new_err(
            "one reading agrees with itself: name two or more",
        ));
    }
    Ok(readings)
}

/// A policy from its Python form: `{"schemes": [...], "refuse": [...]}`
/// (each key optional), as a policy file writes it.
fn policy_of(policy: Option<&Bound<'_, PyDict>>) -> PyResult<Policy> {
    let Some(policy) = policy else {
        return Ok(Policy::new());
    };
    let mut out = Policy::new();
    for (key, value) in policy.iter() {
        let key: String = key.extract()?;
        let names: Vec<String> = value.extract()?;
        match key.as_str() {
            "schemes" => out = out.with_schemes(names),
            "refuse" => {
                for name in names {
                    out = out.refusing(name.parse::<PolicyRule>().map_err(PyValueError::new_err)?);
                }
            }
            other => {
                return Err(PyValueError::new_err(format!(
                    "a policy has the keys \"schemes\" and \"refuse\", not {other:?}"
                )));
            }
        }
    }
    Ok(out)
}

fn place_dict<'py>(py: Python<'py>, place: &Place<'_>) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("scheme", place.scheme.as_deref())?;
    d.set_item("host", place.host.as_deref())?;
    d.set_item("port", place.port.as_deref())?;
    Ok(d)
}

fn agreement_dict<'py>(
    py: Python<'py>,
    s: &str,
    a: &Agreement<'_>,
    lang: uri2396::Lang,
) -> PyResult<Bound<'py, PyDict>> {
    let out = PyDict::new(py);
    out.set_item("input", s)?;
    out.set_item("agree", a.agree)?;
    let by_name = PyDict::new(py);
    for (r, place) in a.readings.iter().zip(&a.places) {
        let d = match place {
            Some(place) => place_dict(py, place)?,
            None => {
                let d = PyDict::new(py);
                for key in ["scheme", "host", "port"] {
                    d.set_item(key, None::<&str>)?;
                }
                d
            }
        };
        d.set_item("valid", r.valid)?;
        d.set_item("error", r.refusal.as_ref().map(|e| e.message_in(lang)))?;
        by_name.set_item(r.reading.name(), d)?;
    }
    out.set_item("readings", by_name)?;
    let differ: Vec<&str> = a.differ.iter().map(|f| f.name()).collect();
    out.set_item("differ", differ)?;
    out.set_item("class", a.class.map(|c| c.name()))?;
    out.set_item("message", a.message_in(lang))?;
    let policy: Vec<Bound<'py, PyDict>> = a
        .policy
        .iter()
        .map(|v| -> PyResult<Bound<'py, PyDict>> {
            let d = PyDict::new(py);
            d.set_item("rule", v.rule.name())?;
            let readings: Vec<&str> = v.readings.iter().map(|r| r.name()).collect();
            d.set_item("readings", readings)?;
            d.set_item("value", &v.value)?;
            d.set_item("message", v.message_in(lang))?;
            Ok(d)
        })
        .collect::<PyResult<_>>()?;
    out.set_item("policy", policy)?;
    Ok(out)
}

/// Whether `readings` agree on where `s` leads: a dict with `input`,
/// `agree`, `readings` (by name: `valid`, `scheme`, `host`, the effective
/// `port`, `error`), `differ`, `class`, `message` (in `lang`) and `policy`
/// (what `policy` refuses: each `rule`, `readings`, `value`, `message`).
#[pyfunction]
#[pyo3(signature = (s, readings, *, policy = None, lang = "en"))]
pub(crate) fn agree<'py>(
    py: Python<'py>,
    s: &str,
    readings: Vec<String>,
    policy: Option<&Bound<'py, PyDict>>,
    lang: &str,
) -> PyResult<Bound<'py, PyDict>> {
    let lang = super::lang_of(lang)?;
    let readings = readings_of(readings)?;
    let policy = policy_of(policy)?;
    agreement_dict(py, s, &guard::agree_with(s, &readings, &policy), lang)
}

/// A filter of references made of readings (`uri2396::guard::Guard`).
#[pyclass(module = "uri2396", name = "Guard", frozen)]
pub(crate) struct Guard {
    guard: guard::Guard,
    lang: uri2396::Lang,
}

#[pymethods]
impl Guard {
    #[new]
    #[pyo3(signature = (readings, *, policy = None, lang = "en"))]
    fn new(
        readings: Vec<String>,
        policy: Option<&Bound<'_, PyDict>>,
        lang: &str,
    ) -> PyResult<Guard> {
        Ok(Guard {
            guard: guard::Guard::new(readings_of(readings)?).with_policy(policy_of(policy)?),
            lang: super::lang_of(lang)?,
        })
    }

    /// The readings' names.
    #[getter]
    fn readings(&self) -> Vec<&'static str> {
        self.guard.readings().iter().map(|r| r.name()).collect()
    }

    /// Whether every reading accepts `s` and they agree on where it leads.
    fn passes(&self, s: &str) -> bool {
        self.guard.check(s).is_ok()
    }

    /// The place every reading gives `s` (`scheme`, `host`, `port`), or
    /// `None` when they refuse it or disagree.
    fn target<'py>(&self, py: Python<'py>, s: &str) -> PyResult<Option<Bound<'py, PyDict>>> {
        match self.guard.check(s) {
            Ok(place) => place_dict(py, &place).map(Some),
            Err(_) => Ok(None),
        }
    }

    /// The verdict on `s`, as `uri2396.agree` gives it.
    fn check<'py>(&self, py: Python<'py>, s: &str) -> PyResult<Bound<'py, PyDict>> {
        let a = guard::agree_with(s, self.guard.readings(), self.guard.policy());
        agreement_dict(py, s, &a, self.lang)
    }

    fn __repr__(&self) -> String {
        format!("Guard({:?})", self.readings())
    }
}

/// The verdict on each string of an Arrow array; see
/// `uri2396.arrow.agree`.
#[pyfunction]
#[pyo3(signature = (array, readings, *, policy = None))]
pub(crate) fn arrow_agree(
    py: Python<'_>,
    array: PyArray,
    readings: Vec<String>,
    policy: Option<&Bound<'_, PyDict>>,
) -> PyResult<PyArray> {
    let readings = readings_of(readings)?;
    let guard = guard::Guard::new(readings.iter().copied()).with_policy(policy_of(policy)?);
    let (array, _) = array.into_inner();
    let out = py.detach(|| -> PyResult<ArrayRef> {
        let strings = Strings::of(&array)?;
        let n = strings.len();
        let mut agree = BooleanBuilder::with_capacity(n);
        let mut class = StringBuilder::new();
        for i in 0..n {
            let Some(s) = strings.get(i) else {
                agree.append_null();
                class.append_null();
                continue;
            };
            match guard.check(s) {
                Ok(_) => {
                    agree.append_value(true);
                    class.append_null();
                }
                Err(a) => {
                    // A line the policy refuses is not agreed to.
                    agree.append_value(a.agree && a.policy.is_empty());
                    let rule = a.policy.first().map(|v| v.rule.name());
                    class.append_option(a.class.map(|c| c.name()).or(rule));
                }
            }
        }
        let fields = Fields::from(vec![
            Field::new("agree", DataType::Boolean, true),
            Field::new("class", DataType::Utf8, true),
        ]);
        Ok(Arc::new(StructArray::new(
            fields,
            vec![Arc::new(agree.finish()), Arc::new(class.finish())],
            strings.nulls().cloned(),
        )))
    })?;
    Ok(to_py(out))
}
