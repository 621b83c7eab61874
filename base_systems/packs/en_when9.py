"""English pack, dates as other languages and cultures write them, more holidays, and ages over 89 in
speech-like forms (issue 22, session 21, helper when9).  Weekdays, holidays and years are DATE; a
weekday next to its date is one span; only ages over 89 are AGE (the number, or the glued token).

* ``date9_named_dmy`` / ``_dashed`` / ``_mdy`` / ``_ymd``: a day, a month name of another language and a
  year (``12 janvier 2026``, ``3. März 2026``, ``16 de nov. de 2026``, ``20-dic-2026``, ``18 listopada
  2026``, ``Nobyembre 16, 2026``, ``2026. november 20.``): French, Spanish, Portuguese, Italian, German,
  Dutch, Nordic, Finnish, Polish, Czech, Turkish, Indonesian/Malay, Tagalog, Swahili, Romanian,
  Hungarian, Russian (:data:`MONTH_NUMBER`); abbreviations and names that are also words or names
  (``mars``, ``Mayo``, ``Mart``) only there, abbreviations that are English words (``set``, ``out``)
  only with their period or after ``de``;
* ``date9_named_month_year``, ``date9_named_day_month``, ``date9_named_day_range``: ``noviembre de
  2026``, ``14 janvier``, ``12-15 janvier 2026`` (unambiguous month names only);
* ``date9_weekday_named``, ``date9_named_weekday_after``, ``date9_weekday_numeric``: a weekday of those
  languages (or English) with its date as one span (``lunes 16 de noviembre de 2026``, ``onsdag den
  18 november 2026``, ``18 Kasım 2026 Çarşamba``, ``Mo 23.11.``, ``di 24-11-2026``, ``Sat, 28.11.``);
  weekdays that are names (``Domingo``, ``Sonntag``) in capitals only before a dotted date with a year;
* ``date9_weekday_foreign`` (``vendredi``, ``Mittwoch``, ``montags``, ``mardi`` not ``Mardi``),
  ``date9_weekday_foreign_cued`` (``el Domingo``, ``am Sonntag``, ``sa Linggo``),
  ``date9_weekday_lower_pronoun`` (``last wed she fell``);
* ``date9_cjk`` (``2026年11月20日(金)``, ``令和8年11月20日``, ``2026년 11월 20일``, ``11月20日``),
  ``date9_cjk_weekday`` (``金曜日``), ``date9_vietnamese`` (``20 tháng 11 năm 2026``),
  ``date9_roman_month`` (``20.XI.2026``, ``2026. XI. 20.``, ``XI.2026``);
* ``date9_numeric_range``, ``date9_dashed_range``, ``date9_iso_range``: ranges as one string
  (``20/11/2026 – 24/11/2026``, ``20.–24.11.2026``, ``2026-11-20/2026-11-24``), the end after the start;
* ``date9_hijri_year`` (``1447 AH``: the year), ``date9_hijri_month_year`` (``Rajab 1447``; a day with a
  Hijri month is en_ids7's), ``date9_split_year`` (``winter 2024/25``: the years; a season's name stays
  out, the convention names years);
* ``date9_holiday`` (``Tết``, ``Walpurgis Night``, ``Weihnachten``, ``Kurban Bayramı``, ``Black
  Friday``...), ``date9_holiday_cued`` (after a date cue: ``during Carnival``, ``over Midsummer``, ``for
  Tet``), ``date9_holiday_foreign_cued`` (``à Noël``, ``an Silvester``), ``date9_holiday_tet_named``;
  not before a place or institution word; ``loc9_holiday_place`` / ``org9_holiday_name``: ``Christmas
  Island``, ``Easter Seals`` are a place and an organisation (scored above the holiday rules);
* ages: ``age9_first_person`` (``I'm 94``, ``im 92 and``, ``I'm ninety-four``), ``age9_when_was``
  (``when I was 95``), ``age9_kin_possessive`` (``my nan's 97``), ``age9_turn`` (``he'll turn 100``),
  ``age9_label_dash`` (``Age - 97``, ``Age (yrs): 93``), ``age9_sex_glued`` (``94yF``),
  ``age9_paren_sex`` (``(94 F)``), ``age9_y_sex`` (``94 y female``), ``age9_person_of`` (``a lady of
  96``); never before a unit, a percentage or a decimal, nor near vital signs, scores or measures
  (``I'm 100% sure``, ``I was 95 on room air``, ``sats low, I was 92``), nor a temperature ``(97 F)``.
"""

from __future__ import annotations

import re

from multideid.base_systems.packs import Pattern, valid_date
from multideid.base_systems.packs.en_org_words import trie_regex

__all__ = ["MONTH_NUMBER", "PATTERNS", "WEEKDAY_WORDS", "month_number"]

# ------------------------------------------------------------------ month names
# per language, twelve entries (January first); "|" separates spellings of one month.  A leading
# "~" marks a form that is also an English word, a name or a place (needs a day and a year).
_MONTHS_FULL = {
    "fr": "janvier|~janv février|fevrier ~mars avril ~mai juin juillet août|aout septembre octobre novembre décembre|decembre",
    "es": "enero febrero ~marzo abril ~mayo junio julio agosto septiembre|setiembre octubre noviembre diciembre",
    "pt": "janeiro fevereiro março|~marco abril ~maio junho julho agosto setembro outubro novembro dezembro",
    "it": "gennaio febbraio ~marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
    "de": "januar|jänner|janner februar|feber märz|maerz ~april ~mai juni juli ~august september oktober november dezember",
    "nl": "januari februari maart ~april ~mei juni juli augustus september oktober november december",
    "sv": "januari februari ~mars ~april ~maj juni juli augusti september oktober november december",
    "da": "januar februar marts ~april ~maj juni juli ~august september oktober november december",
    "no": "januar februar ~mars ~april ~mai juni juli ~august september oktober november desember",
    "fi": "tammikuuta|tammikuu helmikuuta|helmikuu maaliskuuta|maaliskuu huhtikuuta|huhtikuu toukokuuta|toukokuu "
          "kesäkuuta|kesäkuu|kesakuuta heinäkuuta|heinäkuu|heinakuuta elokuuta|elokuu syyskuuta|syyskuu "
          "lokakuuta|lokakuu marraskuuta|marraskuu joulukuuta|joulukuu",
    "pl": "stycznia|styczeń|styczen lutego|luty ~marca|marzec kwietnia|kwiecień|kwiecien ~maja|~maj czerwca|czerwiec "
          "lipca|lipiec sierpnia|sierpień|sierpien września|wrzesnia|wrzesień|wrzesien października|pazdziernika|"
          "październik|pazdziernik listopada|listopad grudnia|grudzień|grudzien",
    "cs": "ledna|leden února|unora|únor března|brezna|březen dubna|duben května|kvetna|květen června|cervna|červen "
          "července|cervence|červenec srpna|srpen září|zari října|rijna|říjen listopadu|listopad prosince|prosinec",
    "tr": "~ocak şubat|subat ~mart ~nisan mayıs|mayis haziran temmuz ağustos|agustos eylül|eylul ekim ~kasım|~kasim aralık|aralik",
    "id": "januari februari|pebruari ~maret ~april ~mei juni juli agustus september oktober november|nopember desember",
    "ms": "januari februari ~mac ~april ~mei ~jun julai ogos september oktober november disember",
    "tl": "enero pebrero|febrero marso abril ~mayo hunyo hulyo agosto setyembre|septiyembre|setiyembre oktubre nobyembre disyembre",
    "sw": "januari februari machi aprili ~mei juni julai agosti septemba oktoba novemba desemba",
    "ro": "ianuarie februarie martie aprilie ~mai iunie iulie ~august septembrie octombrie noiembrie decembrie",
    "hu": "január|januar február|februar március|marcius április|aprilis május|majus június|junius július|julius "
          "augusztus szeptember október|oktober november december",
    "ru": "января|январь февраля|февраль марта|март апреля|апрель мая|май июня|июнь июля|июль августа|август "
          "сентября|сентябрь октября|октябрь ноября|ноябрь декабря|декабрь",
}
# abbreviations (a period may follow): only with a day and a year
_MONTHS_ABBR = {
    "fr": "janv févr|fevr|fév|fev mars avr mai juin juil août|aout sept oct nov déc",
    "es": "ene feb mar abr may jun jul ago sep|sept|set oct nov dic",
    "pt": "jan fev mar abr mai jun jul ago set out nov dez",
    "it": "gen feb mar apr mag giu lug ago set|sett ott nov dic",
    "de": "jan|jän feb mär|mrz apr mai jun jul aug sep|sept okt nov dez",
    "nl": "jan feb mrt apr mei jun jul aug sep|sept okt nov dec",
}
_ENGLISH_MONTHS = set("january february march april may june july august september october november december "
                      "jan feb mar apr jun jul aug sep sept oct nov dec".split())


