"""multideid: ensemble de-identification of clinical text.

The core package holds the document/span model, the tokenizer, corpus readers and writers,
the evaluation suite, configuration and the command line.  Base systems live in
:mod:`multideid.base_systems` and the stacker in :mod:`multideid.stacking`.

Heavy libraries (scikit-learn, crfsuite, presidio) are imported lazily so that
``multideid --help`` stays fast.
"""

__version__ = "0.1.0"

from multideid.document import Document, Span  # noqa: E402  (light: stdlib only)

__all__ = ["Document", "Span", "__version__"]
