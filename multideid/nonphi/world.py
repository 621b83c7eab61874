"""World lists of words that are never PHI (``[run] nonphi_world``, session 26).

On English text unlike the training templates (hand-written set 16: a device leaflet, a catheter
guide, a ringside physician's checklist, code-mixed family chats) the learned taggers, at times with
the knowledge bases, take three classes of words for names, places or organisations. Each is a class
of the world, listed from general knowledge in ``multideid/data/nonphi_world/`` ("written for the
project"); a final span is dropped **whatever base found it** when (after the layout step, before the
region veto; nothing is dropped when no learned base's spans are given: an old caller, fails closed):

* **a product, test or eponym** (:func:`product_span`; ``products.txt``: devices, catheters and
  continence products, enteral and infant nutrition, dressings, drug brands, tests and scales named by
  an eponym or brand, eponyms of syndromes): the span's core is one listed phrase, or a list of them
  joined by commas, ``and``, ``or``, ``/``, each optionally after a listed maker (``Boston Scientific
  WaveWriter Alpha``) and before a model or version token (``3``, ``II``, ``Alpha``, ``Plus``,
  ``2kcal``, ``HFX``, a score ``17/17``); a maker alone only right before one of its products in the
  text (``Medtronic`` before ``Intellis``). A phrase whose every word is a name or place of the
  project's lists or a common English word (``Pierre Robin``, ``Denver``, ``Hickman``, ``Ensure``)
  needs a **context** on its line: a model or version token, a head noun of its category (``sequence``,
  ``line``, ``plates``, ``supplements``...) or another listed phrase outside the span;
* **a programme, standard or code acronym** (:func:`acronym_span`; ``acronyms.txt``: ``MARAC``,
  ``IDVA``, ``NHSP``, ``AOAE``, ``LOINC``, ``GTIN``, ``PDF417``): the whole core as written, four
  letters or more or with a digit, no name or place of the project's lists (``DASH``, ``SMART``), not
  next to a capitalised word (``Leeds CMHT``); also an ``ID`` span; and a guidance or HL7 event code
  (:func:`standard_code`: ``NICE CG32``, ``ORU^R01``);
* **words of another language** in a code-mixed text (:func:`foreign_span`; ``words_*.txt``: Swahili,
  Hindi and Urdu, Tamil in Latin script, Scots, Tagalog, Pidgin and creoles, Afrikaans, Spanish,
  French): every word of the core is a listed word of one language and no given name or surname of the
  project's lists (the English gazetteer, every Faker locale), and the document holds four distinct
  listed words of that language or more that are no common English words (Zipf < 3), one of them on
  the span's line outside it; or a lower-case dialect spelling that drops the ``g`` of an English
  ``-ing`` word (``tinglin``, ``hirplin``) on such a line.

Guards (a guard that fires keeps the span): a name cue right before it (``Mr``, ``Dr``, ``patient``,
``wife``, ``signed``...: :func:`multideid.nonphi.guards.name_cue_before`); a possessive or a
capitalised word joined to it by a space that is no listed word (``Robin Smith``); for foreign words, a
speaker of the chat (``Amma:``; :func:`multideid.nonphi.lexicon.is_speaker`).

A model whose stored config predates ``[run] nonphi_world`` skips the step.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from importlib import resources

from multideid.document import Span
from multideid.nonphi.forms import split_dropped
from multideid.nonphi.guards import name_cue_before
from multideid.nonphi.hygiene import span_core

__all__ = ["CATEGORY_HEADS", "acronym_span", "acronyms", "enabled", "foreign_span", "language_words", "person_words",
           "product_span", "products", "standard_code", "world_digest", "world_spans"]

#: head nouns that make a listed phrase a product, test or eponym on its line (case-folded)
CATEGORY_HEADS = {
    "device": frozenset("""pump pumps device devices stimulator stimulators neurostimulator implant implanted vad lvad
        alarm alarms controller driveline battery batteries sensor monitor machine mask cpap aid aids processor
        frame collar splint brace harness boot hoist drain system ventilator generator ipg programs program
        rechargeable charger flow""".split()),
    "catheter": frozenset("""catheter catheters line lines picc port cvc tube tubes bag bags valve balloon ch fr stoma
        pouch pouches pads pad irrigation solution solutions urethral suprapubic continence gastrostomy button
        silicone""".split()),
    "feed": frozenset("""feed feeds formula milk supplement supplements shot shots thickener sachet sachets bottle
        bottles kcal ml drink drinks powder scoop scoops vitamins nutrition ons""".split()),
    "dressing": frozenset("""dressing dressings wound foam gauze tape swabs swelling packing bandage""".split()),
    "drug": frozenset("""mg mcg tablet tablets dose doses inhaler cream ointment spray injection patch gel units puffs
        capsules""".split()),
    "test": frozenset("""test tests plates chart charts score scale questionnaire acuity grid eyes cards assessment
        sign manoeuvre maneuver screen screening stage positive negative rule rules criteria classification
        type system formula grading grade assay""".split()),
    "eponym": frozenset("""sequence syndrome disease sign diverticulum fracture procedure operation palsy
        encephalopathy anomaly repair position incision reflex eponyms pupil type classification""".split()),
}
#: tokens of a model or version after a product (case-folded); a number, a roman numeral, a score and
#: a short code in capitals are models too
MODEL_WORDS = frozenset("""plus pro alpha beta max mini extra ultra compact junior infant peptide energy original
    protein fibre fiber advance life border lite classic sport xl sr mr connect select solo duo trio
    elite prime one ml mg mcg g units kcal""".split())
_MODEL = re.compile(r"(?:\d+(?:\.\d+)?(?:kcal|ml|mg)?|[IVX]{1,4}|\d+/\d+|[A-Z]{1,4}\d*|[A-Z]?\d+[A-Z]*)$")
_SPLIT = re.compile(r"\s*(?:,|;|(?<!\d)/|/(?!\d)|\band\b|\bor\b)\s*")  # a score 17/17 is no list
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
_TOKEN = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_LOWER_LINE_WORD = re.compile(r"\b[a-z]{3,}\b")
MIN_DOC_WORDS = 4
LINE_REACH = 300
ENGLISH_ZIPF = 3.0


def enabled(cfg: Mapping | None) -> bool:
    """``[run] nonphi_world``; a model whose stored config predates the key skips the step."""
    run = (cfg or {}).get("run", {}) or {}
    return bool(run.get("nonphi_world", False))


def _read(name: str) -> list[str]:
    text = resources.files("multideid").joinpath("data", "nonphi_world", name).read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]


@lru_cache(maxsize=1)
def person_words() -> frozenset[str]:
    """Case-folded given names and surnames of the English gazetteer and of every Faker locale."""
    from multideid.base_systems.gazetteers import load_gazetteer
    from multideid.nonphi.lexicon import faker_person_words

    lists = load_gazetteer("en").lists
    return frozenset({w.casefold() for key in ("first_names", "last_names") for w in lists.get(key, ())}
                     | faker_person_words(True))


@lru_cache(maxsize=1)
def _places() -> frozenset[str]:
    from multideid.base_systems.gazetteers import load_gazetteer

    lists = load_gazetteer("en").lists
    return frozenset(w.casefold() for key in ("cities", "states", "countries") for w in lists.get(key, ()))


@lru_cache(maxsize=8192)
def _zipf(word: str) -> float:
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "en", wordlist="best")


def _plain(word: str) -> bool:
    """A word that may be a person, a place or plain English (so a phrase of such words needs context)."""
    low = word.casefold()
    return low in person_words() or low in _places() or _zipf(low) >= ENGLISH_ZIPF


@lru_cache(maxsize=1)
def products() -> dict[str, tuple[str, bool]]:
    """Case-folded listed phrase -> ``(category, needs context)``."""
    out: dict[str, tuple[str, bool]] = {}
    for line in _read("products.txt"):
        term, _, cat = (p.strip() for p in line.partition("|"))
        words = _WORD.findall(term)
        if not words or cat not in CATEGORY_HEADS and cat != "maker":
            continue
        out[term.casefold()] = (cat, all(_plain(w) for w in words))
    return out


@lru_cache(maxsize=1)
def _by_first() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for term in products():
        out.setdefault(term.split()[0], []).append(term)
    for v in out.values():
        v.sort(key=len, reverse=True)
    return out


@lru_cache(maxsize=1)
def acronyms() -> frozenset[str]:
    """The listed acronyms, as written."""
    return frozenset(_read("acronyms.txt"))


@lru_cache(maxsize=1)
def language_words() -> dict[str, frozenset[str]]:
    """Language code -> case-folded listed words of that language."""
    out: dict[str, set[str]] = {}
    for code in ("sw", "hi", "ta"):
        out[code] = {w.casefold() for w in _read(f"words_{code}.txt")}
    for line in _read("words_misc.txt"):
        code, _, word = line.partition(" ")
        out.setdefault(code, set()).add(word.strip().casefold())
    return {k: frozenset(v) for k, v in out.items()}


def world_digest() -> str:
    """SHA-256 over the world lists (what the step reads)."""
    import hashlib

    h = hashlib.sha256()
    for name in ("products.txt", "acronyms.txt", "words_sw.txt", "words_hi.txt", "words_ta.txt", "words_misc.txt"):
        h.update("\n".join(_read(name)).encode("utf-8") + b"\0")
    return h.hexdigest()


# ------------------------------------------------------------------------------------------ products

def _line(text: str, a: int, b: int) -> tuple[int, int]:
    """The span's line, at most :data:`LINE_REACH` characters either side (linear work on a huge line)."""
    la = max(text.rfind("\n", max(0, a - LINE_REACH), a) + 1, a - LINE_REACH, 0)
    lb = text.find("\n", b, b + LINE_REACH)
    return la, min(len(text), b + LINE_REACH) if lb < 0 else lb


