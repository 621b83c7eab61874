"""Fake base systems and a tiny hand-built corpus for the stacker/model/CLI tests.

The fakes are real BaseSystem subclasses (fit/predict/to_disk) with transparent behaviour, so
the tests can state exactly what the stacker should learn from them.
"""

from __future__ import annotations

import json
from contextlib import contextmanager
import random
import re
from pathlib import Path

from multideid.base_systems.base import BaseSystem
from multideid.document import Document, Span
from multideid.registry import register_base

_DATE = re.compile(r"\b\d{1,2}/\d{1,2}/\d{4}\b")
_DR = re.compile(r"\bDr\. ([A-Z][a-z]+)")


class FakeDates(BaseSystem):
    """Knowledge-based: dates by regex, labelled DATE (the corpus calls them FECHAS)."""

    name = "fake_dates"
    requires_fit = False

    def __init__(self, label: str = "DATE"):
        self.label = label

    @property
    def labels(self):
        return [self.label]

    def predict(self, docs):
        return [[Span(m.start(), m.end(), self.label, 0.9, self.source) for m in _DATE.finditer(d.text)] for d in docs]


class FakeDoctors(BaseSystem):
    """Knowledge-based: the word after "Dr." labelled NAME."""

    name = "fake_doctors"
    requires_fit = False

    def __init__(self):
        pass

    @property
    def labels(self):
        return ["NAME"]

    def predict(self, docs):
        return [[Span(m.start(1), m.end(1), "NAME", 0.8, self.source) for m in _DR.finditer(d.text)] for d in docs]


class FakeWords(BaseSystem):
    """Trainable: remembers which capitalised words were PHI in training and their label."""

    name = "fake_words"

    def __init__(self, min_count: int = 1):
        self.min_count = min_count

    def fit(self, docs):
        counts: dict[str, dict[str, int]] = {}
        for d in docs:
            for s in d.gold or []:
                for m in re.finditer(r"\w+", d.text[s.start:s.end]):
                    w = m.group()
                    if w[:1].isupper():
                        counts.setdefault(w, {}).setdefault(s.label, 0)
                        counts[w][s.label] += 1
        self.words_ = {w: max(c, key=c.get) for w, c in counts.items() if sum(c.values()) >= self.min_count}
        self.labels_ = sorted(set(self.words_.values()))
        self.is_fitted_ = True
        return self

    def predict(self, docs):
        self.check_is_fitted()
        out = []
        for d in docs:
            sp = []
            for m in re.finditer(r"\w+", d.text):
                lab = self.words_.get(m.group())
                if lab:
                    sp.append(Span(m.start(), m.end(), lab, 0.7, self.source))
            out.append(sp)
        return out

    def _save_state(self, path: Path) -> None:
        (path / "words.json").write_text(json.dumps(self.words_, sort_keys=True), encoding="utf-8")

    def _load_state(self, path: Path) -> None:
        self.words_ = json.loads((path / "words.json").read_text(encoding="utf-8"))


class FakeMemoriser(BaseSystem):
    """Trainable cheat: returns the gold spans of documents it was trained on, noise elsewhere.

    In-sample it looks perfect; out of fold it is garbage.  A stacker trained on in-sample
    predictions would trust it blindly.
    """

    name = "fake_memoriser"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def fit(self, docs):
        self.memory_ = {d.text: [[s.start, s.end, s.label] for s in d.gold or []] for d in docs}
        self.labels_ = sorted({s.label for d in docs for s in d.gold or []})
        self.is_fitted_ = True
        return self

    def predict(self, docs):
        self.check_is_fitted()
        out = []
        for d in docs:
            if d.text in self.memory_:
                out.append([Span(a, b, l, 1.0, self.source) for a, b, l in self.memory_[d.text]])
                continue
            rng = random.Random(f"{self.seed}:{d.id}")
            toks = d.tokens
            sp = []
            for i in range(len(toks)):
                if rng.random() < 0.3 and self.labels_:
                    sp.append(Span(toks.starts[i], toks.ends[i], rng.choice(self.labels_), 1.0, self.source))
            out.append(sp)
        return out

    def _save_state(self, path: Path) -> None:
        (path / "memory.json").write_text(json.dumps(self.memory_), encoding="utf-8")

    def _load_state(self, path: Path) -> None:
        self.memory_ = json.loads((path / "memory.json").read_text(encoding="utf-8"))


