"""Spanish pattern pack (clinical case reports as in MEDDOCAN).

The same ideas as the English pack: validated dates ("3 de marzo de 2005", "03/03/2005",
"marzo de 2005"), DNI/NIE with check letter, identifiers after their labels ("NHC:",
"NASS:", "Nº Colegiado:"), Spanish phone numbers, postal codes, street addresses ("C/",
"Calle", "Avda.", "Plaza"), e-mail, ages ("de 45 años", "45 años de edad") and titled names
("Dr./Dra."), plus the labelled header fields clinical reports open with ("Nombre:",
"Domicilio:", "Médico:").  Numbers that are durations ("hace 3 años", "de 2 años de
evolución"), doses and lab values must not match; see tests/test_rules.py.
"""

from __future__ import annotations

import re
from pathlib import Path

from multideid.base_systems.packs import (
    Pattern,
    dni_ok,
    group_check,
    ipv4_ok,
    nie_ok,
    not_followed_by,
    not_preceded_by,
    valid_day_month,
    valid_dmy,
    valid_ymd,
)
from multideid.base_systems.packs import en as _en

_I = re.IGNORECASE
_DATA = Path(__file__).resolve().parent.parent / "data"


def _lexicon(name: str) -> str:
    """A regex alternation of the entries of ``base_systems/data/NAME`` (one per line, ``#``
    comments), longest first so that "Las Palmas de Gran Canaria" wins over "Las Palmas"."""
    lines = (ln.strip() for ln in (_DATA / name).read_text(encoding="utf-8").splitlines())
    words = sorted({ln for ln in lines if ln and not ln.startswith("#")}, key=lambda w: (-len(w), w))
    return "|".join(re.escape(w) for w in words)


_COUNTRIES = _lexicon("es_countries.txt")
_PLACES = _lexicon("es_places.txt")

MES = r"(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)"
_MES_ABBR = r"(?:ene|feb|mar|abr|may|jun|jul|ago|sep|sept|oct|nov|dic)"

_UP = "A-ZÁÉÍÓÚÑÜ"
_LO = "a-záéíóúñüç"
# a capitalised (or ALL CAPS) name word, "Martínez-Soto", "D'Ors"
_NW = rf"[{_UP}](?:[{_LO}]+|[{_UP}]+)(?:[-'´][{_UP}]?[{_LO}]+)?"
_PART = r"(?:de(?:l|\s+la|\s+las|\s+los)?|y|i|da|van|von)"
# words that end a name or a hospital name ("Jorge Planelles Gómez Servicio de Urología")
_STOPW = (
    r"(?!(?:Servicio|Sección|Seccion|Unidad|Departamento|Facultad|Hospital|Correo|E-mail|Email|"
    r"Teléfono|Telefono|Tel|Tfno|Fax|Avda|Avenida|Calle|Plaza|Paseo|Centro|Instituto|Universidad|Área|Area|"
    r"Consulta|Planta|Laboratorio|Madrid|Barcelona|España|NºCol|Nº|Colegiado|Fdo|Firmado|Grupo|Departament|"
    r"Dirección|Direccion|Dr|Dra|Doctor|Doctora|Secretaría|Secretaria|Pso|Paseo|Av|Ctra|Carretera|Camino|Ronda|"
    r"Rúa|Travesía|Glorieta|Urbanización|Oncología|Urología|Cardiología|Nefrología|Neurología|Medicina|"
    r"Cirugía|Pediatría|Radiología|Dermatología|Oftalmología|Ginecología|Obstetricia|Traumatología|"
    r"Psiquiatría|Hematología|Reumatología|Endocrinología|Neumología|Digestivo|Anatomía|Patológica|Interna|"
    r"Intensiva|Urgencias|Rehabilitación|Andrología|Otorrinolaringología|Médica|Clínica|Planta)\b)"
)
# the same stop list for place names: "Madrid", "Barcelona", "España" are places
_PLACE_STOPW = _STOPW.replace("Madrid|Barcelona|España|", "")
# "Mª José", "M.ª Teresa", "M.a Teresa" open many Spanish women's names
_NAME = rf"(?:M\.?[ªa]\.?[ ]?|M\.ª[ ]?)?{_STOPW}{_NW}(?:[ ]+(?:{_PART}[ ]+)?{_STOPW}{_NW}){{0,4}}"