def _match_item(item: str) -> tuple[list[tuple[str, bool]], bool] | None:
    """``([(category, needs context)...], has a model token)`` when ``item`` is makers, one listed
    phrase and model tokens; else None."""
    low = item.casefold()
    found = []
    pos = 0
    while pos < len(low):
        rest = low[pos:]
        first = rest.split()[0] if rest.split() else ""
        hit = next((t for t in _by_first().get(first, ()) if rest == t or rest.startswith(t + " ")), None)
        if hit is None:
            break
        found.append(products()[hit])
        pos += len(hit) + 1
    if not found or any(c == "maker" for c, _ in found[-1:]) and pos < len(low):
        return None
    tail = item[pos:].split() if pos < len(item) else []
    if any(not (t.casefold() in MODEL_WORDS or _MODEL.match(t)) for t in tail):
        return None
    if len(tail) > 2:
        return None
    return found, bool(tail)


def _maker_before_product(text: str, item: str, b: int) -> bool:
    """The maker ``item`` (ending at ``b``) stands right before one of its products."""
    after = re.findall(r"[^\s,;:()]+", text[b:b + 60].split("\n")[0])[:2]
    for k in (2, 1):
        if len(after) >= k:
            got = _match_item(" ".join([item, *after[:k]]))
            if got is not None and got[0][-1][0] != "maker":
                return True
    return False


