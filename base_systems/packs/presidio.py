"""The Presidio base's tables: which of Presidio's predefined recognizers run per language
(and with which context words and phone regions), the custom clinical recognizers
(:mod:`.presidio_en`, :mod:`.presidio_es`), and the map from Presidio entities to the project's
classes.  Data only: the adapter is :mod:`multideid.base_systems.presidio_base`, the recognizer
classes :mod:`multideid.base_systems.presidio_recognizers`.
"""

from __future__ import annotations

from multideid.base_systems.packs.presidio_en import RECOGNIZERS as _EN
from multideid.base_systems.packs.presidio_es import RECOGNIZERS as _ES

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
    "AU_MEDICARE": "ID",
    "IN_AADHAAR": "ID",
    "ZA_ID_NUMBER": "ID",
    "US_NPI": "ID",
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

#: Custom recognizers: (name, entity, language, [(pattern name, regex, score)], context words).
#: Scores follow Presidio's convention: ~0.85 when a label anchors the value, 0.5-0.6 for a
#: well-formed shape, <= 0.3 for a bare shape that context words may raise.
CUSTOM_RECOGNIZERS: tuple[tuple[str, str, str, list[tuple[str, str, float]], list[str]], ...] = _EN + _ES

# Context words given to Presidio's predefined recognizers for Spanish (their defaults are
# English); names are the predefined class names.
ES_CONTEXT: dict[str, list[str]] = {
    "CreditCardRecognizer": ["tarjeta", "crédito", "credito", "visa", "mastercard", "amex"],
    "DateRecognizer": ["fecha", "nacimiento", "ingreso", "alta", "día"],
    "EmailRecognizer": ["correo", "email", "e-mail", "electrónico", "electronico"],
    "IbanRecognizer": ["iban", "cuenta", "bancaria"],
    "IpRecognizer": ["ip", "dirección"],
    "PhoneRecognizer": ["teléfono", "telefono", "tfno", "tlf", "móvil", "movil", "contacto", "fax"],
    "UrlRecognizer": ["web", "url", "página", "enlace"],
}

#: predefined recognizer class names per language (Presidio's own patterns and validators)
PREDEFINED: dict[str, tuple[str, ...]] = {
    "en": (
        "CreditCardRecognizer", "UsSsnRecognizer", "UsItinRecognizer", "UsPassportRecognizer",
        "UsLicenseRecognizer", "UsBankRecognizer", "MedicalLicenseRecognizer", "NhsRecognizer",
        "DateRecognizer", "EmailRecognizer", "IbanRecognizer", "IpRecognizer", "MacAddressRecognizer",
        "PhoneRecognizer", "UrlRecognizer",
        # national and provider numbers that Presidio checks by their check digit (session 13)
        "AuMedicareRecognizer", "InAadhaarRecognizer", "ZaIdNumberRecognizer", "UsNpiRecognizer",
    ),
    "es": (
        "CreditCardRecognizer", "EsNifRecognizer", "EsNieRecognizer", "DateRecognizer", "EmailRecognizer",
        "IbanRecognizer", "IpRecognizer", "MacAddressRecognizer", "PhoneRecognizer", "UrlRecognizer",
    ),
}

# Each region is a full python-phonenumbers pass over the text (the slowest recognizer), so
# keep the list short; the custom patterns cover Spanish and NANP clinical formats anyway.
PHONE_REGIONS: dict[str, tuple[str, ...]] = {
    # Presidio's defaults + IE; not AU, whose 6-digit "13 xx xx" numbers match lab ranges ("133-309")
    "en": ("US", "GB", "DE", "FR", "IL", "IN", "CA", "BR", "IE"),
    "es": ("ES",),
}
