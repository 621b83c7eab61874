"""Microsoft Presidio as a base de-identifier, running fully offline.

The adapter builds a Presidio :class:`~presidio_analyzer.AnalyzerEngine` from

* a pattern-only recognizer registry: Presidio's predefined recognizers (e-mail, URL, IP,
  phone via ``phonenumbers``, dates, credit cards, IBAN, US SSN/ITIN/passport/licence,
  medical licence, Spanish NIF/NIE, ...), instantiated for English and Spanish with
  language-specific context words;
* custom clinical recognizers declared in the tables below (medical record numbers and other
  labelled IDs, ages, clinical phone/fax/pager formats, clinician and patient names after a
  title or a form field, addresses, ZIP codes, hospitals; Spanish phones, dates such as
  ``3 de marzo de 2005`` and the MEDDOCAN-style form fields);
* an NLP engine that loads **no** spaCy model: by default the artifacts (tokens, lower-cased
  "lemmas", stop words) are built from multideid's own tokens (``Document.tokens``, computed
  once per document and shared by every base), or, with ``nlp="spacy_blank"``, from a blank
  spaCy pipeline (``spacy.blank(lang)``, offline).  There is no statistical NER, so names,
  places and organisations are only found where a pattern anchors them.

Presidio never touches the network: the e-mail recognizer's public-suffix check uses a
:class:`tldextract.TLDExtract` with ``suffix_list_urls=()`` and no cache directory, i.e. the
snapshot bundled with tldextract (the stock recognizer would try to download the list).

Results are mapped through a per-entity label map onto
:data:`multideid.labels.PROJECT_CLASSES`; an entity mapped to ``None`` is dropped (e.g.
``NRP``).  Every entity the engine can emit must have an entry: an unmapped entity is a
configuration error, never a silently lost span.  By default low-score results are kept
(``score_threshold=0.0``): the stacker learns how much to trust each score band.
"""

from __future__ import annotations

import bisect
import re
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, ClassVar, Iterable, Iterator, Sequence

from multideid.base_systems.base import BaseSystem
from multideid.document import Document, Span, remove_overlaps
from multideid.errors import UsageError
from multideid.labels import PROJECT_CLASSES

if TYPE_CHECKING:  # pragma: no cover
    from multideid.tokenizer import Tokens

#: Languages this adapter has recognizers and context words for.
LANGUAGES: tuple[str, ...] = ("en", "es")

#: Presidio entity type -> project class (``None`` = not PHI, dropped).
DEFAULT_LABEL_MAP: dict[str, str | None] = {
    # predefined recognizers
    "PERSON": "PATIENT",  # Presidio cannot tell patients from clinicians; titles below can
    "PHONE_NUMBER": "PHONE",
    "EMAIL_ADDRESS": "EMAIL",
    "DATE_TIME": "DATE",
    "LOCATION": "LOCATION",
    "URL": "URL",
    "IP_ADDRESS": "IP",
    "MAC_ADDRESS": "ID",
    "US_SSN": "ID",
    "US_ITIN": "ID",
    "US_PASSPORT": "ID",
    "US_DRIVER_LICENSE": "ID",
    "US_BANK_NUMBER": "ID",
    "UK_NHS": "ID",
    "MEDICAL_LICENSE": "ID",
    "CREDIT_CARD": "ID",
    "IBAN_CODE": "ID",
    "ES_NIF": "ID",
    "ES_NIE": "ID",
    "NRP": None,
    "TITLE": None,
    # custom clinical recognizers (this module)
    "PATIENT_NAME": "PATIENT",
    "CLINICIAN_NAME": "DOCTOR",
    "MEDICAL_RECORD_NUMBER": "ID",
    "HEALTH_ID": "ID",
    "AGE": "AGE",
    "FAX_NUMBER": "FAX",
    "STREET_ADDRESS": "LOCATION",
    "ZIP_CODE": "LOCATION",
    "HOSPITAL": "HOSPITAL",
    "USERNAME": "USERNAME",
}

# --------------------------------------------------------------------------- pattern pieces
# The recognizers below run with the ``regex`` module (Presidio's), which allows
# variable-width look-behind: a form label or a title is *context* that must precede the
# value, while the reported span covers the value only (as the gold standards do).
_UP = r"\p{Lu}"
_LOW = r"[\p{Ll}'’]"
_NAME_WORD = rf"{_UP}{_LOW}+(?:-{_UP}{_LOW}+)?"
_PARTICLE_ES = r"(?:de|del|de la|de los|de las|y|De|Del|La)"
# a name never starts with a title (the title is the context, see the look-behinds)
_NOT_TITLE = r"(?!(?:Dr|Dra|Dres|Dras|Doctor|Doctora|DR|DRA|Sr|Sra|Srta|Mr|Mrs|Ms|Miss|Mx|Dña)\b)"
# Words that start what follows a name in Spanish signatures ("... Arin Apartado Calle Oria 9").
_AFTER_NAME_ES = (
    r"(?!(?:Hospital|Servicio|Apartado|Calle|Avda|Avenida|Unidad|Centro|Clínica|Complejo|Sección|"
    r"Departamento|Email|E-mail|Correo|Tel|Teléfono|Fax|Plaza|Paseo|Instituto|Fundación|Facultad|"
    r"Universidad|Consulta|Área|Laboratorio|Cátedra|Planta|Médico|Doctor|Doctora)\b)"
)
_NAME_WORD_ES = rf"(?:{_NAME_WORD}|M[ªa]\.?(?=[ \t]+{_UP}))"  # "Mª José"
_NAME_ES = (
    rf"{_NOT_TITLE}{_NAME_WORD_ES}"
    rf"(?:[ \t]+(?:{_PARTICLE_ES}[ \t]+)?{_AFTER_NAME_ES}{_NAME_WORD_ES}){{0,4}}"
)
_INITIAL = rf"{_UP}\."
_NAME_EN = rf"{_NOT_TITLE}(?:{_NAME_WORD}|{_INITIAL})(?:[ \t]+(?:{_NAME_WORD}|{_INITIAL})){{0,3}}"
_MONTHS_ES = (
    r"(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|"
    r"noviembre|diciembre)"
)

def _title_or_caps(words: str) -> str:
    """``March|MARCH``: capitalised or upper-case only, so the verbs "may"/"march" never match."""
    ws = words.split()
    return "(?:" + "|".join(ws + [w.upper() for w in ws]) + ")"


_MONTHS_EN = (
    _title_or_caps(
        "January February March April May June July August September October November December "
        "Sept Jan Feb Mar Apr Jun Jul Aug Sep Oct Nov Dec"
    )
    + r"\.?"
)
_US_STATE_NAMES = (
    r"(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|"
    r"Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|"
    r"Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New[ \t]+Hampshire|"
    r"New[ \t]+Jersey|New[ \t]+Mexico|New[ \t]+York|North[ \t]+Carolina|North[ \t]+Dakota|Ohio|"
    r"Oklahoma|Oregon|Pennsylvania|Rhode[ \t]+Island|South[ \t]+Carolina|South[ \t]+Dakota|"
    r"Tennessee|Texas|Utah|Vermont|Virginia|Washington|West[ \t]+Virginia|Wisconsin|Wyoming)"
)
# A place name after "lives in", "visiting family in": capitalised words (or ALL CAPS text),
# with inner "and/of/the" ("Saint Vincent and the Grenadines").
_NOT_CLAUSE = (
    r"(?!(?i:returned|was|were|is|are|has|had|have|presented|came|then|now|developed|started|noted|"
    r"reports|denies|lives|works|he|she|they|her|his|their|stayed|went|comes|came|and|of|the|in|on|at|to)\b)"
)
_PLACE_EN = (
    r"(?:(?:the|The|THE)[ \t]+)?\p{Lu}[\p{L}'.-]*"
    rf"(?:[ \t]+(?:(?:and|of|the|AND|OF|THE|de|del)[ \t]+)*{_NOT_CLAUSE}\p{{Lu}}[\p{{L}}'.-]*){{0,4}}"
)
_US_STATES = (
    r"(?:AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|"
    r"NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY)"
)
# An ID value: letters/digits with inner separators, at least one digit somewhere.
# Spaces may only separate digit groups ("28 12345678 90"), so the value stops at a word.
_ID_VALUE = r"(?=[A-Za-z\-/.]*\d)[A-Za-z0-9](?:[A-Za-z0-9]|[/.-](?=[A-Za-z0-9])|(?<=\d)[ ](?=\d)){2,24}"
_LINE_VALUE = r"[^\n]*?[^\s.,;:](?=[ \t]*[.,;]?[ \t]*$)"  # rest of the line, minus final dot


def _words(words: str) -> str:
    """A case-sensitive alternation of whole words/phrases (longest first), Presidio deny-list style."""
    alts = sorted({w.replace("_", " ") for w in words.split()}, key=len, reverse=True)
    return r"(?<![\w-])(?:" + "|".join(re.escape(a).replace(r"\ ", r"[ \t]+") for a in alts) + r")(?![\w-])"


