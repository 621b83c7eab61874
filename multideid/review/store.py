"""The review file: what the model found, what the reviewer decided, saved after every action.

The file is JSON (format ``multideid-review``, version 1; described in docs/review.md).  It
holds offsets, labels, scores, base names, document ids and SHA-256 hashes of the document
texts, never document text, so it can sit beside the corpus without copying PHI.

Every action is written atomically (temporary sibling, ``fsync``, ``os.replace``, then an
``fsync`` of the directory): a crash leaves either the previous or the new file, never a
half-written one.  The action log makes ``undo`` possible across restarts.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import time
from pathlib import Path

from multideid.errors import DataError, OutputError, UsageError
from multideid.ioutil import atomic_path

FORMAT = "multideid-review"
PRED_FORMAT = "multideid-review-predictions"
VERSION = 1
STATUSES = ("accepted", "rejected")
LABEL_RE = re.compile(r"^[A-Za-z0-9_\-.]{1,64}$")
MAX_LOG = 5000


def atomic_write_json(path: Path, data: dict) -> str:
    """Write ``data`` to ``path`` through the project's one atomic writer
    (:func:`multideid.ioutil.atomic_path` with ``durable=True``: temporary sibling, ``fsync``,
    ``os.replace``, ``fsync`` of the directory; the temporary removed on error and on signals).
    Raises :class:`OutputError` (nothing left behind) when the write fails.  Returns the SHA-256
    of the bytes written."""
    raw = (json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
    try:
        with atomic_path(path, kind="file", overwrite=True, durable=True) as tmp:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "wb") as fh:
                fh.write(raw)
    except OSError as exc:  # opening the temporary (atomic_path turns the rest into OutputError)
        raise OutputError(f"cannot write the review file ({exc.strerror or type(exc).__name__})", path) from None
    return hashlib.sha256(raw).hexdigest()


def _read_bytes(path: Path) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as exc:
        raise DataError(f"cannot read ({exc.strerror or type(exc).__name__}); move the review file away to start a new review",
                        path) from None


def _parse_json(raw: bytes, path: Path, what: str):
    try:
        return json.loads(raw.decode("utf-8"))
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        raise DataError(f"cannot read the {what} ({type(exc).__name__}); move it away to start a new review", path) from None


def _read_json(path: Path, what: str):
    return _parse_json(_read_bytes(path), path, what)


def check_label(label) -> str:
    if not isinstance(label, str) or not LABEL_RE.match(label):
        raise UsageError("label must be 1-64 letters, digits, '_', '-' or '.'")
    return label


def effective(item: dict) -> dict:
    """The span as the reviewer left it: offsets and label after edits, and its status
    (``pending``, ``accepted`` or ``rejected``)."""
    d = item.get("decision") or {}
    return {
        "start": d.get("start", item["start"]),
        "end": d.get("end", item["end"]),
        "label": d.get("label", item["label"]),
        "status": d.get("status", "pending"),
    }


class ReviewStore:
    """The review file in memory; every mutating method saves it before returning."""

    def __init__(self, path: Path, data: dict):
        self.path = Path(path)
        self.data = data

    # ------------------------------------------------------------------ creation / loading

    @classmethod
    def create(cls, path: Path, *, source: dict, documents: list[dict], labels: list[str], bases: list[str],
               low_score: float) -> "ReviewStore":
        """Write the predictions file once, then the review file (the predictions' SHA-256 in it)."""
        now = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        data = {
            "format": FORMAT, "version": VERSION, "created": now, "updated": now,
            "source": source, "labels": sorted(labels), "bases": list(bases), "low_score": float(low_score),
            "position": {"doc": 0, "item": None},
            "documents": documents, "log": [],
        }
        store = cls(path, data)
        pred = {"format": PRED_FORMAT, "version": VERSION,
                "documents": [{"id": d["id"], "items": [it for it in d["items"] if it["origin"] != "added"]}
                              for d in documents]}
        data["predictions"] = {"file": store.pred_path.name, "sha256": atomic_write_json(store.pred_path, pred)}
        store.save()
        return store

    @property
    def pred_path(self) -> Path:
        """The predictions file beside the review file (``X.review.json`` -> ``X.review.pred.json``)."""
        name = self.path.name[:-5] if self.path.name.endswith(".json") else self.path.name
        return self.path.with_name(name + ".pred.json")

    @classmethod
    def load(cls, path: Path) -> "ReviewStore":
        path = Path(path)
        data = _read_json(path, "review file")
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise DataError("not a multideid review file", path)
        if data.get("version") != VERSION:
            raise DataError(f"review file version {data.get('version')!r} is not supported (this multideid reads {VERSION})", path)
        store = cls(path, data)
        docs, pinfo = data.get("documents"), data.get("predictions")
        if not isinstance(docs, list) or not all(isinstance(d, dict) and isinstance(d.get("id"), str) for d in docs):
            raise DataError("review file has no valid 'documents' list", path)
        if not isinstance(pinfo, dict) or pinfo.get("file") != store.pred_path.name:
            raise DataError("review file does not name its predictions file", path)
        raw = _read_bytes(store.pred_path)
        if hashlib.sha256(raw).hexdigest() != pinfo.get("sha256"):
            raise DataError("the predictions file does not match the review file (SHA-256 differs); refusing to resume",
                            store.pred_path)
        pred = _parse_json(raw, store.pred_path, "predictions file")
        pdocs = pred.get("documents") if isinstance(pred, dict) else None
        if not isinstance(pdocs, list) or [d.get("id") for d in pdocs if isinstance(d, dict)] != [d["id"] for d in docs]:
            raise DataError("the predictions file lists other documents than the review file", store.pred_path)
        for d, pd in zip(docs, pdocs):
            items = pd.get("items")
            added = d.get("added", [])
            decisions = d.get("decisions", {})
            if not isinstance(items, list) or not isinstance(added, list) or not isinstance(decisions, dict):
                raise DataError(f"malformed entry for document {d['id']!r}", path)
            for it in items + added:
                if not (isinstance(it, dict) and isinstance(it.get("id"), str) and isinstance(it.get("start"), int)
                        and isinstance(it.get("end"), int) and isinstance(it.get("label"), str)
                        and it.get("origin") in ("model", "base", "added")):
                    raise DataError(f"malformed span in document {d['id']!r}", path)
            for it in items:
                dec = decisions.get(it["id"])
                if dec is not None:
                    it["decision"] = dec
            d["items"] = sorted(items + added, key=lambda x: (x["start"], x["end"], x["id"]))
            d.pop("decisions", None), d.pop("added", None)
        data.setdefault("log", [])
        data.setdefault("position", {"doc": 0, "item": None})
        return store

    def check_same_documents(self, hashes: list[tuple[str, str]]) -> None:
        """Refuse (DataError) to resume when the documents differ from those reviewed."""
        have = [(d["id"], d.get("sha256")) for d in self.data["documents"]]
        if have == hashes:
            return
        ids_have, ids_now = [i for i, _ in have], [i for i, _ in hashes]
        if ids_have != ids_now:
            why = f"{len(ids_have)} documents reviewed, the input has {len(ids_now)}"
            missing = [i for i in ids_have if i not in set(ids_now)]
            if missing:
                why += f"; document {missing[0]!r} is gone"
            elif len(ids_have) == len(ids_now):
                why = "the documents are in another order or renamed"
        else:
            changed = next(i for (i, a), (_, b) in zip(have, hashes) if a != b)
            why = f"the text of document {changed!r} changed (SHA-256 differs)"
        raise DataError(f"the review file was made for other documents ({why}); refusing to resume: "
                        "pass --review-file NEW to start a new review", self.path)

    # ------------------------------------------------------------------ persistence

    def save(self) -> None:
        """Write the review file: decisions, added spans, sign-offs, position and log (small: the
        predictions live in their own file, written once)."""
        self.data["updated"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        out = {k: v for k, v in self.data.items() if k != "documents"}
        docs = []
        for d in self.data["documents"]:
            rec = {k: v for k, v in d.items() if k != "items"}
            rec["decisions"] = {it["id"]: it["decision"] for it in d["items"]
                                if it["origin"] != "added" and it.get("decision") is not None}
            rec["added"] = [it for it in d["items"] if it["origin"] == "added"]
            docs.append(rec)
        out["documents"] = docs
        atomic_write_json(self.path, out)

    # ------------------------------------------------------------------ queries

    @property
    def documents(self) -> list[dict]:
        return self.data["documents"]

    def doc(self, index) -> dict:
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.documents):
            raise UsageError("no such document")
        return self.documents[index]

    def item(self, doc: dict, item_id) -> dict:
        for it in doc["items"]:
            if it["id"] == item_id:
                return it
        raise UsageError("no such span")

    def labels(self) -> list[str]:
        seen = set(self.data.get("labels", []))
        for d in self.documents:
            for it in d["items"]:
                seen.add(effective(it)["label"])
        return sorted(seen)

    def summary(self, index: int) -> dict:
        """Counts for the document list (no text)."""
        d = self.documents[index]
        low = float(self.data.get("low_score", 0.75))
        counts: dict[str, int] = {}
        pending = low_n = disagree = 0
        for it in d["items"]:
            e = effective(it)
            if it["origin"] != "base" and e["status"] != "rejected":
                counts[e["label"]] = counts.get(e["label"], 0) + 1
            if e["status"] == "pending" and it["origin"] == "model":
                pending += 1
            if it["origin"] == "model" and it.get("score", 1.0) < low:
                low_n += 1
            if it.get("disagreement"):
                disagree += 1
        return {"index": index, "id": d["id"], "counts": counts, "pending": pending, "low": low_n,
                "disagreements": disagree, "reviewed": bool(d.get("reviewed")), "n_items": len(d["items"])}

    # ------------------------------------------------------------------ actions

    def _record(self, doc_index: int, item_id, before, after, kind: str = "item") -> None:
        self.data["log"].append({"doc": doc_index, "item": item_id, "kind": kind, "before": before, "after": after,
                                 "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())})
        del self.data["log"][:-MAX_LOG]

    def _set(self, doc_index: int, it: dict, decision: dict | None) -> None:
        before = it.get("decision")
        if decision is None:
            it.pop("decision", None)
        else:
            it["decision"] = decision
        self._record(doc_index, it["id"], before, decision)

    def _check_offsets(self, doc: dict, start, end) -> tuple[int, int]:
        ok = all(isinstance(v, int) and not isinstance(v, bool) for v in (start, end))
        if not ok or not 0 <= start < end <= int(doc["length"]):
            raise UsageError(f"offsets must satisfy 0 <= start < end <= {doc['length']}")
        return start, end

    def act(self, doc_index: int, op: str, *, item=None, label=None, start=None, end=None) -> dict:
        """Apply one reviewer action and save.  Returns ``{"item": id}`` of the span concerned."""
        doc = self.doc(doc_index)
        if op == "undo":
            return self.undo()
        if op == "done":
            pending = self.summary(doc_index)["pending"]
            if pending:
                raise UsageError(f"{pending} predicted spans are still undecided; accept or reject them first")
            before = bool(doc.get("reviewed"))
            doc["reviewed"] = True
            self._record(doc_index, None, before, True, kind="reviewed")
        elif op == "accept_rest":
            changed = [it for it in doc["items"] if it["origin"] == "model" and effective(it)["status"] == "pending"]
            for it in changed:
                it["decision"] = {**(it.get("decision") or {}), "status": "accepted"}
            self._record(doc_index, None, [[it["id"], None] for it in changed], None, kind="batch")
        elif op == "reopen":
            before = bool(doc.get("reviewed"))
            doc["reviewed"] = False
            self._record(doc_index, None, before, False, kind="reviewed")
        elif op == "add":
            start, end = self._check_offsets(doc, start, end)
            label = check_label(label)
            n = 1 + max([int(it["id"][1:]) for it in doc["items"] if it["id"].startswith("a")] or [0])
            it = {"id": f"a{n}", "origin": "added", "start": start, "end": end, "label": label}
            doc["items"].append(it)
            doc["items"].sort(key=lambda x: (x["start"], x["end"], x["id"]))
            it["decision"] = {"status": "accepted"}
            self._record(doc_index, it["id"], None, dict(it), kind="add")
            item = it["id"]
        elif op in ("accept", "reject", "relabel", "adjust", "reset"):
            it = self.item(doc, item)
            dec = dict(it.get("decision") or {})
            if op == "accept":
                dec["status"] = "accepted"
            elif op == "reject":
                dec = {"status": "rejected"}
            elif op == "relabel":
                dec.update(status="accepted", label=check_label(label))
                if dec["label"] == it["label"]:
                    dec.pop("label")
            elif op == "adjust":
                s, e = self._check_offsets(doc, start, end)
                dec.update(status="accepted", start=s, end=e)
                if (s, e) == (it["start"], it["end"]):
                    dec.pop("start"), dec.pop("end")
            else:
                dec = None
            if it["origin"] == "added" and op == "reject":
                doc["items"].remove(it)
                self._record(doc_index, it["id"], dict(it), None, kind="add")
            else:
                self._set(doc_index, it, dec)
            if op != "accept" and doc.get("reviewed") and self.summary(doc_index)["pending"]:
                doc["reviewed"] = False
        else:
            raise UsageError(f"unknown action {op!r}")
        self.data["position"] = {"doc": doc_index, "item": item}
        self.save()
        return {"item": item, "doc": doc_index}

    def undo(self) -> dict:
        """Revert the last action (of any document) and save; returns where it happened."""
        log = self.data["log"]
        if not log:
            raise UsageError("nothing to undo")
        a = log.pop()
        doc = self.documents[a["doc"]]
        if a["kind"] == "batch":
            for item_id, before in a["before"]:
                it = self.item(doc, item_id)
                if before is None:
                    it.pop("decision", None)
                else:
                    it["decision"] = before
        elif a["kind"] == "reviewed":
            doc["reviewed"] = a["before"]
        elif a["kind"] == "add":
            if a["before"] is None:  # undo an addition
                doc["items"] = [it for it in doc["items"] if it["id"] != a["item"]]
            else:  # undo the removal of an added span
                doc["items"].append(a["before"])
                doc["items"].sort(key=lambda x: (x["start"], x["end"], x["id"]))
        else:
            it = self.item(doc, a["item"])
            if a["before"] is None:
                it.pop("decision", None)
            else:
                it["decision"] = a["before"]
        self.data["position"] = {"doc": a["doc"], "item": a["item"]}
        self.save()
        return {"item": a["item"], "doc": a["doc"]}

    def set_position(self, doc_index: int, item_id) -> None:
        self.doc(doc_index)
        if item_id is not None and not isinstance(item_id, str):
            raise UsageError("item must be a string")
        self.data["position"] = {"doc": doc_index, "item": item_id}
        self.save()
