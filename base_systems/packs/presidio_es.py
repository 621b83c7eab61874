"""Presidio recognizers for Spanish clinical text (MEDDOCAN-style reports; see :mod:`.presidio`
for the row format)."""

from __future__ import annotations

from multideid.base_systems.packs.presidio_pieces import (
    COUNTRIES_ES, CP_ES, ID_VALUE, LINE_VALUE, MONTHS_ES, NAME_ES, NOT_CONTACT, PLACE_ES,
    PROVINCES_ES, RELATIVES_ES, UP,
)

#: (name, entity, "es", [(pattern name, regex, score)], context words)
RECOGNIZERS: tuple[tuple[str, str, str, list[tuple[str, str, float]], list[str]], ...] = (
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
                rf"\b\d{{1,2}}[ \t]+(?:de[ \t]+)?(?i:{MONTHS_ES})(?:[ \t]+(?:de(?:l)?[ \t]+)?\d{{4}})?\b",
                0.75,
            ),
            ("mes de AAAA", rf"\b(?i:{MONTHS_ES})[ \t]+(?:de(?:l)?[ \t]+)?\d{{4}}\b", 0.65),
            (
                "AAAA in context",
                r"(?<=\b(?i:en|año|desde|hasta|del|de|a|y|entre|durante|finales[ \t]+de|principios[ \t]+de)[ \t]+)"
                r"(?:19[0-9]{2}|20[0-4][0-9])\b(?![.,]\d|[ \t]*(?:mg|ml|g|kg|%|UI|U/))",
                0.35,
            ),
            ("D-mes-AAAA", rf"\b\d{{1,2}}[-/ ](?i:{MONTHS_ES})[-/ ]\d{{2,4}}\b", 0.75),
            ("mes AA", rf"\b(?i:{MONTHS_ES})[ \t]+(?:del?[ \t]+)?'?\d{{2}}\b(?![.,:]?\d)", 0.5),
            ("mes alone", rf"(?<=\b(?i:mes[ \t]+de|en|desde|hasta|durante|a[ \t]+principios[ \t]+de|a[ \t]+finales[ \t]+de)[ \t]+)(?i:{MONTHS_ES})\b", 0.35),
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
                r"[ \t]*[:.]?[ \t]*(?:n[º°o]\.?[ \t]*:?[ \t]*)?)" + ID_VALUE,
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
                r"[ \t]*(?:n[º°o]\.?)?[ \t]*[:.]?[ \t]*)" + ID_VALUE,
                0.85,
            ),
        ],
        ["colegiado", "col"],
    ),
    (
        "EsClinicianNameRecognizer", "CLINICIAN_NAME", "es",
        [
            # "Dr. X", "Dra.X" (no space), "Dr: X", "dr. X"
            ("Dr./Dra. Nombre", rf"(?<=\b(?i:dr|dra|dres|dras|doctor|doctora)(?:[.:][ \t]*|[ \t]+)){NAME_ES}", 0.85),
            (
                "Médico: Nombre",
                rf"(?<=^[ \t\ufeff]*(?i:médico|medico|responsable[ \t]+cl[ií]nico|remitido[ \t]+por|"
                rf"firmado|firma|facultativo|médico[ \t]+responsable)[ \t]*:[ \t]*"
                rf"(?:(?i:dr|dra)(?:[.:][ \t]*|[ \t]+))?){NAME_ES}",
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
                rf"(?<=^[ \t\ufeff]*(?i:nombre(?:[ \t]+y[ \t]+apellidos)?|apellidos|paciente)[ \t]*:[ \t]*){NAME_ES}",
                0.85,
            ),
            ("Sr./Sra. X", rf"(?<=\b(?:Sr|Sra|Srta|D|Dña|Don|Doña)\.?[ \t]+){NAME_ES}", 0.65),
        ],
        ["nombre", "apellidos", "paciente"],
    ),
    (
        "EsAddressRecognizer", "STREET_ADDRESS", "es",
        [
            (
                "Domicilio: X",
                r"(?<=^[ \t\ufeff]*(?i:domicilio|dirección|direccion|residencia)[ \t]*:[ \t]*)" + LINE_VALUE,
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
                r"nacionalidad)[ \t]*:[ \t]*)" + LINE_VALUE,
                0.8,
            ),
        ],
        ["localidad", "provincia", "país"],
    ),
    (
        "EsPostalCodeRecognizer", "ZIP_CODE", "es",
        [
            ("CP: NNNNN", r"(?<=\b(?i:CP|C\.P\.|código[ \t]+postal|cod\.[ \t]*postal)[ \t]*[:.]?[ \t]*)\d{5}\b", 0.85),
            ("NNNNN Ciudad", rf"(?<![\d.,/-]){CP_ES}(?=[ \t,-]+{NOT_CONTACT}{UP})", 0.55),
        ],
        ["cp", "postal"],
    ),
    (
        "EsPlaceRecognizer", "LOCATION", "es",
        [
            ("Ciudad after CP", rf"(?<=(?<![\d.,/-]){CP_ES}[ \t,-]+){NOT_CONTACT}{PLACE_ES}", 0.6),
            ("country", COUNTRIES_ES, 0.5),
            ("province or city", PROVINCES_ES, 0.45),
        ],
        ["natural", "nacido", "procedente", "reside", "vive", "país", "localidad", "provincia"],
    ),
    (
        "EsRelativeRecognizer", "PERSON", "es",
        [("relative", RELATIVES_ES, 0.3)],
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
