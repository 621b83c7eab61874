"""Span completion, forms of addresses and institutions as other countries write them
(``[run] complete``, called by :mod:`multideid.complete`; session 24, helper complete24).

``unit``
    a LOCATION span that ends in a house number, or is followed on its line by one, takes the
    unit, floor, door, staircase and flat designators after it with their numbers, in the word
    orders of many countries: a designator before its number (``, stan 14``, ``apt 12``, ``Top 17``,
    ``kv. 55``, ``piso 2``, ``Block B``, ``n° 55``), a number before its designator (Hungarian
    ``3. em. 12.``, Portuguese ``3º Esq.``, German ``2. OG``) and ``bis``/``ter`` after a house
    number.  At least one designator must follow; a bare number is taken only as the house number
    before it, never after a comma (``, 71000 Sarajevo`` is a postcode), so the tail stops before a
    postcode and town, and it never takes a word that is not a designator (a clinical word).  A
    LOCATION span that is a street (a street word of many languages in it) preceded by ``n° 55,``
    or ``No. 12`` takes them too.
``institution_before``
    a span preceded on its line by the head of a French, Portuguese, Spanish, Italian or Dutch
    institution name ending right before it (``Cliniques Universitaires de`` + ``Kinshasa``,
    ``Centro de Saúde de`` + a town, ``Hospital Regional de``, ``Ospedale Civile di``,
    ``Algemeen Ziekenhuis``): only listed head words (a care or other institution), their listed
    capitalised modifiers and the particles ``de``/``du``/``da``/``di``/``del``/``van``..., spaces
    between them and an elided ``d'``/``l'`` at most; a run of words English writes alike
    (``Hospital General``) without a particle is not taken.  A place or person span grown this way
    becomes the institution (HOSPITAL after a care head, else ORGANIZATION); a person span only
    after a particle (``Centre de`` + ``Drépanocytose de Yolo``, which the tagger read as a name).
Measured on the development sets and kept (docs/architecture.md).  A third form, a DATE span
holding the head of a multi-word holiday name of the rules base's lists grown over the rest of it
(``Dia`` + `` da Independência``), was written and dropped: no development set had one.
"""

from __future__ import annotations

import re

from multideid.document import Span

__all__ = ["WORLD_CLASSES", "grow_world"]

WORLD_CLASSES = ("unit", "institution_before")

_NUM = r"\d{1,5}[A-Za-z]?(?:[/-]\d{1,4}[A-Za-z]?)?"
# designators written before their number: flat, apartment, unit, floor, door, staircase,
# entrance, block, building, house, room of a dwelling (English, Romance, Germanic, Slavic,
# Hungarian, Romanian, Turkish, Nordic)
_PRE = (r"flat|apt|apartment|appt|appartement|app|apto|apartamento|apartament|ap|depto|dpto|departamento|"
        r"unit|suite|ste|floor|fl|level|lvl|block|blk|bloque|bloco|bloc|bl|building|bldg|edificio|"
        r"edifício|bâtiment|bât|bat|tower|torre|wing|door|porte|puerta|porta|pta|entrance|entrada|"
        r"escalier|escalera|esc|escada|scala|scara|sc|stiege|stg|stair|staircase|top|tür|whg|wohnung|"
        r"haus|stock|piso|planta|andar|piano|étage|etage|etaj|et|interno|interior|int|casa|maison|"
        r"lote|lot|plot|manzana|mz|quadra|qd|loja|local|sala|bte|boîte|bus|stan|sprat|kat|ulaz|"
        r"dom|kv|kvartira|kvartal|korpus|stroenie|mieszkanie|lokal|lok|byt|daire|blok|lgh|"
        r"lägenhet|ajtó|emelet|n°|nº|no|nr|num|#")