def _variants(word: str) -> set[str]:
    return {word, word[:1].upper() + word[1:], word.upper()}


def _build_months() -> tuple[dict[str, int], set[str]]:
    """Month number of every form (lower case) and the strong forms: full names marked as a word or
    name in no language and no English month name (abbreviations are never strong)."""
    number: dict[str, int] = {}
    marked: set[str] = set()
    full: set[str] = set()
    for table, is_abbr in ((_MONTHS_FULL, False), (_MONTHS_ABBR, True)):
        for lang, row in table.items():
            months = row.split()
            if len(months) != 12:  # pragma: no cover - table author error
                raise ValueError(f"{lang}: {len(months)} months")
            for i, alts in enumerate(months, 1):
                for form in alts.split("|"):
                    w = form.lstrip("~")
                    for v in _variants(w):
                        if number.setdefault(v.lower(), i) != i:  # pragma: no cover - table author error
                            raise ValueError(f"month {form!r} ({lang}) is also month {number[v.lower()]}")
                    if form.startswith("~"):
                        marked.add(w)
                    if not is_abbr:
                        full.add(w)
    return number, {w for w in full - marked if w not in _ENGLISH_MONTHS}


MONTH_NUMBER, _STRONG_MONTHS = _build_months()
_STRONG_FORMS = {v for w in _STRONG_MONTHS for v in _variants(w)}
_MON_ANY = rf"(?:{trie_regex({v for w in MONTH_NUMBER for v in _variants(w)})})(?![^\W\d_])"
_MON_STRONG = rf"(?:{trie_regex(_STRONG_FORMS)})(?![^\W\d_])"
# a month name before its day: a strong form or an English month name in full
_MON_FULL = rf"(?:{trie_regex(_STRONG_FORMS | {v for w in _ENGLISH_MONTHS if len(w) > 4 for v in _variants(w)})})(?![^\W\d_])"
_ABBR_WORDS = frozenset({"set", "out", "ago", "gen", "mag", "ene"})  # English words: a month only with "." or "de"


def month_number(word: str) -> int:
    """The month (1-12) a month name or abbreviation of :data:`MONTH_NUMBER` names (0: none)."""
    return MONTH_NUMBER.get(word.rstrip(".").lower(), 0)


