"""The network of the ``neural`` base (PyTorch; imported only when the base fits or predicts).

* :class:`CRF`: a linear-chain CRF output layer over BIO tags, written out here: the forward
  algorithm (log partition, the training loss), Viterbi decoding and per-token marginals by
  forward-backward (what the stacker reads).  Transitions that BIO forbids (``O`` -> ``I-X``,
  ``B-X`` -> ``I-Y``, a sequence starting with ``I-X``) get a fixed score of -10,000.
* :class:`Tagger`: per token a lower-cased word embedding, a word-shape embedding, a
  character CNN (max-pooled) and optionally a projection of the knowledge bases' hits,
  concatenated, then one bidirectional LSTM layer, a linear layer to tag scores and the CRF.
* :func:`train`: Adam with a per-epoch exponential learning-rate decay, gradient clipping,
  word dropout, early stopping on the held-out segments' strict span F1 (the best epoch's
  weights are kept).

Everything random draws from generators seeded by the caller, so a fit is reproducible.
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

import numpy as np
import torch
from torch import nn

FORBIDDEN = -10_000.0


def bio_allowed(tags: Sequence[str]) -> tuple[torch.Tensor, torch.Tensor]:
    """``(transitions, starts)`` masks (1 = allowed) of BIO tag sequences over ``tags``."""
    k = len(tags)
    trans = torch.ones(k, k)
    start = torch.ones(k)
    for j, t in enumerate(tags):
        if t.startswith("I-"):
            start[j] = 0.0
            for i, s in enumerate(tags):
                if s[2:] != t[2:] or s == "O":
                    trans[i, j] = 0.0
    return trans, start


class CRF(nn.Module):
    """Linear-chain CRF over ``n_tags`` tags with masked (forbidden) transitions.

    Sequences are left-aligned in a batch: ``mask[b, t]`` is true for the real positions of
    sequence ``b`` (every sequence has at least one).
    """

    def __init__(self, allowed: torch.Tensor, allowed_start: torch.Tensor):
        super().__init__()
        k = allowed.shape[0]
        self.trans = nn.Parameter(torch.zeros(k, k))
        self.start = nn.Parameter(torch.zeros(k))
        self.end = nn.Parameter(torch.zeros(k))
        self.register_buffer("penalty", (1.0 - allowed) * FORBIDDEN)
        self.register_buffer("start_penalty", (1.0 - allowed_start) * FORBIDDEN)

    def _scores(self) -> tuple[torch.Tensor, torch.Tensor]:
        return self.trans + self.penalty, self.start + self.start_penalty

    def _alphas(self, em: torch.Tensor, mask: torch.Tensor) -> list[torch.Tensor]:
        trans, start = self._scores()
        alpha = start + em[:, 0]
        out = [alpha]
        for t in range(1, em.shape[1]):
            nxt = torch.logsumexp(alpha.unsqueeze(2) + trans.unsqueeze(0), dim=1) + em[:, t]
            alpha = torch.where(mask[:, t].unsqueeze(1), nxt, alpha)
            out.append(alpha)
        return out

    def log_partition(self, em: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        return torch.logsumexp(self._alphas(em, mask)[-1] + self.end, dim=1)

    def gold_score(self, em: torch.Tensor, tags: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        trans, start = self._scores()
        m = mask.float()
        emit = em.gather(2, tags.unsqueeze(2)).squeeze(2)
        score = start[tags[:, 0]] + (emit * m).sum(1)
        if em.shape[1] > 1:
            score = score + (trans[tags[:, :-1], tags[:, 1:]] * m[:, 1:]).sum(1)
        last = tags.gather(1, (mask.sum(1) - 1).unsqueeze(1)).squeeze(1)
        return score + self.end[last]

    def nll(self, em: torch.Tensor, tags: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """Mean negative log-likelihood of the gold ``tags`` (the training loss)."""
        return (self.log_partition(em, mask) - self.gold_score(em, tags, mask)).mean()

    def viterbi(self, em: torch.Tensor, mask: torch.Tensor) -> list[list[int]]:
        """The best tag sequence of each sequence (lists of its real length)."""
        trans, start = self._scores()
        score = start + em[:, 0]
        back = []
        for t in range(1, em.shape[1]):
            cand = score.unsqueeze(2) + trans.unsqueeze(0)
            best, idx = cand.max(dim=1)
            nxt = best + em[:, t]
            m = mask[:, t].unsqueeze(1)
            score = torch.where(m, nxt, score)
            back.append(idx)
        score = score + self.end
        lengths = mask.sum(1).tolist()
        last = score.argmax(1).tolist()
        back_np = [b.numpy() for b in back]
        out = []
        for b, n in enumerate(lengths):
            path = [last[b]]
            for t in range(n - 1, 0, -1):
                path.append(int(back_np[t - 1][b, path[-1]]))
            out.append(path[::-1])
        return out

    def marginals(self, em: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """``P(tag_t = k | sequence)`` by forward-backward, shape ``(batch, time, tags)``."""
        trans, _ = self._scores()
        alphas = self._alphas(em, mask)
        log_z = torch.logsumexp(alphas[-1] + self.end, dim=1)
        T = em.shape[1]
        beta = self.end.expand(em.shape[0], -1)
        betas = [beta]
        for t in range(T - 2, -1, -1):
            nb = torch.logsumexp(trans.unsqueeze(0) + (em[:, t + 1] + beta).unsqueeze(1), dim=2)
            beta = torch.where(mask[:, t + 1].unsqueeze(1), nb, self.end.expand_as(nb))
            betas.append(beta)
        betas.reverse()
        a = torch.stack(alphas, 1)
        b = torch.stack(betas, 1)
        return torch.exp(a + b - log_z[:, None, None]) * mask.unsqueeze(2).float()


class Tagger(nn.Module):
    """Char-CNN + word/shape embeddings (+ knowledge-base hits) -> BiLSTM -> CRF."""

    def __init__(self, *, n_words: int, n_shapes: int, n_chars: int, n_hits: int, tags: Sequence[str],
                 word_dim: int, shape_dim: int, char_dim: int, char_filters: int, hit_dim: int, hidden: int,
                 dropout: float):
        super().__init__()
        self.word = nn.Embedding(n_words, word_dim, padding_idx=0)
        self.shape = nn.Embedding(n_shapes, shape_dim, padding_idx=0)
        self.char = nn.Embedding(n_chars, char_dim, padding_idx=0)
        self.conv = nn.Conv1d(char_dim, char_filters, kernel_size=3, padding=1)
        self.hits = nn.Linear(n_hits, hit_dim) if n_hits and hit_dim else None
        width = word_dim + shape_dim + char_filters + (hit_dim if self.hits is not None else 0)
        self.lstm = nn.LSTM(width, hidden, batch_first=True, bidirectional=True)
        self.drop = nn.Dropout(dropout)
        self.out = nn.Linear(2 * hidden, len(tags))
        self.crf = CRF(*bio_allowed(tags))

    def emissions(self, batch: dict) -> torch.Tensor:
        words, chars = batch["words"], batch["chars"]
        B, T, C = chars.shape
        c = self.char(chars.view(B * T, C)).transpose(1, 2)
        c = torch.relu(self.conv(c)).max(dim=2).values.view(B, T, -1)
        parts = [self.word(words), self.shape(batch["shapes"]), c]
        if self.hits is not None:
            parts.append(torch.relu(self.hits(batch["hits"])))
        x = self.drop(torch.cat(parts, dim=2))
        packed = nn.utils.rnn.pack_padded_sequence(x, batch["lengths"], batch_first=True, enforce_sorted=False)
        h, _ = self.lstm(packed)
        h, _ = nn.utils.rnn.pad_packed_sequence(h, batch_first=True, total_length=T)
        return self.out(self.drop(h))


# ---------------------------------------------------------------------- batches


def make_batch(segs: Sequence[dict], n_hits: int, max_chars: int, word_dropout: float = 0.0,
               gen: np.random.Generator | None = None) -> dict:
    """Padded tensors of encoded segments (see ``neural.encode_doc``)."""
    B = len(segs)
    T = max(len(s["words"]) for s in segs)
    C = max(1, min(max_chars, max((len(c) for s in segs for c in s["chars"]), default=1)))
    words = np.zeros((B, T), dtype=np.int64)
    shapes = np.zeros((B, T), dtype=np.int64)
    chars = np.zeros((B, T, C), dtype=np.int64)
    hits = np.zeros((B, T, max(n_hits, 1)), dtype=np.float32)
    tags = np.zeros((B, T), dtype=np.int64)
    mask = np.zeros((B, T), dtype=bool)
    for b, s in enumerate(segs):
        n = len(s["words"])
        w = np.asarray(s["words"], dtype=np.int64)
        if word_dropout and gen is not None:
            w = np.where((gen.random(n) < word_dropout) & (w > 1), 1, w)
        words[b, :n] = w
        shapes[b, :n] = s["shapes"]
        for t, cs in enumerate(s["chars"]):
            cs = cs[:C]
            chars[b, t, :len(cs)] = cs
        for t, hs in enumerate(s["hits"]):
            hits[b, t, hs] = 1.0
        if s.get("tags") is not None:
            tags[b, :n] = s["tags"]
        mask[b, :n] = True
    return {"words": torch.from_numpy(words), "shapes": torch.from_numpy(shapes), "chars": torch.from_numpy(chars),
            "hits": torch.from_numpy(hits[:, :, :n_hits]) if n_hits else None, "tags": torch.from_numpy(tags),
            "mask": torch.from_numpy(mask), "lengths": torch.tensor([len(s["words"]) for s in segs])}


def batches(segs: Sequence[dict], size: int, gen: np.random.Generator | None) -> list[list[int]]:
    """Index batches of ``segs``: shuffled (when ``gen``), then sorted by length within pools of
    20 batches (little padding), the batches themselves in shuffled order."""
    idx = np.arange(len(segs)) if gen is None else gen.permutation(len(segs))
    out = []
    pool = size * 20
    for p in range(0, len(idx), pool):
        chunk = sorted(idx[p:p + pool].tolist(), key=lambda i: len(segs[i]["words"]))
        out += [chunk[i:i + size] for i in range(0, len(chunk), size)]
    if gen is not None:
        out = [out[i] for i in gen.permutation(len(out))]
    return out


def span_set(seg_id: int, tags: Sequence[str]) -> set:
    """Strict spans ``(segment, start, end, label)`` of a BIO tag sequence."""
    out, start, lab = set(), None, None
    for i, t in enumerate(list(tags) + ["O"]):
        if t == "O" or t.startswith("B-") or t[2:] != lab:
            if start is not None:
                out.add((seg_id, start, i, lab))
            start, lab = (i, t[2:]) if t != "O" else (None, None)
    return out


def heldout_f1(model: Tagger, segs: Sequence[dict], tags: Sequence[str], n_hits: int, max_chars: int) -> float:
    model.eval()
    gold, pred = set(), set()
    with torch.no_grad():
        for bi in batches(segs, 64, None):
            batch = make_batch([segs[i] for i in bi], n_hits, max_chars)
            paths = model.crf.viterbi(model.emissions(batch), batch["mask"])
            for i, path in zip(bi, paths):
                pred |= span_set(i, [tags[k] for k in path])
                gold |= span_set(i, [tags[k] for k in segs[i]["tags"]])
    tp = len(gold & pred)
    return 2 * tp / (len(gold) + len(pred)) if gold or pred else 1.0


def train(model: Tagger, train_segs: Sequence[dict], held: Sequence[dict], tags: Sequence[str], *, n_hits: int,
          max_chars: int, epochs: int, patience: int, batch_size: int, lr: float, lr_decay: float, clip: float,
          word_dropout: float, seed: int, report: Callable[[dict], None] | None = None) -> list[dict]:
    """Train ``model`` in place; returns the per-epoch history (loss, held-out F1, best)."""
    gen = np.random.default_rng(seed)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    best, best_state, since, history = -1.0, None, 0, []
    for epoch in range(epochs):
        for g in opt.param_groups:
            g["lr"] = lr * (lr_decay ** epoch)
        model.train()
        total, n = 0.0, 0
        for bi in batches(train_segs, batch_size, gen):
            batch = make_batch([train_segs[i] for i in bi], n_hits, max_chars, word_dropout, gen)
            opt.zero_grad()
            loss = model.crf.nll(model.emissions(batch), batch["tags"], batch["mask"])
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), clip)
            opt.step()
            total += float(loss.detach()) * len(bi)
            n += len(bi)
        row = {"epoch": epoch + 1, "loss": round(total / max(n, 1), 4)}
        if held:
            f1 = heldout_f1(model, held, tags, n_hits, max_chars)
            row["heldout_f1"] = round(f1, 4)
            if f1 > best:
                best, since = f1, 0
                best_state = {k: v.detach().clone() for k, v in model.state_dict().items()}
            else:
                since += 1
        history.append(row)
        if report is not None:
            report(row)
        if not math.isfinite(row["loss"]) or (held and since >= patience):
            break
    if best_state is not None:
        model.load_state_dict(best_state)
    model.eval()
    return history


def predict_segments(model: Tagger, segs: Sequence[dict], n_hits: int, max_chars: int
                     ) -> list[tuple[list[int], np.ndarray]]:
    """Per segment its Viterbi path and its tag marginals ``(length, n_tags)``."""
    if not segs:
        return []
    model.eval()
    with torch.no_grad():
        batch = make_batch(segs, n_hits, max_chars)
        em = model.emissions(batch)
        paths = model.crf.viterbi(em, batch["mask"])
        marg = model.crf.marginals(em, batch["mask"]).numpy()
    return [(p, marg[b, :len(p)]) for b, p in enumerate(paths)]