# Street-type words (USPS suffixes as used in US addresses).
_STREET_EN = (
    r"(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|"
    r"Ter|Circle|Cir|Parkway|Pkwy|Highway|Hwy|Square|Sq|Trail|Trl|Hill|Hills|Harbor|Harbors|Inlet|"
    r"Mission|Center|Crossing|Ridge|Ridges|Park|Point|Points|Heights|Springs|Spring|Valley|Village|"
    r"Villages|Landing|Loop|Pass|Path|Run|Row|Walk|Plaza|Manor|Manors|Meadow|Meadows|Glen|Glens|Grove|"
    r"Groves|Estates|Estate|Field|Fields|Forest|Gardens|Garden|Gateway|Haven|Island|Islands|Isle|"
    r"Junction|Junctions|Knoll|Knolls|Lake|Lakes|Mill|Mills|Mount|Mountain|Mountains|Oval|Pike|Pine|"
    r"Pines|Port|Ports|Prairie|Ranch|Rapids|Rest|Shoal|Shoals|Shore|Shores|Station|Stream|Summit|"
    r"Trace|Track|Turnpike|Union|Unions|View|Views|Vista|Well|Wells|Brook|Brooks|Burg|Burgs|Bypass|"
    r"Camp|Canyon|Cape|Causeway|Cliff|Cliffs|Club|Common|Commons|Corner|Corners|Course|Cove|Coves|"
    r"Creek|Crescent|Crest|Curve|Dale|Dam|Divide|Expressway|Falls|Ferry|Flat|Flats|Ford|Fords|Fork|"
    r"Forks|Fort|Freeway|Hollow|Key|Keys|Light|Lights|Lock|Locks|Lodge|Neck|Orchard|Overpass|Passage|"
    r"Plain|Plains|Ramp|River|Route|Skyway|Spur|Throughway|Tunnel|Underpass|Via|Viaduct|Ville|Alley|"
    r"Annex|Arcade|Bayou|Beach|Bend|Bluff|Bluffs|Bottom|Branch|Bridge|Extension|Extensions|Fall|Lane|"
    r"Motorway|Radial|Stravenue|Greens|Green|Squares|Streets|Roads|Wall|Ways|Mall|Circles|Courts|Drives|"
    r"Lanes|Parks|Routes|Trails|Loops|Paths|Ports|Ranches|Centers|Stations|Vistas|Fields|Orchards)"
)
# Upper-case function words that must not be read as names in ALL-CAPS notes.
_CAPS_STOP = (
    r"(?!(?:THE|THIS|THAT|THESE|WHO|WAS|WERE|IS|ARE|AND|HIS|HER|DR|MR|MRS|MS|FOR|WITH|IN|ON|AT|TO|OF|IT|"
    r"HE|SHE|THEY|ALSO|PATIENT|PT|BRIEF|HOSPITAL|AN|A|BY|FROM|AS|NO|NOT|COURSE|DAY|HISTORY)\b)"
)
_CAPS_WORD = rf"{_CAPS_STOP}\p{{Lu}}{{2,}}(?:-\p{{Lu}}{{2,}})?"
_CAPS_NAME = rf"{_CAPS_WORD}(?:[ \t]+(?:\p{{Lu}}\.|{_CAPS_WORD})){{0,2}}\b"
_DEGREES = r"(?:M\.D\.|MD|D\.O\.|DO|RN|NP|PA-C|PhD|MBBS|DDS|FACS|FACP)(?!\w)"
_WEEKDAYS_EN = _title_or_caps("Monday Tuesday Wednesday Thursday Friday Saturday Sunday")
_RELATIVES_EN = (
    r"(?i:father|mother|sister|brother|son|daughter|husband|wife|uncle|aunt|niece|nephew|cousin|"
    r"partner|friend|grandson|granddaughter|grandmother|grandfather|spouse|fiancee?|boyfriend|"
    r"girlfriend|caregiver|neighbou?r|roommate)"
)
# Spanish-speaking and frequent countries, Spanish provinces and autonomous communities: names
# that the form fields and affiliation blocks of Spanish reports carry (a Presidio deny list).
_COUNTRIES_ES = _words(
    """España Francia Portugal Italia Alemania Marruecos Argelia Rumanía Rumania Bulgaria Ucrania
    Rusia Polonia Reino_Unido Inglaterra Irlanda Bélgica Holanda Países_Bajos Suiza Austria Suecia
    Noruega Grecia Turquía China Japón India Pakistán Filipinas Senegal Nigeria Ghana Mali Guinea
    Guinea_Ecuatorial Camerún Mauritania Egipto Túnez Estados_Unidos EEUU EE.UU. Canadá México
    Guatemala Honduras Nicaragua Panamá Cuba República_Dominicana Puerto_Rico Venezuela Colombia
    Ecuador Perú Bolivia Chile Argentina Uruguay Paraguay Brasil Andorra Gibraltar Siria Irak Irán
    Israel Sáhara Costa_Rica El_Salvador"""
)
_PROVINCES_ES = _words(
    """Álava Araba Albacete Alicante Almería Asturias Ávila Badajoz Barcelona Burgos Cáceres Cádiz
    Cantabria Castellón Ciudad_Real Córdoba Cuenca Gerona Girona Granada Guadalajara Guipúzcoa
    Gipuzkoa Huelva Huesca Jaén La_Coruña A_Coruña La_Rioja Las_Palmas León Lérida Lleida Lugo
    Madrid Málaga Murcia Navarra Orense Ourense Palencia Pontevedra Salamanca Santa_Cruz_de_Tenerife
    Tenerife Segovia Sevilla Soria Tarragona Teruel Toledo Valencia Valladolid Vizcaya Bizkaia
    Zamora Zaragoza Ceuta Melilla Baleares Mallorca Menorca Ibiza Canarias Galicia Cataluña
    Andalucía Extremadura Aragón Castilla_y_León Castilla-La_Mancha País_Vasco Euskadi Bilbao
    Oviedo Gijón Santander Pamplona Logroño Vigo Santiago_de_Compostela Alcalá_de_Henares Getafe
    Leganés Móstoles Alcorcón Fuenlabrada Majadahonda Elche Cartagena Jerez Marbella Algeciras
    Sabadell Terrassa Badalona Hospitalet Reus Lorca Ferrol Ponferrada Talavera Mérida Plasencia"""
)
_RELATIVES_ES = _words(
    """madre padre hermano hermana hermanos hermanas hijo hija hijos hijas tío tía tíos abuelo abuela
    abuelos primo prima primos sobrino sobrina nieto nieta esposo esposa marido mujer_del_paciente
    pareja cónyuge familia Madre Padre Hermano Hermana Hijo Hija Tío Tía Abuelo Abuela
    Primo Prima tío_materno tía_materna tío_paterno tía_paterna abuelo_materno abuela_materna
    abuelo_paterno abuela_paterna prima_materna primo_materno prima_paterna primo_paterno
    Tío_materno Tía_materna Tío_paterno Tía_paterna"""
)
# A Spanish postal code (provinces 01-52) and a place name after it (not a contact label).
_NOT_CONTACT = r"(?!(?i:e-?mail|correo|tel|tfno|fax|tlf)\b)"
_CP_ES = r"(?:0[1-9]|[1-4]\d|5[0-2])\d{3}"
_PLACE_ES = rf"{_UP}[\p{{L}}'’-]+(?:[ \t]+(?:(?:de|del|de la|de los|de las|la|el)[ \t]+)?{_UP}[\p{{L}}'’-]+){{0,3}}"

