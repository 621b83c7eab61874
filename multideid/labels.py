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