# ------------------------------------------------------------------ weekday names
# full names; "~" marks a name or a word (see _numeric_wd_ok, date9_weekday_foreign_cued)
_WEEKDAYS_FULL = (
    "lundi ~mardi mercredi jeudi vendredi samedi dimanche "  # fr ("Mardi" is also a given name)
    "lunes ~martes miércoles|miercoles jueves viernes sábado|sabado ~domingo "  # es
    "segunda-feira terça-feira|terca-feira quarta-feira quinta-feira sexta-feira "  # pt
    "lunedì|lunedi martedì|martedi mercoledì|mercoledi giovedì|giovedi venerdì|venerdi ~sabato ~domenica "  # it
    "~montag dienstag mittwoch donnerstag ~freitag samstag sonnabend ~sonntag "  # de
    "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag "  # nl
    "måndag|mandag tisdag|tirsdag onsdag torsdag fredag lördag|lørdag|lordag söndag|søndag|sondag "  # sv, da, no
    "maanantai tiistai keskiviikko torstai perjantai lauantai sunnuntai "  # fi
    "poniedziałek|poniedzialek wtorek ~środa|~sroda czwartek ~piątek|~piatek ~sobota niedziela "  # pl
    "pondělí|pondeli úterý|utery ~středa|~streda čtvrtek|ctvrtek ~pátek|~patek neděle|nedele "  # cs
    "pazartesi salı ~çarşamba ~perşembe ~cuma cumartesi ~pazar "  # tr
    "senin|isnin selasa rabu ~kamis|~khamis jumat|jum'at|jumaat sabtu ~minggu|~ahad "  # id, ms
    "miyerkules huwebes biyernes ~linggo "  # tl (Lunes, Martes, Sabado as in Spanish)
    "jumatatu jumanne jumatano alhamisi ijumaa jumamosi jumapili "  # sw
    "marți miercuri vineri sâmbătă|sambata duminică|duminica "  # ro
    "hétfő|hetfo szerda csütörtök|csutortok péntek szombat vasárnap|vasarnap "  # hu
    "понедельник вторник среда четверг пятница суббота воскресенье"  # ru
)
# Portuguese short forms: a weekday only before a date
_WEEKDAYS_PT_SHORT = "segunda terça|terca quarta quinta sexta"
# abbreviations right before a date (as written: case matters; "mar", "sam", "dim", "dom", "vie"
# only with their period; none that is an English word or a clinical abbreviation)
_WEEKDAY_ABBR = (
    "Mo Di Mi Do Fr Sa So Mo. Di. Mi. Do. Fr. Sa. So. "  # de
    "ma di wo vr za zo ma. di. wo. do. vr. za. zo. "  # nl
    "lun lun. mar. mer mer. jeu jeu. ven ven. sam. dim. Lun. Mer. Jeu. Ven. Sam. Dim. "  # fr, it
    "mié mié. mie. jue jue. vie. sáb sáb. dom. Mié. Jue. Vie. Sáb. Dom. "  # es
    "gio gio. sab. Gio. "  # it
    "seg. ter. qua. qui. Seg. Ter. Qua. Qui. "  # pt
    "mån tis ons tors fre lör sön tir lør søn lø sø Mån Tis Ons Tors Fre Lör Sön Tir Lør Søn Lø Sø "  # sv, da, no
    "pon. śr. czw. niedz. Pon. Śr. Czw. Niedz. "  # pl
    "út čt pá Út Čt Pá "  # cs
    "Pzt Çar Cmt "  # tr
    "пн вт ср чт пт сб вс Пн Вт Ср Чт Пт Сб Вс "  # ru
    "Tu Th"  # English two-letter forms
)
_ENGLISH_WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mon Tue Tues Wed Weds Thu Thur Thurs Fri Sat Sun"
_WD_PLAIN = {f for alts in _WEEKDAYS_FULL.split() for f in alts.split("|") if not f.startswith("~")}
_WD_NAMED = {f.lstrip("~") for alts in _WEEKDAYS_FULL.split() for f in alts.split("|") if f.startswith("~")}
WEEKDAY_WORDS: frozenset[str] = frozenset(_WD_PLAIN | _WD_NAMED)
_WD_PLAIN_FORMS = {v for w in _WD_PLAIN for v in _variants(w)}
_WD_NAMED_FORMS = {v for w in _WD_NAMED for v in _variants(w)}
# names and words that are weekdays in lower case ("mardi", "domingo"; not "minggu", "linggo", "pazar",
# "ahad": also "week", "market", "one")
_WD_NAMED_LOWER_OK = _WD_NAMED - {"minggu", "linggo", "pazar", "ahad"}
_WD_PT_FORMS = {v for alts in _WEEKDAYS_PT_SHORT.split() for w in alts.split("|") for v in _variants(w)}
_WD_ENGLISH_FORMS = {v for w in _ENGLISH_WEEKDAYS.split() for v in (w, w.upper())}
_NB = r"(?![^\W\d_])"  # no letter after (Unicode letters)
_NA = r"(?<![^\W\d_])"  # no letter before
_WD_BEFORE_NAMED = rf"(?:{trie_regex(_WD_PLAIN_FORMS | _WD_NAMED_FORMS | _WD_PT_FORMS | _WD_ENGLISH_FORMS)}){_NB}\.?"
_WD_BEFORE_NUMERIC = rf"(?:{trie_regex(_WD_PLAIN_FORMS | _WD_NAMED_FORMS | _WD_PT_FORMS | set(_WEEKDAY_ABBR.split()))}){_NB}"
_WD_AFTER = rf"(?:{trie_regex(_WD_PLAIN_FORMS | _WD_NAMED_FORMS)}){_NB}"

# ------------------------------------------------------------------ dates with month names
_DAY = r"(?:[12]\d|3[01]|0?[1-9])"
_DAY_MARK = r"(?:er|º|ª|°|\.º|\.ª|\.)?"
_Y4 = r"(?:18|19|20)\d{2}"
_END = r"(?![\w/-]|[.,:]\d)"
_LINK = r"(?:(?:de|del|di|den|dia|ng|d')[ ])?"


def _bodies(i: str) -> dict[str, str]:
    """The month-name date shapes, their groups suffixed with ``i`` (one regex may hold several)."""
    return {
        "dmy": rf"(?P<d{i}>{_DAY}){_DAY_MARK}[ ]{{1,2}}{_LINK}(?P<m{i}>{_MON_ANY})\.?,?[ ]{_LINK}(?P<y{i}>{_Y4}){_END}",
        "dashed": rf"(?P<d{i}>{_DAY})(?P<s{i}>[-/.])(?P<m{i}>{_MON_ANY})(?P=s{i})(?P<y{i}>{_Y4}|\d{{2}}){_END}",
        "mdy": rf"(?P<m{i}>{_MON_FULL})[ ](?P<d{i}>{_DAY})(?:st|nd|rd|th|º)?,?[ ](?P<y{i}>{_Y4}){_END}",
        "dm": rf"(?P<d{i}>{_DAY}){_DAY_MARK}[ ]{_LINK}(?P<m{i}>{_MON_STRONG})",
    }


def _named_group_ok(m: re.Match) -> bool:
    """A day valid in the named month (and year) of whichever shape matched (groups ``d``, ``m``, ``y``,
    maybe suffixed ``d1``/``m1``...); an abbreviation that is an English word only with its period or after ``de``."""
    found: dict[str, str] = {}
    for k, v in m.groupdict().items():
        if v is not None and k[:1] in "dmy" and (len(k) == 1 or k[1:].isdigit()):
            found[k[:1]] = v
            if k[:1] == "m":
                m_start, m_end = m.span(k)
    month = month_number(found.get("m", ""))
    if not month or "d" not in found:
        return False
    if found["m"].lower() in _ABBR_WORDS and not m.string.startswith(".", m_end) and m.string[max(0, m_start - 3):m_start] != "de ":
        return False
    return valid_date(int(found["d"]), month, int(found["y"]) if found.get("y") else None)


_B = _bodies("")
_WD_NAMED_COMPOUND = (
    rf"{_NA}(?:{_WD_BEFORE_NAMED}),?[ ](?:(?:den|le|el|il|the|o)[ ])?"
    rf"(?:{_bodies('1')['dmy']}|{_bodies('2')['dashed']}|{_bodies('3')['mdy']}|{_bodies('4')['dm']})"
)
_NUMERIC_AFTER_WD = (
    # 23.11. / 23.11.2026 / 23.11.26 (yearless only with its closing period: "29.11" is a decimal); 24-11-2026; 18/11(/2026)
    r"(?P<na>\d{1,2})\.(?P<nb>\d{1,2})\.(?:(?P<ny>(?:19|20)\d{2}|\d{2})(?![\w.]|\.\d))?(?!\d)"
    r"|(?P<na2>\d{1,2})-(?P<nb2>\d{1,2})-(?P<ny2>(?:19|20)\d{2}|\d{2})(?![\w/-]|[.,]\d)"
    r"|(?P<na3>\d{1,2})/(?P<nb3>\d{1,2})(?:/(?P<ny3>(?:19|20)\d{2}|\d{2}))?(?![\w/-]|[.,]\d)"
)
# abbreviations that are English words or names ("So", "Do", "Di") or a word of chat ("ma"): only before a
# dotted date ("So 29.11."), never before "29/11" ("So 29/11 works for me")
_WD_DOTTED_ONLY = frozenset({"So", "Do", "Di", "ma"})
_TITLE_BEFORE = re.compile(r"(?:Dr|Mr|Mrs|Ms|Prof|Fr|Sr|Herr|Frau|Sra?)\.?[ ]$")


