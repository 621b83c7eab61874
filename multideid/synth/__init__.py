"""Synthetic English clinical notes with gold PHI spans: the embedded default corpus.

Discharge summaries (60 %) and chart excerpts (40 %: portal messages, questions, telephone
and nursing notes, lower-case telegraphic notes, letters, lists, signatures; see
:mod:`multideid.synth.notes`).

Openly licensed English clinical notes with gold PHI do not exist, so multideid generates its
own, in the spirit of the i2b2 2006 surrogate corpus.  ``multideid fit`` without ``--train``
trains on it; ``multideid synth`` writes it in any supported format.

>>> from multideid.synth import generate_corpus
>>> docs = generate_corpus(3, seed=0)
>>> docs[0].id
'synth-train-00000'
"""

from multideid.synth.generator import SPLITS, generate_corpus, generate_document, iter_corpus_synth

__all__ = ["SPLITS", "generate_corpus", "generate_document", "iter_corpus_synth"]
