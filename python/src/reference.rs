//! `uri2396.URIReference`: a parsed reference as an immutable Python
//! object, the library's `OwnedUriReference` inside. Its components are
//! attributes (absent is `None`, empty is `""`), `str()` gives the input
//! back, `==` and `hash()` follow the text, and the operations of the
//! library are methods that return new objects.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple};

use uri2396::normalize::NormalizeOptions;
use uri2396::{AuthorityKind, Components, Dialect, HostKind, Lang, OwnedUriReference};

use crate::{
    Within, components_dict, dialect_of, lang_of, readings_dict, resolve_error, resolve_options,
    semantics_of, uri_error,
};

/// A URI reference (RFC 2396 section 4), parsed once, in a dialect.
///
/// ``URIReference(s, dialect="strict", *, lang="en")`` raises
/// :class:`URIError` when ``s`` is not a URI reference of that dialect, its
/// message and fix in ``lang`` (``"en"`` or ``"ja"``).
#[pyclass(module = "uri2396", name = "URIReference", frozen, eq, hash, str)]
#[derive(PartialEq, Eq, Hash)]
pub struct PyUriReference {
    inner: OwnedUriReference,
}

impl std::fmt::Display for PyUriReference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.inner.as_str())
    }
}

/// A reference given to a method: a `URIReference` as it is, a `str` read
/// in `dialect`.
fn reference_of(
    py: Python<'_>,
    value: &Bound<'_, PyAny>,
    dialect: Dialect,
    lang: Lang,
) -> PyResult<OwnedUriReference> {
    if let Ok(other) = value.cast::<PyUriReference>() {
        return Ok(other.get().inner.clone());
    }
    let Ok(text) = value.extract::<String>() else {
        return Err(PyTypeError::new_err(format!(
            "expected a URIReference or a str, not {}",
            value.get_type().name()?
        )));
    };
    OwnedUriReference::new_in(text.as_str(), dialect)
        .map_err(|e| uri_error(py, &e, &text, Within::Input, lang))
}

impl PyUriReference {
    fn components(&self) -> Components<'_> {
        self.inner.components()
    }
}

#[pymethods]
impl PyUriReference {
    #[new]
    #[pyo3(signature = (s, dialect = "strict", *, lang = "en"))]
    fn new(py: Python<'_>, s: &str, dialect: &str, lang: &str) -> PyResult<PyUriReference> {
        let lang = lang_of(lang)?;
        let dialect = dialect_of(dialect)?;
        OwnedUriReference::new_in(s, dialect)
            .map(|inner| PyUriReference { inner })
            .map_err(|e| uri_error(py, &e, s, Within::Input, lang))
    }

    /// The scheme, or None for a relative reference.
    #[getter]
    fn scheme(&self) -> Option<&str> {
        self.components().scheme
    }

    /// The authority after ``//``, or None.
    #[getter]
    fn authority(&self) -> Option<&str> {
        self.components().authority
    }

