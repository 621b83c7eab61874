"""Type-blind token P/R/F1 and docs/s of rules, dictionary, presidio and their union.

Run: python benchmarks/knowledge_union.py   (needs ../shared/data; TITLE/NRP/SEXO are not PHI)
"""
import os, time
from pathlib import Path

import numpy as np
from multideid.io import read_corpus
from multideid.synth import generate_corpus
from multideid.config import default_config, build_base
from multideid.tokenizer import spans_to_bio
DATA = Path(os.environ.get("MULTIDEID_SHARED", Path(__file__).resolve().parents[2] / "shared")) / "data"
cfg = default_config()
NOTPHI = {"TITLE","NRP","SEXO_SUJETO_ASISTENCIA"}
def cov(doc, spans):
    return np.array([t != "O" for t in spans_to_bio(doc.tokens, spans, scheme="IO").tags], bool)
def run(name, docs):
    bases = {b: build_base(b, cfg["bases"][b]) for b in ("rules","dictionary","presidio")}
    gold = [cov(d, [s for s in d.gold if s.label not in NOTPHI]) for d in docs]
    blind = [d.copy(gold=None) for d in docs]
    covs = {}
    for b, base in bases.items():
        t=time.perf_counter(); p = base.predict(blind); dt=time.perf_counter()-t
        covs[b] = [cov(d, sp) for d, sp in zip(docs, p)]
        print(f"{name} {b}: {len(docs)/dt:.1f} docs/s")
    covs["union"] = [a|b|c for a,b,c in zip(covs["rules"],covs["dictionary"],covs["presidio"])]
    for b, cs in covs.items():
        tp = sum((g&c).sum() for g,c in zip(gold,cs)); fp=sum((~g&c).sum() for g,c in zip(gold,cs)); fn=sum((g&~c).sum() for g,c in zip(gold,cs))
        P=tp/(tp+fp); R=tp/(tp+fn); print(f"{name} {b}: P {P:.3f} R {R:.3f} F1 {2*P*R/(P+R):.3f}")
run("meddocan-dev", read_corpus(str(DATA / "meddocan/dev"),"brat"))
run("presidio-synth", read_corpus(str(DATA / "presidio-synth/synth_dataset_v2.json"),"presidio"))
run("synth-test", generate_corpus(200, seed=2024, split="test"))