def _numeric_wd_ok(m: re.Match) -> bool:
    wd = m.group("wd").rstrip(".")
    named = wd.lower() in _WD_NAMED and not wd.islower()  # "Domingo", "Sonntag": also names
    if (wd in _WD_DOTTED_ONLY or named) and not m.group("na"):
        return False
    if named and (not m.group("ny") or _TITLE_BEFORE.search(m.string, max(0, m.start() - 6), m.start())):
        return False
    for a, b, y in (("na", "nb", "ny"), ("na2", "nb2", "ny2"), ("na3", "nb3", "ny3")):
        if m.group(a):
            d, mo = int(m.group(a)), int(m.group(b))
            yr = int(m.group(y)) if m.group(y) else None
            return valid_date(d, mo, yr) or (a == "na3" and valid_date(mo, d, yr))
    return False


# ------------------------------------------------------------------ CJK, Roman months, ranges
_CD = "[0-9０-９]"
_CJK_WD = (r"(?:[ ]?[(（](?:[月火水木金土日]|[월화수목금토일])(?:曜日?|요일)?[)）]"
           r"|[ ]?(?:[月火水木金土日]曜日|(?:星期|週|周|禮拜|礼拜)[一二三四五六日天]|[월화수목금토일]요일))?")
_ERAS = {"明治": 45, "大正": 15, "昭和": 64, "平成": 31, "令和": 30, "民國": 150, "民国": 150}


def _cjk_ok(m: re.Match) -> bool:
    g = m.groupdict()
    if g["era"] and not 1 <= (1 if g["ey"] == "元" else int(g["ey"])) <= _ERAS[g["era"]]:
        return False
    if g["y"] and not 1850 <= int(g["y"]) <= 2100:
        return False
    for mo, d in (("m", "d"), ("m2", "d2"), ("km", "kd"), ("km2", "kd2")):
        if g[mo]:
            return valid_date(int(g[d]) if g[d] else 1, int(g[mo]))
    return False


_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10, "XI": 11, "XII": 12}
_RM = r"(?:XII|XI|X|IX|VIII|VII|VI|V|IV|III|II|I)"
_RM_MULTI = r"(?:XII|XI|IX|VIII|VII|VI|IV|III|II)"


def _roman_ok(m: re.Match) -> bool:
    g = m.groupdict()
    d = g["rd"] or g["rd2"]
    return valid_date(int(d), _ROMAN[g["rm"] or g["rm2"] or g["rm3"]]) if d else True


def _dm_pair(a: int, b: int, y: int | None, day_first: bool) -> tuple[int, int, int | None] | None:
    d, mo = (a, b) if day_first else (b, a)
    return (d, mo, y) if valid_date(d, mo, y) else None


_COUNT_BEFORE = re.compile(r"(?i:\b(?:ward|bed|room|rm|bay|page|pages|pp?|no|nos|level|floor|unit|grade|step|stage|x))\.?[ ]*$|[#x×][ ]*$")


def _range_ok(m: re.Match) -> bool:
    """Two dates of one reading (day first, or month first with slashes), the second after the first;
    a day alone before the dash not after a ward, bed or page number ("Ward 5-12/11/2026")."""
    g = m.groupdict()
    if g.get("a0") and _COUNT_BEFORE.search(m.string, max(0, m.start() - 12), m.start()):
        return False
    if g.get("s1") not in (None, g["s2"]):
        return False
    a2, b2, y2 = int(g["a2"]), int(g["b2"]), int(g["y2"])
    y1 = int(g["y1"]) if g.get("y1") else y2
    for day_first in (True, False):
        end = _dm_pair(a2, b2, y2, day_first) if day_first or g["s2"] == "/" else None
        if end is None:
            continue
        if g.get("b1"):
            start = _dm_pair(int(g["a1"]), int(g["b1"]), y1, day_first)
        else:  # only a day before the dash: "20.–24.11.2026", "20-24/11/2026"
            d1 = int(g["a0"])
            start = (d1, end[1], y2) if valid_date(d1, end[1], y2) and d1 < end[0] else None
        if start and (start[2], start[1], start[0]) < (end[2], end[1], end[0]) and end[2] - start[2] <= 2:
            return True
    return False


def _iso_range_ok(m: re.Match) -> bool:
    p = [int(m.group(k)) for k in ("y1", "m1", "d1", "y2", "m2", "d2")]
    return valid_date(p[2], p[1], p[0]) and valid_date(p[5], p[4], p[3]) and p[:3] < p[3:] and p[3] - p[0] <= 2


def _day_range_ok(m: re.Match) -> bool:
    month, d1, d2 = month_number(m.group("m")), int(m.group("d1")), int(m.group("d2"))
    return bool(month) and d1 < d2 and valid_date(d2, month, int(m.group("y")) if m.group("y") else None)


def _split_year_ok(m: re.Match) -> bool:
    a, b = int(m.group("a")), m.group("b")
    return int(b) == a + 1 if len(b) == 4 else int(b) == (a + 1) % 100


