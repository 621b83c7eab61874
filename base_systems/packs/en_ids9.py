"""English pack, identifiers after any cue word, partial identifiers and national numbers by their
check digits (issue 22, session 21).

The earlier ID packs list cue words one by one (``id_labelled`` of :mod:`.en`, :mod:`.en_ids`,
:mod:`.en_ids4` to :mod:`.en_ids7`, :mod:`.en_natids`, ``id8_cued_code`` of :mod:`.en_where8`); this
pack reads the general form.

* ``id9_cue_any``: *any* word, a number word (``no.``, ``No.``, ``no``, ``nr.``, ``nº``, ``n°``, ``#``,
  ``number``, ``num.``, ``nbr``, ``ID``, ``code``, ``ref.``, ``reference``, ``serial``, ``registration``, ``reg.
  no.``, ``identifier``, or two of them: ``reference no.``), maybe ``:``, ``=``, ``-``, ``is``, then an
  identifier-shaped value (:func:`cue_value_ok`): ``collar no. 5562``, ``candidate no. 0412-77``, ``lab
  no. SA26/5557``, ``kit #A7-3391``, ``locker nr 5521``, ``membership number 0044 5512 9``, ``ticket ref.
  TK-88213``, ``specimen code 55-BX-112``.  The cue word is outside the span (IDs are labelled without
  their cue word or ``#``).  A value: four or more digits (``-``, ``/``, ``.`` between parts and spaced
  digit groups allowed), or three after a letter prefix; never a date, a year, a decimal, an amount, a range
  (``150-400``), a ratio, a phone shape (the phone rules decide), an IP address, a version, a quantity
  with its unit or a count (``1200 participants``), an ICD-10 code, a trial registry number
  (``NCT...``), a DOI, an ``rs`` number or a gene name; after ``code`` no HCPCS, LOINC or CPT shape.
  Not after words whose number is no PHI identifier in this project's conventions (the hand-written
  sets' READMEs): rooms, beds, bays, wards, cells, units, floors; lot and batch numbers; a store's or
  pharmacy's branch number; flights, routes, seats; pages, steps, versions, models, parts, catalogue
  numbers, forms, regulations; doses, cycles, grades and other counted things; study protocols, trials
  and IRBs; ICD, CPT, HCPCS, DRG, SNOMED, LOINC, Read, NDC and DIN codes; payer, BIN, error, alarm,
  status and reason codes; phone words; address words (house, plot, stand, erf: LOCATION); clock and
  calendar words; amounts and prices; zip, postal, area, dial, sort, routing and swift codes.  A weak
  number word (``no``, ``number``, ``#``) needs a content word (never ``the number 5562``, ``said no
  1234``); ``ID`` before five digits after a capitalised word is Idaho and a ZIP code.
* Partial identifiers, ID in the conventions (the last four digits of an SSN, set 4; of a payment card,
  set 6): ``id9_last_digits`` (``last four 5519``, ``last 4 of her SSN: 5519``, ``final four digits
  are 5519``), ``id9_ends_in`` (``SSN ends 5519``, ``ending in 4421``, ``card ending -1234``; not a
  phone's, not ``year ending 2024``) and ``id9_masked`` (the visible digits of ``****5519``,
  ``XXXX-XXXX-XXXX-5519``; the mask is no PHI).
* National and health numbers, by three levels: a shape of its own and a valid check digit fires alone
  at a high score (``756.9217.0769.85``, ``780123/3540``, ``112-233-445 95``, ``A123456789``,
  ``20-12345678-6``, VINs, DEA numbers, US ITINs, Spanish DNI/NIE); a shape of its own without the check
  (invented numbers) at a moderate score raised by the scheme's cue (``id9_ch_ahv``, ``id9_cz_rc``,
  ``id9_fr_nir``, ``id9_be_nn``, ``id9_ru_snils``, ``id9_th_id``, ``id9_br_cns``, ``id9_ar_cuil``,
  ``id9_ua_unzr``, ``id9_ca_health_card``, ``id9_mx_rfc``); a bare run of digits only with a strong
  check (a date and a check digit, or two check digits: PESEL, TC Kimlik, CNP, JMBG/EMŠO, isikukood,
  IIN, Kuwaiti civil ID, Egyptian ID, Thai ID, NIK, Norwegian fnr) at 0.55-0.6 raised by its cue, and
  never right after a phone, lot or product word.  A single check digit on a digit run (OIB, BSN, NIF,
  Israeli ID, RNOKPP, My Number) is too weak to fire alone: those numbers are read after their cue
  (``id9_cue_national`` and the cue rules of the earlier packs), whatever their check digit.
  ``id9_cue_national``: five or more digits after a national cue the earlier packs do not read
  (``rodné číslo``, ``utente``, ``Steuer-ID``, ``KVNR``, ``rijksregisternummer``, ``INSZ``, ``MBO``,
  ``TAJ``, ``isikukood``, ``teudat zehut``, ``code melli``, ``SNILS``, ``OMS``, ``RNOKPP``, ``UNZR``,
  ``IIN``, ``civil ID``, ``My Number``, ``Thai ID``, ``PhilSys``, ``citizenship no.``, ``IMEI``, ``VIN``).
  Other shapes with their checks: ``id9_de_steuer_id`` (spaced 2-3-3-3), ``id9_at_svnr`` (``SSSC DDMMYY``),
  ``id9_de_kvnr``, ``id9_tw_id``, ``id9_ir_melli_dashed``, ``id9_es_dni``/``id9_es_nie``, ``id9_us_itin``
  (``9xx-7x-xxxx``, which the SSN rules refuse), ``id9_us_dea``, ``id9_vin``; ``id9_gb_nino`` by its letters.
  The check-digit validators are in :mod:`.natid_checks`.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern, dni_ok, nie_ok
from multideid.base_systems.packs.natid_checks import (
    ahv_ok, be_nn_ok, cnp_ok, cns_ok, cuil_ok, dea_ok, eg_id_ok, fnr_ok, iin_ok, isikukood_ok, itin_ok, jmbg_ok,
    kvnr_ok, kw_civil_ok, melli_ok, nik_ok, nir_ok, pesel_ok, rc_ok, snils_ok, steuer_id_ok, svnr_ok, tckn_ok,
    thai_id_ok, tw_id_ok, vin_ok,
)
from multideid.base_systems.packs.natid_checks import ymd as _ymd
from multideid.base_systems.packs.en_ids4 import id_value_ok

__all__ = ["PATTERNS", "cue_value_ok"]


# ------------------------------------------------------------------ the general cue rule
_L = "A-Za-zÀ-ÖØ-öø-ÿĀ-ž"
_WORD = rf"(?P<w>[{_L}][{_L}0-9]*(?:['’](?:s\b|[{_L}]+))?)"  # "collar", "driver's"
_NUM_WEAK = r"no\.?|No\.?|NO\.|nr\.?|Nr\.?|NR\.?|n[º°]\.?|N[º°]\.?|N\.[º°]|\#|number|Number|NUMBER|num\.?|Num\.?|NUM\.?|n[úu]m\.|nbr\.?|Nbr\.?|NBR\.?|nmbr"
_NUM_STRONG = (
    r"ID|Id|id|code|Code|CODE|ref\.?|Ref\.?|reference|Reference|REFERENCE|serial|Serial|SERIAL|registration|Registration|"
    r"REGISTRATION|identifier|Identifier|IDENTIFIER|(?:reg|Reg|REG)\.?[ ](?:no|No|NO|nr|Nr)\.?"
)
_NUMWORD = rf"(?P<nw>(?:{_NUM_STRONG})[ ](?:{_NUM_WEAK})|{_NUM_STRONG}|{_NUM_WEAK})(?:(?<=[.#º°])|(?!\w))"
_SEP = r"[ \t]*(?:[:=]-?|[-–](?=[ ])|(?:is|was)(?=[ ]))?[ \t]*\#?[ \t]*"
_MONTHS = r"(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_UNITS = (
    r"%|°|mg|mcg|µg|ug|g|kg|lbs?|ml|mL|L|l|dl|units?|u|IU|iu|tabs?|tablets?|caps?|capsules?|puffs?|drops?|mmHg|mmol|mEq|"
    r"bpm|min|mins|minutes?|s|secs?|seconds?|h|hrs?|hours?|days?|d|wks?|weeks?|months?|mos?|years?|yrs?|y|yo|am|pm|AM|PM|"
    r"cm|mm|m|km|ft|in|inches|miles?|mi|kcal|kJ|times|x|copies|cells|steps|feet|metres|meters|litres|liters|ppm|Hz|GB|MB"
)
# counted things after a bare number ("registration 1200 participants")
_COUNTED = (
    r"people|persons|patients|pts|participants|cases|beds|staff|members|children|adults|visits|admissions|calls|doses|"
    r"tablets|pills|samples|specimens|tests|records|entries|items|pages|words|points|votes|users|clients|residents|"
    r"students|employees|deaths|births|babies|cars|vehicles|rooms|sites|trials|studies"
)
_TOK = r"[A-Za-z0-9]+(?:[-/.][A-Za-z0-9]+){0,6}"
_GRP = rf"[ ]\d{{1,8}}(?![\w/-]|[.,:]\d|[ ]?(?:{_MONTHS}|(?:{_UNITS})\b))"  # a spaced digit group, no date or unit after it
_VAL = rf"(?:[A-Z]{{1,4}}(?={_GRP})|{_TOK})(?:{_GRP}){{0,5}}"
_END = rf"(?![\w/-]|[.,:]\d|[%°*])(?![ ]?(?:{_UNITS})\b)"

# cue words whose number is no PHI identifier (module docstring), compared in lower case
_NOT_ID_WORDS = frozenset("""
room rooms rm bed beds bay bays ward wards cell cells chair station floor level levels gate platform seat seats cabin
berth cubicle bedspace pitch space theatre theater corridor wing zone sector area pod shelf rack bin box pobox postbox
house street st road rd plot stand erf door building bldg block blk flat apartment apt unit units suite ste villa
parcel lot lots batch batches page pages pg pp p table figure fig item items question questions q step steps line
lines row column col section sec chapter appendix schedule exhibit paragraph para clause article art rule rules act
regulation regulations standard guideline form forms version ver v release build edition volume vol revision rev
model models part parts catalog catalogue cat product products sku upc ean gtin isbn issn doi pmid nct patent
template exercise lesson hymn psalm verse song track episode dose doses dosage cycle cycles day days week weeks month
months year years grade stage type class size gauge lead leads channel tooth teeth rib node nodes lesion lesions
lobe segment fraction fractions count total score rank tier category round lap set sets rep reps attempt attempts
trial trials study studies protocol protocols amendment irb ethics rec cohort arm icd icd10 icd-10 cpt hcpcs drg
snomed loinc ndc atc opcs icpc read ctv3 morphology histology topography diagnosis diagnoses dx diagnostic procedure
procedures proc billing charge charges revenue taxonomy modifier error err fault alarm alert status reason return
response exit event exception warning colour color dress promo promotional discount coupon gift qr bar barcode source
html language currency airport flight flights iata icao postal post postcode zip country dial std sort swift bic
routing aba payer pcn shade tint hue lock drug drugs medication medications med meds medicine package pack din npn
pzn phone phones telephone tel tele mobile mob cellphone contact contacts pager bleep beeper ext extension fax
facsimile landline helpline hotline whatsapp switchboard home work office daytime evening night call callback text
sms voicemail emergency direct time times date dates hour hours clock period quarter term semester season quantity
qty amount sum balance price cost costs fee fees value values volume weight height length temperature rate
frequency freq store stores branch shop outlet pharmacy walgreens cvs walmart target costco safeway publix kroger
meijer boots superdrug tesco asda sainsburys lloyds wegmans albertsons rite bus route train coach carriage tram radio
pin atm jersey shirt squad medic engine ladder calle carrera cra avenida av avenue ave jr jiron rua rue via
strada ulica ul vul lane alley gali survey phase pocket kebele woreda barangay purok sitio moo soi mz manzana lt
dispatch determinant mpds triage priority acuity esi vocera spectralink un cas ec iso hazard
""".split())
# a weak number word needs a content word before it ("the number 5562", "said no 1234")
_FUNCTION_WORDS = frozenset("""
the a an this that these those your my his her our their its any some no yes not is was are were be been being has
had have having with without and or but of for to in on at by from as per via new old same other another which what
whose who whom correct wrong valid invalid following above below enter quote use please give call dial text send
sent provide provided given write wrote ring reach list include includes including see re regarding about say said
says answered answer replied reply chose selected ticked checked circled marked large small high low great huge
growing total than then there here when where while if so also just only every each all both either neither
""".split())
_NOT_VALUE = re.compile(
    r"[A-Z]\d{2}\.[0-9A-Z]{1,4}|NCT\d{8}|ISRCTN\d+|\d{4}-\d{6}-\d{2}|10\.\d{4,9}/.+|(?i:rs)\d+"  # ICD-10, registries, DOI, SNP
    r"|[vV]\d+(?:\.\d+)+|\d{1,3}(?:\.\d{1,3}){3}"  # a version, an IP address
    r"|(?:CYP|HLA|BRCA|HER|IL|CD|TP|KRAS|NRAS|BRAF|EGFR|ALK|ROS|MLH|MSH|PMS|APC|VHL|NF|TSC|PTEN|SMAD|FGFR|PIK3CA|IDH|"
    r"JAK|MPL|CALR|FLT|NPM|KIT|PDGFR|ERBB|MYC|ABL|BCR|SLC|ABCB|UGT|DPYD|TPMT|NUDT|VKORC|G6PD|MTHFR|HBB|COL|SCN|KCN|"
    r"CFTR|FMR|DMD|SMN|HTT|ATXN|APOE|LDLR|PCSK)[0-9A-Z*-]*"  # genes
)
_PHONE_SHAPE = re.compile(r"\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}|\d{3}[.-]\d{4}|\+\d[\d ()./-]+|0\d{2,4}[ -]\d{3,4}[ -]?\d{3,4}")


def cue_value_ok(value: str, code_cue: bool = False) -> bool:
    """An identifier value after a cue word (module docstring); ``code_cue``: after ``code`` (no HCPCS,
    LOINC or CPT shape either)."""
    v = value.strip().lstrip("#").strip()
    digits, letters = sum(c.isdigit() for c in v), sum(c.isalpha() for c in v)
    if digits < 3 or (digits == 3 and not v[:1].isalpha()):  # under four digits only after a letter prefix
        return False
    if digits * 3 < letters or _NOT_VALUE.fullmatch(v) or re.fullmatch(r"(?:19|20)\d\d", v) or _PHONE_SHAPE.fullmatch(v):
        return False
    rng = re.fullmatch(r"([1-9]\d*)[-–](\d+)", v)
    if rng and int(rng.group(1)) < int(rng.group(2)) and len(rng.group(2)) - len(rng.group(1)) <= 1:
        return False  # a range ("150-400")
    if re.fullmatch(r"\d{1,3}(?:/\d{1,3})+|\d+[.,]\d{1,2}|\d{1,3}(?:,\d{3})+(?:\.\d+)?", v) or not id_value_ok(v.replace(" ", "")):
        return False  # ratios, decimals, amounts, dates
    groups = v.split(" ")
    if len(groups) >= 3 and all(g.isdigit() and len(g) <= 3 for g in groups):  # serial sevens "100 93 86 79 72"
        steps = [int(b) - int(a) for a, b in zip(groups, groups[1:])]
        if all(0 < d <= 15 for d in steps) or all(-15 <= d < 0 for d in steps):
            return False
    return not (code_cue and re.fullmatch(r"[A-V]\d{4}|\d{1,5}-\d|\d{5}(?:-[A-Z0-9]{2})?", v))


def _plain(w: str) -> str:
    return re.sub(r"['’]s?$", "", w.lower().rstrip("."))


def _after_ok(m: re.Match) -> bool:
    """A value of digits alone is no count of people or things ("1200 participants")."""
    if not re.fullmatch(r"[\d ]+", m.group("n").lstrip("#")):
        return True
    return re.match(rf"[ ](?i:{_COUNTED})\b", m.string[m.end("n"):m.end("n") + 30]) is None


def _cue_any_ok(m: re.Match) -> bool:
    w, nw, v = _plain(m.group("w")), m.group("nw"), m.group("n")
    if w in _NOT_ID_WORDS or nw.rstrip(".") == "REF":  # (REF on a device label: the maker's catalogue number)
        return False
    if re.fullmatch(_NUM_WEAK, nw) and (w in _FUNCTION_WORDS or len(w) < 2):
        return False
    prev = re.search(rf"([{_L}][{_L}0-9'’-]*)[ ]+$", m.string[max(0, m.start("w") - 40):m.start("w")])
    if prev and _plain(prev.group(1)) in _NOT_ID_WORDS - {"home", "work", "direct", "emergency"}:
        return False
    if nw.upper() == "ID" and re.fullmatch(r"\d{5}(?:-\d{4})?", v) and m.group("w")[:1].isupper():
        return False  # Idaho and a ZIP code
    return _after_ok(m) and cue_value_ok(v, nw.lower().startswith("code"))


# ------------------------------------------------------------------ partial identifiers
_ID_NOUNS = (
    r"ssn|ss\#|social(?:[ ]security)?(?:[ ](?:number|no\.?|\#))?|soc[ ]sec|cards?|account|acct|visa|mastercard|amex|debit|"
    r"credit|policy|member(?:[ ]id)?|id|mrn|licen[cs]e|passport|medicare|medicaid|nhs|sin|tfn|itin|ein|tax[ ]id|"
    r"aadhaa?r|nric|national[ ]id|national[ ]insurance|iban|bank[ ]account|card[ ]number|account[ ]number|id[ ]number"
)
_NOT_ENDING = frozenset("year years fiscal fy period week weeks month months quarter season term sentence line word name "
                        "series sequence string page date time".split())
_PHONE_WORDS = re.compile(r"(?i:\b(?:phone|telephone|tel|mobile|cell|cellphone|fax|pager|bleep|landline|whatsapp|extension|ext)\b)")


def _last_ok(m: re.Match) -> bool:
    """The digit count agrees with the word (``last four`` -> 4); other than four digits only with
    ``digits`` or an ID noun (never "last 3 145, 160"); no phone's last digits."""
    want = int({"four": 4, "five": 5, "six": 6, "three": 3}.get(m.group("k").lower(), m.group("k")))
    said = m.string[m.end("k"):m.start("n")]
    if want != 4 and not re.search(rf"(?i:digit|\b(?:{_ID_NOUNS})\b)", said):
        return False
    return len(m.group("n")) == want and _PHONE_WORDS.search(m.string[max(0, m.start() - 20):m.start("n")]) is None