# designators written after their number (a floor or side after an ordinal: ``3. em.``, ``3º Esq.``)
_POST = r"em|emelet|ajtó|esq|esqº|dto|dtº|dta|frt|og|ug|eg|dg|stock|etage|étage|piso|andar|kat|sprat|tv|th|mf"
_ORD = r"(?:\.|º|ª|°|\.º|\.ª|st|nd|rd|th|e|er|re|ème)?"
_SEP = r"(?:[ \t]*,[ \t]*|[ \t]+|[ \t]*/[ \t]*)"
_PRE_ITEM = rf"(?:{_PRE})(?<=[\w#°º])\.?[ \t]*(?:{_NUM}|(?-i:[A-Z])(?![\w]))\.?"
_POST_ITEM = rf"\d{{1,3}}{_ORD}[ \t]*(?:{_POST})(?![\w])\.?"
_SUFFIX = r"(?:[ \t]*(?:bis|ter|quater)\b)"
_UNIT_TAIL = re.compile(
    rf"(?P<house>[ \t]+{_NUM}\.?{_SUFFIX}?|{_SUFFIX})?"
    rf"(?P<items>(?:{_SEP}(?:{_PRE_ITEM}|{_POST_ITEM})(?:[ \t]+\d{{1,4}}\.(?![\w]))?)+)"
    rf"(?![\w])", re.I)
_ENDS_IN_NUMBER = re.compile(rf"(?:^|[\s,]){_NUM}\.?{_SUFFIX}?$", re.I)
_HOUSE_BEFORE = re.compile(rf"(?<![\w])(?:n[°º]|no\.|nr\.|num\.|#)[ \t]*{_NUM}(?:[ \t]*,[ \t]*|[ \t]+)$", re.I)
_STREET_WORDS = re.compile(
    r"(?<![\w])(?:avenue|av|ave|avenida|rue|route|chemin|boulevard|bd|blvd|allée|impasse|quai|place|"
    r"street|st|road|rd|lane|ln|drive|dr|way|close|crescent|terrace|calle|c/|carrera|cra|camino|"
    r"rua|r\.|travessa|estrada|largo|praça|plaza|paseo|via|viale|piazza|corso|vicolo|straat|laan|weg|"
    r"gracht|plein|kade|straße|strasse|str|gasse|platz|ulica|ul|utca|út|körút|tér|jalan|jl|soi|"
    r"thanon|đường|phố|sokak|sok|cadde|caddesi|cd)(?![\w])", re.I)

# institution heads: care (HOSPITAL) and other institutions (ORGANIZATION)
_CARE = frozenset("""hôpital hôpitaux hopital hospital hospitais hospitales hôtel-dieu clinique cliniques
polyclinique clínica clinica clínicas policlínica policlinica policlinico poliklinik polikliniek kliniek
centre centres centro centrum posto poste unidade unidad maternité maternidade maternidad dispensaire
infirmerie sanatorium sanatório sanatorio ospedale ospedali presidio azienda ambulatorio ambulatório
consultorio consultório ziekenhuis gezondheidscentrum huisartsenpost huisartsenpraktijk verpleeghuis
revalidatiecentrum zorgcentrum chu chr chuv""".split())
_OTHER = frozenset("""institut instituto istituto instituut université universidade universidad università
universiteit faculté faculdade facultad facoltà ministère ministério ministerio ministero laboratoire
laboratório laboratorio laboratorium fondation fundação fundación fondazione stichting école escola
escuela scuola lycée collège colégio colegio mairie prefeitura ayuntamiento comune gemeente caisse
mutuelle""".split())
_MODIFIERS = frozenset("""universitaire universitaires universitario universitaria universitária universitário
universitair academisch algemeen général générale generale general geral régional régionale regional
regionale provincial provinciale provinciaal départemental départementale municipal municipale communal
communale central centrale national nationale nacional nazionale nationaal hospitalier hospitalière
hospitalar ospedaliera ospedaliero sanitaire sanitária sanitaria médical médicale médico medico medica
médica medisch mère enfant enfants femme femmes mulher mujer santé saúde salud salute sanità référence
referência referencia riferimento district distrital zonal préfectoral militaire militar militare privé
privée privado privada particular privato privata public publique pública público pubblico pubblica
spécialisé spécialisée especializado especializada infantil pédiatrique pediátrico pediatrico pediatrisch
psychiatrique psiquiátrico psichiatrico psychiatrisch maternel materno materna infantile saint sainte
são santa santo san sint notre-dame nossa senhora nuestra señora familiar familiale familial integrado
integral base básica soins intégré intégrés communautaire comunitário comunitario rural urbain urbaine
urbano principal catholique católico cattolico protestant protestante adventiste baptiste méthodiste
évangélique evangélico islamique missionnaire missão misión missione cardiologie cardiologia oncologie
oncologia pédiatrie pediatria dialyse diálise diálisis hémodialyse recherche pesquisa investigación
ricerca onderzoek radiologie radiologia imagerie imagem diagnostic diagnóstico diagnostico transfusion
sanguine sangue sangre ophtalmologie oftalmologia traumatologie traumatologia ortopedia réadaptation
reabilitação rehabilitación riabilitazione revalidatie psychiatrie psiquiatria psichiatria gériatrie
geriatria urgences urgência urgencias emergência emergencias pronto socorro atención atenção primaria
civil civile civico civica primária primaire primário tertiaire especialidades spécialités enseignement bon secours hygiène higiene
medicina médecine geneeskunde tropicale tropical tropische""".split())
_INST_PARTICLES = frozenset("de du des da do dos das di del della dello dei degli delle la le les van voor het "
                            "der den et e y".split())