# ------------------------------------------------------------------ holidays
# always a date (as written and in capitals), not before a place or institution word (_NOT_HOLIDAY_AFTER)
_HOLIDAYS = (
    "Tết|Tết Nguyên Đán|Tet Nguyen Dan|Qingming|Qingming Festival|Ching Ming|Ching Ming Festival|Ramadhan|Simchat Torah|"
    "Simchas Torah|Tisha B'Av|Tisha b'Av|Lag BaOmer|Lag B'Omer|Walpurgis Night|Walpurgisnacht|St John's Eve|St. John's Eve|"
    "Saint John's Eve|Midsummer Eve|Midsummer's Eve|Midsummer Day|Midsummer's Day|Juhannus|Midsommar|Midsommarafton|Sankthans|"
    "Sankthansaften|Timkat|Timket|Meskel|Meskal|Enkutatash|Lebaran|Idul Fitri|Idul Adha|Idulfitri|Iduladha|Nyepi|Galungan|"
    "Kuningan Day|Seollal|Shogatsu|Oshogatsu|Tanabata|Setsubun|Hinamatsuri|Loy Krathong|Pchum Ben|Khmer New Year|Laylat al-Qadr|"
    "Lailat al-Qadr|Shab-e-Barat|Shab-e-Qadr|Gudi Padwa|Bihu|Rongali Bihu|Samhain|Beltane|Imbolc|Sinterklaas|Sinterklaasavond|"
    "Koningsdag|Fasching|Karneval|Fastnacht|Carnaval|Semana Santa|Nochebuena|Nochevieja|Día de Reyes|Dia de Reyes|Día de los Reyes|"
    "Las Posadas|Festa Junina|Festas Juninas|Pâques|Weihnachten|Heiligabend|Ostern|Pfingsten|Ferragosto|Capodanno|Año Nuevo|Páscoa|"
    "Réveillon|Kerstmis|Kerstavond|Påsk|Boże Narodzenie|Wigilia|Wielkanoc|Vánoce|Velikonoce|Kurban Bayramı|Kurban Bayrami|"
    "Ramazan Bayramı|Ramazan Bayrami|Şeker Bayramı|Seker Bayrami|Norooz|Nowrooz|Navruz|Nauryz|Newroz|Chaharshanbe Suri|Sizdah Bedar|"
    "Yalda Night|Shab-e Yalda|Hanukah|Chanukah|Chanukkah|O-Bon|Groundhog Day|April Fools' Day|April Fool's Day|April Fools Day|"
    "Earth Day|Hallowe'en|Black Friday|Cyber Monday|Super Bowl Sunday|Xmas Eve|Xmas Day|St Stephen's Day|St. Stephen's Day|"
    "St Paddy's Day|St. Paddy's Day|Paddy's Day|Vietnamese New Year|Korean New Year|Sinhala New Year|Sinhala and Tamil New Year|"
    "Persian New Year|Jewish New Year|Islamic New Year|Hijri New Year|Orthodox New Year|Michaelmas|Lammas|Whitsunday|Trinity Sunday|"
    "Easter Eve|Easter Saturday|Holy Saturday|Maundy Thursday|Guru Nanak Jayanti|Gurpurab|Maha Shivaratri|Mahashivratri|Ram Navami|"
    "Rama Navami|Buddha Purnima|Krishna Janmashtami|Janmashtami|Shrove Tuesday|Fat Tuesday|Pancake Day|Eid ul-Fitr|Eid ul Fitr|"
    "Eid-ul-Fitr|Eid al Fitr|Eid-al-Fitr|Eid ul-Adha|Eid ul Adha|Eid-ul-Adha|Eid al Adha|Eid-al-Adha|Eid al-Adha|Eid al-Fitr|Bakrid|"
    "Bakri Eid|Mawlid|Mawlid an-Nabi|Milad un-Nabi|Ashura|Ashoura|Arbaeen|Isra and Mi'raj|Isra Mi'raj|Day of Ashura|Teacher's Day|"
    "Teachers' Day|Valentines Day|Dragon Boat Festival|Mid-Autumn Festival|Moon Festival|Lantern Festival|Double Ninth Festival|"
    "Spring Festival|Dongzhi|Hangawi|Obon|Bon Festival|Children's Day|Girls' Day|Boys' Day|Culture Day|Respect for the Aged Day|"
    "Orthodox Christmas|Orthodox Easter|Coptic Christmas|Ethiopian Christmas|Fasika|Epiphany Day|Three Kings Day|Three Kings' Day|"
    "Twelfth Night|Burns Night|St Andrew's Day|St. Andrew's Day|St David's Day|St. David's Day|St George's Day|St. George's Day|"
    "Waitangi Day|King's Day|Queen's Day|Fête nationale|Fete nationale|Saint-Jean-Baptiste Day|Jour de l'An|Nouvel An|Noche Vieja|"
    "Noche Buena|Julafton|Juleaften|Julaften|Wigilia Bożego Narodzenia|Yom Ha'atzmaut|Yom HaShoah|Tu BiShvat|Tu B'Shevat|Sukkos|"
    "Shavuos|Pesach|Rosh Hashana|Rosh Hashanah|Rosh HaShanah|Selichot"
)
# a holiday only after a date cue (also an ordinary word, a name, a place or a brand)
_HOLIDAYS_CUED = "Carnival|Midsummer|Tet|Epiphany|Advent|Yule|Yuletide|New Year|New Year's|New Years|Christmastime|Eastertide|Ramzan|Ramazan"
_HOLIDAY_CUE = (r"(?i:during|over|for|at|after|before|since|until|till|til|through|throughout|around|by|from|this|last|next|every|"
                r"happy|merry|this[ ]past|the[ ]last|the[ ]next|the[ ]whole|in)[ ]")
# holidays in another language after a preposition of that language ("à Noël", "a Natale", "an Silvester")
_HOLIDAYS_FOREIGN_CUED = {
    "fr": (r"à|a|pour|après|avant|depuis|pendant|jusqu'à|dès|vers", "Noël|Toussaint"),
    "it": (r"a|per|dopo|prima[ ]di|durante|fino[ ]a|da", "Natale|Pasqua"),
    "es": (r"en|para|por|después[ ]de|antes[ ]de|desde|hasta|durante", "Navidad|Navidades|Pascua"),
    "de": (r"an|zu|über|nach|vor|seit|bis|um", "Silvester"),
}
_NOT_HOLIDAY_AFTER = (
    r"(?![ -](?i:islands?|disease|factor|trees?|cactus|cards?|centre|center|hospital|unit|surgery|clinic|program|programme|"
    r"services?|nursery|street|st|road|rd|avenue|ave|lane|park|school|college|church|parish|ward|house|home|hall|lodge|court|"
    r"estate|trust|foundation|society|club|fund|appeal|cruises?|line|corporation|corp|inc|ltd|llc|plc|offensive|night's|common|"
    r"place|row|seals?|ross|records|films?|pictures|entertainment|magazine|airlines?|radio|tv|group|company|co|holdings|bank|"
    r"theatre|theater|stadium|arena|mall|hotel|resort|restaurant|cafe|café|bakery|shop|store|market|ministries|ministry|press|"
    r"publishing|health|healthcare|medical|christian|lutheran|academy|institute|calendars?|candles?|wreaths?|logs?|resolutions?|"
    r"honours?|honors?|sales?|spells?|repair|tetralogy)\b)"
)
_HOLIDAY_PLACES = r"Christmas[ ]Island|CHRISTMAS[ ]ISLAND|Easter[ ]Island|EASTER[ ]ISLAND|Easter[ ]Ross|Easter[ ]Road"
_HOLIDAY_ORGS = r"Easter[ ]Seals?(?:[ ](?:of[ ])?[A-Z][a-z]+(?:[ ][A-Z][a-z]+)?(?=[ ]*(?:$|[,.;:)]))|(?=\W|$))|EASTER[ ]SEALS?"


def _holiday_forms(names: str) -> set[str]:
    forms: set[str] = set()
    for name in names.split("|"):
        forms |= {name, name.upper()} | ({name.replace("'", "’"), name.replace("'", "’").upper()} if "'" in name else set())
    return forms


# ------------------------------------------------------------------ ages over 89
_AGE = r"(?:9\d|1[01]\d|12[0-5])"
_SPELLED = (r"(?i:ninety(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|(?:a|one)[ ]hundred(?:(?:[ ]and)?[ ]"
            r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))?)")