#: Custom recognizers: (name, entity, language, [(pattern name, regex, score)], context words).
#: Scores follow Presidio's convention: ~0.85 when a label anchors the value, 0.5-0.6 for a
#: well-formed shape, <= 0.3 for a bare shape that context words may raise.
CUSTOM_RECOGNIZERS: tuple[tuple[str, str, str, list[tuple[str, str, float]], list[str]], ...] = (
    # ------------------------------------------------------------------ English
    (
        "ClinicalMrnRecognizer", "MEDICAL_RECORD_NUMBER", "en",
        [
            (
                "labelled record number",
                r"(?<=\b(?i:MRN|MR\#|med(?:ical)?[ \t]+rec(?:ord)?(?:[ \t]+(?:number|num|no\.?|\#))?|"
                r"record[ \t]+(?:number|no\.?|\#)|chart[ \t]+(?:number|no\.?|\#)|patient[ \t]+ID|"
                r"acct\.?(?:[ \t]+(?:no\.?|\#))?|account[ \t]+(?:number|no\.?|\#)|"
                r"unit[ \t]+(?:number|no\.?|\#)|encounter[ \t]+(?:number|no\.?|\#|ID)|"
                r"accession(?:[ \t]+(?:number|no\.?|\#))?|specimen(?:[ \t]+(?:number|no\.?|\#|ID))?|ID[ \t]+(?:number|no\.?|\#)|"
                r"(?:member|subscriber|insurance|policy|group|provider|license|licence|DEA|NPI)"
                r"(?:[ \t]+(?:ID|number|no\.?|\#))?)"
                r"[ \t]*[:\#]?(?:[ \t]*\n)?[ \t]*)" + _ID_VALUE,
                0.85,
            ),
        ],
        ["mrn", "record", "chart", "account", "member", "insurance"],
    ),
    (
        "EnDateRecognizer", "DATE_TIME", "en",
        [
            (
                "Month D, YYYY",
                rf"\b{_MONTHS_EN}[ \t]+\d{{1,2}}(?:st|nd|rd|th)?(?:,?[ \t]+(?:19|20)\d{{2}})?\b",
                0.7,
            ),
            ("D Month YYYY", rf"\b\d{{1,2}}(?:st|nd|rd|th)?[ \t]+(?:of[ \t]+)?{_MONTHS_EN}(?:,?[ \t]+(?:19|20)\d{{2}})?\b", 0.7),
            ("Month YYYY", rf"\b{_MONTHS_EN}[ \t]+(?:of[ \t]+)?(?:19|20)\d{{2}}\b", 0.65),
            ("weekday", rf"\b{_WEEKDAYS_EN}\b", 0.4),
            (
                "year in context",
                r"(?<=\b(?i:in|since|from|until|by|during|of|year|early|late|mid|summer|winter|spring|fall|"
                r"diagnosed|dx|circa|around|before|after)"
                r"[ \t]+)(?:19[0-9]{2}|20[0-4][0-9])\b(?![.,]\d|[ \t]*(?:mg|ml|units|%))",
                0.4,
            ),
            (
                "D/M or M/D after a preposition",
                r"(?<=\b(?i:on|since|from|until|till|to|by|of|dated|through)[ \t]+)"
                r"(?:[1-9]|[12]\d|3[01])/(?:[1-9]|[12]\d|3[01])\b(?!/|[ \t]*(?:mg|ml|mcg|units|mm|cm|strength|pain))",
                0.45,
            ),
            ("DDMONYYYY", rf"\b\d{{1,2}}{_title_or_caps('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec')}\d{{2,4}}\b", 0.7),
            ("holiday", r"\b(?:Christmas|Thanksgiving|Easter|New[ \t]+Year'?s(?:[ \t]+(?:Day|Eve))?|Labor[ \t]+Day|Memorial[ \t]+Day|Halloween)\b", 0.45),
        ],
        ["date", "born", "admitted", "discharged", "seen", "dob", "birth"],
    ),
    (
        "RelativeNameRecognizer", "PERSON", "en",
        [
            (
                "her father Fred",
                rf"(?<=\b(?i:her|his|their|the|patient's|pt's)[ \t]+{_RELATIVES_EN}[ \t]*,?\s*\(?)"
                rf"(?:{_NAME_EN}|{_CAPS_NAME})",
                0.6,
            ),
            (
                "discussed with Name",
                rf"(?<=\b(?i:discussed[ \t]+with|spoke[ \t]+with|talked[ \t]+(?:to|with)|per)[ \t]+){_NAME_EN}",
                0.5,
            ),
            (
                "Name is a NN-year-old",
                rf"(?!(?:This|The|He|She|It|They|Patient|Pt|Our)\b)"
                rf"(?:{_NAME_EN}|{_CAPS_NAME}|(?:\p{{Lu}}\.){{2,3}}|{_CAPS_STOP}\p{{Lu}}{{2,3}})"
                rf"(?=(?:[ \t]+(?i:is|was)|,)[ \t]+(?i:an?)[ \t]+\d{{1,3}}[ \t-]*(?i:years?[ \t-]*old|year|yo|y/o|y\.o\.)"
                rf"|[ \t]+(?i:was[ \t]+admitted|presented|presents)\b)",
                0.65,
            ),
            ("relative (Name)", rf"(?<=\b{_RELATIVES_EN}[ \t]*\(){_NAME_EN}(?=\))", 0.7),
        ],
        ["father", "mother", "sister", "brother", "son", "daughter", "husband", "wife"],
    ),
    (
        "UsernameRecognizer", "USERNAME", "en",
        [
            (
                "signed/created by user",
                r"(?<=\b(?i:signed[ \t]+electronically[ \t]+by|electronically[ \t]+signed[ \t]+by|created[ \t]+by|"
                r"entered[ \t]+by|user(?:name|[ \t]+name|[ \t]+id)?|login|userid)[ \t]*:?[ \t]*)"
                r"[a-z][a-z0-9._-]{2,20}\b(?=[ \t]+on\b|[ \t]*$|[ \t]*[,;])",
                0.7,
            ),
            (
                "printed/accessed ... by user",
                r"(?<=\b(?i:printed|accessed|viewed|completed|entered|created|signed|reviewed)\b[^\n]{0,60}?\bby[ \t]+)"
                r"[a-z][a-z0-9._-]{2,20}\b(?=[ \t]*$|[ \t]+on\b|[ \t]*[,;)])",
                0.6,
            ),
            ("Name, MD (user)", rf"(?<={_DEGREES}[ \t]*\()[a-z][a-z0-9._-]{{2,20}}(?=\))", 0.7),
        ],
        ["user", "username", "login", "signed"],
    ),
    (
        "ClinicalAgeRecognizer", "AGE", "en",
        [
            ("N-year-old", r"\b\d{1,3}(?=[ \t-]*(?i:year|yr|month|week|day)s?[ \t-]*(?i:old)\b)", 0.8),
            ("N yo", r"\b\d{1,3}(?=[ \t]*(?i:yo|y/o|y\.o\.|yrs?[ \t]+old)(?!\w))", 0.7),
            ("in his 90s", r"(?<=\b(?i:in[ \t]+(?:his|her|their)(?:[ \t]+(?:early|mid|late))?)[ \t]+)\d0'?s\b", 0.6),
            ("alive at N", r"(?<=\b(?i:alive|died|deceased|passed[ \t]+away|death)[ \t]+(?i:at)[ \t]+)\d{2,3}\b(?![.,]\d)", 0.6),
            ("age: N", r"(?<=\b(?i:age|aged)[ \t]*:?[ \t]*)\d{1,3}\b(?![.,]\d|[ \t]*(?:%|mg|kg|cm))", 0.75),
            ("N years of age", r"\b\d{1,3}(?=[ \t]+years?[ \t]+of[ \t]+age\b)", 0.8),
            ("turn N", r"(?<=\b(?i:turn|turned|turning)[ \t]+)\d{1,3}\b(?![.,]\d|[ \t]*(?:%|mg|kg|cm|degrees))", 0.5),
        ],
        ["age", "old", "aged"],
    ),
    (
        "ClinicalPhoneRecognizer", "PHONE_NUMBER", "en",
        [
            (
                "NANP with separators",
                r"(?<![\w/.-])(?:\+?1[ \t.-]?)?(?:\(\d{3}\)[ \t]*|\d{3}[ \t.-])\d{3}[ .-]\d{4}"
                r"(?:[ \t]*(?i:x|ext\.?)[ \t]*\d{1,5})?(?![\w/-])",
                0.6,
            ),
            ("local 7-digit", r"(?<![\w/.:-])\d{3}[ -]\d{4}(?![\w/-]|[.,]\d)", 0.35),
            ("internal extension", r"(?<![\w/.:-])\d-\d{4}(?![\w/-]|[.,]\d)", 0.3),
            (
                "labelled pager or extension",
                r"(?<=\b(?i:pager|beeper|page|ext|extension|x)\.?[ \t]*(?:\#|no\.?)?[ \t]*:?[ \t]*)\d{4,5}\b",
                0.6,
            ),
            (
                "labelled phone",
                # a form label may stand on the line above its value ("Phone:\n358 0594")
                r"(?<=\b(?i:phone|tel|telephone|cell|mobile|call|contact|ph|call[ \t]+me[ \t]+(?:on|at)|"
                r"reach[ \t]+me[ \t]+at)\.?[ \t]*(?:\#|no\.?|number)?[ \t]*(?::[ \t]*\n?)?[ \t]*)"
                r"\+?[\d(][\d ().-]{3,16}\d\b",
                0.7,
            ),
        ],
        ["phone", "call", "called", "calls", "pager", "cell", "telephone", "contact", "tel", "line", "reach", "number"],
    ),
    (
        "ClinicalFaxRecognizer", "FAX_NUMBER", "en",
        [("labelled fax", r"(?<=\b(?i:fax)[ \t]*(?:\#|no\.?|number)?[ \t]*:?[ \t]*)\+?[\d(][\d ().-]{5,16}\d\b", 0.85)],
        ["fax"],
    ),
    (
        "ClinicianNameRecognizer", "CLINICIAN_NAME", "en",
        [
            ("Dr. Name", rf"(?<=\b(?:Dr|Drs|Doctor|DR)\.?[ \t]+){_NAME_EN}", 0.85),
            ("DR. NAME", r"(?<=\bDR\.?[ \t]+)\p{Lu}{2,}(?:-\p{Lu}{2,})?\b", 0.65),
            ("Name, MD", rf"{_NAME_EN}(?=,?[ \t]+{_DEGREES})", 0.75),
            # at most three words, so "CALLED KYLE S. HUNTER, M.D." gives the name only
            ("NAME, M.D.", rf"{_CAPS_WORD}(?:[ \t]+(?:\p{{Lu}}\.|{_CAPS_WORD})){{1,2}}(?=,?[ \t]+{_DEGREES})", 0.7),
            # "cc:" is also "chief complaint": only a two-word capitalised name counts
            ("cc: First Last", rf"(?<=^[ \t]*(?i:cc)[ \t]*:[ \t]*){_NAME_WORD}(?:[ \t]+{_INITIAL})?[ \t]+{_NAME_WORD}(?=[ \t]*[,;]|[ \t]*$)", 0.6),
            (
                "LAST, FIRST, M.D.",
                rf"{_CAPS_WORD}[ \t]*,[ \t]*{_CAPS_WORD}(?:[ \t]+\p{{Lu}}\.?)?(?=[ \t]*,[ \t]*{_DEGREES})",
                0.75,
            ),
            (
                "labelled LAST, FIRST",
                r"(?<=\b(?i:dictated[ \t]+by|signed[ \t]+by|attending|created[ \t]+by|electronically[ \t]+signed[ \t]+by|"
                r"physician|provider|surgeon)[ \t]*:?[ \t]*)"
                r"\p{Lu}{2,}(?:[- ]\p{Lu}{2,})?[ \t]*,[ \t]*\p{Lu}{2,}(?:[ \t]+\p{Lu}\.?)?\b",
                0.8,
            ),
            (
                "labelled clinician",
                rf"(?<=\b(?i:attending(?:[ \t]+physician)?|physician|provider|surgeon|pcp|dictated[ \t]+by|"
                rf"signed[ \t]+by|(?:referring|primary[ \t]+care)[ \t]+physician|resident|fellow|"
                rf"consultant|nurse|np|rn)[ \t]*:[ \t]*(?:(?:Dr|DR)\.?[ \t]+)?){_NAME_EN}",
                0.8,
            ),
        ],
        ["dr", "doctor", "attending", "physician"],
    ),
    (
        "PatientNameRecognizer", "PATIENT_NAME", "en",
        [
            (
                "labelled patient",
                rf"(?<=^[ \t]*(?i:patient(?:[ \t]+name)?|name|pt(?:[ \t]+name)?)[ \t]*:[ \t]*){_NAME_EN}",
                0.85,
            ),
            ("Mr./Mrs. Name", rf"(?<=\b(?:Mr|Mrs|Ms|Miss|Mx)\.?[ \t]+){_NAME_EN}", 0.7),
            ("MR. NAME", r"(?<=\b(?:MR|MRS|MS|MISS)\.?[ \t]+)\p{Lu}{2,}(?:-\p{Lu}{2,})?\b", 0.6),
            (
                "NAME: LAST, FIRST",
                r"(?<=\b(?i:patient[ \t]+name|name|patient)[ \t]*:\s*)\p{Lu}{2,}(?:[- ]\p{Lu}{2,})?[ \t]*,[ \t]*"
                r"\p{Lu}{2,}(?:[ \t]+\p{Lu}\.?)?\b",
                0.8,
            ),
            (
                "emergency contact",
                rf"(?<=\b(?i:emergency[ \t]+contact|contact[ \t]+person|next[ \t]+of[ \t]+kin|nok|"
                rf"health[ \t]+care[ \t]+proxy|hcp|contact)[ \t]*:[ \t]*){_NAME_EN}",
                0.75,
            ),
            ("Name (daughter)", rf"{_NAME_EN}(?=[ \t]*\n?[ \t]*\({_RELATIVES_EN}\))", 0.65),
        ],
        ["patient", "name"],
    ),
    (
        "StreetAddressRecognizer", "STREET_ADDRESS", "en",
        [
            (
                "number street suffix",
                # not after "-", ":", "=" (lab lines: "MCV-87 Plt Ct")
                r"(?<![-:=/.])\b\d{1,6}[ \t]+(?:[NSEW]\.?[ \t]+)?(?:\p{Lu}[\p{L}'.-]*[ \t]+){1,4}"
                + _STREET_EN
                + r"\b\.?(?:,?[ \t]+(?:Apt|Suite|Ste|Unit|\#)\.?[ \t]*\#?[ \t]*\w+)?",
                0.6,
            ),
            ("apartment or suite", r"\b(?:Apt|Suite|Ste)\.?[ \t]+\#?\d+\w?\b", 0.4),
            (
                "European street + number",
                r"\b\p{Lu}[\p{L}-]*(?i:straat|strasse|straße|gasse|vej|veien|vegen|gatan|gata|gade|tie|katu|weg|"
                r"laan|plein|stræde|allee|platz|tér|utca|steig|dreef|kade|gracht)[ \t]+\d{1,4}[a-zA-Z]?\b",
                0.55,
            ),
            (
                "ul./rue + name + number",
                r"\b(?:ul\.|ulica|rue|Rua|Via|Viale|Avenida|Calle|Carrer|Rruga)[ \t]+(?:(?:de|do|da|dos|du|la|del|di)[ \t]+)?"
                r"\p{Lu}[\p{L}'-]*(?:[ \t]+\p{Lu}[\p{L}'-]*){0,3}[ \t]+\d{1,4}[a-zA-Z]?\b",
                0.55,
            ),
            ("PO box", r"\b(?:P\.?[ \t]?O\.?[ \t]+Box|PSC)[ \t]+\d+(?:,[ \t]*Box[ \t]+\d+)?", 0.6),
            (
                "labelled address",
                # the street part only: city, state and ZIP have their own patterns (as in gold)
                r"(?<=\b(?i:address|addr|home[ \t]+address)[ \t]*:[ \t]*)"
                r"\d[^\n,;]*?(?=\.(?:[ \t]|$)|[ \t]*$|[,;])",
                0.7,
            ),
        ],
        ["address", "street", "lives", "resides"],
    ),
    (
        "UsZipCodeRecognizer", "ZIP_CODE", "en",
        [
            ("state + ZIP", rf"(?<=\b(?:{_US_STATES}|{_US_STATE_NAMES})[ \t]+)\d{{5}}(?:-\d{{4}})?\b", 0.7),
            ("labelled ZIP", r"(?<=\b(?i:zip|zip code|postal code|postcode)[ \t]*:?[ \t]*)\d{3,5}(?:[ -]\d{2,4})?\b", 0.8),
        ],
        ["zip", "postal"],
    ),
    (
        "CityStateRecognizer", "LOCATION", "en",
        [
            ("City, ST", rf"\b\p{{Lu}}\p{{Ll}}+(?:[ \t]+\p{{Lu}}\p{{Ll}}+)?,[ \t]*{_US_STATES}\b(?![a-z])", 0.55),
            ("City, State", rf"\b\p{{Lu}}\p{{Ll}}+(?:[ \t]+\p{{Lu}}\p{{Ll}}+)?,[ \t]*{_US_STATE_NAMES}\b", 0.6),
            (
                "lives in / visiting family in X",
                rf"(?<=\b(?i:lives|living|resides|residing|lived|grew[ \t]+up|was[ \t]+born|born|staying|stays)"
                rf"(?:[ \t]+(?i:alone|at[ \t]+home|with[ \t]+(?:her|his|their)[ \t]+\w+))?[ \t]+(?i:in)[ \t]+|"
                rf"\b(?i:visiting|visited|visit)[ \t]+(?i:family|friends|relatives)[ \t]+(?i:in)[ \t]+|"
                rf"\b(?i:immigrated|emigrated|relocated|returned|arrived|came)[ \t]+(?i:from)[ \t]+|"
                rf"\b(?i:moved)(?:[ \t]+(?i:here))?[ \t]+(?i:from|to)[ \t]+|"
                rf"\b(?i:travel(?:l?ed)?|trip|flew|vacation)[ \t]+(?i:to|in)[ \t]+|\b(?i:native[ \t]+of|originally[ \t]+from)[ \t]+)"
                rf"{_PLACE_EN}",
                0.6,
            ),
        ],
        ["lives", "from", "in"],
    ),
    (
        "HospitalNameRecognizer", "HOSPITAL", "en",
        [
            (
                "site abbreviation + service",
                rf"(?<=\(|\b(?i:the|at|from|to)[ \t]+){_CAPS_STOP}\p{{Lu}}{{2,5}}(?=[ \t]+(?i:clinic|cardiology|oncology|neurology|"
                r"nephrology|urology|surgery|palliative|emergency[ \t]+department|ED|ICU|rehab))",
                0.45,
            ),
            (
                "Name Hospital",
                r"\b(?!Brief\b)(?:(?:St\.|Mt\.|Saint|\p{Lu}[\p{L}'&-]+)[ \t]+(?:(?:of|and|&)[ \t]+)?){1,5}"
                r"(?:Hospital|Medical[ \t]+Center|Medical[ \t]+Centre|Clinic|Health[ \t]+Center|"
                r"Infirmary|Healthcare|Health[ \t]+System|Rehabilitation[ \t]+Center|Nursing[ \t]+Home|"
                r"Heart[ \t]+Institute|Cancer[ \t]+Center|Institute|Skilled[ \t]+Nursing[ \t]+Facility|"
                r"Nursing[ \t]+Facility|Hospice|Rehabilitation[ \t]+Hospital)\b"
                r"(?![ \t]+(?i:course|stay|admission|discharge|follow))",
                0.55,
            ),
            (
                "NAME HOSPITAL",
                rf"\b(?:{_CAPS_WORD}[ \t]+){{1,4}}(?:HOSPITAL|MEDICAL[ \t]+CENTER|CLINIC|HEALTH[ \t]+CENTER|"
                r"INFIRMARY|NURSING[ \t]+HOME)\b(?![ \t]+(?:COURSE|STAY|ADMISSION|DISCHARGE))",
                0.5,
            ),
        ],
        ["hospital", "admitted", "transferred"],
    ),
    # ------------------------------------------------------------------ Spanish
    (
        "EsPhoneRecognizer", "PHONE_NUMBER", "es",
        [
            (
                "Spanish 9-digit",
                r"(?<![\w/.-])(?:(?:\+|00)34[ \t.-]?)?[6789]\d{1,2}(?:[ .-]?\d{2,3}){2,3}(?![\w/-])",
                0.5,
            ),
        ],
        ["teléfono", "telefono", "tfno", "tlf", "tel", "móvil", "movil", "contacto", "llamar"],
    ),
    (
        "EsFaxRecognizer", "FAX_NUMBER", "es",
        [("labelled fax", r"(?<=\b(?i:fax)[ \t]*(?:n[º°o]\.?)?[ \t]*:?[ \t]*)\+?[\d(][\d ().-]{5,16}\d\b", 0.85)],
        ["fax"],
    ),
    (
        "EsDateRecognizer", "DATE_TIME", "es",
        [
            (
                "D de mes de AAAA",
                rf"\b\d{{1,2}}[ \t]+(?:de[ \t]+)?(?i:{_MONTHS_ES})(?:[ \t]+(?:de(?:l)?[ \t]+)?\d{{4}})?\b",
                0.75,
            ),
            ("mes de AAAA", rf"\b(?i:{_MONTHS_ES})[ \t]+(?:de(?:l)?[ \t]+)?\d{{4}}\b", 0.65),
            (
                "AAAA in context",
                r"(?<=\b(?i:en|año|desde|hasta|del|de|a|y|entre|durante|finales[ \t]+de|principios[ \t]+de)[ \t]+)"
                r"(?:19[0-9]{2}|20[0-4][0-9])\b(?![.,]\d|[ \t]*(?:mg|ml|g|kg|%|UI|U/))",
                0.35,
            ),
            ("D-mes-AAAA", rf"\b\d{{1,2}}[-/ ](?i:{_MONTHS_ES})[-/ ]\d{{2,4}}\b", 0.75),
            ("mes AA", rf"\b(?i:{_MONTHS_ES})[ \t]+(?:del?[ \t]+)?'?\d{{2}}\b(?![.,:]?\d)", 0.5),
            ("mes alone", rf"(?<=\b(?i:mes[ \t]+de|en|desde|hasta|durante|a[ \t]+principios[ \t]+de|a[ \t]+finales[ \t]+de)[ \t]+)(?i:{_MONTHS_ES})\b", 0.35),
        ],
        ["fecha", "nacimiento", "ingreso", "alta", "día", "desde"],
    ),
    (
        "EsAgeRecognizer", "AGE", "es",
        [
            ("Edad: N años", r"(?<=\b(?i:edad)[ \t]*:?[ \t]*)\d{1,3}(?:[ \t]+(?:años|meses|días))?\b", 0.9),
            (
                "varón de N años",
                r"(?<=\b(?i:varón|varon|mujer|hombre|paciente|niño|niña|niños|lactante|chico|chica|joven|"
                r"anciano|anciana|señor|señora|gestante|primigesta|recién nacido|neonato|adolescente|"
                r"hija|hijo|madre|padre|hermano|hermana|esposa|esposo)\b[^.\n]{0,30}?\bde[ \t]+)"
                r"\d{1,3}[ \t]+(?:años|meses|días)(?:[ \t]+de[ \t]+edad)?\b",
                0.85,
            ),
            ("N años de edad", r"\b\d{1,3}[ \t]+(?:años|meses)[ \t]+de[ \t]+edad\b", 0.85),
            # "a los 14 años" is an age in MEDDOCAN; "a los 2 meses" is mostly time after an event
            ("a los N años", r"(?<=\b(?i:a|hasta|desde)[ \t]+los[ \t]+)\d{1,3}[ \t]+años\b", 0.45),
            (
                "N años",
                r"(?<!\b(?i:hace|durante|tras|más|desde|últimos|cada|por|en|unos|aproximadamente|menos|"
                r"plazo[ \t]+de|período[ \t]+de|periodo[ \t]+de)[ \t]+)"
                r"\b\d{1,3}[ \t]+años\b(?![ \t]+(?:de[ \t]+(?:evoluci|duraci|antigüedad|seguimiento|tratamiento|"
                r"antes|después)|antes|después|más[ \t]+tarde|tras|previos|atrás))",
                0.3,
            ),
        ],
        ["edad", "varón", "mujer", "paciente", "años"],
    ),
    (
        "EsHealthIdRecognizer", "HEALTH_ID", "es",
        [
            (
                "labelled health ID",
                r"(?<=\b(?i:NHC|NASS|CIPA|CIP|SIP|TSI|n[º°o]?\.?[ \t]*(?:de[ \t]+)?historia(?:[ \t]+cl[ií]nica)?|"
                r"historia[ \t]+cl[ií]nica|n[º°o]?\.?[ \t]*(?:de[ \t]+)?(?:afiliaci[oó]n|tarjeta[ \t]+sanitaria|"
                r"seguridad[ \t]+social)|episodio|n[º°o]?\.?[ \t]*(?:de[ \t]+)?episodio)"
                r"[ \t]*[:.]?[ \t]*(?:n[º°o]\.?[ \t]*:?[ \t]*)?)" + _ID_VALUE,
                0.85,
            ),
        ],
        ["historia", "nhc", "nass", "afiliación", "episodio"],
    ),
    (
        "EsCollegiateNumberRecognizer", "MEDICAL_LICENSE", "es",
        [
            (
                "número de colegiado",
                r"(?<=\b(?i:n[º°o]?\.?[ \t]*col(?:egiad[oa])?\.?|colegiad[oa]|n[º°o]?\.?[ \t]*de[ \t]+colegiad[oa])"
                r"[ \t]*(?:n[º°o]\.?)?[ \t]*[:.]?[ \t]*)" + _ID_VALUE,
                0.85,
            ),
        ],
        ["colegiado", "col"],
    ),
    (
        "EsClinicianNameRecognizer", "CLINICIAN_NAME", "es",
        [
            # "Dr. X", "Dra.X" (no space), "Dr: X", "dr. X"
            ("Dr./Dra. Nombre", rf"(?<=\b(?i:dr|dra|dres|dras|doctor|doctora)(?:[.:][ \t]*|[ \t]+)){_NAME_ES}", 0.85),
            (
                "Médico: Nombre",
                rf"(?<=^[ \t\ufeff]*(?i:médico|medico|responsable[ \t]+cl[ií]nico|remitido[ \t]+por|"
                rf"firmado|firma|facultativo|médico[ \t]+responsable)[ \t]*:[ \t]*"
                rf"(?:(?i:dr|dra)(?:[.:][ \t]*|[ \t]+))?){_NAME_ES}",
                0.85,
            ),
        ],
        ["dr", "dra", "médico", "doctor", "doctora"],
    ),
    (
        "EsPatientNameRecognizer", "PATIENT_NAME", "es",
        [
            (
                "Nombre: X",
                rf"(?<=^[ \t\ufeff]*(?i:nombre(?:[ \t]+y[ \t]+apellidos)?|apellidos|paciente)[ \t]*:[ \t]*){_NAME_ES}",
                0.85,
            ),
            ("Sr./Sra. X", rf"(?<=\b(?:Sr|Sra|Srta|D|Dña|Don|Doña)\.?[ \t]+){_NAME_ES}", 0.65),
        ],
        ["nombre", "apellidos", "paciente"],
    ),
    (
        "EsAddressRecognizer", "STREET_ADDRESS", "es",
        [
            (
                "Domicilio: X",
                r"(?<=^[ \t\ufeff]*(?i:domicilio|dirección|direccion|residencia)[ \t]*:[ \t]*)" + _LINE_VALUE,
                0.85,
            ),
            (
                "Calle X, N",
                r"\b(?:C/|Calle|Avda\.?|Avenida|Av\.|Plaza|Pza\.?|Paseo|Pº|Camino|Ctra\.?|Carretera|Ronda|"
                r"Travesía|Glorieta|Urbanización|Urb\.|Rúa|Carrer|Passeig|Vía|Pasaje|Callejón|Costanilla)"
                r"[ \t]*(?:(?:de|del|de la|de los|de las|d')[ \t]*)?\p{L}[^\n,.;()]{1,40}?"
                r",?[ \t]*(?:n[º°o]\.?[ \t]*)?(?:\d{1,4}(?:-\d{1,4})?|s/n)(?:[ \t,-]*\d{0,2}[º°ª]?[ \t]*[A-Z]?\b)?",
                0.6,
            ),
        ],
        ["domicilio", "dirección", "calle", "reside", "vive"],
    ),
    (
        "EsLocalityRecognizer", "LOCATION", "es",
        [
            (
                "Localidad: X",
                r"(?<=^[ \t\ufeff]*(?i:localidad(?:[ \t]*/[ \t]*provincia)?|provincia|ciudad|municipio|"
                r"país(?:[ \t]+de[ \t]+(?:nacimiento|origen|residencia))?|pais|lugar[ \t]+de[ \t]+nacimiento|"
                r"nacionalidad)[ \t]*:[ \t]*)" + _LINE_VALUE,
                0.8,
            ),
        ],
        ["localidad", "provincia", "país"],
    ),
    (
        "EsPostalCodeRecognizer", "ZIP_CODE", "es",
        [
            ("CP: NNNNN", r"(?<=\b(?i:CP|C\.P\.|código[ \t]+postal|cod\.[ \t]*postal)[ \t]*[:.]?[ \t]*)\d{5}\b", 0.85),
            ("NNNNN Ciudad", rf"(?<![\d.,/-]){_CP_ES}(?=[ \t,-]+{_NOT_CONTACT}{_UP})", 0.55),
        ],
        ["cp", "postal"],
    ),
    (
        "EsPlaceRecognizer", "LOCATION", "es",
        [
            ("Ciudad after CP", rf"(?<=(?<![\d.,/-]){_CP_ES}[ \t,-]+){_NOT_CONTACT}{_PLACE_ES}", 0.6),
            ("country", _COUNTRIES_ES, 0.5),
            ("province or city", _PROVINCES_ES, 0.45),
        ],
        ["natural", "nacido", "procedente", "reside", "vive", "país", "localidad", "provincia"],
    ),
    (
        "EsRelativeRecognizer", "PERSON", "es",
        [("relative", _RELATIVES_ES, 0.3)],
        [],  # no context words: "antecedentes familiares" is the commonest false hit
    ),
    (
        "EsHospitalRecognizer", "HOSPITAL", "es",
        [
            (
                "Hospital X",
                r"\b(?:Hospital|Hospitalario|Complejo[ \t]+Hospitalario|Clínica|Centro[ \t]+de[ \t]+Salud|"
                r"Centro[ \t]+Médico|Policlínica|Fundación[ \t]+Jiménez[ \t]+Díaz|Sanatorio|Consorci[oa])"
                r"(?:[ \t]+(?:(?:de|del|de la|de los|y|la)[ \t]+)?(?:\p{Lu}[\p{L}'.-]*|\d+[ \t]+de[ \t]+\p{Lu}\p{Ll}+)){1,6}",
                0.6,
            ),
        ],
        ["hospital", "ingresa", "ingreso", "servicio", "remitido"],
    ),
)