def _items(core: str) -> list[str] | None:
    parts = [p for p in _SPLIT.split(core)]
    return parts if all(p.strip() for p in parts) else None


def _listed_outside(text: str, la: int, lb: int, a: int, b: int) -> bool:
    """Another listed phrase (no context needed for it) on the line outside ``[a, b)``."""
    for m in _WORD.finditer(text, la, lb):
        if a <= m.start() < b or (m.start() > 0 and text[m.start() - 1] in ".@/_-"):  # not in an address
            continue
        low = m.group().casefold()
        for t in _by_first().get(low, ()):
            if text[m.start():m.start() + len(t)].casefold() == t and not products()[t][1]:
                return True
    return False


def _context(text: str, a: int, b: int, cats: set[str], place: bool) -> bool:
    """A head noun of ``cats`` on the line (for a ``place``: among the two words after the span), a
    number, score or roman numeral after the span (for a place: a roman numeral only), or another
    listed phrase on the line (not for a place)."""
    la, lb = _line(text, a, b)
    heads = set().union(*(CATEGORY_HEADS.get(c, frozenset()) for c in cats))
    after = [w.casefold() for w in _WORD.findall(text[b:lb])[:2]]
    words = set(after) if place else {w.casefold() for w in _WORD.findall(text[la:a] + " " + text[b:lb])}
    if words & heads:
        return True
    m = re.match(r"[ \t]+([^\s,;:)]+)", text[b:lb])
    if m and re.fullmatch(r"[IVX]{2,4}" if place else r"[IVX]{2,4}|\d+(?:\.\d+)?(?:/\d+)?", m.group(1).rstrip(".")):
        return True
    return not place and _listed_outside(text, la, lb, a, b)