_N = rf"(?P<n>{_AGE}|{_SPELLED})"
# what may follow an age said in a sentence; never a unit, a percentage, a decimal or a range
_AGE_TAIL = (
    r"(?![.,]\d|[-–]\d|[ ]?(?:%|percent|per[ ]cent|°))"
    r"(?=[ ]?(?:$|[,.;:!?)…\"”'’]|[-–—][ ]|[ ](?:&|(?i:and|but|now|today|tomorrow|tonight|this|next|last|years?|yrs?|y/?o|yo|"
    r"when|so|lol|haha|too|myself|already|soon|though|btw|yesterday|in[ ](?:a|two|three|\d{1,2})[ ](?:weeks?|months?|days?)|"
    r"going|or[ ]so|ish|with|living|live|still|who|x+|mind)\b)))"
)
_AGE_TAIL_TURN = (r"(?![.,]\d|[-–]\d|[ ]?(?:%|percent|°|degrees))"
                  r"(?=[ ]?(?:$|[,.;:!?)…\"”'’]|[ ](?i:on|in|next|this|last|soon|today|tomorrow|years?|and|but|when|so|at|&)\b))")
_AGE_NOT_UNIT = (
    r"(?![.,]\d|[-–]\d|[ ]?(?:%|°)|[ ]?(?i:percent|per[ ]cent|degrees|mg|mcg|kg|kgs|kilos?|lbs?|pounds?|stone|st|miles?|mph|km|"
    r"feet|ft|foot|inches|in|cm|mm|minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|seconds?|secs?|times|x|on|bpm|"
    r"points?|pts?|mmhg|ml|l|percentile|centile)\b)"
)
# vital signs, scores and measures near a number: it is no age
_NOT_AGE_NEAR = re.compile(
    r"(?i:\b(?:sats?|saturation|saturating|sating|oxygen|o2|spo2|sp02|oximeter|pulse[ ]?ox|bp|blood[ ]pressure|pulse|"
    r"heart[ ]rate|hr|bpm|sugars?|glucose|bgl|bm|bms|reading|readings|weight|weigh|weighed|weighs|kg|kgs|kilos?|lbs?|"
    r"pounds?|stone|temp|temperature|fever|score|scored|points?|marks?|grade|level|levels|number|bmi|ldl|hdl|a1c|"
    r"cholesterol|iq|mph|km|miles?|minutes|mins|seconds|percent|room[ ]air|ra|l/min|lpm|litres?|liters?|nasal|cannula|"
    r"\d[ ]?l|fio2|rank(?:ed)?|place[d]?|position|test|exam|quiz)\b|%)"
)


def _age_said_ok(m: re.Match) -> bool:
    s = m.string
    return _NOT_AGE_NEAR.search(s[max(0, m.start() - 45) : m.start()] + " " + s[m.end() : m.end() + 12]) is None


_TEMP_BEFORE = re.compile(r"(?i:\b(?:t|temp|temperature|tmax|tm|febrile|fever|afebrile|pyrexia|pyrexial)\b|°|\d[ ]?°?[ ]?C[ ]?$)")


def _not_temp(m: re.Match) -> bool:
    return _TEMP_BEFORE.search(m.string[max(0, m.start() - 30) : m.start()]) is None


_KIN = (
    r"mum|mom|mother|mam|ma|mama|dad|father|papa|pa|nan|nana|nanna|nanny|gran|granny|grandma|grandmother|grandpa|"
    r"grandad|granddad|grandfather|husband|hubby|wife|partner|aunt|auntie|aunty|uncle|sister|brother|neighbou?r|"
    r"patient|pt|client|resident|lola|lolo|abuela|abuelo|oma|opa|nonna|nonno|bibi|babu|baba|bubbe|bubby|zayde"
)
_MOD = r"(?:(?i:now|nearly|almost|just|only|already|still|actually|about|around|over|turning)[ ])?"
_CUED_NAMED = set(_WD_NAMED) | {w[:1].upper() + w[1:] for w in _WD_NAMED}
_FOREIGN_CUES = (
    r"on|next|this|last|every|each|until|till|by|from|since|before|after|el|este|cada|desde|hasta|próximo|proximo|o|no|"
    r"na|nesta|neste|toda|todo|próxima|il|ogni|questo|questa|da|am|jeden|diesen|nächsten|letzten|bis|ab|seit|op|elke|vanaf|"
    r"tot|på|varje|hver|w|od|v|ve|každou|kazdou|hari|setiap|tiap|pada|sa|tuwing|noong|ngayong|kila|siku[ ]ya|în|in|le|ce|"
    r"chaque|dès|depuis"
)
_EN_CUES_BEFORE_NAME = {"on", "by", "from", "o", "no", "na", "da", "w", "v", "in", "le"}  # "seen by Domingo", "on Domingo's ward"