_NUMWORDS = (
    r"(?:un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|"
    r"dieciséis|dieciseis|diecisiete|dieciocho|diecinueve|veinte|veinti\w+|treinta|cuarenta|cincuenta|"
    r"sesenta|setenta|ochenta|noventa|cien)(?:\s+y\s+(?:un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve))?"
)
# after an age-like "N años" these words make it a duration, not an age
_DURATION_AFTER = (
    "de evolución", "de evolucion", "de duración", "de duracion", "de seguimiento", "de antigüedad",
    "de tratamiento", "de diagnóstico", "de diagnostico", "antes", "después", "despues", "más tarde",
    "previos", "previo", "atrás", "de la", "del", "tras", "de retraso", "de intervalo", "de latencia",
    "de vida libre", "de enfermedad", "de historia", "de edad gestacional",
)
# before "de N años" these words make it a duration ("un plazo de 2 años")
_DURATION_BEFORE = (
    "plazo", "intervalo", "padecimiento", "más", "menos", "evolución", "período", "periodo", "duración",
    "tiempo", "historia", "antecedentes", "cuadro", "hace", "tras", "después", "durante", "espacio", "lapso",
    "seguimiento", "tratamiento", "alrededor", "cerca", "máximo", "mínimo", "mayor", "menor",
    "fue", "total", "clínico", "supervivencia", "completar", "cada", "periodicidad",
)
_AGE_UNIT = r"\b(?:años|meses|días|semanas)\b"
_UNITS_ES = _en.UNITS + ("comprimidos", "comp", "gotas", "horas", "días", "semanas", "veces", "ui", "mmol/l", "mg/dl", "g/dl")

_PHONE_CTX = ("teléfono", "telefono", "tel", "tfno", "telf", "móvil", "movil", "contacto", "llamar", "número")
_FAX_CTX = ("fax",)

# header field values end at the end of the line, at a double space or at a final period
_LINE_VALUE = r"(?P<v>[^\n]*?[^\s.,;])(?=[\s.,;]*(?:\n|$)|[ \t]{2,})"