def _listed_forms(item: str) -> list[str]:
    """The listed phrases as written in the list file that ``item`` (case-folded) starts with."""
    low = item.strip().casefold()
    return [w for w in _as_written() if low == w.casefold() or low.startswith(w.casefold() + " ")]


@lru_cache(maxsize=1)
def _as_written() -> tuple[str, ...]:
    return tuple(line.partition("|")[0].strip() for line in _read("products.txt"))


def _local_context(text: str, a: int, b: int, cats: set[str], listed: bool) -> bool:
    """A head noun of ``cats`` among the two words after the span, a score or number right after it,
    a finding word right before it, or (``listed``: the span is a list of listed phrases) a listed
    neighbour: the span's own list, or a listed phrase right before or after it across a comma."""
    la, lb = _line(text, a, b)
    heads = set().union(*(CATEGORY_HEADS.get(c, frozenset()) for c in cats))
    if {w.casefold() for w in _WORD.findall(text[b:lb])[:2]} & heads:
        return True
    place = any(w.casefold() in _places() for w in _WORD.findall(text[a:b]))
    if re.match(r"[ \t]+[IVX]{2,4}\b" if place else r"[ \t]+(?:[IVX]{2,4}|\d+(?:/\d+)?)(?![\w/-])", text[b:lb]):
        return True
    before = _WORD.findall(text[la:a])[-1:]
    if before and before[0].casefold() in ("negative", "positive", "neg", "pos", "abnormal", "normal"):
        return True
    if listed:
        return True
    return _listed_in_list(text, la, lb, a, b)


def _listed_in_list(text: str, la: int, lb: int, a: int, b: int) -> bool:
    """Another item of the span's list (items split by commas and ``and``, the list cut at ``:``,
    ``;``, a sentence end or a bracket) starts with a listed phrase that is no name, place or common
    word (``Snellen, Ishihara plates, fundoscopy, Romberg and tandem gait``)."""
    cut = re.compile(r"[:;()\[\]]|\.(?:\s|$)")
    left = [m.end() for m in cut.finditer(text, la, a)]
    start = left[-1] if left else la
    m = cut.search(text, b, lb)
    end = m.start() if m else lb
    for item in re.split(r",|\band\b|\bor\b", text[start:a] + "\0" + text[b:end]):
        words = item.replace("\0", " ").split()
        if "\0" in item or not words:
            continue
        for k in (3, 2, 1):
            got = _match_item(" ".join(words[:k])) if len(words) >= k else None
            if got is not None and not all(n for _, n in got[0]):
                return True
    return False


def product_span(text: str, a: int, b: int) -> bool:
    """The core ``[a, b)`` is listed products, tests or eponyms (module docstring)."""
    core = text[a:b]
    if "\n" in core or not core[:1].isupper():
        return False
    items = _items(core)
    if not items:
        return False
    cats: set[str] = set()
    needs = place = local = False
    for item in items:
        got = _match_item(item.strip())
        if got is None:
            return False
        found, model = got
        cats.update(c for c, _ in found)
        if found[-1][0] == "maker" and not _maker_before_product(text, item.strip(), b):
            return False
        if item.strip().isupper() and not any(w.isupper() for w in _listed_forms(item)):
            return False  # a word in capitals is listed so ("PENROSE," is a name in a header)
        if found[-1][0] in ("eponym", "test") and not model and not re.search(r"\s[a-z]", item.strip()):
            local = True  # a surname first: only a head, score or listed neighbour right by it
        if all(n for c, n in found if c != "maker"):  # a model token is no context: "Bristol BS1" is a postcode
            needs = True
            place = place or any(w.casefold() in _places() for w in _WORD.findall(item))
    if local:
        return _local_context(text, a, b, cats, len(items) > 1)
    return not needs or _context(text, a, b, cats, place)