FAKES = {"fake_dates": FakeDates, "fake_doctors": FakeDoctors, "fake_words": FakeWords, "fake_memoriser": FakeMemoriser}


def register_fakes() -> None:
    for name, cls in FAKES.items():
        register_base(name, f"{__name__}:{cls.__name__}")


# --------------------------------------------------------------------------- corpus

FIRST = ["Ana", "Luis", "Marta", "Pedro", "Elena", "Jorge", "Lucia", "Pablo", "Sara", "Diego", "Irene", "Hugo"]
LAST = ["Garcia", "Lopez", "Martin", "Ruiz", "Moreno", "Navarro", "Torres", "Romero", "Gil", "Serrano"]
DOCS = ["Vidal", "Prieto", "Molina", "Castro", "Ortega", "Rubio"]
TEMPLATES = [
    "Paciente {p} ingresa el {d1} por dolor toracico.\nValorado por Dr. {dr} el {d2}.\n",
    "Control de {p} el dia {d1}. Alta el {d2} firmada por Dr. {dr}.\n",
    "Informe: {p}, seguimiento {d1}.\nDr. {dr}\n",
    "El paciente {p} acude con su hermano {p2} el {d1}.\nRevisado por Dr. {dr}.\n",
]


def make_doc(i: int, rng: random.Random) -> Document:
    """One synthetic note with gold spans (patients, family, doctors, dates)."""
    tpl = TEMPLATES[i % len(TEMPLATES)]
    vals = {
        "p": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
        "p2": f"{rng.choice(FIRST)} {rng.choice(LAST)}",
        "dr": rng.choice(DOCS),
        "d1": f"{rng.randint(1, 28)}/{rng.randint(1, 12)}/{rng.randint(1990, 2020)}",
        "d2": f"{rng.randint(1, 28)}/{rng.randint(1, 12)}/{rng.randint(1990, 2020)}",
    }
    labels = {"p": "NOMBRE_SUJETO_ASISTENCIA", "p2": "FAMILIARES_SUJETO_ASISTENCIA",
              "dr": "NOMBRE_PERSONAL_SANITARIO", "d1": "FECHAS", "d2": "FECHAS"}
    text, gold, pos = "", [], 0
    for m in re.finditer(r"\{(\w+)\}", tpl):
        text += tpl[pos:m.start()]
        v = vals[m.group(1)]
        gold.append(Span(len(text), len(text) + len(v), labels[m.group(1)]))
        text += v
        pos = m.end()
    text += tpl[pos:]
    return Document(id=f"note{i:03d}", text=text, gold=gold)


def make_corpus(n: int, seed: int = 0, offset: int = 0) -> list[Document]:
    rng = random.Random(seed)
    return [make_doc(offset + i, rng) for i in range(n)]


def fake_config(bases: dict[str, str], **stacking) -> dict:
    """A resolved config for the given ``{instance: fake type}``."""
    from multideid.config import CORPUS_DEFAULTS, RUN_DEFAULTS
    from multideid.stacking.defaults import DEFAULTS

    register_fakes()
    cfg = {"corpus": dict(CORPUS_DEFAULTS), "bases": {}, "stacking": {**DEFAULTS, **stacking}, "run": dict(RUN_DEFAULTS)}
    for inst, typ in bases.items():
        cfg["bases"][inst] = {"type": typ, "enabled": True, **FAKES[typ].default_params()}
    return cfg


#: a config file for CLI tests: the three fast fake bases, 3 folds
FAKE_CLI_CONFIG = """
bases_replace = true

[bases.dates]
type = "fake_dates"

[bases.doctors]
type = "fake_doctors"

[bases.words]
type = "fake_words"

[stacking]
folds = 3
"""


@contextmanager
def fake_default_config():
    """Register the fake bases and make the default configuration hold no base while the block
    runs: CLI tests must not import (or wait for) the heavy real bases; their config file
    (:data:`FAKE_CLI_CONFIG`) supplies the fake ones.  Yields the CLI app."""
    import pytest

    import multideid.config as config

    register_fakes()
    from multideid.cli import app

    original = config.default_config
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(config, "default_config", lambda bases=(): original(bases))
        yield app
