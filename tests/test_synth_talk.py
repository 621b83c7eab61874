"""The generator writes names where general English puts them (multideid.synth.talk, issue 22).

Each test looks for a shape in the generated corpus that the generator before session 11 never
wrote: speaker names opening chat lines, lists of given names, speech verbs, names opening a
sentence with no cue, staff e-mails, companies with legal forms, publications, phone numbers
abroad, names of more cultures; and the test split's speaker forms stay out of training.
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from multideid.synth import generate_corpus
from multideid.synth.names import MORE_LOCALES, world_names

NAMES = ("PATIENT", "DOCTOR")
KIN = {"wife", "husband", "son", "daughter", "mother", "father", "sister", "brother", "niece", "nephew", "aunt",
       "uncle", "partner", "grandson", "granddaughter", "on"}


@lru_cache(maxsize=2)
def _docs(split: str = "train"):
    return tuple(generate_corpus(300, seed=11, split=split))


def _spans(label_set, split: str = "train"):
    for d in _docs(split):
        for s in sorted(d.gold, key=lambda s: s.start):
            if s.label in label_set:
                yield d, s


def _line_start(text: str, i: int) -> bool:
    return i == 0 or text[i - 1] == "\n"


def test_chat_lines_open_with_the_speakers_name_patient_and_clinician():
    speakers = {"PATIENT": 0, "DOCTOR": 0}
    for d, s in _spans(NAMES):
        if _line_start(d.text, s.start) and d.text[s.end : s.end + 2] == ": ":
            speakers[s.label] += 1
    assert speakers["PATIENT"] >= 20 and speakers["DOCTOR"] >= 20, speakers


def test_lists_of_three_or_more_given_names():
    lists = 0
    for d in _docs():
        names = sorted((s for s in d.gold if s.label == "PATIENT"), key=lambda s: s.start)
        run = 1
        for a, b in itertools.pairwise(names):
            gap = d.text[a.end : b.start]
            run = run + 1 if gap in (", ", " and ", ", and ", " & ", "; ") else 1
            if run == 3:
                lists += 1
    assert lists >= 3  # the generator before session 11: 0


def test_speech_verbs_next_to_names():
    quoted = sum(1 for d, s in _spans(NAMES) if re.search(r'," (says|adds) $', d.text[max(0, s.start - 8) : s.start])
                 or re.match(r'(,? (said|says|explained)\b)', d.text[s.end : s.end + 12]))
    assert quoted >= 10


def test_names_open_sentences_without_a_cue_word():
    # a one-word title-case name at the start of a line (or after a "[date time] " stamp),
    # followed by a lower-case verb: "Okafor came in alone ...", "Ana quit smoking ..."
    n = 0
    for d, s in _spans(("PATIENT",)):
        before = d.text[: s.start]
        at_start = _line_start(d.text, s.start) or re.search(r"\n\[[^\]\n]+\] $", before) is not None
        word = d.span_text(s)
        nxt = re.match(r" ([a-z]+) ", d.text[s.end : s.end + 20])
        if at_start and " " not in word and word[:1].isupper() and not word.isupper() and not word.endswith("'s") \
                and nxt and nxt.group(1) not in KIN:
            n += 1
    assert n >= 10  # the generator before session 11: 2 in these 300 documents


def test_staff_emails_name_clinicians_in_from_lines():
    n = sum(1 for d, s in _spans(("DOCTOR",)) if d.text[max(0, s.start - 6) : s.start] == "From: ")
    assert n >= 5


def test_companies_with_legal_forms_and_publications():
    orgs = [d.span_text(s) for d, s in _spans(("ORGANIZATION",))]
    assert sum(o.endswith(("Inc.", "Ltd.", "Corp.", "Co.", "GmbH")) for o in orgs) >= 3
    # rendered on their own: publications, and a legal form before a sentence's period
    from multideid.synth.builder import DocBuilder
    from multideid.synth.context import Context, doc_rng

    pubs, texts = 0, []
    for i in range(40):
        c = Context(doc_rng(5, "train", i), "train")
        b = DocBuilder()
        c.render(b, "Reads {publication}. Works at {company}.")
        pubs += any(b.text()[s.start : s.end].endswith(("Gazette", "Tribune", "Herald", "Times", "Post", "Review",
                                                         "Ledger", "Weekly", "Chronicle", "Sentinel"))
                    for s in b.spans if s.label == "ORGANIZATION")
        texts.append(b.text())
    assert pubs == 40
    assert not any(".." in t for t in texts) and sum(t.endswith(("Inc.", "Ltd.", "Corp.", "Co.")) for t in texts) >= 2
    # a legal form ending a sentence is written once ("... Inc."), never "Inc.."
    assert not any(".." in d.span_text(s) + d.text[s.end : s.end + 1] for d, s in _spans(("ORGANIZATION",)))


def test_phone_numbers_abroad():
    abroad = [d.span_text(s) for d, s in _spans(("PHONE",)) if re.match(r"(\+|00)(?!1 )\d", d.span_text(s))]
    assert len(abroad) >= 5


def test_more_cultures_in_the_name_pool():
    import importlib

    w = world_names()
    pool = set(w["first_m"]) | set(w["first_f"]) | set(w["last"])
    assert any(n.endswith("sdóttir") for n in w["last"]) and any(n.endswith("sson") for n in w["last"])
    for loc in MORE_LOCALES:
        prov = importlib.import_module(f"faker.providers.person.{loc}").Provider
        attr = "first_romanized_names" if hasattr(prov, "first_romanized_names") else "first_names_male"
        assert pool & {str(x) for x in getattr(prov, attr)}, loc


def test_test_split_speaker_forms_never_in_training():
    angle = re.compile(r"(?m)^<[^>\n]+> ")
    assert not any(angle.search(d.text) for d in _docs("train"))
    assert any(angle.search(d.text) for d in _docs("test"))
