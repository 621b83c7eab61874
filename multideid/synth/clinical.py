"""Non-PHI clinical vocabulary: the text around the PHI, including the hard negatives.

Eponyms ("Foley catheter", "Parkinson's disease"), doses and ranges ("5-10 mg", "2-3 tabs"),
times, lab values, vitals ("BP 132/78"), motor strength ("4/5") and pain scores ("7/10", which
look like dates) are deliberately frequent: they are what rule-based de-identifiers get wrong.
"""

from __future__ import annotations

SYMPTOMS = (
    "chest pain", "shortness of breath", "abdominal pain", "nausea", "vomiting", "fever", "chills",
    "dizziness", "syncope", "palpitations", "cough", "dysuria", "hematuria", "melena", "headache",
    "weakness", "fatigue", "lower extremity edema", "dyspnea on exertion", "orthopnea", "confusion",
    "back pain", "diarrhea", "weight loss", "hemoptysis", "rash", "joint pain", "falls",
)
DISEASES = (
    "hypertension", "type 2 diabetes mellitus", "coronary artery disease", "congestive heart failure",
    "atrial fibrillation", "COPD", "chronic kidney disease stage 3", "hyperlipidemia", "pneumonia",
    "urinary tract infection", "cellulitis", "GI bleed", "pancreatitis", "cholecystitis", "sepsis",
    "acute kidney injury", "hypothyroidism", "depression", "osteoarthritis", "gout", "anemia",
    "pulmonary embolism", "deep vein thrombosis", "non-ST elevation myocardial infarction",
    "aortic stenosis", "cirrhosis", "diverticulitis", "small bowel obstruction", "stroke", "asthma",
    "breast cancer", "prostate cancer", "peripheral vascular disease", "obstructive sleep apnea",
)
EPONYMS = (
    "Parkinson's disease", "Crohn's disease", "Hodgkin lymphoma", "Bell's palsy", "Graves' disease",
    "Addison's disease", "Cushing's syndrome", "Alzheimer's dementia", "Wilson's disease",
    "Hashimoto's thyroiditis", "Barrett's esophagus", "Paget's disease", "Guillain-Barre syndrome",
    "Raynaud's phenomenon", "Sjogren's syndrome", "Meniere's disease", "Down syndrome",
    "Wolff-Parkinson-White syndrome", "Kaposi sarcoma", "Huntington's disease",
)
PROCEDURES = (
    "cardiac catheterization", "CABG x3", "colonoscopy", "EGD", "laparoscopic cholecystectomy",
    "total knee replacement", "Whipple procedure", "Nissen fundoplication", "thoracentesis",
    "paracentesis", "PICC line placement", "Swan-Ganz catheter placement", "TURP", "ERCP",
    "bronchoscopy", "lumbar puncture", "pacemaker placement", "appendectomy", "hip hemiarthroplasty",
)
ALLERGENS = ("Penicillin", "Sulfa", "Codeine", "Morphine", "Latex", "Iodine contrast", "Aspirin", "Lisinopril", "Shellfish")
BUGS = ("E. coli", "Klebsiella", "MRSA", "Enterococcus", "Pseudomonas", "Strep viridans", "coag-negative Staph")
MURMURS = ("no murmurs, rubs or gallops", "II/VI systolic ejection murmur at the RUSB", "grade 2/6 holosystolic murmur",
           "S1, S2 normal", "irregularly irregular")
LUNGS = ("clear to auscultation bilaterally", "bibasilar crackles", "decreased breath sounds at the right base",
         "scattered wheezes", "rales one-third up bilaterally")
EDEMA = ("no", "trace", "1+", "2+", "3+")
CXR = ("no acute cardiopulmonary process", "mild pulmonary edema", "right lower lobe opacity", "small bilateral effusions",
       "cardiomegaly without failure")