PATTERNS: tuple[Pattern, ...] = (
    # ------------------------------------------------------------------ month names of other languages
    Pattern("date9_named_dmy", rf"(?<![\w./-]){_B['dmy']}", "DATE", 0.95, validator=_named_group_ok),
    Pattern("date9_named_dashed", rf"(?<![\w./-]){_B['dashed']}", "DATE", 0.95, validator=_named_group_ok),
    Pattern("date9_named_mdy", rf"(?<![\w./-]){_B['mdy']}", "DATE", 0.95, validator=_named_group_ok),
    Pattern("date9_named_ymd", rf"(?<![\w./-])(?P<y>{_Y4})\.[ ]?(?P<m>{_MON_ANY})\.?[ ](?P<d>{_DAY})\.(?!\d)", "DATE", 0.95,
            validator=_named_group_ok),
    Pattern("date9_named_month_year", rf"(?<![\w./-])(?P<m>{_MON_STRONG})\.?,?[ ]{_LINK}(?P<y>{_Y4}){_END}", "DATE", 0.85),
    Pattern("date9_named_day_month", rf"(?<![\w./-]){_B['dm']}", "DATE", 0.8, validator=_named_group_ok),
    Pattern("date9_named_day_range", rf"(?<![\w./-])(?P<d1>{_DAY})\.?[ ]?[-–][ ]?(?P<d2>{_DAY}){_DAY_MARK}[ ]{_LINK}(?P<m>{_MON_ANY})\.?"
            rf"(?:,?[ ]{_LINK}(?P<y>{_Y4}))?{_END}", "DATE", 0.97, validator=_day_range_ok),
    # ------------------------------------------------------------------ weekdays with their dates, weekdays alone
    Pattern("date9_weekday_named", _WD_NAMED_COMPOUND, "DATE", 0.97, validator=_named_group_ok),
    Pattern("date9_named_weekday_after", rf"(?<![\w./-])(?:{_B['dmy']}|(?P<y5>{_Y4})\.[ ]?(?P<m5>{_MON_ANY})\.?[ ](?P<d5>{_DAY})\.)"
            rf",?[ ](?P<wd>{_WD_AFTER})", "DATE", 0.97,
            validator=lambda m: _named_group_ok(m) and m.group("wd").lower() not in {"domingo", "sabato", "domenica"}),
    Pattern("date9_weekday_numeric",
            rf"{_NA}(?<![\w'’.-])(?P<wd>{_WD_BEFORE_NUMERIC}|(?:{trie_regex(_WD_ENGLISH_FORMS)}){_NB}(?=\.?,?[ ]\d{{1,2}}\.\d{{1,2}}\.(?!\d)))"
            rf"\.?,?[ ](?:(?:den|le|el|il|the)[ ])?(?:{_NUMERIC_AFTER_WD})", "DATE", 0.97, validator=_numeric_wd_ok),
    Pattern("date9_weekday_foreign",
            rf"{_NA}(?<!['’-])(?:{trie_regex(_WD_PLAIN_FORMS | _WD_NAMED_LOWER_OK)}|(?:montag|dienstag|mittwoch|donnerstag|freitag|"
            r"samstag|sonntag)s|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s|(?:sábado|sabado)s)(?![^\W\d_]|['’-])", "DATE", 0.55),
    Pattern("date9_weekday_foreign_cued", rf"\b(?i:{_FOREIGN_CUES})[ ](?P<w>{trie_regex(_CUED_NAMED)})(?![^\W\d_]|['’-])", "DATE", 0.6,
            group="w", validator=lambda m: not (m.group("w")[0].isupper() and m.group(0).split()[0] in _EN_CUES_BEFORE_NAME)),
    Pattern("date9_weekday_lower_pronoun", r"\b(?:on|next|this|last|every|til|till|until|since)[ ](?P<w>mon|tue|wed|thu|sat|sun|Sat|Sun)"
            r"(?=[ ](?:she|he|i|I|we|they|you|pt|my|mum|mom|dad|nan|gran|we'll|i'll|I'll|she'll|he'll|they'll|you'll)\b)",
            "DATE", 0.55, group="w"),
    # ------------------------------------------------------------------ CJK, Vietnamese, Roman-numeral months
    Pattern("date9_cjk",
            rf"(?<![0-9０-９])(?:(?:(?P<era>令和|平成|昭和|大正|明治|民國|民国)(?P<ey>元|{_CD}{{1,3}})|(?P<y>{_CD}{{4}}))[ ]?年[ ]?"
            rf"(?P<m>{_CD}{{1,2}})[ ]?月(?:[ ]?(?P<d>{_CD}{{1,2}})[ ]?日)?|(?P<m2>{_CD}{{1,2}})月(?P<d2>{_CD}{{1,2}})日"
            rf"|(?P<ky>{_CD}{{4}})[ ]?년[ ]?(?P<km>{_CD}{{1,2}})[ ]?월(?:[ ]?(?P<kd>{_CD}{{1,2}})[ ]?일)?"
            rf"|(?P<km2>{_CD}{{1,2}})월[ ]?(?P<kd2>{_CD}{{1,2}})일){_CJK_WD}", "DATE", 0.95, validator=_cjk_ok),
    Pattern("date9_cjk_weekday", r"(?:[月火水木金土日]曜日|(?:星期|禮拜|礼拜)[一二三四五六日天]|[월화수목금토일]요일)", "DATE", 0.7),
    Pattern("date9_vietnamese",
            r"(?:(?:Thứ[ ](?:Hai|Ba|Tư|Năm|Sáu|Bảy|hai|ba|tư|năm|sáu|bảy)|Chủ[ ][Nn]hật),?[ ](?:ngày[ ])?)?"
            r"\b(?P<d>[12]\d|3[01]|0?[1-9])[ ]tháng[ ](?P<m>1[0-2]|0?[1-9])(?:(?:[ ]năm[ ]|,[ ]|[ ])(?P<y>(?:19|20)\d{2}))?(?!\d)",
            "DATE", 0.9, validator=lambda m: valid_date(int(m.group("d")), int(m.group("m")))),
    Pattern("date9_roman_month",
            rf"(?<![\w./-])(?:(?P<rd>{_DAY})(?:(?P<rs>[./-])(?P<rm>{_RM})(?P=rs)(?:{_Y4}|\d{{2}})|[ ](?P<rm3>{_RM_MULTI})[ ]{_Y4})"
            rf"|{_Y4}\.[ ]?(?P<rm2>{_RM})\.[ ]?(?P<rd2>{_DAY})\.(?!\d)|(?P<rm4>{_RM_MULTI})[./]{_Y4})(?![\w/-]|[.,]\d)",
            "DATE", 0.92, validator=_roman_ok),
    # ------------------------------------------------------------------ ranges as one string
    Pattern("date9_numeric_range",
            r"(?<![\w./-])(?:(?P<a1>\d{1,2})(?P<s1>[./])(?P<b1>\d{1,2})(?:(?P=s1)(?P<y1>(?:19|20)\d{2}))?\.?[ ]?[-–—][ ]?|(?P<a0>\d{1,2})\.?[-–])"
            r"(?P<a2>\d{1,2})(?P<s2>[./])(?P<b2>\d{1,2})(?P=s2)(?P<y2>(?:19|20)\d{2})(?![\w/-]|[.,]\d)", "DATE", 0.97, validator=_range_ok),
    Pattern("date9_dashed_range",  # a hyphen between two dashed dates only with spaces
            r"(?<![\w./-])(?P<a1>\d{1,2})(?P<s1>-)(?P<b1>\d{1,2})-(?P<y1>(?:19|20)\d{2})(?:[ ]?[–—][ ]?|[ ]-[ ])"
            r"(?P<a2>\d{1,2})(?P<s2>-)(?P<b2>\d{1,2})-(?P<y2>(?:19|20)\d{2})(?![\w/-]|[.,]\d)", "DATE", 0.97, validator=_range_ok),
    Pattern("date9_iso_range", r"(?<![\w./-])(?P<y1>(?:19|20)\d{2})-(?P<m1>\d{2})-(?P<d1>\d{2})(?:/|[ ]?[–—][ ]?|[ ]-[ ])"
            r"(?P<y2>(?:19|20)\d{2})-(?P<m2>\d{2})-(?P<d2>\d{2})(?![\w/-]|[.,:]\d)", "DATE", 0.97, validator=_iso_range_ok),
    # ------------------------------------------------------------------ Hijri years, split years
    Pattern("date9_hijri_year", r"(?:(?<=\bAH[ ])|(?<=\bA\.H\.[ ])|(?<![\w./-])(?=1[34]\d{2}[ ](?:AH|A\.H\.|Hijri|HIJRI)(?!\w)))"
            r"(?P<y>1[34]\d{2})(?![\w/-]|[.,]\d)", "DATE", 0.85, validator=lambda m: 1300 <= int(m.group("y")) <= 1500),
    Pattern("date9_hijri_month_year",
            r"(?<![\w'’-])(?:Muharram|Moharram|Safar|Rabi[' ’]?(?:al|ul)[- ](?:Awwal|Awal|Thani|Akhir|Akhar)|Jumad[ae][' ’]?(?:al|ul)[- ]"
            r"(?:Ula|Oola|Awwal|Akhirah|Akhira|Thani)|Rajab|Sha['’]?ban|Ramadan|Ramazan|Ramadhan|Shawwal|Dhu[' ’]?(?:al|l)[- ]"
            r"(?:Qa['’]?dah|Qi['’]?dah|Hijjah)|Dhul[- ](?:Qa['’]?dah|Qi['’]?dah|Hijjah))[ ,]+(?P<y>1[34]\d{2})(?![\w/-]|[.,:]\d)",
            "DATE", 0.9, validator=lambda m: 1300 <= int(m.group("y")) <= 1500),
    Pattern("date9_split_year", r"(?<![\w./-])(?P<a>(?:19|20)\d{2})/(?P<b>(?:19|20)\d{2}|\d{2})(?![\w/-]|[.,]\d)", "DATE", 0.65,
            validator=_split_year_ok, context_required=True, window=25, context_side="before",
            context=("winter", "summer", "spring", "autumn", "fall", "season", "term", "year", "academic", "school", "fiscal",
                     "financial", "fy", "in", "during", "since", "from", "the", "of", "tax", "flu")),
    # ------------------------------------------------------------------ holidays
    Pattern("date9_holiday", rf"(?<![\w'’-])(?:{trie_regex(_holiday_forms(_HOLIDAYS))})(?![\w'’-]){_NOT_HOLIDAY_AFTER}", "DATE", 0.7),
    Pattern("date9_holiday_cued", rf"\b{_HOLIDAY_CUE}(?:the[ ])?(?P<h>{trie_regex(_holiday_forms(_HOLIDAYS_CUED))})(?![\w'’-])"
            rf"{_NOT_HOLIDAY_AFTER}(?![ ][A-Z][a-z])", "DATE", 0.65, group="h"),  # not a given name ("for Ramzan Ali")
    Pattern("date9_holiday_foreign_cued",
            r"\b(?:" + "|".join(rf"(?:{c})[ ](?:(?:la|le|el|il|der|die)[ ])?(?=(?:{n})(?![\w'’-]))" for c, n in _HOLIDAYS_FOREIGN_CUED.values())
            + r")(?P<h>" + "|".join(n for _, n in _HOLIDAYS_FOREIGN_CUED.values()) + r")(?![\w'’-])", "DATE", 0.65, group="h"),
    Pattern("date9_holiday_tet_named", r"\b(?P<h>Tet)(?=[ ](?:holidays?|festival|celebrations?|New[ ]Year|season|break)\b)", "DATE", 0.7,
            group="h"),
    Pattern("loc9_holiday_place", rf"\b(?:{_HOLIDAY_PLACES})\b", "LOCATION", 0.8),
    Pattern("org9_holiday_name", rf"\b(?:{_HOLIDAY_ORGS})\b", "ORGANIZATION", 0.8),
    # ------------------------------------------------------------------ ages over 89 in speech
    Pattern("age9_first_person", r"(?<![\w'’])(?:(?:I|i)(?:[ ]am|'m|’m|[ ]was|[ ]will[ ]be|'ll[ ]be|’ll[ ]be|[ ]turned|[ ]just[ ]turned|"
            rf"[ ]have[ ]just[ ]turned|['’]ve[ ]just[ ]turned)|Im|im)[ ]{_MOD}{_N}{_AGE_TAIL}", "AGE", 0.75, group="n",
            validator=_age_said_ok, flags=re.MULTILINE),
    Pattern("age9_when_was",  # "when I was 95", "by the time she turned 100": the clause says it is an age
            r"\b(?i:when|since|until|till|by[ ]the[ ]time|once|after|before)[ ](?:I|i|she|he|we|they|you|(?i:my|his|her)[ ]"
            r"(?i:mum|mom|mother|dad|father|nan|gran|husband|wife))[ ](?i:was|were|am|is|turned|turn|turns|reached|reach|reaches|hit|hits|"
            rf"got[ ]to|get[ ]to|'s|’s)[ ]{_N}{_AGE_NOT_UNIT}", "AGE", 0.75, group="n", validator=_age_said_ok),
    Pattern("age9_kin_possessive", rf"(?<![\w'’])(?:(?i:my|his|her|our|their|your|the)[ ])?(?i:{_KIN})(?:'s|’s)[ ]{_MOD}{_N}{_AGE_TAIL}",
            "AGE", 0.75, group="n", validator=_age_said_ok, flags=re.MULTILINE),
    Pattern("age9_turn",
            r"\b(?:(?i:i|you|he|she|they|we|mum|mom|dad|nan|gran|granny|grandma|grandpa|grandad)[ ](?:(?i:will|is[ ]going[ ]to|"
            r"are[ ]going[ ]to|am[ ]going[ ]to|is[ ]about[ ]to|is[ ]due[ ]to)[ ])?|(?i:i|you|he|she|they|we)(?:'ll|’ll)[ ]|"
            rf"(?i:will|about[ ]to|going[ ]to|due[ ]to|set[ ]to)[ ])turn[ ]{_N}{_AGE_TAIL_TURN}", "AGE", 0.75, group="n",
            validator=_age_said_ok, flags=re.MULTILINE),
    Pattern("age9_label_dash", rf"\b(?:Age|AGE|age)(?:[ ]?[-–—=]|[ ]?\((?i:y|yrs?|years?)\)[ ]?[:=-]?)[ ]?(?P<n>{_AGE})"
            r"(?![\w/]|[.,]\d|[ ]?(?:%|mg|kg|lbs?)|[ ]?[-–][ ]?\d)", "AGE", 0.8, group="n"),
    Pattern("age9_sex_glued", rf"(?<![\w/.-]){_AGE}(?:y|yo|y/o|yr|yrs)[FM](?![\w/])", "AGE", 0.85, validator=_not_temp),
    Pattern("age9_paren_sex", rf"\((?P<n>{_AGE}[FM]|{_AGE})(?:[ ](?:F|M|yo[ ]?[FM]|y/o[ ]?[FM]))?\)", "AGE", 0.75, group="n",
            validator=lambda m: _not_temp(m) and (m.group("n")[-1] in "FM" or m.group(0) != f"({m.group('n')})")),
    Pattern("age9_y_sex", rf"(?<![\w.,/-])(?P<n>{_AGE})[ ]?(?:y|yr|yo|y/o|y\.o\.)[ ](?:female|male|woman|man|lady|gentleman|gent|F|M)\b",
            "AGE", 0.8, group="n", validator=_not_temp),
    Pattern("age9_person_of",
            r"\b(?i:a|an|the|this|that)[ ](?:(?i:spry|frail|sprightly|lovely|sweet|remarkable|fit|healthy|independent|active|elderly|old|"
            r"feisty|charming|delightful|pleasant|cheerful|alert|wonderful|young)[ ])?(?i:lady|man|woman|gentleman|gent|widow|widower|"
            rf"chap|fellow|patient|gran|granny|nan|grandmother|grandfather|veteran|resident)[ ]of[ ]{_N}(?![.,]\d)(?=[ ]?(?:$|[,.;:!?)])|"
            r"[ ](?i:years|yrs|who|with|and|living|lives|from|is|was|presented|presenting|admitted|still)\b)",
            "AGE", 0.75, group="n", flags=re.MULTILINE),
)
