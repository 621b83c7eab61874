"""The i2b2 2014 PHI-track conventions: document macro averages and the HIPAA subset.

The official script (``evaluate.py phi``, Kotfila 2014) reports, besides micro scores, a
*document* macro: precision and recall are computed per document (0/0 counts as 0.0) and
averaged over documents; its macro F1 is the harmonic mean of the macro precision and the macro
recall (not the mean of per-document F1s).  Its HIPAA subset keeps the (tag, TYPE) pairs listed
in :data:`HIPAA_TYPES`.  Spans carry the TYPE as their label; the tag (NAME, LOCATION, ...) is
implied because every TYPE belongs to exactly one tag (:data:`I2B2_2014_TAG_OF_TYPE`).

IDNUM: the script lists it as ``"IDNUM "`` (trailing space) and so never counts it as HIPAA.
multideid follows the script by default (``include_idnum=False``) so that published HIPAA
numbers are reproduced; pass ``include_idnum=True`` for the literal HIPAA reading (an ID number
is a HIPAA identifier).
"""

from __future__ import annotations

from typing import Iterable, Sequence

from multideid.document import Span
from multideid.evaluation.metrics import Tally, f_beta, relaxed_tally, safe_div, strict_tally

#: Every i2b2 2014 TYPE and the XML tag it belongs to.
I2B2_2014_TAG_OF_TYPE: dict[str, str] = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "USERNAME": "NAME",
    "PROFESSION": "PROFESSION",
    "ROOM": "LOCATION", "DEPARTMENT": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "COUNTRY": "LOCATION",
    "ZIP": "LOCATION", "LOCATION-OTHER": "LOCATION",
    "AGE": "AGE",
    "DATE": "DATE",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "SSN": "ID", "MEDICALRECORD": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "VEHICLE": "ID", "DEVICE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "OTHER": "OTHER",
}

#: TYPEs the script's HIPAA filter keeps (NAME/PATIENT; LOCATION/CITY, STREET, ZIP,
#: ORGANIZATION; DATE/*; AGE/*; CONTACT/PHONE, FAX, EMAIL; ID/SSN ... BIOID).  IDNUM: see above.
HIPAA_TYPES: frozenset[str] = frozenset(
    "PATIENT CITY STREET ZIP ORGANIZATION DATE AGE PHONE FAX EMAIL SSN MEDICALRECORD HEALTHPLAN "
    "ACCOUNT LICENSE VEHICLE DEVICE BIOID".split()
)


def is_i2b2_2014_labelset(labels: Iterable[str]) -> bool:
    """True when ``labels`` is a non-empty set of i2b2 2014 TYPEs."""
    labels = set(labels)
    return bool(labels) and labels <= set(I2B2_2014_TAG_OF_TYPE)


def hipaa_types(include_idnum: bool = False) -> frozenset[str]:
    return HIPAA_TYPES | {"IDNUM"} if include_idnum else HIPAA_TYPES


def _doc_macro(tallies: Sequence[Tally]) -> dict:
    """The script's document macro: mean per-document P and R, F1 = harmonic mean of both."""
    n = len(tallies)
    ps, rs = [], []
    for t in tallies:
        tp, fp, fn = t.totals()
        ps.append(safe_div(tp, tp + fp))
        rs.append(safe_div(tp, tp + fn))
    mp = sum(ps) / n if n else 0.0
    mr = sum(rs) / n if n else 0.0
    return {"precision": mp, "recall": mr, "f1": f_beta(mp, mr), "documents": n}


def _block(tallies: Sequence[Tally]) -> dict:
    total = Tally()
    for t in tallies:
        total.add(t)
    tp, fp, fn = total.totals()
    p, r = safe_div(tp, tp + fp), safe_div(tp, tp + fn)
    return {
        "micro": {"precision": p, "recall": r, "f1": f_beta(p, r), "tp": tp, "fp": fp, "fn": fn, "support": tp + fn},
        "macro": _doc_macro(tallies),
    }


def i2b2_2014_block(pairs: Sequence[tuple[list[Span], list[Span]]], *, relaxed_end: int = 2,
                    include_idnum: bool = False) -> dict:
    """The i2b2 2014 measures for ``(gold spans, predicted spans)`` per document.

    Always: ``strict``, ``relaxed``, ``binary_strict`` (micro + document macro).  The HIPAA
    measures (``hipaa_strict``, ``hipaa_relaxed``, ``hipaa_binary_strict``) only when the gold
    labels are i2b2 2014 TYPEs; otherwise they are ``None`` and ``hipaa_applicable`` is false.
    """
    gold_labels = {s.label for g, _ in pairs for s in g}
    applicable = is_i2b2_2014_labelset(gold_labels)
    out: dict = {
        "convention": "i2b2 2014 evaluate.py phi: macro = mean over documents of per-document P and R "
                      "(0/0 = 0), macro F1 = harmonic mean of macro P and macro R",
        "relaxed_end": relaxed_end,
        "strict": _block([strict_tally(g, p) for g, p in pairs]),
        "relaxed": _block([relaxed_tally(g, p, max_end_diff=relaxed_end) for g, p in pairs]),
        "binary_strict": _block([strict_tally(g, p, typed=False) for g, p in pairs]),
        "hipaa_applicable": applicable,
        "hipaa_idnum": include_idnum,
        "hipaa_strict": None,
        "hipaa_relaxed": None,
        "hipaa_binary_strict": None,
    }
    if applicable:
        keep = hipaa_types(include_idnum)
        hp = [([s for s in g if s.label in keep], [s for s in p if s.label in keep]) for g, p in pairs]
        out["hipaa_strict"] = _block([strict_tally(g, p) for g, p in hp])
        out["hipaa_relaxed"] = _block([relaxed_tally(g, p, max_end_diff=relaxed_end) for g, p in hp])
        out["hipaa_binary_strict"] = _block([strict_tally(g, p, typed=False) for g, p in hp])
    return out