# Context words given to Presidio's predefined recognizers for Spanish (their defaults are
# English); names are the predefined class names.
_ES_CONTEXT: dict[str, list[str]] = {
    "CreditCardRecognizer": ["tarjeta", "crédito", "credito", "visa", "mastercard", "amex"],
    "DateRecognizer": ["fecha", "nacimiento", "ingreso", "alta", "día"],
    "EmailRecognizer": ["correo", "email", "e-mail", "electrónico", "electronico"],
    "IbanRecognizer": ["iban", "cuenta", "bancaria"],
    "IpRecognizer": ["ip", "dirección"],
    "PhoneRecognizer": ["teléfono", "telefono", "tfno", "tlf", "móvil", "movil", "contacto", "fax"],
    "UrlRecognizer": ["web", "url", "página", "enlace"],
}

#: predefined recognizer class names per language (Presidio's own patterns and validators)
_PREDEFINED: dict[str, tuple[str, ...]] = {
    "en": (
        "CreditCardRecognizer", "UsSsnRecognizer", "UsItinRecognizer", "UsPassportRecognizer",
        "UsLicenseRecognizer", "UsBankRecognizer", "MedicalLicenseRecognizer", "NhsRecognizer",
        "DateRecognizer", "EmailRecognizer", "IbanRecognizer", "IpRecognizer", "MacAddressRecognizer",
        "PhoneRecognizer", "UrlRecognizer",
    ),
    "es": (
        "CreditCardRecognizer", "EsNifRecognizer", "EsNieRecognizer", "DateRecognizer", "EmailRecognizer",
        "IbanRecognizer", "IpRecognizer", "MacAddressRecognizer", "PhoneRecognizer", "UrlRecognizer",
    ),
}

