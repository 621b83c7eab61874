"""PHI classes and label maps between corpora and the project's classes.

The project's English classes follow i2b2 2006/2014 (``PROJECT_CLASSES``).  Corpora keep their
own labels (MEDDOCAN's 22 Spanish types, presidio-research's entity types, i2b2 2014 TYPEs);
a *label map* projects them onto coarse classes for type-blind or cross-corpus comparisons.
"""

from __future__ import annotations

#: The classes of the synthetic English corpus and of English models trained on it.
PROJECT_CLASSES: tuple[str, ...] = (
    "PATIENT",
    "DOCTOR",
    "USERNAME",
    "HOSPITAL",
    "ORGANIZATION",
    "LOCATION",
    "DATE",
    "AGE",
    "ID",
    "PHONE",
    "FAX",
    "EMAIL",
    "URL",
    "IP",
    "PROFESSION",
)

#: MEDDOCAN's 22 types -> coarse classes (../shared/DATA.md).  SEXO is not PHI in HIPAA terms.
MEDDOCAN_COARSE: dict[str, str] = {
    "NOMBRE_SUJETO_ASISTENCIA": "PATIENT",
    "FAMILIARES_SUJETO_ASISTENCIA": "PATIENT",
    "NOMBRE_PERSONAL_SANITARIO": "DOCTOR",
    "HOSPITAL": "HOSPITAL",
    "CENTRO_SALUD": "HOSPITAL",
    "INSTITUCION": "ORGANIZATION",
    "TERRITORIO": "LOCATION",
    "CALLE": "LOCATION",
    "PAIS": "LOCATION",
    "FECHAS": "DATE",
    "EDAD_SUJETO_ASISTENCIA": "AGE",
    "ID_SUJETO_ASISTENCIA": "ID",
    "ID_ASEGURAMIENTO": "ID",
    "ID_CONTACTO_ASISTENCIAL": "ID",
    "ID_TITULACION_PERSONAL_SANITARIO": "ID",
    "ID_EMPLEO_PERSONAL_SANITARIO": "ID",
    "NUMERO_TELEFONO": "PHONE",
    "NUMERO_FAX": "FAX",
    "CORREO_ELECTRONICO": "EMAIL",
    "PROFESION": "PROFESSION",
    "OTROS_SUJETO_ASISTENCIA": "OTHER",
    "SEXO_SUJETO_ASISTENCIA": "SEX",
    # defined by the guidelines, absent from the corpus
    "URL_WEB": "URL",
    "DIREC_PROT_INTERNET": "IP",
    "OTRO_NUMERO_IDENTIF": "ID",
    "IDENTIF_VEHICULOS_NRSERIE_PLACAS": "ID",
    "IDENTIF_DISPOSITIVOS_NRSERIE": "ID",
    "IDENTIF_BIOMETRICOS": "ID",
}

#: presidio-research / presidio-synth entity types -> project classes.  TITLE and NRP
#: (nationality, religion, politics) are not PHI and are dropped (mapped to None).  Names are
#: not split into patient/clinician in that corpus: PERSON maps to PATIENT.
PRESIDIO_TO_PROJECT: dict[str, str | None] = {
    "PERSON": "PATIENT",
    "STREET_ADDRESS": "LOCATION",
    "GPE": "LOCATION",
    "LOCATION": "LOCATION",
    "ZIP_CODE": "LOCATION",
    "ORGANIZATION": "ORGANIZATION",
    "DATE_TIME": "DATE",
    "AGE": "AGE",
    "PHONE_NUMBER": "PHONE",
    "EMAIL_ADDRESS": "EMAIL",
    "DOMAIN_NAME": "URL",
    "URL": "URL",
    "IP_ADDRESS": "IP",
    "CREDIT_CARD": "ID",
    "IBAN_CODE": "ID",
    "US_SSN": "ID",
    "US_DRIVER_LICENSE": "ID",
    "US_PASSPORT": "ID",
    "US_BANK_NUMBER": "ID",
    "US_ITIN": "ID",
    "MEDICAL_LICENSE": "ID",
    "UK_NHS": "ID",
    "TITLE": None,
    "NRP": None,
}