    /// ``"server"`` or ``"reg_name"`` (3.2), or None without an authority.
    #[getter]
    fn authority_kind(&self) -> Option<&'static str> {
        self.components().authority_kind.map(AuthorityKind::as_str)
    }

    /// The userinfo before ``@`` of a server, or None.
    #[getter]
    fn userinfo(&self) -> Option<&str> {
        self.components().userinfo
    }

    /// The host of a server, or None.
    #[getter]
    fn host(&self) -> Option<&str> {
        self.components().host
    }

    /// ``"hostname"``, ``"IPv4address"`` or ``"IPv6reference"``, or None.
    #[getter]
    fn host_kind(&self) -> Option<&'static str> {
        self.components().host_kind.map(HostKind::as_str)
    }

    /// The port after ``:``, as written (``""`` for an empty one), or None.
    #[getter]
    fn port(&self) -> Option<&str> {
        self.components().port
    }

    /// The path, possibly ``""``; never None.
    #[getter]
    fn path(&self) -> &str {
        self.components().path
    }

    /// ``"abs_path"``, ``"rel_path"``, ``"opaque_part"`` or ``"empty"``.
    #[getter]
    fn path_kind(&self) -> &'static str {
        self.components().path_kind.as_str()
    }

    /// The query after ``?``, or None.
    #[getter]
    fn query(&self) -> Option<&str> {
        self.components().query
    }

    /// The fragment after ``#``, or None.
    #[getter]
    fn fragment(&self) -> Option<&str> {
        self.components().fragment
    }

    /// The name of the dialect it was read in (``"strict"``...).
    #[getter]
    fn dialect(&self) -> &'static str {
        self.inner.dialect().name()
    }

    /// Whether it is an absolute URI (has a scheme).
    #[getter]
    fn is_absolute(&self) -> bool {
        self.inner.is_absolute()
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        // Python's own literal of the text.
        let text = PyString::new(py, self.inner.as_str()).repr()?;
        Ok(match self.inner.dialect() {
            Dialect::STRICT => format!("URIReference({text})"),
            dialect => format!("URIReference({text}, dialect='{}')", dialect.name()),
        })
    }

    /// Pickles as its text and its dialect, which it is read again from.
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let py = slf.py();
        let this = slf.get();
        let args = PyTuple::new(py, [this.inner.as_str(), this.inner.dialect().name()])?;
        Ok((slf.get_type().into_any(), args))
    }

    /// The target of ``reference`` (a URIReference, or a str read in this
    /// reference's dialect) resolved against this one as the base (5.2).
    /// Raises :class:`URIError` when the base is relative or opaque, or
    /// (``above_root="reject"``) when the reference climbs above the root.
    #[pyo3(signature = (reference, *, above_root = "keep", same_scheme = "strict", relative_syntax = "rfc2396", semantics = "from-dialect", lang = "en"))]
    #[allow(clippy::too_many_arguments)]
    fn resolve(
        &self,
        py: Python<'_>,
        reference: &Bound<'_, PyAny>,
        above_root: &str,
        same_scheme: &str,
        relative_syntax: &str,
        semantics: &str,
        lang: &str,
    ) -> PyResult<PyUriReference> {
        let lang = lang_of(lang)?;
        let options = resolve_options(above_root, same_scheme, relative_syntax, self.dialect())?
            .with_semantics(semantics_of(semantics)?);
        let base = self.inner.borrow();
        let resolved = match reference.extract::<String>() {
            // Read in the base's dialect, with `?y` as `relative_syntax` says.
            Ok(text) => base.join(&text, &options),
            Err(_) => {
                let reference = reference_of(py, reference, self.inner.dialect(), lang)?;
                base.resolve(&reference.borrow(), &options)
            }
        };
        resolved
            .map(|r| PyUriReference {
                inner: r.into_uri(),
            })
            .map_err(|e| {
                // The reference's text, for the error's place in it.
                let text = reference.str().map(|s| s.to_string()).unwrap_or_default();
                resolve_error(py, e, self.inner.as_str(), &text, lang)
            })
    }

    /// The same as :meth:`resolve`: ``base.join("../g")``.
    #[pyo3(signature = (reference, *, above_root = "keep", same_scheme = "strict", relative_syntax = "rfc2396", semantics = "from-dialect", lang = "en"))]
    #[allow(clippy::too_many_arguments)]
    fn join(
        &self,
        py: Python<'_>,
        reference: &Bound<'_, PyAny>,
        above_root: &str,
        same_scheme: &str,
        relative_syntax: &str,
        semantics: &str,
        lang: &str,
    ) -> PyResult<PyUriReference> {
        self.resolve(
            py,
            reference,
            above_root,
            same_scheme,
            relative_syntax,
            semantics,
            lang,
        )
    }

    /// The normal form (section 6; in the java dialect java.net.URI's
    /// ``normalize``, unless ``semantics`` chooses).
    #[pyo3(signature = (*, semantics = "from-dialect"))]
    fn normalize(&self, semantics: &str) -> PyResult<PyUriReference> {
        let options = NormalizeOptions::new().with_semantics(semantics_of(semantics)?);
        Ok(PyUriReference {
            inner: self.inner.normalize_with(&options),
        })
    }

    /// Whether ``other`` (a URIReference, or a str read in this
    /// reference's dialect) has the same normal form (in the java dialect,
    /// whether java.net.URI's ``equals`` holds, unless ``semantics``
    /// chooses).
    #[pyo3(signature = (other, *, semantics = "from-dialect", lang = "en"))]
    fn equivalent(
        &self,
        py: Python<'_>,
        other: &Bound<'_, PyAny>,
        semantics: &str,
        lang: &str,
    ) -> PyResult<bool> {
        let lang = lang_of(lang)?;
        let other = reference_of(py, other, self.inner.dialect(), lang)?;
        let options = NormalizeOptions::new().with_semantics(semantics_of(semantics)?);
        Ok(self.inner.equivalent_with(&other.borrow(), &options))
    }

    /// The same reference with ``fragment`` as its fragment, or without a
    /// fragment for None. Raises :class:`URIError` when ``fragment`` is no
    /// fragment of this dialect, its message and fix in ``lang``.
    #[pyo3(signature = (fragment, *, lang = "en"))]
    fn with_fragment(
        &self,
        py: Python<'_>,
        fragment: Option<&str>,
        lang: &str,
    ) -> PyResult<PyUriReference> {
        let lang = lang_of(lang)?;
        let inner = match fragment {
            Some(fragment) => self
                .inner
                .with_fragment(fragment)
                .map_err(|e| uri_error(py, &e, fragment, Within::Fragment, lang))?,
            None => self.inner.borrow().without_fragment().to_owned(),
        };
        Ok(PyUriReference { inner })
    }

    /// The dict of :func:`uri2396.parse`: ``dialect``, ``rule``, ``valid``,
    /// the components, ``host_names``, ``escapes`` and ``error`` (None).
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("dialect", self.inner.dialect().name())?;
        d.set_item("rule", "URI-reference")?;
        d.set_item("valid", true)?;
        let components = self.components();
        components_dict(&d, Some(&components))?;
        readings_dict(py, &d, self.inner.as_str(), Some(&components))?;
        d.set_item("error", py.None())?;
        Ok(d)
    }
}