# Each region is a full python-phonenumbers pass over the text (the slowest recognizer), so
# keep the list short; the custom patterns cover Spanish and NANP clinical formats anyway.
_PHONE_REGIONS: dict[str, tuple[str, ...]] = {
    # Presidio's defaults + IE; not AU, whose 6-digit "13 xx xx" numbers match lab ranges ("133-309")
    "en": ("US", "GB", "DE", "FR", "IL", "IN", "CA", "BR", "IE"),
    "es": ("ES",),
}

_NLP_MODES = ("tokens", "spacy_blank")

#: Smallest age reported per language when ``min_age`` is None (see :class:`PresidioBase`).
DEFAULT_MIN_AGE: dict[str, int] = {"en": 90, "es": 0}

# Presidio's weak driver-licence pattern fires on "O2", "x3", "S2" in clinical text; a
# licence number is never that short.
_MIN_LENGTH: dict[str, int] = {"US_DRIVER_LICENSE": 6, "US_PASSPORT": 6, "US_BANK_NUMBER": 8}
_INT_RE = re.compile(r"\d+")

# --------------------------------------------------------------------------- Presidio glue
_TLD_EXTRACT: Any = None
_CHUNK_RE = re.compile(r"\S+")
_AT_RE = re.compile("@")
_DOT_WORD_RE = re.compile(r"\.\w")
# digits with phone separators (and an optional extension): where a phone number can be
_PHONE_CANDIDATE_RE = re.compile(r"\+?\(?\d[\d \t().\-/]{3,28}\d(?:[ \t]*(?:x|ext\.?|extension)[ \t]*\d{1,6})?", re.I)
_PHONE_PAD = 4
_SCHEME_RE = re.compile(r"(?i)(?:https?://|ftp://|www\d{0,3}\.)")