#: i2b2 2014 TYPE attribute -> project classes (the 2014 sub-types collapse onto i2b2 2006-style
#: classes; ROOM/DEPARTMENT are parts of a hospital).
I2B2_2014_TO_PROJECT: dict[str, str] = {
    "PATIENT": "PATIENT",
    "DOCTOR": "DOCTOR",
    "USERNAME": "USERNAME",
    "PROFESSION": "PROFESSION",
    "HOSPITAL": "HOSPITAL",
    "ROOM": "HOSPITAL",
    "DEPARTMENT": "HOSPITAL",
    "ORGANIZATION": "ORGANIZATION",
    "STREET": "LOCATION",
    "CITY": "LOCATION",
    "STATE": "LOCATION",
    "COUNTRY": "LOCATION",
    "ZIP": "LOCATION",
    "LOCATION-OTHER": "LOCATION",
    "AGE": "AGE",
    "DATE": "DATE",
    "PHONE": "PHONE",
    "FAX": "FAX",
    "EMAIL": "EMAIL",
    "URL": "URL",
    "IPADDR": "IP",
    "SSN": "ID",
    "MEDICALRECORD": "ID",
    "HEALTHPLAN": "ID",
    "ACCOUNT": "ID",
    "LICENSE": "ID",
    "VEHICLE": "ID",
    "DEVICE": "ID",
    "BIOID": "ID",
    "IDNUM": "ID",
}

#: deidgate's Safe Harbor categories -> project classes ("photo"/"other" have no project class).
DEIDGATE_TO_PROJECT: dict[str, str] = {
    "name": "PATIENT",
    "geo": "LOCATION",
    "date": "DATE",
    "age": "AGE",
    "phone": "PHONE",
    "fax": "FAX",
    "email": "EMAIL",
    "ssn": "ID",
    "mrn": "ID",
    "health_plan": "ID",
    "account": "ID",
    "license": "ID",
    "vehicle": "ID",
    "device": "ID",
    "url": "URL",
    "ip": "IP",
    "biometric": "ID",
    "photo": "OTHER",
    "other": "OTHER",
}

#: Named label maps accepted by :func:`load_label_map` (and ``--label-map NAME``).
LABEL_MAPS: dict[str, dict[str, str | None]] = {
    "meddocan-coarse": MEDDOCAN_COARSE,
    "presidio": PRESIDIO_TO_PROJECT,
    "i2b2-2014-coarse": I2B2_2014_TO_PROJECT,
    "deidgate": DEIDGATE_TO_PROJECT,
}

#: i2b2 2014 TYPE -> the XML element (tag) it is written under.
I2B2_2014_TAGS: dict[str, str] = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "USERNAME": "NAME",
    "PROFESSION": "PROFESSION",
    "ROOM": "LOCATION", "DEPARTMENT": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "COUNTRY": "LOCATION", "ZIP": "LOCATION",
    "LOCATION-OTHER": "LOCATION", "LOCATION": "LOCATION",
    "AGE": "AGE", "DATE": "DATE",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT", "IP": "CONTACT",
    "SSN": "ID", "MEDICALRECORD": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "VEHICLE": "ID",
    "DEVICE": "ID", "BIOID": "ID", "IDNUM": "ID", "ID": "ID",
}


def i2b2_2014_tag(label: str) -> str:
    """The i2b2 2014 element for ``label``: i2b2 TYPEs and project classes directly, MEDDOCAN,
    presidio and deidgate labels through their coarse class, anything else ``OTHER``."""
    if label in I2B2_2014_TAGS:
        return I2B2_2014_TAGS[label]
    for table in (MEDDOCAN_COARSE, PRESIDIO_TO_PROJECT, DEIDGATE_TO_PROJECT):
        coarse = table.get(label)
        if coarse and coarse in I2B2_2014_TAGS:
            return I2B2_2014_TAGS[coarse]
    return "OTHER"


