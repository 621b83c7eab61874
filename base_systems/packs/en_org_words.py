"""Word lists and helpers of the ``en_orgs`` rules (organisations and facilities, session 13):
the words that open no organisation or facility name (function words, specialties, services,
generic and clinical modifiers, verbs at a sentence start) and a character-trie regex builder."""

from __future__ import annotations

import re

__all__ = ["GENERIC", "generic_word", "trie_regex"]

# words that open no organisation or facility name: function words, specialties, services,
# generic and clinical modifiers ("Department of Paediatrics", "Interventional Radiology",
# "General Surgery", "Enhanced Recovery", "Fluid Collections")
GENERIC = frozenset(
    """the a an and or of for to at in on by with from via per our my his her their your this that these those
    any all each every some no not new old local nearest same other another main
    department dept division section service services unit ward team program programme clinic clinics center centre
    hospital hospitals office practice group associates partners board committee floor
    general internal family primary pediatric paediatric pediatrics paediatrics adult adolescent geriatric neonatal
    interventional diagnostic therapeutic clinical academic university outpatient inpatient ambulatory emergency
    acute chronic critical intensive urgent preventive preventative sports pain cancer women's womens children's
    men's mens medical surgical cardiac cardiothoracic vascular thoracic plastic reconstructive cosmetic oral
    maxillofacial dental orthopedic orthopaedic spine spinal hand foot ankle knee hip shoulder breast skin eye
    ear nose throat head neck heart lung liver kidney renal bone joint brain nerve neuro
    cardiology dermatology radiology oncology neurology urology nephrology gastroenterology pulmonology
    endocrinology rheumatology hematology haematology psychiatry psychology podiatry obstetrics gynecology
    gynaecology ophthalmology otolaryngology ent pathology physiotherapy rehabilitation rehab nursing
    palliative hospice home community public private state federal national regional county city district
    physical occupational speech respiratory behavioral behavioural mental health care wellness fertility
    sleep memory wound infusion dialysis transplant trauma burn stroke fracture tumor tumour imaging laboratory
    lab lead senior junior chief head staff resident residents attending fellow fellowship consult consultant
    day night early late full partial complete post pre post-op pre-op enhanced expected fluid pancreatic
    peripancreatic abscess free normal abnormal left right bilateral upper lower anterior posterior
    total subtotal minimally invasive robotic laparoscopic open elective bariatric colorectal hepatobiliary
    inpt outpt peds ob gyn ortho neuro cardio derm psych onc gi pulm ed er icu nicu picu micu sicu ccu pacu
    opd ipd a&e casualty
    step-down stepdown telemetry tele med-surg medsurg obs observation recovery holding resus resuscitation theatre
    theatres theater endoscopy angio labour labor l&d postnatal antenatal prenatal majors minors hdu amu mau cdu ssu
    eau sdec cicu cvicu hdu itu physio dietetics ot slt salt mdt pod bed cubicle chair trolley treatment
    ebola covid covid-19 cholera tuberculosis tb hiv aids malaria measles polio dengue mpox monkeypox flu influenza
    pcp gp md do np pa rn dr dr. mr mrs ms miss prof sr sister nurse patient pt
    note notes plan history exam assessment impression summary report results result discharge admission
    referral referred follow follow-up seen visit appointment appt dispo disposition pending needs need
    radiation gynecologic gynecological musculoskeletal integrative functional molecular nuclear reproductive
    maternal fetal perinatal developmental child elder forensic addiction hepatology hepatic infectious disease
    diseases allergy immunology transplant pulmonary otology audiology epilepsy movement headache weight obesity
    diabetes endocrine thyroid urogynecology pelvic cardiovascular digestive retina glaucoma mohs laser aesthetic
    female male congenital vestibular aquatic skilled student employee campus rural comfort respite transitional
    long-term extended residential intermediate continuing peritoneal continuous virtual telehealth
    call called calling contact contacted notify notified ask asked message messaged page paged fax faxed email
    emailed spoke speak told tell inform informed check checked confirm confirmed verified send sent order ordered
    pick picked refill refilled attends attended goes went go started starts start enrolled works worked lives lived
    visits visited completed finished graduated dropped left through during needs requires required recommend
    recommended consider considered discussed continue continued return returned transfer transferred
    arrived arrival brought ground air als bls ems fire transport transported called via per""".split()
)


def generic_word(word: str) -> bool:
    """True for a (case-folded) word that opens no organisation or facility name."""
    return word.lower().strip(".,'’") in GENERIC


def trie_regex(words, space: str = "[ ]") -> str:
    """One regex for a set of lower-case strings as a character trie (``gmbh|gmbh & co. kg``
    share their prefix: much faster on long texts than a flat alternation); a space of a string
    matches ``space`` (one space by default; ``"[ ]?"`` makes it optional)."""
    trie: dict = {}
    for w in words:
        node = trie
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict) -> str:
        alts = [(space if ch == " " else re.escape(ch)) + emit(sub) for ch, sub in sorted(node.items()) if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return f"(?:{body})?" if "" in node else body

    return emit(trie)
