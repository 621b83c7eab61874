"""``fit --reuse OLD``: take bases unchanged from a model fitted on the same corpus.

Comparing bases on one's own data means fitting the same ensemble again and again with one base
swapped in or retuned.  Every base of a model fitted with ``[stacking] store_oof`` keeps its
out-of-fold decisions (``oof/``) next to its deployed files, so a new fit on the *same* corpus
with the *same* folds can take a base over instead of training it again (for the crf, about
70 % of a fit), and train only the new or changed bases and the stacker.

A base is reused only when nothing that decides its output differs:

* the model as a whole: the training corpus (ids, texts, gold: ``training_data.sha256``), the
  documents' language metadata, ``[corpus]``, the fold count and seed, the tokenization (token
  counts per document) and the versions of the libraries the model recorded;
* the base itself: the same name and type, the same resolved ``[bases.NAME]`` settings and the
  same base version as the installed code;
* the rule packs (:func:`rules_digest`, recorded by ``fit`` as ``meta["rules_sha256"]``): the
  base versions do not change when a pattern is added, yet the rules and presidio bases find
  other spans and every trained base reads other rule hits.  When they differ (or the model
  predates the digest), those bases are refitted; the dictionary's word lists are pinned apart.

Anything else is refitted, and :attr:`ReusePlan.refit` says why.  A model that cannot serve at
all (another corpus, no stored out-of-fold data, other folds) is a :class:`UsageError`: the user
asked for reuse, and silently fitting everything would cost what they meant to save.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping, Sequence

from multideid.base_systems.base import LANGUAGE_KEY
from multideid.document import Document
from multideid.errors import ModelError, UsageError
from multideid.model import ModelFiles, library_versions, read_model_json
from multideid.registry import get_base_class
from multideid.stacking.oof_store import has_oof, load_oof


def languages_digest(docs: Sequence[Document]) -> str:
    """SHA-256 over each document's ``metadata["language"]`` (what bases with ``locale =
    "auto"`` read instead of detecting): the part of a corpus that ``corpus_digest`` leaves out."""
    return _digest(str(d.metadata.get(LANGUAGE_KEY, "")) for d in docs)


def _digest(values) -> str:
    h = hashlib.sha256()
    for v in values:
        h.update(v.encode("utf-8", "surrogatepass") + b"\0")
    return h.hexdigest()


def rules_digest() -> str:
    """SHA-256 over the rule packs' source and word lists (``base_systems/packs``, the
    ``base_systems/data`` lexicons) and the rules base: what the rules and presidio bases match
    and what the trained bases read as rule-hit features."""
    import multideid.base_systems as bs

    root = Path(bs.__file__).parent
    files = sorted([*(root / "packs").glob("*.py"), *(root / "data").glob("*.txt"), root / "rules.py"])
    h = hashlib.sha256()
    for f in files:
        h.update(f.relative_to(root).as_posix().encode("utf-8") + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()


#: base types whose own output comes from the rule packs (trained bases read their hits too)
RULE_TYPES = ("rules", "presidio")


@dataclass
class ReusePlan:
    """Which bases a fit takes over from ``source`` and why the others are refitted."""

    source: Path
    reused: list[str] = field(default_factory=list)
    refit: dict[str, str] = field(default_factory=dict)
    views: list[dict] = field(default_factory=list)  # per document: the reused bases' out-of-fold views
    entries: dict[str, dict] = field(default_factory=dict)  # the reused bases' meta.json entries
    files: list[str] = field(default_factory=list)  # the reused bases' files, relative to source

    def copy_into(self, tmp: Path) -> None:
        """Copy the reused bases' deployed files into the model being written."""
        for rel in self.files:
            (tmp / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(self.source / rel, tmp / rel)

    def describe(self) -> str:
        """One line for stderr: what is reused, what is fitted and why (no document content)."""
        parts = []
        if self.reused:
            parts.append(f"reusing {', '.join(self.reused)} from {self.source}")
        if self.refit:
            parts.append("fitting " + ", ".join(f"{b} ({why})" for b, why in self.refit.items()))
        return "; ".join(parts)


def _same(a, b) -> bool:
    return json.dumps(a, sort_keys=True, default=str) == json.dumps(b, sort_keys=True, default=str)


def _loads(ens, name: str) -> bool:
    """Whether the installed code loads the source's base ``name`` (a layout written by an older
    multideid of the same base version, e.g. without a file added since, is refitted)."""
    try:
        ens.bases[name]
    except (ModelError, OSError, ValueError, KeyError):  # a third-party base may not wrap its errors
        return False
    return True


def plan_reuse(source: str | Path, cfg: Mapping, names: Sequence[str], docs: Sequence[Document],
               corpus_sha256: str) -> ReusePlan:
    """Check ``source`` against this fit (``cfg``, the selected ``names``, the training ``docs``
    after ``[corpus] language`` was applied, their ``corpus_digest``) and load the out-of-fold
    views of every base it can take over.  Raises :class:`UsageError` when it can serve none."""
    from multideid.ensemble import load_model  # ensemble imports this module

    ens = load_model(source)  # verifies checksums and pins (ModelError, exit 4)
    src = ens.path
    meta, old = ens.meta, ens.config

    def refuse(why: str):
        raise UsageError(f"--reuse {src}: {why}; nothing can be reused (fit without --reuse)")

    if not has_oof(src / "oof"):
        refuse("the model keeps no out-of-fold data (fitted with stacking.store_oof = false)")
    td = meta.get("training_data", {})
    if td.get("sha256") != corpus_sha256:
        refuse("it was fitted on another training corpus (the ids, texts or gold annotations differ)")
    # models fitted before the digest was recorded: their documents carried no language
    if td.get("languages_sha256", _digest("" for _ in docs)) != languages_digest(docs):
        refuse("the training documents' language metadata differ")
    if not _same(old.get("corpus", {}).get("language"), cfg.get("corpus", {}).get("language")):
        refuse("[corpus] language differs")
    st_old, st_new = old.get("stacking", {}), cfg.get("stacking", {})
    for key, default in (("folds", 5), ("seed", 0)):
        if int(st_old.get(key, default)) != int(st_new.get(key, default)):
            refuse(f"stacking.{key} differs ({st_old.get(key, default)} there, {st_new.get(key, default)} here)")
    here = library_versions()
    changed = [k for k, v in meta.get("versions", {}).items() if k in here and here[k] != v]
    if changed:
        k = changed[0]
        refuse(f"it was fitted with {k} {meta['versions'][k] or '(absent)'}, this installation has {here[k] or '(absent)'}")

    plan = ReusePlan(src)
    rules_why = None
    if meta.get("rules_sha256") != rules_digest():
        rules_why = "rule packs changed" if meta.get("rules_sha256") else "rule packs not recorded in that model"
    by_name = {b.get("name"): b for b in meta.get("bases", [])}
    stored = set(read_model_json(src / "oof" / "tokens.json").get("bases", []))  # checksum-verified
    for n in names:
        entry, new = by_name.get(n), cfg["bases"][n]
        btype = new.get("type", n)
        if entry is None:
            plan.refit[n] = "not in that model"
        elif entry.get("type") != btype:
            plan.refit[n] = f"type {entry.get('type')} there"
        elif not _same(old.get("bases", {}).get(n), new):
            plan.refit[n] = "settings changed"
        elif str(entry.get("version", "")) != str(getattr(get_base_class(btype), "version", "")):
            plan.refit[n] = "base version changed"
        elif rules_why and (btype in RULE_TYPES or entry.get("trainable", True)):
            plan.refit[n] = rules_why
        elif n not in stored:
            plan.refit[n] = "no stored out-of-fold data"
        elif not _loads(ens, n):
            plan.refit[n] = "its files do not load with this installation"
        else:
            plan.reused.append(n)
            plan.entries[n] = dict(entry)
    if not plan.reused:
        return plan
    views, surfs, _ = load_oof(src / "oof", plan.reused)
    if len(surfs) != len(docs) or any(len(s) != len(d.tokens) for s, d in zip(surfs, docs)):
        refuse("its documents were tokenized differently (another tokenizer version)")
    plan.views = views
    prefixes = tuple(f"{rel}/" for rel in (ModelFiles(Path(".")).base(n).as_posix() for n in plan.reused))
    plan.files = sorted(rel for rel in meta.get("files", {}) if rel.startswith(prefixes))
    return plan