def _offline_tld_extract():
    """A ``tldextract.TLDExtract`` that reads only the bundled public-suffix snapshot.

    ``suffix_list_urls=()`` disables every HTTP request and ``cache_dir=None`` avoids writing
    to the user's cache; ``fallback_to_snapshot=True`` is what makes that work.
    """
    global _TLD_EXTRACT
    if _TLD_EXTRACT is None:
        import tldextract

        _TLD_EXTRACT = tldextract.TLDExtract(cache_dir=None, suffix_list_urls=(), fallback_to_snapshot=True)
    return _TLD_EXTRACT


def _build_support_classes():
    """Define the Presidio subclasses lazily, so importing this module stays cheap."""
    from presidio_analyzer.context_aware_enhancers import ContextAwareEnhancer, LemmaContextAwareEnhancer
    from presidio_analyzer.nlp_engine import NlpArtifacts, NlpEngine
    from presidio_analyzer import EntityRecognizer
    from presidio_analyzer.predefined_recognizers import EmailRecognizer, PhoneRecognizer, UrlRecognizer

    class ChunkedMixin:
        """Run a pattern recognizer only on the whitespace-free chunks that can hold a match.

        Presidio's URL and e-mail patterns never match whitespace, so a match always lies
        inside one maximal non-blank run; running the same patterns on the runs that contain
        the trigger (``.`` + letter for URLs, ``@`` for e-mail) gives the same results with
        the same ``\\b`` behaviour at the run edges, at a fraction of the cost (the URL
        pattern's 1,000-way TLD alternation was tried at every position of every report).
        """

        trigger: Any = None

        def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):  # noqa: D102
            results = []
            for m in _CHUNK_RE.finditer(text):
                if not self.trigger.search(m.group()):
                    continue
                for r in super().analyze(m.group(), entities, nlp_artifacts, regex_flags):
                    r.start += m.start()
                    r.end += m.start()
                    results.append(r)
            return results

    class OfflineEmailRecognizer(ChunkedMixin, EmailRecognizer):
        """Presidio's e-mail recognizer whose domain check never downloads the suffix list."""

        trigger = _AT_RE

        def validate_result(self, pattern_text: str):  # noqa: D102
            return _offline_tld_extract()(pattern_text).fqdn != ""

    class ChunkedUrlRecognizer(ChunkedMixin, UrlRecognizer):
        """Presidio's URL recognizer, run on candidate chunks only (same matches)."""

        trigger = _DOT_WORD_RE

        def invalidate_result(self, pattern_text: str):  # noqa: D102
            # Without a scheme or "www.", two words glued by a missing space ("trasplante.De")
            # or an abbreviation ("E.Coli", "p.Phe55fs") look like domains: reject those.
            t = pattern_text.strip("'\"")
            if _SCHEME_RE.match(t):
                return False
            labels = t.split("/")[0].split(".")
            tld = labels[-1]
            return (tld[:1].isupper() and tld[1:].islower()) or len(labels[-2]) <= 2

    class WindowedPhoneRecognizer(PhoneRecognizer):
        """Presidio's ``phonenumbers`` recognizer, run only around digit-rich stretches.

        ``PhoneNumberMatcher`` re-scans the whole text once per region and tries to parse every
        number it sees (doses, lab values, dates): on long English notes with nine regions
        it was 2/3 of the analysis time.  A phone number has at least six digits, so only
        stretches of digits and separators holding six or more are handed to it, with a few
        characters of context on each side (the matcher looks at a match's neighbours, e.g.
        a ``:22`` after ``2013-09-07 07`` marks a time stamp, not a phone).
        """

        def analyze(self, text, entities, nlp_artifacts=None):  # noqa: D102
            results = []
            for m in _PHONE_CANDIDATE_RE.finditer(text):
                if sum(c.isdigit() for c in m.group()) < 6:
                    continue
                a, b = max(0, m.start() - _PHONE_PAD), min(len(text), m.end() + _PHONE_PAD)
                for r in super().analyze(text[a:b], entities, nlp_artifacts):
                    r.start += a
                    r.end += a
                    results.append(r)
            return EntityRecognizer.remove_duplicates(results)

    class TokenIndexContextEnhancer(LemmaContextAwareEnhancer):
        """Presidio's lemma context enhancer with an O(log n) token lookup.

        The stock enhancer walks the whole token sequence (creating a spaCy ``Token`` per
        step) for every result to find the match's token; on a 600-token report with 30
        results that dominated the run time.  Here the index comes from a binary search on
        the token end offsets that our NLP engine stores on the artifacts; the words taken
        as context are the same.
        """

        def _extract_surrounding_words(self, nlp_artifacts, word, start):  # noqa: D102
            ends = getattr(nlp_artifacts, "token_ends", None)
            if ends is None or not nlp_artifacts.tokens:
                return super()._extract_surrounding_words(nlp_artifacts, word, start)
            index = min(bisect.bisect_right(ends, start), len(ends) - 1)
            keywords = nlp_artifacts.keywords
            words = self._add_n_words_backward(index, self.context_prefix_count, nlp_artifacts.lemmas, keywords)
            words += self._add_n_words_forward(index, self.context_suffix_count, nlp_artifacts.lemmas, keywords)
            return list(set(words))

    class NoContextEnhancer(ContextAwareEnhancer):
        """Leaves scores untouched (``context=False``)."""

        def __init__(self):
            super().__init__(context_similarity_factor=0.0, min_score_with_context_similarity=0.0,
                             context_prefix_count=0, context_suffix_count=0)

        def enhance_using_context(self, text, raw_results, nlp_artifacts, recognizers, context=None):  # noqa: D102
            return raw_results

    class OfflineNlpEngine(NlpEngine):
        """NLP artifacts without any trained model.

        ``mode="tokens"`` wraps multideid's own tokens; ``mode="spacy_blank"`` runs the
        tokenizer of ``spacy.blank(lang)``.  "Lemmas" are lower-cased words (no model, no
        lemmatizer), which is what the context enhancer compares with context words.
        """

        engine_name = "multideid_offline"
        is_available = True

        def __init__(self, languages: Sequence[str], mode: str):
            from spacy.vocab import Vocab

            self.languages = list(languages)
            self.mode = mode
            self._vocab = Vocab()
            self._blank: dict[str, Any] = {}
            self._stop: dict[str, frozenset] = {}
            self._loaded = False

        def load(self) -> None:
            import spacy

            for lang in self.languages:
                nlp = spacy.blank(lang)  # no download: only the language's rules and stop words
                self._stop[lang] = frozenset(nlp.Defaults.stop_words)
                if self.mode == "spacy_blank":
                    self._blank[lang] = nlp
            self._loaded = True

        def is_loaded(self) -> bool:
            return self._loaded

        def _check_language(self, language: str) -> None:
            if language not in self.languages:
                raise ValueError(f"language {language!r} not loaded; supported: {self.languages}")

        def artifacts_from_tokens(self, tokens: "Tokens", language: str) -> NlpArtifacts:
            """Artifacts built from multideid tokens (computed once per document)."""
            from spacy.tokens import Doc

            self._check_language(language)
            words = list(tokens.words)
            return self._artifacts(Doc(self._vocab, words=words), list(tokens.starts), list(tokens.ends), words,
                                   language)

        def _artifacts(self, doc, starts, ends, words, language) -> NlpArtifacts:
            lemmas = [w.lower() for w in words]
            art = NlpArtifacts(entities=[], tokens=doc, tokens_indices=starts, lemmas=lemmas,
                               nlp_engine=self, language=language)
            art.token_ends = ends  # for TokenIndexContextEnhancer's binary search
            # Presidio tests ``lemma in keywords`` per context word; a set keeps that O(1).
            art.keywords = set(art.keywords)
            return art

        def process_text(self, text: str, language: str) -> NlpArtifacts:  # noqa: D102
            self._check_language(language)
            if self.mode == "spacy_blank":
                doc = self._blank[language](text)
                words = [t.text for t in doc]
                return self._artifacts(doc, [t.idx for t in doc], [t.idx + len(t) for t in doc], words, language)
            from multideid.tokenizer import tokenize

            return self.artifacts_from_tokens(tokenize(text), language)

        def process_batch(self, texts: Iterable, language: str, batch_size: int = 1, n_process: int = 1,
                          as_tuples: bool = False, **kwargs) -> Iterator:  # noqa: D102
            for item in texts:
                if as_tuples:
                    text, ctx = item
                    yield text, self.process_text(str(text), language), ctx
                else:
                    yield str(item), self.process_text(str(item), language)

        def is_stopword(self, word: str, language: str) -> bool:  # noqa: D102
            return word.lower() in self._stop.get(language, ())

        def is_punct(self, word: str, language: str) -> bool:  # noqa: D102
            return not any(c.isalnum() for c in word)

        def get_supported_entities(self) -> list[str]:  # noqa: D102
            return []  # no NER

        def get_supported_languages(self) -> list[str]:  # noqa: D102
            return list(self.languages)

    return SimpleNamespace(
        OfflineEmailRecognizer=OfflineEmailRecognizer,
        ChunkedUrlRecognizer=ChunkedUrlRecognizer,
        WindowedPhoneRecognizer=WindowedPhoneRecognizer,
        TokenIndexContextEnhancer=TokenIndexContextEnhancer,
        NoContextEnhancer=NoContextEnhancer,
        OfflineNlpEngine=OfflineNlpEngine,
    )