def _ends_ok(m: re.Match) -> bool:
    """No phone's, year's or sentence's ending; without an ID noun in the 30 characters before, only
    ``ending in``/``ends with`` and no year ("the story ends in 1998")."""
    w, before = m.group("w"), m.string[max(0, m.start() - 30):m.start("n")]
    if (w is not None and _plain(w) in _NOT_ENDING) or _PHONE_WORDS.search(before):
        return False
    if re.search(rf"(?i:\b(?:{_ID_NOUNS})\b)", before):
        return True
    return re.search(r"(?i:\b(?:ending|ends)[ ](?:in|with))", before) is not None and not re.fullmatch(r"(?:19|20)\d\d", m.group("n"))


# ------------------------------------------------------------------ national numbers
_BARE_STOP = re.compile(  # no bare digit run right after a phone, product or lot word
    r"(?i:\b(?:phone|tel|telephone|mobile|mob|cell|fax|call|ring|text|whatsapp|pager|bleep|ext|lot|batch|gtin|ean|upc|"
    r"ndc|sku|cat|catalog|catalogue|isbn|issn|doi|pmid|ref|invoice|order|iccid|serial|s/n|model|part)\b)[^\n]{0,12}$"
)


def _bare(fn):
    def check(m: re.Match) -> bool:
        return _BARE_STOP.search(m.string[max(0, m.start() - 30):m.start()]) is None and fn(m.group("n"))

    return check