def load_label_map(spec) -> dict[str, str | None]:
    """Resolve a label map: a name from :data:`LABEL_MAPS`, a path to a ``.toml``/``.json``
    file, or a dict ``{source_label: target_label}``.

    A target of ``""`` or ``None`` (JSON ``null``; TOML has no null, use ``""``) means *drop
    spans with this label*.  A file may hold the mapping at top level or under a ``labels``
    table/object.  Bad specs raise :class:`~multideid.errors.UsageError` (names listed) or
    :class:`~multideid.errors.DataError` (bad file, naming it).
    """
    import json
    import os
    from pathlib import Path

    from multideid.errors import DataError, UsageError

    if isinstance(spec, dict):
        mapping, where = spec, "label map"
    elif isinstance(spec, (str, os.PathLike)):
        s = str(spec)
        if s in LABEL_MAPS:
            return dict(LABEL_MAPS[s])
        p = Path(s)
        if not p.is_file():
            raise UsageError(
                f"unknown label map {s!r}: not a file and not one of {', '.join(LABEL_MAPS)}"
            )
        try:
            raw = p.read_bytes().decode("utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            raise DataError(f"cannot read label map ({type(exc).__name__})", p) from None
        suffix = p.suffix.lower()
        try:
            if suffix == ".toml":
                try:
                    import tomllib
                except ModuleNotFoundError:  # pragma: no cover - Python 3.10
                    import tomli as tomllib
                mapping = tomllib.loads(raw)
            elif suffix == ".json":
                mapping = json.loads(raw)
            else:
                raise UsageError(f"label map file must be .toml or .json (got {p.name})")
        except UsageError:
            raise
        except json.JSONDecodeError as exc:
            raise DataError(f"invalid JSON label map ({exc.msg})", p, exc.lineno) from None
        except Exception as exc:  # tomllib.TOMLDecodeError
            raise DataError(f"invalid TOML label map ({' '.join(str(exc).split())})", p) from None
        where = str(p)
        if isinstance(mapping, dict) and set(mapping) == {"labels"} and isinstance(mapping["labels"], dict):
            mapping = mapping["labels"]
    else:
        raise UsageError(f"a label map must be a name, a .toml/.json path or a dict (got {type(spec).__name__})")
    if not isinstance(mapping, dict):
        raise DataError("a label map must be an object/table of label = class", where)
    out: dict[str, str | None] = {}
    for k, v in mapping.items():
        if not isinstance(k, str) or not (v is None or isinstance(v, str)):
            raise DataError(f"label map entry {k!r} must map a label to a string (or ''/null to drop)", where)
        if isinstance(v, str) and v != v.strip():
            raise DataError(f"label map entry {k!r} has surrounding whitespace", where)
        out[k] = v or None
    return out


def standard_labels() -> frozenset[str]:
    """Label names multideid knows (project classes, MEDDOCAN, presidio, i2b2, deidgate): the
    only labels read from a document that an error message may name."""
    names = set(PROJECT_CLASSES) | set(I2B2_2014_TAGS) | set(I2B2_2014_TAGS.values())
    for table in LABEL_MAPS.values():
        names |= set(table) | {v for v in table.values() if v}
    return frozenset(names)


def shown_label(label: str) -> str:
    """``label`` quoted if it is a :func:`standard_labels` name, else a placeholder: a label
    field of an input file may hold anything, a patient's name included."""
    return repr(label) if label in standard_labels() else "(a label that is not a known label name: not shown)"


def map_spans(spans, mapping: dict, *, strict: bool = True, where: str = ""):
    """Relabel ``spans`` (dropping those mapped to ""/None); see :func:`apply_label_map`."""
    from multideid.errors import UsageError

    out = []
    for s in spans:
        if s.label in mapping:
            target = mapping[s.label]
            if target:
                out.append(s.with_label(target))
        elif strict:
            known = ", ".join(sorted(mapping))
            raise UsageError(f"label {shown_label(s.label)}{where} at {s.start}-{s.end} is not in the label map "
                             f"(known: {known})")
        else:
            out.append(s)
    return out


def map_document(doc, mapping: dict, *, strict: bool = True):
    """A copy of ``doc`` with gold and every prediction relabelled through ``mapping``."""
    new = doc.copy()
    where = f" (document {doc.id})"
    if new.gold is not None:
        new.gold = map_spans(new.gold, mapping, strict=strict, where=where)
    new.predictions = {k: map_spans(v, mapping, strict=strict, where=where) for k, v in new.predictions.items()}
    return new


def apply_label_map(docs, mapping, *, strict: bool = True) -> list:
    """Relabel the gold and prediction spans of ``docs`` through a label map.

    ``mapping`` is anything :func:`load_label_map` accepts.  A label mapped to ``""`` or
    ``None`` is *dropped* (e.g. MEDDOCAN's SEXO or presidio's TITLE/NRP, which are not PHI).
    With ``strict`` (the default) a label absent from the map raises
    :class:`~multideid.errors.UsageError` naming it; otherwise it is kept unchanged.
    Returns new documents; the inputs are not modified.
    """
    m = load_label_map(mapping) if not isinstance(mapping, dict) else load_label_map(dict(mapping))
    return [map_document(d, m, strict=strict) for d in docs]