def build_recognizers(languages: Sequence[str] = LANGUAGES) -> list:
    """Presidio recognizer instances (predefined + custom) for ``languages``."""
    import presidio_analyzer.predefined_recognizers as predefined
    import regex
    from presidio_analyzer import Pattern, PatternRecognizer

    support = _support_classes()
    replacements = {
        "EmailRecognizer": support.OfflineEmailRecognizer,
        "UrlRecognizer": support.ChunkedUrlRecognizer,
        "PhoneRecognizer": support.WindowedPhoneRecognizer,
    }
    out = []
    for lang in languages:
        for cls_name in _PREDEFINED[lang]:
            kwargs: dict[str, Any] = {"supported_language": lang}
            if lang == "es" and cls_name in _ES_CONTEXT:
                kwargs["context"] = _ES_CONTEXT[cls_name]
            if cls_name == "PhoneRecognizer":
                kwargs["supported_regions"] = _PHONE_REGIONS[lang]
            cls = replacements.get(cls_name) or getattr(predefined, cls_name)
            out.append(cls(**kwargs))
        for name, entity, rlang, patterns, context in CUSTOM_RECOGNIZERS:
            if rlang != lang:
                continue
            out.append(
                PatternRecognizer(
                    supported_entity=entity,
                    name=name,
                    supported_language=lang,
                    patterns=[Pattern(pname, _keep_out_form(rx), score) for pname, rx, score in patterns],
                    context=context,
                    # case matters for names and titles: patterns opt in to (?i:...) locally
                    global_regex_flags=regex.MULTILINE,
                )
            )
    return out


