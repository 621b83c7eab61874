"""Regular-expression pieces shared by the Presidio recognizer tables (:mod:`.presidio_en`,
:mod:`.presidio_es`).

The recognizers run with the ``regex`` module (Presidio's), which allows variable-width
look-behind: a form label or a title is *context* that must precede the value, while the
reported span covers the value only (as the gold standards do).
"""

from __future__ import annotations

import re

UP = r"\p{Lu}"
LOW = r"[\p{Ll}'’]"
NAME_WORD = rf"{UP}{LOW}+(?:-{UP}{LOW}+)?"
PARTICLE_ES = r"(?:de|del|de la|de los|de las|y|De|Del|La)"
# a name never starts with a title (the title is the context, see the look-behinds)
NOT_TITLE = r"(?!(?:Dr|Dra|Dres|Dras|Doctor|Doctora|DR|DRA|Sr|Sra|Srta|Mr|Mrs|Ms|Miss|Mx|Dña)\b)"
# Words that start what follows a name in Spanish signatures ("... Arin Apartado Calle Oria 9").
AFTER_NAME_ES = (
    r"(?!(?:Hospital|Servicio|Apartado|Calle|Avda|Avenida|Unidad|Centro|Clínica|Complejo|Sección|"
    r"Departamento|Email|E-mail|Correo|Tel|Teléfono|Fax|Plaza|Paseo|Instituto|Fundación|Facultad|"
    r"Universidad|Consulta|Área|Laboratorio|Cátedra|Planta|Médico|Doctor|Doctora)\b)"
)
NAME_WORD_ES = rf"(?:{NAME_WORD}|M[ªa]\.?(?=[ \t]+{UP}))"  # "Mª José"
NAME_ES = (
    rf"{NOT_TITLE}{NAME_WORD_ES}"
    rf"(?:[ \t]+(?:{PARTICLE_ES}[ \t]+)?{AFTER_NAME_ES}{NAME_WORD_ES}){{0,4}}"
)
INITIAL = rf"{UP}\."
NAME_EN = rf"{NOT_TITLE}(?:{NAME_WORD}|{INITIAL})(?:[ \t]+(?:{NAME_WORD}|{INITIAL})){{0,3}}"
MONTHS_ES = (
    r"(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|"
    r"noviembre|diciembre)"
)

def title_or_caps(words: str) -> str:
    """``March|MARCH``: capitalised or upper-case only, so the verbs "may"/"march" never match."""
    ws = words.split()
    return "(?:" + "|".join(ws + [w.upper() for w in ws]) + ")"


MONTHS_EN = (
    title_or_caps(
        "January February March April May June July August September October November December "
        "Sept Jan Feb Mar Apr Jun Jul Aug Sep Oct Nov Dec"
    )
    + r"\.?"
)
US_STATE_NAMES = (
    r"(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|"
    r"Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|"
    r"Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New[ \t]+Hampshire|"
    r"New[ \t]+Jersey|New[ \t]+Mexico|New[ \t]+York|North[ \t]+Carolina|North[ \t]+Dakota|Ohio|"
    r"Oklahoma|Oregon|Pennsylvania|Rhode[ \t]+Island|South[ \t]+Carolina|South[ \t]+Dakota|"
    r"Tennessee|Texas|Utah|Vermont|Virginia|Washington|West[ \t]+Virginia|Wisconsin|Wyoming)"
)
# A place name after "lives in", "visiting family in": capitalised words (or ALL CAPS text),
# with inner "and/of/the" ("Saint Vincent and the Grenadines").
NOT_CLAUSE = (
    r"(?!(?i:returned|was|were|is|are|has|had|have|presented|came|then|now|developed|started|noted|"
    r"reports|denies|lives|works|he|she|they|her|his|their|stayed|went|comes|came|and|of|the|in|on|at|to)\b)"
)
PLACE_EN = (
    r"(?:(?:the|The|THE)[ \t]+)?\p{Lu}[\p{L}'.-]*"
    rf"(?:[ \t]+(?:(?:and|of|the|AND|OF|THE|de|del)[ \t]+)*{NOT_CLAUSE}\p{{Lu}}[\p{{L}}'.-]*){{0,4}}"
)
US_STATES = (
    r"(?:AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|"
    r"NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY)"
)
# An ID value: letters/digits with inner separators, at least one digit somewhere.
# Spaces may only separate digit groups ("28 12345678 90"), so the value stops at a word.
ID_VALUE = r"(?=[A-Za-z\-/.]*\d)[A-Za-z0-9](?:[A-Za-z0-9]|[/.-](?=[A-Za-z0-9])|(?<=\d)[ ](?=\d)){2,24}"
LINE_VALUE = r"[^\n]*?[^\s.,;:](?=[ \t]*[.,;]?[ \t]*$)"  # rest of the line, minus final dot