EKG = ("normal axis, no ST changes", "LBBB, unchanged from prior", "Q waves in II, III, aVF", "T wave inversions V4-V6")
DIETS = ("cardiac, 2 g sodium", "diabetic, 1800 kcal", "regular", "renal diet", "low fat, low cholesterol", "soft mechanical")
SERVICE_WORDS = ("medicine", "cardiology", "general surgery", "MICU", "neurology", "orthopedics")

# name, doses, unit, routes, frequencies
DRUGS = (
    ("aspirin", ("81", "325"), "mg", ("PO",), ("daily", "qd")),
    ("metoprolol tartrate", ("12.5", "25", "50"), "mg", ("PO",), ("BID", "b.i.d.")),
    ("Lasix", ("20", "40", "80"), "mg", ("PO", "IV"), ("daily", "BID")),
    ("furosemide", ("20", "40"), "mg", ("PO",), ("daily", "q.d.")),
    ("lisinopril", ("5", "10", "20", "40"), "mg", ("PO",), ("daily",)),
    ("atorvastatin", ("10", "20", "40", "80"), "mg", ("PO",), ("at bedtime", "qhs")),
    ("warfarin", ("2.5", "5", "7.5"), "mg", ("PO",), ("daily", "as directed")),
    ("Coumadin", ("1", "2", "5"), "mg", ("PO",), ("qhs",)),
    ("metformin", ("500", "850", "1000"), "mg", ("PO",), ("BID", "with meals")),
    ("insulin glargine", ("10", "18", "24", "30"), "units", ("SC",), ("at bedtime", "qam")),
    ("oxycodone", ("5-10", "5"), "mg", ("PO",), ("q4-6h PRN pain", "q4h prn")),
    ("Tylenol", ("325-650", "650", "1000"), "mg", ("PO",), ("q6h PRN", "every 6 hours as needed")),
    ("acetaminophen", ("500", "650"), "mg", ("PO",), ("q6h prn fever",)),
    ("levothyroxine", ("50", "75", "88", "100"), "mcg", ("PO",), ("daily",)),
    ("pantoprazole", ("40",), "mg", ("PO", "IV"), ("daily", "BID")),
    ("vancomycin", ("1", "1.25"), "g", ("IV",), ("q12h", "every 12 hours")),
    ("ceftriaxone", ("1", "2"), "g", ("IV",), ("q24h",)),
    ("ciprofloxacin", ("250", "500"), "mg", ("PO",), ("BID x 7 days", "b.i.d. for 5-7 days")),
    ("prednisone", ("5", "10", "20", "40"), "mg", ("PO",), ("daily, taper by 10 mg every 3 days", "daily")),
    ("heparin", ("5000",), "units", ("SC",), ("TID", "q8h")),
    ("enoxaparin", ("30", "40", "60", "80"), "mg", ("SC",), ("daily", "q12h")),
    ("albuterol", ("2.5",), "mg", ("neb",), ("q4h PRN wheeze",)),
    ("Senna", ("8.6", "17.2"), "mg", ("PO",), ("BID PRN constipation",)),
    ("Colace", ("100",), "mg", ("PO",), ("BID",)),
    ("gabapentin", ("100", "300"), "mg", ("PO",), ("TID", "qhs")),
    ("sertraline", ("25", "50", "100"), "mg", ("PO",), ("daily",)),
    ("amlodipine", ("2.5", "5", "10"), "mg", ("PO",), ("daily",)),
    ("carvedilol", ("3.125", "6.25", "12.5"), "mg", ("PO",), ("BID",)),
    ("potassium chloride", ("10", "20"), "mEq", ("PO",), ("daily", "BID x 3 days")),
    ("nitroglycerin", ("0.4",), "mg", ("SL",), ("q5min x 3 PRN chest pain",)),
    ("Plavix", ("75",), "mg", ("PO",), ("daily",)),
    ("Sinemet", ("25/100",), "", ("PO",), ("TID", "1-2 tabs TID")),
    ("tamsulosin", ("0.4",), "mg", ("PO",), ("qhs",)),
    ("lorazepam", ("0.5", "1"), "mg", ("PO", "IV"), ("q6h PRN anxiety",)),
)