def _keep_out_form(rx: str) -> str:
    """Rewrite a leading look-behind ``(?<=LABEL)VALUE`` as ``LABEL\\KVALUE``.

    Both report only VALUE, but ``regex`` tries a variable-width look-behind at every text
    position, while ``\\K`` lets the label anchor the search: ~10x faster on MEDDOCAN.
    """
    if not rx.startswith("(?<="):
        return rx
    depth, i, in_class = 0, 0, False
    while i < len(rx):
        c = rx[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
            if rx[i + 1 : i + 2] == "]":  # a literal ] first in a class
                i += 1
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                # group the look-behind: a top-level "A|B" must not swallow the value
                return "(?:" + rx[4:i] + r")\K" + rx[i + 1 :]
        i += 1
    raise ValueError("unbalanced look-behind in a recognizer pattern")


_SUPPORT: SimpleNamespace | None = None


def _support_classes() -> SimpleNamespace:
    """The Presidio subclasses (defined on first use)."""
    global _SUPPORT
    if _SUPPORT is None:
        _SUPPORT = _build_support_classes()
    return _SUPPORT


# --------------------------------------------------------------------------- the base system
class PresidioBase(BaseSystem):
    """Presidio analyzer (pattern recognizers + clinical recognizers), offline, as a base system.

    Parameters
    ----------
    locale:
        ``"auto"`` (per document: ``doc.metadata["language"]`` when set, else
        :func:`multideid.lang.detect_language`), ``"en"`` or ``"es"``.
    score_threshold:
        Drop results scoring below this (0 keeps everything: the stacker weighs scores).
    entities:
        Presidio entity types to look for (``None``: all that the language supports).
    label_map:
        Overrides of :data:`DEFAULT_LABEL_MAP` (entity -> project class, ``None`` drops it).
    context:
        Whether context words around a match raise its score (Presidio's lemma enhancer).
    nlp:
        ``"tokens"`` (artifacts from multideid's tokens, the default and faster) or
        ``"spacy_blank"`` (a blank spaCy tokenizer); neither loads a model.
    min_age:
        Report ages from this value up; ``None`` uses the language's convention
        (:data:`DEFAULT_MIN_AGE`: English follows HIPAA/i2b2, where only ages over 89 are PHI;
        MEDDOCAN annotates every age of the patient).
    """

    name: ClassVar[str] = "presidio"
    required_modules: ClassVar[tuple[str, ...]] = ("presidio_analyzer", "spacy", "tldextract", "phonenumbers", "regex")
    version: ClassVar[str] = "1"
    requires_fit: ClassVar[bool] = False

    def __init__(
        self,
        locale: str = "auto",
        score_threshold: float = 0.0,
        entities: list[str] | None = None,
        label_map: dict[str, str | None] | None = None,
        context: bool = True,
        nlp: str = "tokens",
        min_age: int | None = None,
    ):
        self.locale = locale
        self.score_threshold = score_threshold
        self.entities = entities
        self.label_map = label_map
        self.context = context
        self.nlp = nlp
        self.min_age = min_age

    # ------------------------------------------------------------------ availability
    # ------------------------------------------------------------------ configuration
    def _languages(self) -> tuple[str, ...]:
        if self.locale == "auto":
            return LANGUAGES
        if self.locale not in LANGUAGES:
            raise UsageError(f"presidio: locale must be 'auto' or one of {list(LANGUAGES)}, got {self.locale!r}")
        return (self.locale,)

    def _resolved_label_map(self) -> dict[str, str | None]:
        lm = dict(DEFAULT_LABEL_MAP)
        if self.label_map is not None and not isinstance(self.label_map, dict):
            raise UsageError("presidio: label_map must be a table of entity = class (or null to drop)")
        for k, v in (self.label_map or {}).items():
            if v is not None and v not in PROJECT_CLASSES:
                raise UsageError(
                    f"presidio: label_map maps {k!r} to unknown class {v!r}; "
                    f"valid: {', '.join(PROJECT_CLASSES)} or null to drop"
                )
            lm[str(k)] = v
        return lm

    def _validate(self) -> None:
        ok, why = self.is_available()
        if not ok:
            raise UsageError(f"presidio base unavailable: {why}")
        self._languages()
        if self.nlp not in _NLP_MODES:
            raise UsageError(f"presidio: nlp must be one of {list(_NLP_MODES)}, got {self.nlp!r}")
        try:
            thr = float(self.score_threshold)
        except (TypeError, ValueError):
            raise UsageError(f"presidio: score_threshold must be a number, got {self.score_threshold!r}") from None
        if not 0.0 <= thr <= 1.0:
            raise UsageError(f"presidio: score_threshold must lie in [0, 1], got {thr}")
        if self.min_age is not None and (
            isinstance(self.min_age, bool) or not isinstance(self.min_age, int) or self.min_age < 0
        ):
            raise UsageError(f"presidio: min_age must be a non-negative integer or null, got {self.min_age!r}")
        if not isinstance(self.context, bool):
            raise UsageError(f"presidio: context must be true or false, got {self.context!r}")
        if self.entities is not None and (
            isinstance(self.entities, str) or not all(isinstance(e, str) for e in self.entities)
        ):
            raise UsageError("presidio: entities must be a list of Presidio entity names or null")

    # ------------------------------------------------------------------ engine
    def _engine(self):
        """The AnalyzerEngine, built once per instance (and per parameter set)."""
        # every parameter that shapes the engine or its label mapping (set_params may change them)
        key = repr((self.locale, self.context, self.nlp, self.label_map, self.entities))
        if getattr(self, "_engine_key", None) == key and getattr(self, "_engine_obj", None) is not None:
            return self._engine_obj
        self._validate()
        from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
        support = _support_classes()
        langs = list(self._languages())
        nlp_engine = support.OfflineNlpEngine(langs, self.nlp)
        nlp_engine.load()
        registry = RecognizerRegistry(recognizers=build_recognizers(langs), supported_languages=langs)
        enhancer = support.TokenIndexContextEnhancer() if self.context else support.NoContextEnhancer()
        engine = AnalyzerEngine(
            registry=registry,
            nlp_engine=nlp_engine,
            supported_languages=langs,
            context_aware_enhancer=enhancer,
        )
        label_map = self._resolved_label_map()
        supported: dict[str, list[str]] = {}
        for lang in langs:
            ents = sorted(engine.get_supported_entities(language=lang))
            missing = [e for e in ents if e not in label_map]
            if missing:  # fail closed: an unmapped entity would be lost silently
                raise UsageError(f"presidio: no label_map entry for entity type(s) {missing}")
            if self.entities is not None:
                unknown = [e for e in self.entities if e not in label_map]
                if unknown:
                    raise UsageError(f"presidio: unknown entity type(s) {unknown}; known: {sorted(label_map)}")
                ents = [e for e in ents if e in set(self.entities)]
            supported[lang] = ents
        self._engine_obj, self._engine_key = engine, key
        self._label_map_, self._supported_ = label_map, supported
        return engine

    @property
    def labels(self) -> list[str]:
        """Project classes this instance can output."""
        lm = self._resolved_label_map()
        ents = self.entities if self.entities is not None else list(lm)
        return sorted({lm[e] for e in ents if lm.get(e)})

    def language_of(self, doc: Document) -> str:
        """The language used for ``doc`` (``locale``, or detected when ``"auto"``)."""
        if self.locale != "auto":
            return self.locale
        lang = doc.metadata.get("language") if isinstance(doc.metadata, dict) else None
        if lang in LANGUAGES:
            return lang
        from multideid.lang import detect_language

        return detect_language(doc.text)

    # ------------------------------------------------------------------ prediction
    def predict(self, docs: Sequence[Document]) -> list[list[Span]]:
        """Spans per document; overlapping results are resolved (higher score, then longer)."""
        engine = self._engine()
        threshold = float(self.score_threshold)
        out: list[list[Span]] = []
        for doc in docs:
            lang = self.language_of(doc)
            entities = self._supported_[lang]
            if not entities or not doc.text:
                out.append([])
                continue
            artifacts = (
                engine.nlp_engine.artifacts_from_tokens(doc.tokens, lang) if self.nlp == "tokens" else None
            )
            results = engine.analyze(
                text=doc.text,
                language=lang,
                entities=entities,
                score_threshold=threshold,
                return_decision_process=True,
                nlp_artifacts=artifacts,
            )
            min_age = DEFAULT_MIN_AGE[lang] if self.min_age is None else int(self.min_age)
            out.append(self._to_spans(doc.text, results, min_age))
        return out

    def _to_spans(self, text: str, results, min_age: int) -> list[Span]:
        spans = []
        for r in results:
            label = self._label_map_.get(r.entity_type)
            if not label or r.end - r.start < _MIN_LENGTH.get(r.entity_type, 1):
                continue
            if r.entity_type == "AGE" and min_age > 0:
                m = _INT_RE.search(text, r.start, r.end)
                if m is None or int(m.group()) < min_age:
                    continue
            start, end = r.start, r.end
            # Presidio's patterns may include surrounding blanks or a trailing dot.
            while start < end and text[start].isspace():
                start += 1
            while end > start and (
                text[end - 1].isspace()
                or text[end - 1] in ",;:"
                # a final dot is dropped, except after a capital: initials ("T.S.F.") keep it
                or (text[end - 1] == "." and not (end - 2 >= start and text[end - 2].isupper()))
            ):
                end -= 1
            if end <= start:
                continue
            ex = r.analysis_explanation
            explanation = r.entity_type
            if ex is not None:
                explanation = f"{ex.recognizer}:{ex.pattern_name}" if ex.pattern_name else str(ex.recognizer)
                if ex.supportive_context_word:
                    explanation += " +context"
            spans.append(Span(start, end, label, float(min(max(r.score, 0.0), 1.0)), self.source, explanation))
        return remove_overlaps(spans)