_STREET_TYPES = (
    r"(?:C/|c/|C\s*/|Calle|calle|CALLE|Avda\.?|Avenida|avenida|Av\.|Avd\.|Avenido|Plaza|plaza|Pza\.?|Pl\.|Plz\.|"
    r"Paseo|paseo|P[ºo]\.?|Camino|Ctra\.?|Carretera|carretera|Ronda|Travesía|Travesia|Glorieta|Urbanización|Urb\.|"
    r"Rambla|Vía|Via|Pasaje|Callejón|Alameda|Bulevar|Cuesta|Rúa|Pso\.?)(?<=[/.]|\w)(?!\w)"
)
_STREET_NUM = (
    r"(?:,?\s*(?:n[ºo°]\.?\s*|número\s*)?(?:\d{1,4}|s/n|S/N|[Kk]m\.?\s*\d+(?:[,.]\d+)?)(?:\s*[-–]\s*\d{1,4})?"
    r"(?:\s*[,.]?\s*(?:\d{1,2}(?!\d)\s*[ºª°]?(?:[a-z](?![\wº]))?\s*(?:[A-Z]\b|[Ii]zda\.?|[Ii]zq\.?|[Ii]z\b|dcha\.?|drcha\.?|der\.?|izquierda|derecha)?|"
    r"[A-Z]\b|\d[A-Z]\b|[Bb]ajo(?:\s+[A-Z]\b)?|[ÁáAa]tico(?:\s+[A-Z]\b)?|[Pp]iso(?:\s+\d+)?|[Pp]uerta\s+\w+|[Ee]sc\.?\s*\w+|"
    r"[Pp]lanta\s*-?\d+|[Ee]dificio\s+\w+|[Ee]df\.\s*\w+|[Pp]ortal\s+\w+|[Kk]m\.?\s*[\d,.]+))*)"
)
_PLACE = rf"{_PLACE_STOPW}[{_UP}][{_LO}]+(?:[ -]+(?:{_PART}[ ]+)?{_PLACE_STOPW}[{_UP}][{_LO}]+){{0,3}}"
_HOSP_HEAD = (
    r"(?:Hospital|HOSPITAL|Clínica|Clinica|CLÍNICA|Centro de Salud|Centro de salud|C\.S\.|Centro Médico|Centro Medico|"
    r"Policlínico|Sanatorio|Complejo Hospitalario|Complejo Asistencial|Consorci|Hospital de Día|Residencia)"
)
_HOSP_QUAL = r"(?:Universitario|Universitari|General|Clínico|Clinico|Provincial|Comarcal|Regional|Materno[- ]Infantil|Infantil|Militar|Quirúrgico|Psiquiátrico)"
_ORG_HEAD = r"(?:Instituto|Fundación|Fundacion|Universidad|Facultad|Escuela|Sociedad|Colegio|Academia|Real Academia|Agencia|Centro|Servicio (?:Andaluz|Madrileño|Vasco|Gallego|Canario|Navarro) de Salud|Consejería|Ministerio|Asociación)"
_PROPER_TAIL = rf"(?:[ ]+(?:{_PART}[ ]+)?(?:San|Santa|Santo|Nuestra Señora de(?:l| la)?|Virgen de(?:l| la)?)?[ ]*{_STOPW}[{_UP}][\w'´-]*(?![\w/])){{1,5}}"
# a hospital with a quoted name: "Central de la Defensa "Gómez Ulla""
_QUOTED = r"(?:[ ]+[\"“«][^\"”»\n]{2,40}[\"”»])?"
_HOSP_TAIL = rf"{_PROPER_TAIL}{_QUOTED}"
# institutions: a looser tail ("Instituto de Medicina Legal", "Facultad de Odontología de Sevilla")
_ORG_TAIL = rf"(?:[ ]+(?:{_PART}[ ]+)?[{_UP}][\w'´-]*(?![\w/])){{1,6}}"
_KIN = (
    r"(?:padre|madre|padres|progenitores|hermano|hermana|hermanos|hermanas|hijo|hija|hijos|hijas|abuelo|abuela|"
    r"abuelos|abuelas|tío|tía|tíos|tías|primo|prima|primos|primas|sobrino|sobrina|sobrinos|nieto|nieta|nietos|nietas|"
    r"esposo|esposa|marido|cónyuge|pareja|familia|familiares|gemelo|gemela|gemelos|mellizo|melliza|hermanastro|"
    r"hermanastra|padrastro|madrastra|suegro|suegra|cuñado|cuñada)"
)

PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ dates
    Pattern(
        "fecha_numerica",
        r"(?<![\d/.-])(?P<a>\d{1,2})(?P<sep>[/.-])(?P<b>\d{1,2})(?P=sep)(?P<y>\d{4}|\d{2})(?![\d/-]|[.,]\d)",
        "DATE", 0.9, validator=not_followed_by(_UNITS_ES, valid_dmy),
    ),
    Pattern(
        "fecha_iso",
        r"(?<![\d/.-])(?P<y>(?:18|19|20)\d{2})(?P<sep>[/.-])(?P<a>\d{1,2})(?P=sep)(?P<b>\d{1,2})(?![\d/-]|[.,]\d)",
        "DATE", 0.9, validator=valid_ymd,
    ),
    Pattern(
        "fecha_dia_de_mes_de_anio",
        rf"\b(?P<d>\d{{1,2}})\s+(?:de\s+)?{MES}(?:\s*,?\s*(?:de(?:l)?\s+)?(?:18|19|20)\d{{2}})?\b",
        "DATE", 0.95, validator=valid_day_month, flags=_I, anchor=MES, anchor_window=30,
    ),
    Pattern("fecha_mes_de_anio", rf"\b{MES}\s+(?:de(?:l)?\s+)?(?:18|19|20)\d{{2}}\b", "DATE", 0.9, flags=_I, anchor=MES, anchor_window=20),
    Pattern("fecha_mes_abrev", rf"\b(?P<d>\d{{1,2}})?[-/ ]?{_MES_ABBR}[-/ .](?:18|19|20)?\d{{2}}\b", "DATE", 0.7, flags=_I, validator=valid_day_month,
            anchor=rf"\b{_MES_ABBR}[-/ .]", anchor_window=12),
    Pattern(
        "fecha_dia_mes_sin_anio",
        r"(?<![\d/.-])(?P<a>\d{1,2})/(?P<b>\d{1,2})(?![\d/]|[.,]\d)",
        "DATE", 0.55, validator=not_followed_by(_UNITS_ES, valid_dmy),
        context=("el", "día", "desde", "hasta", "fecha", "del"), context_required=True, window=8, context_side="before",
    ),
    Pattern("fecha_mes_solo", r"\b(?:en|de|desde|hasta|durante)\s+(?P<m>" + MES + r")\b", "DATE", 0.6, group="m", flags=_I, anchor=MES, anchor_window=20),
    Pattern(
        "fecha_anio_contexto",
        r"(?<![/.\-\d])\b(?:19\d{2}|20[0-4]\d)\b(?![/.\-]\d)(?!\s*(?:mg|ml|ui|mcg|cc|kcal)\b)",
        "DATE", 0.6,
        context=("en", "año", "años", "desde", "hasta", "del", "de", "durante", "nacido", "nacida", "verano", "invierno",
                 "a", "y", "e", "entre", "finales", "principios", "mediados"),
        context_required=True, window=10,
    ),
    # ------------------------------------------------------------------ labelled header fields
    Pattern(
        "campo_fecha",
        r"(?:Fecha de (?:nacimiento|ingreso|alta|Ingreso|Alta|Nacimiento|intervención|consulta)|F\. ?(?:nac|ingreso|alta)\.?)\s*:\s*(?P<v>\d{1,2}[-/ ][a-zA-Z]{3,10}[-/ ]\d{2,4}|\d[\d/.\- ]{4,12}\d|(?:19|20)\d{2})",
        "DATE", 0.95, group="v",
    ),
    Pattern("campo_nombre", rf"(?:^|\n)[\ufeff \t]*(?:Nombre|NOMBRE|Paciente|Apellidos|APELLIDOS|Nombre y apellidos)\s*:[ \t]*(?P<n>{_NAME})", "PATIENT", 0.95, group="n"),
    Pattern(
        "campo_medico",
        rf"(?:Médico|Medico|MÉDICO|Remitido por|Responsable cl[ií]nico|Facultativo|Firmado|Dr\(a\)|Médico responsable|Enfermera|Enfermero)\s*:[ \t]*(?:(?:Dr|Dra|Doctor|Doctora)[.:]?[ \t]*)?(?P<n>{_NAME})",
        "DOCTOR", 0.95, group="n",
    ),
    Pattern("campo_domicilio", r"(?:Domicilio|Dirección|Direccion|DOMICILIO)\s*:[ \t]*" + _LINE_VALUE, "LOCATION", 0.9, group="v"),
    Pattern("campo_localidad", r"(?:Localidad|Provincia|Ciudad|Municipio|Población)(?:\s*/\s*(?:Provincia|Localidad))?\s*:[ \t]*" + _LINE_VALUE, "LOCATION", 0.9, group="v"),
    Pattern("campo_pais", r"(?:País(?: de nacimiento| de origen)?|Pais|PAÍS|Nacionalidad)\s*:[ \t]*(?P<v>[" + _UP + r"][\w ]{1,30}?)(?=\s*\.?[ \t]*(?:\n|$))", "LOCATION", 0.9, group="v"),
    Pattern("campo_cp", r"(?:CP|C\.P\.|Código postal|Codigo postal|Cód\. postal)\s*:?\s*(?P<v>\d{5})\b", "LOCATION", 0.95, group="v"),
    Pattern("campo_edad", rf"\bEdad\s*:\s*(?P<v>(?:\d{{1,3}}|{_NUMWORDS})(?:\s+(?:años|meses|días))?)", "AGE", 0.95, group="v", flags=_I),
    Pattern(
        "campo_id",
        r"(?:NHC|N\.H\.C\.|NHCs|Nº? ?(?:de )?[Hh]istoria(?: [Cc]l[ií]nica)?|Historia cl[ií]nica|NASS|N\.A\.S\.S\.|NUSS|CIPA|CIP|"
        r"Nº ?SS|N\.º ?SS|NSS|N[º°] ?Col(?:egiado)?\.?|N\.º ?[Cc]ol(?:egiado)?\.?|Número de colegiado|Nº de colegiado|"
        r"Colegiado(?: nº)?|Episodio|Nº episodio|N[º°] ?(?:de )?afiliación|Tarjeta [Ss]anitaria|TIS|NIF|DNI|NIE|Pasaporte|"
        r"Nº? ?de identificación|ID|Código de paciente|Nº de paciente)"
        r"\s*:?\s*(?:nhc-|NHC-|nhc |NHC )?(?P<v>(?=[A-Z0-9 ./-]*\d)[A-Z0-9](?:[A-Z0-9./-]|[ ](?=[A-Z0-9])){1,24}[A-Z0-9])\b",
        "ID", 0.95, group="v",
    ),
    # ------------------------------------------------------------------ national IDs
    Pattern("dni", r"(?<![\w-])\d{8}[\s-]?[A-Za-z](?!\w)", "ID", 0.95, validator=group_check(dni_ok)),
    Pattern("nie", r"(?<![\w-])[XYZxyz][\s-]?\d{7}[\s-]?[A-Za-z](?!\w)", "ID", 0.95, validator=group_check(nie_ok)),
    # fictitious documents often carry DNIs with a wrong letter; only trust those after "DNI"
    Pattern("dni_contexto", r"(?<![\w-])\d{8}[\s-]?[A-Za-z](?!\w)", "ID", 0.7, context=("dni", "nif", "d.n.i."), context_required=True, window=20),
    # ------------------------------------------------------------------ phones
    Pattern(
        "fax",
        r"(?<![\d-])(?:\+34[\s-]?|0034[\s-]?)?[6789](?:[\s.-]?\d){8}(?![\d-])",
        "FAX", 0.92, context=_FAX_CTX, context_required=True, window=20,
    ),
    Pattern(
        "telefono",
        r"(?<![\d-])(?:\+34[\s-]?|0034[\s-]?)?[6789](?:[\s.-]?\d){8}(?![\d-])",
        "PHONE", 0.7, context=_PHONE_CTX, context_boost=0.2,
    ),
    Pattern(
        "telefono_internacional",
        r"(?<![\w+])\+\d{2,3}[\s.-]?\d{2,4}(?:[\s.-]?\d{2,4}){2,4}(?![\d-])",
        "PHONE", 0.7, validator=lambda m: 8 <= sum(c.isdigit() for c in m.group()) <= 14,
    ),
    # ------------------------------------------------------------------ places
    Pattern("codigo_postal", rf"(?<![\d.,/-])(?:0[1-9]|[1-4]\d|5[0-2])\d{{3}}(?![\d/-]|[.,]\d)(?=[ \t]*[,-]?[ \t]*[{_UP}][{_LO}]+)", "LOCATION", 0.6),
    Pattern(
        "cp_localidad",
        # "04700, El Ejido, Almería", "15706 Santiago de Compostela (La Coruña)": code, town and
        # province are separate PHI spans, the punctuation between them is not
        rf"(?<![\d.,/-])(?:0[1-9]|[1-4]\d|5[0-2])\d{{3}}(?![\d/-]|[.,]\d)[ \t]*[,-]?[ \t]*{_PLACE}(?:[ ]*[,.(-][ ]*{_PLACE}\)?)?",
        # the code and the town are separate spans too ("28034" and "Madrid")
        "LOCATION", 0.8, split=r"(?<=\d)[ \t]*[,-]?[ \t]*(?=\D)|[ ]*[,.()][ ]*",
    ),
    # ------------------------------------------------------------------ places (context grammar)
    # Labels stay the project's classes; each pattern has its own score, so the stacker can
    # still tell a country (0.74) from a known town (0.61) or a town before its province (0.69).
    Pattern("pais", rf"(?<![\w.])(?:{_COUNTRIES})(?![\w])", "LOCATION", 0.74),
    Pattern("lugar_conocido", rf"(?<![\w'])(?:{_PLACES})(?![\w'-])", "LOCATION", 0.61),
    Pattern(
        # "Medina del Campo (Valladolid)", "Manresa (Barcelona)": a town and its province
        "ciudad_provincia", rf"(?<![\w])(?:{_PLACE})[ ]*\((?:{_PLACE})\)", "LOCATION", 0.55, split=r"[ ]*[()][ ]*",
    ),
    Pattern(
        # the town before the country closing an address: "Bogotá, Colombia", "Rosario. (Argentina)"
        "ciudad_pais", rf"(?P<c>{_PLACE})[ ]*[,.]?[ ]*\(?(?:{_COUNTRIES})\)?(?![\w])", "LOCATION", 0.66, group="c",
        anchor=rf"(?:{_COUNTRIES})", anchor_window=60,
    ),
    Pattern("nacionalidad", rf"\b(?:nacionalidad|natural de|procedente de|originari[oa] de)\s+(?P<v>[{_UP}][{_LO}]+(?:[ ]+[{_UP}][{_LO}]+)?)", "LOCATION", 0.6, group="v", flags=0),
    Pattern("direccion_con_numero", rf"{_STREET_TYPES}[ \t]*(?:[\w´'.ºª-]+[ \t]+){{0,5}}?[\w´'.ºª-]+{_STREET_NUM}", "LOCATION", 0.85),
    Pattern("direccion_nombre", rf"{_STREET_TYPES}[ \t]*(?:(?:{_PART})[ \t]+)?{_NAME}{_STREET_NUM}?", "LOCATION", 0.8),
    # ------------------------------------------------------------------ hospitals and organisations
    Pattern(
        "hospital", rf"\b{_HOSP_HEAD}(?:[ ]+{_HOSP_QUAL})*{_HOSP_TAIL}", "HOSPITAL", 0.8,
        # "Unidad de Nutrición Clínica y Dietética" is a service, not a clinic
        validator=not_preceded_by(("nutrición", "medicina", "psicología", "bioquímica", "microbiología", "inmunología", "neurofisiología", "farmacología", "genética", "análisis"), span=20),
    ),
    Pattern(
        # named after a date: "Hospital Universitario 12 de Octubre" (the date alone is not PHI here)
        "hospital_fecha", rf"\b{_HOSP_HEAD}(?:[ ]+{_HOSP_QUAL})*[ ]+\d{{1,2}} de {MES}{_QUOTED}", "HOSPITAL", 0.96, flags=_I,
    ),
    Pattern(
        # a hospital named after a doctor: "Hospital Universitario Doctor Peset" (not a clinician)
        "hospital_doctor",
        rf"\b{_HOSP_HEAD}(?:[ ]+{_HOSP_QUAL})*(?:[ ]+(?:de|del)[ ]+[{_UP}][{_LO}]+)?[ ]+(?:Doctor|Dr\.|Dra\.|Doctora)[ ]*{_NAME}",
        "HOSPITAL", 0.92,
    ),
    Pattern("institucion", rf"\b{_ORG_HEAD}{_ORG_TAIL}", "ORGANIZATION", 0.6),
    Pattern("institucion_justicia", r"\b(?:Palacio de Justicia|Ciudad de la Justicia|Instituto de Medicina Legal|Clínica Médico-Forense)\b", "ORGANIZATION", 0.7),
    Pattern(
        # the manufacturer after a brand name: "(Azopt®, Alcon Cusi)", "(Cellcept®, Roche)"
        "fabricante",
        rf"®[ ]*[,(][ ]*(?P<o>[{_UP}][\w&.'-]*(?:[ -](?:&[ ])?[{_UP}][\w&.'-]*){{0,4}})",
        "ORGANIZATION", 0.65, group="o",
    ),
    # ------------------------------------------------------------------ ages
    Pattern(
        "edad_de_edad",
        rf"\b(?P<v>(?:\d{{1,3}}|{_NUMWORDS})\s+(?:años|meses|días|semanas))\s+de\s+edad\b",
        "AGE", 0.95, group="v", flags=_I, anchor=r"\bde\s+edad\b", anchor_window=50,
    ),
    Pattern(
        "edad_de_n_anios",
        rf"\b(?:de|con|tiene|tenía|contaba con|cumplidos)\s+(?P<v>(?:\d{{1,3}}|{_NUMWORDS})\s+(?:años|meses))\b",
        "AGE", 0.8, group="v", flags=_I,
        validator=not_followed_by(_DURATION_AFTER, not_preceded_by(_DURATION_BEFORE, span=25), span=30),
        anchor=_AGE_UNIT, anchor_window=60,
    ),
    Pattern(
        # "a los 38 años" (an age in a history) but not "a los 3 meses de la intervención"
        "edad_a_los",
        rf"\b[Aa] los (?P<v>(?:\d{{1,2}}|{_NUMWORDS}) años)\b",
        "AGE", 0.6, group="v", validator=not_followed_by(_DURATION_AFTER, span=30), anchor=_AGE_UNIT, anchor_window=60,
    ),
    Pattern("edad_n_anios_sujeto", rf"\b(?:varón|mujer|paciente|niño|niña|hombre|lactante|chico|chica|joven|adolescente|femenino|masculino|edad)(?:\s+de\s+|\s*,\s*|\s+)(?P<v>(?:\d{{1,3}}|{_NUMWORDS})\s+(?:años|meses|días))\b", "AGE", 0.95, group="v", flags=_I,
            anchor=_AGE_UNIT, anchor_window=80),
    # ------------------------------------------------------------------ relatives
    Pattern(
        # MEDDOCAN annotates the relatives of the patient: "su madre", "dos hermanas", "tío materno"
        # (FAMILIARES_SUJETO_ASISTENCIA; PATIENT in the project's classes, a low score of its own)
        "familiar",
        rf"(?<!\w)(?:(?:un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|ambos|ambas|\d)\s+)?{_KIN}"
        r"(?:\s+(?:materno|materna|paterno|paterna|maternos|paternos|mayor|menor|mayores|menores))?(?!\w)",
        "PATIENT", 0.5, flags=_I,
    ),
    # ------------------------------------------------------------------ names
    Pattern("nombre_doctor", rf"\b(?:Dr|Dra|DR|DRA|dr|dra|Doctor|Doctora|Dres|Prof|Profa)(?:[.:][ \t]*|[ \t]+)(?P<n>{_NAME})", "DOCTOR", 0.9, group="n"),
    Pattern("nombre_tratamiento", rf"\b(?:Sr|Sra|Srta|D|Dña|Dª|Don|Doña)\.?[ \t]+(?P<n>{_NAME})", "PATIENT", 0.8, group="n"),
    # ------------------------------------------------------------------ contact and network
    Pattern("email", _en.PATTERNS_BY_NAME["email"].regex, "EMAIL", 0.95, anchor="@", anchor_window=80),
    Pattern(
        "email_campo",
        r"(?:Email|E-mail|e-mail|Correo electrónico|Correo electronico|Correo)\s*:\s*(?P<v>[\w.+-]+@[\w.-]+\w)",
        "EMAIL", 0.97, group="v",
    ),
    Pattern("url", _en.PATTERNS_BY_NAME["url"].regex, "URL", 0.95, flags=_I),
    Pattern("url_dominio", r"\b(?<![@.])[A-Za-z0-9][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*\.(?:com|org|net|es|cat|eus|gal|edu|gob\.es|info)\b(?:/[^\s<>\"']*[^\s<>\"'.,;:!?)\]])?", "URL", 0.8,
            anchor=r"\.(?:com|org|net|es|cat|eus|gal|edu|gob|info)\b", anchor_window=80),
    Pattern("ip_v4", r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.]|\.\d)", "IP", 0.9, validator=not_preceded_by(_en.VERSION_WORDS + ("versión",), group_check(ipv4_ok))),
)

# session 15: the readers of language-neutral record formats (HL7 v2, FHIR/JSON and key=value logs, FHIR
# XML/CDA, X12; base_systems/packs/records.py): a Spanish HL7 message is read as an English one is
from multideid.base_systems.packs.records import NEUTRAL_PATTERNS as _RECORDS  # noqa: E402

PATTERNS = PATTERNS + _RECORDS