_GUIDANCE = re.compile(r"\bNICE[ \t]+((?:CG|NG|QS|TA|PH|DG|IPG|MTG|HTG|NG)\d{1,4})\b")
_HL7_EVENT = re.compile(r"\b(?:ADT|ORU|ORM|OML|ORL|SIU|MDM|DFT|BAR|RDE|RDS|VXU|ACK|QBP|RSP|MFN|PPR|REF|RRI)\^([A-Z]\d{2})\b")


def standard_code(text: str, a: int, b: int) -> bool:
    """The core ``[a, b)`` is a NICE guidance number after ``NICE`` (``CG32``, ``NG51``) or an HL7 v2
    trigger event after its message type (``R01`` of ``ORU^R01``)."""
    for pat in (_GUIDANCE, _HL7_EVENT):
        for m in pat.finditer(text, max(0, a - 12), min(len(text), b + 2)):
            if m.span(1) == (a, b):
                return True
    return False


def acronym_span(text: str, a: int, b: int) -> bool:
    """The core ``[a, b)`` is one listed acronym as written; one of three letters or fewer only on a
    line with a lower-case word of three letters or more (``AAA : HT`` is a typist's initials)."""
    core = text[a:b]
    if core not in acronyms() or (len(re.sub(r"[^A-Za-z]", "", core)) < 4 and not any(c.isdigit() for c in core)):
        return False
    if core.casefold() in person_words() or core.casefold() in _places():
        return False  # "DASH", "SMART": a surname in capitals
    if re.search(r"[A-Z][\w'’&.-]*[ \t]$", text[max(0, a - 30):a]) and not re.search(r"[.:;|][ \t]*\S*[ \t]$",
                                                                                  text[max(0, a - 30):a]):
        return False  # "Hampshire CAMHS", "Leeds CMHT": part of a service's name
    return re.match(r"[ \t]+[A-Z][a-z]", text[b:b + 3]) is None


# --------------------------------------------------------------------------------------- languages

@lru_cache(maxsize=64)
def _doc_languages(text: str) -> frozenset[str]:
    """The languages with :data:`MIN_DOC_WORDS` distinct listed non-English words in ``text``."""
    words = {w.casefold() for w in _TOKEN.findall(text)}
    out = set()
    for code, listed in language_words().items():
        hits = {w for w in words & listed if _zipf(w) < ENGLISH_ZIPF}
        if len(hits) >= MIN_DOC_WORDS:
            out.add(code)
    return frozenset(out)


def _line_has(text: str, a: int, b: int, listed: frozenset[str]) -> bool:
    """The span's line holds, outside the span, a listed word that is no common English word (Zipf
    < 3), or two that are no very common ones (Zipf < 4.5: ``tae``, ``mart``; never ``an``, ``to``)."""
    la, lb = _line(text, a, b)
    rare = 0
    for m in _TOKEN.finditer(text, la, lb):
        if a <= m.start() < b:
            continue
        w = m.group().casefold()
        if w in listed:
            z = _zipf(w)
            if z < ENGLISH_ZIPF:
                return True
            rare += z < 4.5
    return rare >= 2


def _dropped_g(word: str) -> bool:
    return word.islower() and len(word) >= 5 and word.endswith("in") and _zipf(word + "g") >= ENGLISH_ZIPF \
        and word not in person_words()