# words English writes alike: a run of only these (``Hospital General``) is no Romance head
_ENGLISH_ALIKE = frozenset("""hospital centre central general regional national provincial municipal district
public principal rural integral familiar particular base tropical saint san santa santo clinic""".split())
_ELISION = re.compile(r"(?i:[dl]|dell|all|nell|sull)['’]")


def _inst_words(text: str, lo: int, start: int, span_caps: bool) -> tuple[int, bool] | None:
    """The start of the institution head run ending at ``start`` and whether it names care, or None:
    listed words, particles and white space only, read backwards from the span."""
    region = text[lo:start]
    words = list(re.finditer(r"\S+", region))
    if not words or not (region[-1:] in (" ", "\t") or _ELISION.fullmatch(words[-1].group())):
        return None
    best, care, seen_head, particles = None, False, False, False
    for k in range(len(words) - 1, -1, -1):
        w = words[k].group()
        low = w.lower()
        if _ELISION.fullmatch(w) or low in _INST_PARTICLES:
            particles = True
            continue
        if not (w[:1].isupper() and (not w.isupper() or span_caps or low in {"chu", "chr", "chuv"})):
            break
        if low in _CARE or low in _OTHER:
            seen_head = True
            care = care or low in _CARE
        elif low not in _MODIFIERS:
            break
        if seen_head and (particles or not all(x.group().lower() in _ENGLISH_ALIKE for x in words[k:])):
            best = words[k].start()
    if best is None:
        return None
    return lo + best, care


def grow_world(text: str, s: Span, lo: int, hi: int, reach: int) -> tuple[int, int, str, str] | None:
    """``(start, end, class, label)`` of one span grown by a form of this module, or None; the
    search stays inside ``[lo, hi)`` (the line and the neighbouring spans)."""
    after = text[s.end:min(hi, s.end + reach)]
    own = text[s.start:s.end]
    if s.label == "LOCATION":
        m = _UNIT_TAIL.match(after)
        if m and (m.group("house") or _ENDS_IN_NUMBER.search(own)):
            return s.start, s.end + m.end(), "unit", s.label
        m = _HOUSE_BEFORE.search(text, max(lo, s.start - reach), s.start)
        if m and _STREET_WORDS.search(own):
            return m.start(), s.end, "unit", s.label
    if s.label in {"LOCATION", "HOSPITAL", "ORGANIZATION", "PATIENT", "DOCTOR"} and own[:1].isupper():
        found = _inst_words(text, max(lo, s.start - reach), s.start, own.isupper())
        if found:
            a, care = found
            names = s.label in {"PATIENT", "DOCTOR"}
            if names and not re.search(r"(?i:\b(?:de|du|des|da|do|dos|das|di|del|della|van)\s+|['’])$", text[a:s.start]):
                return None
            label = s.label if s.label in {"HOSPITAL", "ORGANIZATION"} else "HOSPITAL" if care else "ORGANIZATION"
            return a, s.end, "institution_before", label
    return None