def words(words: str) -> str:
    """A case-sensitive alternation of whole words/phrases (longest first), Presidio deny-list style."""
    # longest first, then alphabetical: the pattern is the same in every process (a set's order
    # is not); among alternatives of one length at most one can match at a position anyway
    alts = sorted({w.replace("_", " ") for w in words.split()}, key=lambda a: (-len(a), a))
    return r"(?<![\w-])(?:" + "|".join(re.escape(a).replace(r"\ ", r"[ \t]+") for a in alts) + r")(?![\w-])"


# Street-type words (USPS suffixes as used in US addresses).
STREET_EN = (
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
CAPS_STOP = (
    r"(?!(?:THE|THIS|THAT|THESE|WHO|WAS|WERE|IS|ARE|AND|HIS|HER|DR|MR|MRS|MS|FOR|WITH|IN|ON|AT|TO|OF|IT|"
    r"HE|SHE|THEY|ALSO|PATIENT|PT|BRIEF|HOSPITAL|AN|A|BY|FROM|AS|NO|NOT|COURSE|DAY|HISTORY)\b)"
)
# starts where a run of capitals starts: tried at every position of a 40,000-capital run it was quadratic
CAPS_WORD = rf"(?<!\p{{Lu}}){CAPS_STOP}\p{{Lu}}{{2,}}(?:-\p{{Lu}}{{2,}})?"
CAPS_NAME = rf"{CAPS_WORD}(?:[ \t]+(?:\p{{Lu}}\.|{CAPS_WORD})){{0,2}}\b"
DEGREES = r"(?:M\.D\.|MD|D\.O\.|DO|RN|NP|PA-C|PhD|MBBS|DDS|FACS|FACP)(?!\w)"
WEEKDAYS_EN = title_or_caps("Monday Tuesday Wednesday Thursday Friday Saturday Sunday")
RELATIVES_EN = (
    r"(?i:father|mother|sister|brother|son|daughter|husband|wife|uncle|aunt|niece|nephew|cousin|"
    r"partner|friend|grandson|granddaughter|grandmother|grandfather|spouse|fiancee?|boyfriend|"
    r"girlfriend|caregiver|neighbou?r|roommate)"
)
# Spanish-speaking and frequent countries, Spanish provinces and autonomous communities: names
# that the form fields and affiliation blocks of Spanish reports carry (a Presidio deny list).
COUNTRIES_ES = words(
    """España Francia Portugal Italia Alemania Marruecos Argelia Rumanía Rumania Bulgaria Ucrania
    Rusia Polonia Reino_Unido Inglaterra Irlanda Bélgica Holanda Países_Bajos Suiza Austria Suecia
    Noruega Grecia Turquía China Japón India Pakistán Filipinas Senegal Nigeria Ghana Mali Guinea
    Guinea_Ecuatorial Camerún Mauritania Egipto Túnez Estados_Unidos EEUU EE.UU. Canadá México
    Guatemala Honduras Nicaragua Panamá Cuba República_Dominicana Puerto_Rico Venezuela Colombia
    Ecuador Perú Bolivia Chile Argentina Uruguay Paraguay Brasil Andorra Gibraltar Siria Irak Irán
    Israel Sáhara Costa_Rica El_Salvador"""
)
PROVINCES_ES = words(
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
RELATIVES_ES = words(
    """madre padre hermano hermana hermanos hermanas hijo hija hijos hijas tío tía tíos abuelo abuela
    abuelos primo prima primos sobrino sobrina nieto nieta esposo esposa marido mujer_del_paciente
    pareja cónyuge familia Madre Padre Hermano Hermana Hijo Hija Tío Tía Abuelo Abuela
    Primo Prima tío_materno tía_materna tío_paterno tía_paterna abuelo_materno abuela_materna
    abuelo_paterno abuela_paterna prima_materna primo_materno prima_paterna primo_paterno
    Tío_materno Tía_materna Tío_paterno Tía_paterna"""
)
# A Spanish postal code (provinces 01-52) and a place name after it (not a contact label).
NOT_CONTACT = r"(?!(?i:e-?mail|correo|tel|tfno|fax|tlf)\b)"
CP_ES = r"(?:0[1-9]|[1-4]\d|5[0-2])\d{3}"
PLACE_ES = rf"{UP}[\p{{L}}'’-]+(?:[ \t]+(?:(?:de|del|de la|de los|de las|la|el)[ \t]+)?{UP}[\p{{L}}'’-]+){{0,3}}"