def foreign_span(text: str, a: int, b: int) -> bool:
    """The core ``[a, b)`` is words of another language in a code-mixed text (module docstring)."""
    words = _TOKEN.findall(text[a:b])
    if not words or "\n" in text[a:b] or any(w.casefold() in person_words() for w in words):
        return False
    if re.search(r"[\d@/]", text[a:b]):
        return False
    langs = _doc_languages(text)
    for code in langs:
        listed = language_words()[code]
        if all(w.casefold() in listed for w in words) and _line_has(text, a, b, listed):
            return True
    if len(words) == 1 and _dropped_g(words[0]):
        la, lb = _line(text, a, b)
        others = {w for w in _LOWER_LINE_WORD.findall(text) if w != words[0] and _dropped_g(w)}
        return len(_LOWER_LINE_WORD.findall(text, la, lb)) >= 4 and bool(others)
    return False


# ------------------------------------------------------------------------------------------ step

#: a field label whose value is a place or a person ("Island: Brava", "Surname: Penrose")
_PLACE_OR_NAME_FIELD = re.compile(
    r"(?i)\b(?:island|town|city|village|hamlet|parish|county|country|state|province|region|district|"
    r"municipality|residence|address|birthplace|place of birth|born in|lives in|nationality|home|"
    r"(?<!product )(?<!brand )(?<!trade )(?<!drug )(?<!device )(?<!generic )name|surname|family name|given names?|first name|last name|forename|maiden name)[ \t]*[:=][ \t]*$")

#: a particle of names and place names right before the span ("Centro de Saúde da Brava", "van Dijk")
_NAME_PARTICLE = re.compile(r"(?:^|[\s(])(?:da|de|do|dos|das|di|del|della|van|von|der|den|du|des|al|el|bin|ibn|ter|ten)[ \t]+$")


def _guarded(text: str, a: int, b: int) -> bool:
    """A name cue, a place or name field label or a name particle before the span, a possessive
    after it, or a capitalised word joined to it by a space that is no listed word."""
    if name_cue_before(text, a) and not text[max(0, a - 1):a] == "(":  # "nurse (IDVA-trained)": no cue
        return True
    if _PLACE_OR_NAME_FIELD.search(text[max(0, a - 30):a]) or _NAME_PARTICLE.search(text[max(0, a - 12):a]):
        return True
    if re.match(r"['’]s\b", text[b:b + 3]):
        return True
    m = re.match(r" ([A-Z][\w'’-]*)", text[b:b + 40])
    if m and m.group(1).casefold() not in _by_first() and m.group(1).casefold() in person_words():
        return True
    before = text[max(0, a - 40):a]
    if re.search(r"\b[A-Z]\.?[ \t]*$", before):
        return True  # an initial: "Dr. R. Graves"
    m = re.search(r"([A-Z][\w'’-]*) $", before)
    if not m or m.group(1).casefold() in _by_first():
        return False
    low = m.group(1).casefold()
    return low in person_words() or _zipf(low) < 3.5  # "Morwenna Penrose"; "Teacher Conners 3" is no name


def world_spans(text: str, spans: Sequence[Span], *, knowledge: Sequence[Span],  # noqa: ARG001
                learned: Sequence[Sequence[Span]]) -> tuple[list[Span], list[Span]]:
    """``(kept, dropped)``: the spans of ``spans`` in one of the classes of the module docstring,
    whatever base found them.  ``learned``: none given, nothing is dropped."""
    from multideid.nonphi.lexicon import is_speaker
    from multideid.nonphi.lists import VETO_CLASSES
    from multideid.propagate import coarse_class

    if not learned or not spans:
        return list(spans), []
    dropped = []
    for s in spans:
        a, b = span_core(text, s.start, s.end)
        if b <= a:
            continue
        label = coarse_class(s.label)
        vetoable = label in VETO_CLASSES or s.label in VETO_CLASSES
        if not vetoable and label != "ID":
            continue
        if _guarded(text, a, b):
            continue
        if acronym_span(text, a, b) or standard_code(text, a, b):
            dropped.append(s)
        elif vetoable and product_span(text, a, b):
            dropped.append(s)
        elif vetoable and foreign_span(text, a, b) and not is_speaker(text, a, b):
            dropped.append(s)
    return split_dropped(spans, dropped)