def _g(fn):
    return lambda m: fn(m.group("n"))


def _nir_shape(v: str) -> bool:
    m = re.fullmatch(r"[1278]\d{2}(\d{2})(?:\d{2}|2A|2B)\d{8}", re.sub(r"\s", "", v.upper()))
    return bool(m) and (1 <= int(m.group(1)) <= 12 or 20 <= int(m.group(1)) <= 99)


def _rfc_ok(v: str) -> bool:
    y = int(v[4:6])
    return _ymd(2000 + y if y < 30 else 1900 + y, int(v[6:8]), int(v[8:10]))


def _unzr_date(v: str) -> bool:
    return 1900 <= int(v[:4]) <= 2030 and _ymd(int(v[:4]), int(v[4:6]), int(v[6:8]))


def _national_value_ok(m: re.Match) -> bool:
    return sum(c.isdigit() for c in m.group("n")) >= 5 and cue_value_ok(m.group("n")) and _after_ok(m)


_NAT_CUES = (  # national cues the earlier packs do not read
    r"(?i:rodn[ée][ ]č[íi]slo|rodne[ ]cislo|birth[ ]number|utente|steuer-?id(?:nr\.?)?|steuer-?identifikationsnummer|"
    r"steueridentifikationsnummer|idnr\.?|kvnr|krankenversichertennummer|versichertennummer|versicherten-?nr\.?|"
    r"rijksregisternummer|rijksregister|registre[ ]national|num[ée]ro[ ]national|insz|burgerservicenummer|sofinummer|"
    r"isikukood|asmens[ ]kodas|personas[ ]kods|teudat[ ]zehut|mispar[ ]zehut|code[ ]melli|kart-?e?[ ]melli|"
    r"shomare[ ]melli|snils|polis[ ]oms|rnokpp|unzr|civil[ ]id(?:[ ]card)?|my[ ]number|individual[ ]number|thai[ ]id|"
    r"citizen[ ]id|philsys(?:[ ]card)?|citizenship(?:[ ]certificate)?|nagarikta|imei(?:[ ]?\d)?|vin|chassis|"
    r"personal[ ]code|personal[ ]identification[ ]number|national[ ]identity[ ]number|"
    r"n[úu]mero[ ]de[ ](?:afiliaci[óo]n|seguridad[ ]social|identidad|c[ée]dula)|seguridad[ ]social)"
    r"|СНИЛС|ОМС|РНОКПП|ІПН|УНЗР|ИИН|ЖСН|ЕГН|ЈМБГ|EMŠO|ת\.ז\.?|マイナンバー|個人番号|주민등록번호|身分證字號|身份证号码?|"
    r"เลขประจำตัวประชาชน|RČ|OIB|MBO|TAJ|IIN|EGN|OMS|IPN|KVNR|NISS|SVNR"
)


def _ctx(*words: str, boost: float = 0.2, window: int = 40) -> dict:
    return {"context": words, "context_boost": boost, "window": window, "context_side": "before"}


_E = r"(?![\w-]|[.,]\d)"  # the end of a national number

PATTERNS: tuple[Pattern, ...] = (
    Pattern(
        "id9_cue_any", rf"(?<![\w'’-]){_WORD}(?:[ ]|(?=\#)){_NUMWORD}{_SEP}(?P<n>{_VAL}){_END}", "ID", 0.76, group="n", validator=_cue_any_ok,
        anchor=r"(?i:\b(?:no|nr|num|núm|nbr|nmbr|number|id|code|ref|reference|serial|registration|reg|identifier)\b|\#|n[º°]|N\.º)", anchor_window=70,
    ),
    # ------------------------------------------------------------------ partial identifiers
    Pattern(
        "id9_last_digits",
        rf"\b(?i:last|final)[ -]?(?P<k>4|(?i:four)|5|(?i:five)|6|(?i:six)|3|(?i:three))(?!\w)(?:[ ](?i:digits?|numbers?|nos?\.?))?"
        rf"(?:[ ](?i:of|on|from|for)[ ](?:(?i:the|his|her|their|my|your|our|pt'?s|patient'?s|client'?s)[ ])?"
        rf"(?:[\w'’-]+[ ]){{0,2}}?(?i:{_ID_NOUNS})(?:[ ](?i:number|no\.?|\#))?|[ ]\(?(?i:{_ID_NOUNS})\)?)?"
        r"[ \t]*(?:[:#=(]|(?i:is|are|was|were)(?=[ ])|[-–]|,)?[ \t]*\(?(?P<n>\d{3,6})"
        rf"(?![\w/-]|[.,]\d)(?![ ]?(?:{_UNITS})\b)",
        "ID", 0.8, group="n", validator=_last_ok,
    ),
    Pattern(
        "id9_ends_in",
        rf"(?:(?<![\w'’-])(?P<w>[{_L}][{_L}\#'’]*)[ ](?:(?i:number|no\.?)[ ])?)?(?i:ends|ending|ended)(?:[ ](?i:in|with|on))?"
        r"[ \t]*(?::|-|–|\.{2,3}|…|[xX*]{1,4})?[ \t]*(?P<n>\d{4})(?![\w-]|[.,]\d)",
        "ID", 0.72, group="n", validator=_ends_ok, anchor=r"(?i:\bend(?:s|ing|ed)\b)", anchor_window=60,
        **_ctx("ssn", "social security", "card", "account", "acct", "visa", "mastercard", "amex", "debit", "credit", "policy",
               "member", "licence", "license", "passport", boost=0.1, window=30),
    ),
    Pattern(
        "id9_masked",
        r"(?<![\w*•#.-])(?:[xX]{2,}|\*{3,}|•{2,}|#{3,})(?:[ -](?:[xX]{2,}|\*{2,}|•{2,}|#{2,})){0,4}[ -]?(?P<n>\d{3,6})(?![\w*-]|[.,]\d)",
        "ID", 0.8, group="n",
    ),
    # ------------------------------------------------------------------ national numbers: cue words
    Pattern(
        "id9_cue_national",
        rf"(?<![\w-])(?:{_NAT_CUES})(?:[ ]?(?:No\.?|no\.?|nr\.?|n[º°]\.?|number|Number|\#|card|ID))?(?!\w)[ \t]*(?:[:#=]|-(?=[ ]))?[ \t]*"
        rf"(?P<n>(?:[A-Z]{{1,3}}[ -]?)?\d[\d./-]*\d(?:[ ]\d{{1,8}}(?![\w/-]|[.,:]\d)){{0,5}}(?:[ -]?[A-Z]{{1,2}}\d?)?){_END}",
        "ID", 0.88, group="n", validator=_national_value_ok,
    ),
    # ------------------------------------------------------------------ shapes of their own: moderate alone, high with the check
    Pattern("id9_ch_ahv", rf"(?<![\w.-])(?P<n>756\.\d{{4}}\.\d{{4}}\.\d{{2}}){_E}", "ID", 0.72, group="n",
            **_ctx("ahv", "avs", "navs", "avs13", "social security", "ssn", "sozialversicherungsnummer", boost=0.18)),
    Pattern("id9_ch_ahv_checked", rf"(?<![\w.-])(?P<n>756\.?\d{{4}}\.?\d{{4}}\.?\d{{2}}){_E}", "ID", 0.9, group="n", validator=_g(ahv_ok)),
    Pattern("id9_be_nn", rf"(?<![\w.-])(?P<n>\d{{2}}\.[0-5]\d\.[0-3]\d-\d{{3}}\.\d{{2}}){_E}", "ID", 0.72, group="n",
            **_ctx("rijksregister", "rijksregisternummer", "insz", "niss", "national number", "numéro national", "rrn", boost=0.18)),
    Pattern("id9_be_nn_checked", rf"(?<![\w.-])(?P<n>\d{{2}}\.?\d{{2}}\.?\d{{2}}[- ]?\d{{3}}\.?\d{{2}}){_E}", "ID", 0.6, group="n",
            validator=_bare(be_nn_ok), **_ctx("rijksregister", "rijksregisternummer", "insz", "niss", "national number", "rrn", boost=0.3)),
    Pattern("id9_cz_rc", rf"(?<![\w/.-])(?P<n>\d{{6}}/\d{{3,4}}){_E}", "ID", 0.66, group="n", validator=_g(lambda v: rc_ok(v, check=False)),
            **_ctx("rodné číslo", "rodne cislo", "rč", "birth number", boost=0.22)),
    Pattern("id9_cz_rc_checked", rf"(?<![\w/.-])(?P<n>\d{{6}}/\d{{4}}){_E}", "ID", 0.86, group="n", validator=_g(rc_ok)),
    Pattern("id9_fr_nir", rf"(?<![\w-])(?P<n>[1278][ ]\d{{2}}[ ]\d{{2}}[ ](?:\d{{2}}|2[AB])[ ]\d{{3}}[ ]\d{{3}}[ ]\d{{2}}){_E}", "ID", 0.72,
            group="n", validator=_g(_nir_shape), **_ctx("nir", "insee", "sécurité sociale", "securite sociale", "carte vitale", boost=0.18, window=50)),
    Pattern("id9_fr_nir_checked", rf"(?<![\w-])(?P<n>[1278][ ]?\d{{2}}[ ]?\d{{2}}[ ]?(?:\d{{2}}|2[AB])[ ]?\d{{3}}[ ]?\d{{3}}[ ]?\d{{2}}){_E}", "ID", 0.88,
            group="n", validator=_bare(nir_ok)),
    Pattern("id9_ru_snils", rf"(?<![\w-])(?P<n>\d{{3}}-\d{{3}}-\d{{3}}[ -]\d{{2}}){_E}", "ID", 0.82, group="n", **_ctx("snils", "снилс", boost=0.1)),
    Pattern("id9_ru_snils_checked", rf"(?<![\w-])(?P<n>\d{{3}}-\d{{3}}-\d{{3}}[ -]\d{{2}}){_E}", "ID", 0.9, group="n", validator=_g(snils_ok)),
    Pattern("id9_th_id", rf"(?<![\w-])(?P<n>[1-8]-\d{{4}}-\d{{5}}-\d{{2}}-\d|[1-8][ ]\d{{4}}[ ]\d{{5}}[ ]\d{{2}}[ ]\d){_E}", "ID", 0.72, group="n",
            **_ctx("thai id", "id card", "citizen id", "national id", "เลขประจำตัวประชาชน", boost=0.18, window=50)),
    Pattern("id9_th_id_checked", rf"(?<![\w-])(?P<n>[1-8][ -]?\d{{4}}[ -]?\d{{5}}[ -]?\d{{2}}[ -]?\d){_E}", "ID", 0.6, group="n",
            validator=_bare(thai_id_ok), **_ctx("thai id", "id card", "citizen id", "national id", boost=0.3, window=50)),
    Pattern("id9_br_cns", rf"(?<![\w-])(?P<n>[12789]\d{{2}}[ ]\d{{4}}[ ]\d{{4}}[ ]\d{{4}}){_E}", "ID", 0.72, group="n",
            **_ctx("cns", "cartão sus", "cartao sus", "sus card", "cartão nacional de saúde", boost=0.18)),
    Pattern("id9_br_cns_checked", rf"(?<![\w-])(?P<n>[12789]\d{{2}}[ ]?\d{{4}}[ ]?\d{{4}}[ ]?\d{{4}}){_E}", "ID", 0.86, group="n", validator=_bare(cns_ok)),
    Pattern("id9_ar_cuil", rf"(?<![\w-])(?P<n>(?:20|23|24|27|30|33|34)-\d{{8}}-\d){_E}", "ID", 0.82, group="n"),
    Pattern("id9_ar_cuil_checked", rf"(?<![\w-])(?P<n>(?:20|23|24|27|30|33|34)-?\d{{8}}-?\d){_E}", "ID", 0.88, group="n", validator=_bare(cuil_ok)),
    Pattern("id9_ua_unzr", rf"(?<![\w-])(?P<n>(?:19|20)\d{{6}}-\d{{5}}){_E}", "ID", 0.76, group="n", validator=_g(_unzr_date),
            **_ctx("unzr", "унзр", "record number", "register number", boost=0.12)),
    Pattern("id9_ca_health_card", r"(?<![\w-])(?P<n>(?:\d{4}([ -])\d{3}\2\d{3}[ -]?|\d{10}-?)(?!AM|PM|OR|IN|AT|TO|ON|IS|IT|NO|OF|BY|US|MA)[A-Z]{2})(?![\w-])", "ID", 0.78, group="n",
            **_ctx("ohip", "health card", "health number", "hcn", "ontario", boost=0.12, window=50)),
    Pattern("id9_mx_rfc", r"(?<![\w-])(?P<n>[A-ZÑ&]{4}\d{6}[A-Z0-9]{3})(?![\w-])", "ID", 0.72, group="n", validator=_g(_rfc_ok), **_ctx("rfc", "sat", boost=0.18)),
    Pattern("id9_de_steuer_id", rf"(?<![\w-])(?P<n>[1-9]\d[ ]\d{{3}}[ ]\d{{3}}[ ]\d{{3}}){_E}", "ID", 0.7, group="n", validator=_bare(steuer_id_ok),
            **_ctx("steuer-id", "steuer-idnr", "idnr", "steueridentifikationsnummer", "tax id", "tin", window=50)),
    Pattern("id9_at_svnr", rf"(?<![\w-])(?P<n>[1-9]\d{{3}}[ ]\d{{6}}){_E}", "ID", 0.78, group="n", validator=_bare(svnr_ok),
            **_ctx("svnr", "sv-nr", "sozialversicherungsnummer", "versicherungsnummer", "e-card", boost=0.12, window=50)),
    Pattern("id9_de_kvnr", r"(?<![\w-])(?P<n>[A-Z]\d{9})(?![\w-])", "ID", 0.62, group="n", validator=_bare(kvnr_ok),
            **_ctx("kvnr", "krankenversichertennummer", "versichertennummer", "versicherten-nr", "egk", "krankenkasse", boost=0.28, window=50)),
    Pattern("id9_tw_id", r"(?<![\w-])(?P<n>[A-Z][1289]\d{8})(?![\w-])", "ID", 0.8, group="n", validator=_bare(tw_id_ok)),
    Pattern("id9_es_dni", r"(?<![\w-])(?P<n>\d{8}-?[A-HJ-NP-TV-Z])(?![\w-])", "ID", 0.82, group="n", validator=_g(dni_ok)),
    Pattern("id9_es_nie", r"(?<![\w-])(?P<n>[XYZ]-?\d{7}-?[A-HJ-NP-TV-Z])(?![\w-])", "ID", 0.85, group="n", validator=_g(nie_ok)),
    Pattern("id9_us_itin", r"(?<![\w-])(?P<n>9\d{2}-\d{2}-\d{4})(?![\w-])", "ID", 0.86, group="n", validator=_g(itin_ok)),
    Pattern("id9_us_dea", r"(?<![\w-])(?P<n>[ABCDEFGHJKLMPRSTUX][A-Z9]\d{7})(?![\w-])", "ID", 0.8, group="n", validator=_g(dea_ok)),
    Pattern("id9_vin", r"(?<![\w-])(?P<n>(?=[A-HJ-NPR-Z0-9]*[A-Z])(?=[A-HJ-NPR-Z0-9]*\d)[A-HJ-NPR-Z0-9]{17})(?![\w-])", "ID", 0.8, group="n",
            validator=_g(vin_ok), **_ctx("vin", "chassis", "vehicle", boost=0.1, window=30)),
    Pattern("id9_gb_nino", r"(?<![\w-])(?P<n>(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z](?:\d{6}|[ ]\d{2}[ ]\d{2}[ ]\d{2}[ ])[A-D])(?![\w-])",
            "ID", 0.66, group="n", **_ctx("ni", "nino", "national insurance", "ni number", "ni no")),
    Pattern("id9_ir_melli_dashed", rf"(?<![\w-])(?P<n>\d{{3}}-\d{{6}}-\d){_E}", "ID", 0.78, group="n", validator=_bare(melli_ok)),
    # ------------------------------------------------------------------ digit runs with a strong check: moderate alone
    Pattern("id9_pl_pesel", rf"(?<![\w-])(?P<n>\d{{11}}){_E}", "ID", 0.58, group="n", validator=_bare(pesel_ok), **_ctx("pesel", boost=0.32)),
    Pattern("id9_tr_tckn", rf"(?<![\w-])(?P<n>[1-9]\d{{10}}){_E}", "ID", 0.58, group="n", validator=_bare(tckn_ok),
            **_ctx("tc", "t.c.", "tckn", "kimlik", "turkish id", boost=0.32)),
    Pattern("id9_ro_cnp", rf"(?<![\w-])(?P<n>[1-9]\d{{12}}){_E}", "ID", 0.6, group="n", validator=_bare(cnp_ok), **_ctx("cnp", "cod numeric personal", boost=0.3)),
    Pattern("id9_jmbg", rf"(?<![\w-])(?P<n>[0-3]\d[01]\d[09]\d{{8}}){_E}", "ID", 0.58, group="n", validator=_bare(jmbg_ok),
            **_ctx("jmbg", "emšo", "emso", "јмбг", "matični broj", boost=0.32)),
    Pattern("id9_ee_isikukood", rf"(?<![\w-])(?P<n>[1-6]\d{{10}}){_E}", "ID", 0.55, group="n", validator=_bare(isikukood_ok),
            **_ctx("isikukood", "asmens kodas", "personal code", boost=0.33)),
    Pattern("id9_no_fnr", rf"(?<![\w-])(?P<n>[0-7]\d[01]\d{{3}}[ ]?\d{{5}}){_E}", "ID", 0.58, group="n", validator=_bare(fnr_ok),
            **_ctx("fnr", "fødselsnummer", "fodselsnummer", "d-nummer", "personnummer", boost=0.3)),
    Pattern("id9_kz_iin", rf"(?<![\w-])(?P<n>\d{{12}}){_E}", "ID", 0.55, group="n", validator=_bare(iin_ok), **_ctx("iin", "иин", "жсн", boost=0.35)),
    Pattern("id9_kw_civil", rf"(?<![\w-])(?P<n>[23]\d{{11}}){_E}", "ID", 0.55, group="n", validator=_bare(kw_civil_ok),
            **_ctx("civil id", "civil", "paci", boost=0.35)),
    Pattern("id9_eg_national", rf"(?<![\w-])(?P<n>[23]\d{{13}}){_E}", "ID", 0.6, group="n", validator=_bare(eg_id_ok),
            **_ctx("national id", "national number", "egyptian id", boost=0.3)),
    Pattern("id9_id_nik", rf"(?<![\w-])(?P<n>\d{{16}}){_E}", "ID", 0.55, group="n", validator=_bare(nik_ok),
            **_ctx("nik", "ktp", "nomor induk kependudukan", boost=0.35)),
)
