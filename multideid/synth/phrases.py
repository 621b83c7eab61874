"""Phrasing pools of the synthetic discharge summaries.

Templates are plain strings with ``{slot}`` placeholders resolved by
:class:`multideid.synth.context.Context` (``{pt}`` a patient mention, ``{dr}`` a physician,
``{date}`` a date, ``{drug}`` a medication with its dose, ...).  Literal text is never PHI; every
PHI value comes from a slot, which is what makes gold offsets exact.

Train/test split: in every pool, the entries at positions 2, 5, 8, ... (``i % 3 == 2``) are held
out for ``split="test"`` and the others are used only by ``split="train"`` (see
:func:`split_pool`), so a model trained on the train split never saw the test phrasings,
headings, header layouts or sign-off blocks.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence, TypeVar

T = TypeVar("T")


@lru_cache(maxsize=512)
def split_pool(pool: Sequence[T], split: str) -> tuple[T, ...]:
    """The entries of ``pool`` reserved for ``split`` ("train" or "test").

    Entries with ``i % 3 == 2`` go to test, the rest to train; a two-entry pool gives its second
    entry to test.  Pools of one entry are shared (used only for fixed text such as "Unsigned").
    """
    if len(pool) == 1:
        return tuple(pool)
    if len(pool) == 2:
        return (pool[1],) if split == "test" else (pool[0],)
    if split == "test":
        return tuple(p for i, p in enumerate(pool) if i % 3 == 2)
    return tuple(p for i, p in enumerate(pool) if i % 3 != 2)


# Section headings: each section has several spellings (split like every other pool).
HEADINGS: dict[str, tuple[str, ...]] = {
    "cc": ("CHIEF COMPLAINT", "Chief Complaint", "REASON FOR ADMISSION", "CC", "Presenting Complaint", "REASON FOR VISIT"),
    "hpi": ("HISTORY OF PRESENT ILLNESS", "History of Present Illness", "HPI", "HISTORY OF THE PRESENT ILLNESS",
            "Present Illness", "HISTORY"),
    "pmh": ("PAST MEDICAL HISTORY", "Past Medical History", "PMH", "PAST MEDICAL/SURGICAL HISTORY", "PMHx",
            "Past History"),
    "meds_adm": ("MEDICATIONS ON ADMISSION", "Medications on Admission", "HOME MEDICATIONS", "Outpatient Medications",
                 "MEDICATIONS PRIOR TO ADMISSION", "Current Medications"),
    "allergies": ("ALLERGIES", "Allergies", "DRUG ALLERGIES", "Allergies/Adverse Reactions", "ALLERGY", "ADR"),
    "social": ("SOCIAL HISTORY", "Social History", "SH", "SOCIAL HX", "Social", "PSYCHOSOCIAL HISTORY"),
    "family": ("FAMILY HISTORY", "Family History", "FH", "FAMILY HX", "Family Hx", "FAMILY MEDICAL HISTORY"),
    "exam": ("PHYSICAL EXAMINATION", "Physical Exam", "PHYSICAL EXAM ON ADMISSION", "EXAM", "Admission Exam",
             "EXAMINATION ON ADMISSION"),
    "labs": ("LABORATORY DATA", "Pertinent Results", "LABS", "LABORATORY STUDIES", "Labs on Admission",
             "LABORATORY EVALUATION"),
    "course": ("HOSPITAL COURSE", "Brief Hospital Course", "HOSPITAL COURSE BY SYSTEM", "Hospital Course and Treatment",
               "HOSPITAL COURSE AND TREATMENT", "COURSE IN HOSPITAL"),
    "dc_meds": ("DISCHARGE MEDICATIONS", "Discharge Medications", "MEDICATIONS ON DISCHARGE", "DISCHARGE MEDS",
                "Medications at Discharge", "MEDICATIONS AT DISCHARGE"),
    "dc_dx": ("DISCHARGE DIAGNOSES", "Discharge Diagnosis", "FINAL DIAGNOSIS", "PRINCIPAL DIAGNOSIS",
              "Discharge Diagnoses", "DIAGNOSES"),
    "dc_cond": ("CONDITION ON DISCHARGE", "Discharge Condition", "CONDITION AT DISCHARGE"),
    "dispo": ("DISPOSITION", "Discharge Disposition", "DISCHARGE DISPOSITION"),
    "instr": ("DISCHARGE INSTRUCTIONS", "Discharge Instructions", "INSTRUCTIONS", "PATIENT INSTRUCTIONS",
              "Instructions to Patient", "DISCHARGE PLAN"),
    "fu": ("FOLLOW UP", "Followup Instructions", "FOLLOW-UP", "FOLLOW UP APPOINTMENTS", "Follow-up",
           "RETURN TO CLINIC"),
}

CC = (
    "{symptom}.",
    "{symptom} for {n} days.",
    "{symptom} and {symptom}.",
    "Transfer from {hosp_other} for {disease}.",
    "\"{symptom}\"",
    "{disease}, {symptom}.",
    "Elective admission for {procedure}.",
    "Fall at home.",
    "{symptom} x {n} days",
)

HPI_INTRO = (
    "{pt_name} is a {age} {man} with a history of {disease} and {disease} who presents with {symptom}.",
    "{pt_title} is a {age} {man} with {disease} who was in {his} usual state of health until {date_past_partial}, when {he} developed {symptom}.",
    "This is a {age} {man} with {disease}, {disease} and {eponym} who was transferred from {hosp_other} on {date_admit}.",
    "The patient is a {age} {man}, a retired {prof}, with {disease} since {year}.",
    "{pt_initials} is a {age} {man} with {disease} and {eponym}, admitted from {hosp_other}.",
    "{pt_name}, a {age} {prof}, presents with {symptom} that began on {date_past_partial}.",
)

HPI = (
    "{He} was seen in the emergency department at {hosp} on {date_admit} and was found to have {disease}.",
    "{He} reports {n_range} days of {symptom} and {symptom}.",
    "According to {his} {rel_word}, {rel_name}, {he} had been increasingly confused since {weekday}.",
    "{pt_title} was last seen by {his} PCP, {dr_pcp}, on {date_past}, at which time {he} was doing well.",
    "In the ED, vitals were {vitals}.",
    "{He} received {drug_short} and {drug_short} in the emergency room and was admitted to {ward}.",
    "Of note, {he} was recently hospitalized at {hosp_other} from {date_past} to {date_past} for {disease}.",
    "{He} denies {symptom}, {symptom} or {symptom}.",
    "{He} lives in {city} and was brought in by ambulance after {his} {rel_word} found {him} on the floor.",
    "{pt_title} noted {symptom} beginning on {date_past_partial} and called {dr_pcp} at {phone_clinic}.",
    "{He} had a {procedure} at {hosp_other} in {year} which showed {disease}.",
    "Patient initially presented to {hosp_other} in {city}, {state} where a CT scan was done.",
    "{He} states that the pain is {pain} and radiates to the back.",
    "{He} was started on {drug_short} by {dr_cons} on {date_past_partial} with some improvement.",
    "Per the note from {hosp_other}, {he} was given {drug_short} and transferred for further management.",
    "On arrival to the floor {he} was comfortable, pain {pain}.",
    "{pt_title} was visiting family in {country} and returned on {date_past_partial}.",
    "{He} has had {n_range} episodes of {symptom} per day for the past week.",
    "Symptoms started around {holiday} and have progressively worsened.",
    "{His} {rel_word} ({rel_name}) called the office on {weekday} because {he} was not eating.",
    "{He} is in {his} {age_decade} and until recently lived independently.",
    "{pt_initials} is well known to {dr_pcp}, who follows {him} for {disease}.",
    "{He} was brought to {hosp} by {his} {rel_word} {rel_name} on the evening of {date_admit}.",
    "{He} was signed out to {dr_res} overnight and seen again by {dr_att} on {date_admit_partial}.",
    "{He} saw {dr_cons} in clinic on {date_past} for {symptom}; a {procedure} was planned for {date_admit_partial}.",
    "Per {his} {rel_word} {rel_name}, {he} has been more forgetful since {year}.",
    "EMS was called from {his} home in {city} at {clock}; glucose was {n}0 on arrival.",
    "{He} was discharged from {rehab} on {date_past_partial} and has since had {symptom}.",
    "{pt_title} takes {drug} and reports good adherence.",
    "Outside records from {hosp_other} ({phone_clinic}) were reviewed.",
    "{He} denies recent travel; last trip was to {country} in {year}.",
    "The history was obtained from {his} {rel_word}, who is also {his} health care proxy.",
)

PMH = (
    "{disease}", "{disease}, diagnosed {year}", "{eponym}", "{disease} s/p {procedure} ({year})",
    "{procedure} in {year} at {hosp_other}", "{disease}, followed by {dr_cons}", "{disease} (last A1c {a1c}%)",
    "{eponym}, stable", "history of {disease}", "{disease}, EF {ef}%", "{procedure} {date_past_partial}",
    "remote {disease}",
)

SOCIAL = (
    "{He} lives at home in {city} with {his} {rel_word}, {rel_name}.",
    "{He} lives alone at {address}.",
    "{He} works as a {prof} at {org}.",
    "Retired {prof}.",
    "{He} is a former {prof} who retired in {year}.",
    "{He} quit smoking in {year} after a {n_small} pack-year history.",
    "Drinks {n_small}-{n_small2} beers per week; denies illicit drug use.",
    "Insurance through {org}, member ID {insurance}.",
    "Health care proxy is {his} {rel_word}, {rel_name}, who can be reached at {phone_pt}.",
    "Emergency contact: {rel_name} ({rel_word}) {phone_pt}.",
    "{He} immigrated from {country} in {year}.",
    "Originally from {city}, {state}; moved to the area in {year}.",
    "{He} is employed by {org} as a {prof}.",
    "Lives in an assisted living facility, {rehab}.",
    "Married, {n_small} children; {his} {rel_word} {rel_name} is very involved.",
    "Works part-time as a {prof}. No tobacco, occasional alcohol.",
    "Recently traveled to {country}.",
    "Address: {address}. Home phone {phone_pt}.",
    "{He} lives with {his} {rel_word} in a second-floor apartment in {city}, {state}.",
    "Worked for {n_small}0 years as a {prof}; now retired.",
    "{He} attends {org} day program three times a week.",
    "Contact: {rel_name}, {phone_pt}.",
    "Former {prof}; smokes {n_small} cigarettes/day.",
    "Lives with {his} {rel_word}; uses a cane at home.",
)

FAMILY = (
    "Mother with {disease}; father died of {disease} at age {age_np}.",
    "{eponym} in {his} mother.",
    "Brother with {disease}, alive and well at {age_np}.",
    "Noncontributory.",
    "Father had {eponym}. Mother alive at {age_rel}.",
    "{His} {rel_word} has {disease}.",
    "No family history of {disease}.",
    "Sister died of {disease} at {age_np}.",
    "Mother, age {age_rel}, with {eponym}.",
)

EXAM = (
    "Vitals: {vitals}.",
    "General: elderly {man} in no acute distress.",
    "HEENT: PERRL, EOMI, MMM.",
    "Neck: supple, JVP {n_small} cm.",
    "Heart: RRR, {murmur}.",
    "Lungs: {lungs}.",
    "Abdomen: soft, nontender, nondistended, +BS.",
    "Extremities: {edema} edema bilaterally; {foley_or_not}.",
    "Neuro: A&O x {n_3}, strength {strength} in the left upper extremity, otherwise {strength_full} throughout.",
    "Skin: no rashes.",
    "Heart: regular rate, {murmur}.",
    "Neuro: alert, oriented x3, cranial nerves II-XII intact, negative Babinski.",
    "Abd: positive Murphy's sign.",
    "Ext: warm, {edema} pitting edema to the knees.",
    "Neuro: strength {strength_full} in all extremities except {strength} at the left hip flexor.",
    "Motor: {strength} strength in the right leg, {strength_full} on the left; sensation intact.",
)

COURSE_INTRO = (
    "{pt_title} was admitted to the {service} service under {dr_att}.",
    "The patient was admitted to {ward} on {date_admit}.",
    "{pt_name} was admitted for management of {disease}.",
    "{He} was admitted to the floor and started on {drug_short}.",
    "In brief, this is a {age} {man} with {disease} admitted with {symptom}.",
    "{pt_title} was transferred to the {service} service on hospital day {n_small}.",
    "{pt_name} was admitted to {ward} from the emergency department on {date_admit}.",
    "{pt_full} was transferred from {hosp_other} on {date_admit} for {disease}.",
    "{pt_full} was seen in the emergency department and admitted for {disease}.",  # (test)
)

COURSE = (
    "{He} was diuresed with {drug_short} with good response, net negative {n_small} liters.",
    "{dr_cons} of cardiology was consulted on {date_stay} and recommended {procedure}.",
    "On {date_stay} {he} underwent {procedure}, which {he} tolerated well.",
    "{He} was seen by physical therapy, who recommended discharge to {rehab}.",
    "A {foley} was placed on admission and removed on {date_stay}.",
    "Blood cultures from {date_stay} grew {bug}; {he} was treated with {drug_short} for {n_range} days.",
    "{His} creatinine peaked at {cr} on {date_stay_partial} and trended down to {cr} at discharge.",
    "{His} INR was {inr} on {weekday} and warfarin was held.",
    "{He} was transfused {n_small} units of PRBCs with appropriate rise in hematocrit from {hct} to {hct}.",
    "Pain was controlled with {drug}.",
    "The case was discussed with {his} {rel_word}, {rel_name}, who agreed with the plan.",
    "Neurology ({dr_cons}) felt the symptoms were consistent with {eponym}.",
    "Telemetry showed no events; {he} remained in sinus rhythm with rates in the {rate_range}s.",
    "{He} was transferred to the ICU on {date_stay} for hypotension, received {n_small} liters of fluid, and returned to the floor on {date_stay_partial}.",
    "Records were obtained from {hosp_other} (fax {fax}).",
    "Echocardiogram on {date_stay} showed an EF of {ef}%, unchanged from {year}.",
    "{He} was started on {drug} with improvement of symptoms.",
    "Social work met with the family on {weekday}; {his} {rel_word} {rel_name} will stay with {him} after discharge.",
    "{He} remained afebrile with stable vital signs ({vitals}).",
    "Blood sugars were controlled with {drug_short} and an insulin sliding scale, range {glucose_range}.",
    "{His} home dose of {drug_short} was increased on {date_stay_partial}.",
    "Pathology (accession {accession}) returned on {date_stay} showing {disease}.",
    "Patient was evaluated by {nurse} from wound care on {date_stay_partial}.",
    "{He} ambulated with a walker {n_small} to {n_small2} times daily and was cleared by PT.",
    "Urology was consulted for difficulty placing the {foley}.",
    "The {procedure} was performed by {dr_cons} without complication.",
    "Results were reviewed by {dr_res} and discussed with {dr_att}.",
    "Room {room} was changed to isolation after the culture returned positive.",
    "{He} was kept NPO for {n_small} days and diet was advanced on {weekday}.",
    "Repeat labs on {date_stay} showed {labs}.",
    "{pt_initials} tolerated the {procedure} well and was back on the floor by {clock}.",
    "Dose adjusted to {drug}; {he} will need levels checked in {n_range} days.",
    "Discussed with {dr_att_initials} at the bedside; family updated by phone at {phone_pt}.",
    "Case management contacted {org} for prior authorization of home oxygen.",
    "{He} was cleared to return to work at {org} as a {prof} in {n_range} weeks.",
    "Occupational health at {org} was informed with {his} consent.",
    "{dr_cons} (nephrology) saw {him} on {date_stay} and recommended holding {drug_name}.",
    "{He} was seen by the {hosp_acr} palliative care team; goals of care were discussed with {rel_name} on {weekday}.",
    "Overnight on {date_stay_partial} {he} became agitated and received {drug_short}.",
    "{He} was signed out to {dr_res}, who was paged at {pager} for a blood pressure of {bp}.",
    "CT of the abdomen on {date_stay} was read by {dr_cons} as showing {disease}.",
    "Home health was arranged through {org}; the agency can be reached at {phone_clinic}.",
    "{His} {rel_word} {rel_name} brought in {his} medication list from {hosp_other}.",
    "Blood pressure ranged {bp} to {bp} on {drug_short}.",
    "A second {foley} was placed on {date_stay_partial} for retention of {n}00 mL.",
    "{He} was evaluated for {eponym} but MRI on {date_stay} was unremarkable.",
    "Hospital day {n_small}: transferred from {ward} to the step-down unit.",
    "Antibiotics were narrowed on {weekday} per infectious disease ({dr_cons}).",
)

PROBLEMS = (
    "# {disease}: ", "{n_small}. {disease}: ", "{DISEASE}: ", "- {disease} -- ", "{disease}. ",
    "# {eponym}: ",
)

LAB_LINES = (
    "{labs}.",
    "On admission: {labs}.",
    "{date_stay_iso} 07:20AM BLOOD {labs_mimic}",
    "Labs on {date_admit}: {labs}.",
    "CXR ({date_stay_partial}): {cxr}.",
    "EKG: sinus rhythm at {hr}, {ekg}.",
    "UA: {n_small} WBC, no bacteria.",
    "{labs}; troponin {trop} x2.",
    "Micro: urine culture {date_stay_partial} with {bug} >100,000 CFU.",
    "{date_admit_iso} 06:15AM {labs_mimic}",
    "Admission labs ({date_admit}): {labs}.",
    "Peak troponin {trop} on {date_stay_partial}.",
)

ALLERGY = (
    "NKDA", "{allergen} (rash)", "{allergen} -- hives; {allergen}", "No known drug allergies.",
    "{allergen} (anaphylaxis)", "Patient recorded as having No Known Allergies to Drugs",
)

DX = ("{disease}", "{eponym}", "{disease}, resolved", "{disease} s/p {procedure}", "{symptom}, likely {disease}",
      "acute on chronic {disease}")

CONDITION = ("Stable.", "Good.", "Fair; ambulating with a walker.", "Stable, afebrile, tolerating a regular diet.",
             "Improved.", "Hemodynamically stable, pain controlled.")

DISPO = ("Home.", "Home with services ({org} VNA).", "Extended care facility: {rehab}.", "Home with {rel_word}.",
         "Discharged to {rehab}.", "Rehabilitation: {rehab}, {city}.")

INSTR = (
    "Please take all medications as prescribed.",
    "Call your doctor or return to the emergency department if you develop {symptom}, {symptom} or any other concerning symptoms.",
    "Weigh yourself every morning and call {dr_pcp} if your weight goes up more than {n_small} lbs.",
    "Do not drive while taking {drug_name}.",
    "Take {drug_name} {n_range} tabs every {n_range} hours as needed for pain.",
    "Keep the {foley} in place until your urology appointment.",
    "Activity: as tolerated; no heavy lifting over {n_small}0 lbs for {n_range} weeks.",
    "Diet: {diet}.",
    "You may shower; keep the incision dry for {n_small} days.",
    "Questions? Call the nurse line at {phone_clinic} or e-mail {email}.",
    "Your test results are available on the patient portal at {url}.",
    "Check your blood sugar {n_range} times per day and record the values.",
    "Resume {drug_name} on {date_fu_partial} unless told otherwise by {dr_cons}.",
    "If you have questions after hours, page the on-call physician at {pager}.",
    "Take {drug} until your follow-up visit.",
)

FU = (
    "Please follow up with {dr_pcp} in {n_range} weeks.",
    "Follow up with {dr_cons} at {hosp} on {date_fu} at {clock}; phone {phone_clinic}.",
    "Appointment: {dr_full_pcp}, {date_fu} {clock}, {hosp}, {ward}. Tel {phone_clinic}.",
    "Call {phone_clinic} to schedule an appointment with {dr_cons} in {n_range} weeks.",
    "{dr_cons} ({hosp_acr} cardiology) on {date_fu_partial}; fax {fax}.",
    "PCP: {dr_full_pcp}, {address_clinic}. Phone {phone_clinic}, fax {fax}.",
    "Labs (INR) to be checked on {weekday} at {hosp} and faxed to {fax}.",
    "Follow-up with the {hosp_acr} clinic on {date_fu}. If you cannot keep the appointment, call {phone_clinic}.",
    "Return to clinic on {date_fu_partial} with {dr_res}; pager {pager}, e-mail {email}.",
    "Home visit by {org} nursing on {date_fu_partial} at {address}. Contact {phone_pt}.",
    "See {dr_pcp} within {n_range} days; {his} office is at {address_clinic}.",
    "Cardiology clinic: {dr_full_cons}, {hosp}, {date_fu} at {clock}.",
    "Follow up in the {hosp_acr} {ward} clinic on {weekday}, {date_fu_partial}.",
    "Appointment with {dr_cons} on {date_fu} at {clock}. Phone: {phone_clinic}.",
    "Labs to be drawn at {rehab} on {date_fu_partial}; results to {dr_pcp} (fax {fax}).",
    "Please call the office of {dr_pcp} at {phone_clinic} to confirm the appointment.",
)

# Header layouts.  ``{...}`` slots as above; each layout ends with a blank line.
HEADERS = (
    # i2b2 2006 surrogate style
    "{acct} {hosp_acr}\n{mrn}\n{id_record}\n{date_admit_mdy} 12:00:00 AM\n{doc_type}\nUnsigned\nDIS\nReport Status :\nUnsigned\n\n"
    "{DOC_TYPE}\n\nNAME :\n{pt_caps}\nUNIT NUMBER :\n{unit}\nADMISSION DATE :\n{date_admit_mdy0}\n"
    "DISCHARGE DATE :\n{date_dc_mdy0}\n\n",
    # MIMIC style
    "Admission Date:  {date_admit_iso}              Discharge Date:   {date_dc_iso}\n\n"
    "Date of Birth:  {date_dob_iso}             Sex:   {sex}\n\nService: {SERVICE}\n\n"
    "Attending: {dr_att_plain}\n\n",
    # letterhead style (kept for test)
    "{HOSP}\n{address_hosp}\nTel {phone_hosp}   Fax {fax}\n{url}\n\nDISCHARGE SUMMARY\n\n"
    "Patient: {pt_full}    MRN: {mrn}    DOB: {date_dob}\nAccount #: {acct}\n"
    "Admitted: {date_admit}    Discharged: {date_dc}\nAttending physician: {dr_att_full}\n\n",
    # ED summary with registration block
    "{acct} {hosp_acr}\n{mrn}\n{date_admit_mdy} 12:00:00 AM\nED Discharge Summary\nUnsigned\nDIS\nReport Status :\n"
    "Unsigned\nED DISCHARGE NOTIFICATION / SUMMARY\n{pt_caps}\nMRN: {mrn}\nAge: {age_header}\n"
    "REGISTRATION DATE: {date_admit_mdy0} 07:22 PM\n\n",
    # compact form
    "DISCHARGE SUMMARY\nNAME: {pt_caps_tight}   MR#: {mrn}\nDOB: {date_dob_mdy0}   SSN: {ssn}\n"
    "ADDRESS: {address}   PHONE: {phone_pt}\n"
    "ADMITTED: {date_admit_mdy0}   DISCHARGED: {date_dc_mdy0}\nHOSPITAL: {hosp}   UNIT: {ward}\n\n",
    # structured record with bars (kept for test)
    "RECORD #{id_record}\n{hosp_acr} | {mrn} | {pt_caps_tight} | {date_admit_mdy}\nDISCHARGE SUMMARY | Unsigned\n"
    "Admit: {date_admit_abbr} | Discharge: {date_dc_abbr} | Account: {acct}\n"
    "Printed from workstation {ip} by {username_att}\n\n",
    # record lines with bars, other field orders (issue 22: chart exports)
    "PATIENT RECORD\n{hosp_acr} | {pt_caps_tight} | MRN {mrn} | DOB {date_dob_mdy0}\n{DOC_TYPE} | {date_admit_mdy}\n\n",
    "{mrn} | {pt_caps} | {date_dob_mdy0} | {hosp_acr}\nAdmitted {date_admit} | Discharged {date_dc} | Attending {dr_att_full}\n\n",
    "{date_admit_mdy} | {pt_caps_tight} | {hosp_acr} | {acct}\n{DOC_TYPE}\n\n",  # (test)
)

FOOTERS = (
    "PCP Name: {dr_pcp_caps}\n\nProvider Number: {provider_no}\n\nThis report was created by {dr_att_caps} {date_dc_mdy} {clock_sec}\n",
    "Dictated By: {dr_att_caps}\n\nAttending: {dr_att_caps}\n\nDictation ID {acct}\nD: {date_dc_mdy2}\nT: {date_after_mdy2}\n\n"
    "Transcribed by: {tx_initials}\n\n[report_end]\n",
    "{dr_res_full}, MD, pager {pager}\n\nElectronically signed by {dr_att_full}, M.D. on {date_after_long} {clock}\n",
    "cc: {dr_full_pcp}, {hosp_other}; {dr_full_cons}\n\nSigned electronically by: {username_att} on {date_dc} at {clock}\n"
    "{dr_att_caps} , M.D.\nWorkstation: {ip}\n",
    "______________________________\n{dr_att_full}, MD\nLicense {license}\nEmail: {email_att}\n\n"
    "This report was created by {username_att} on {date_after}\n",
    "Completed by: {dr_res_full}, MD ({username_res}) {date_dc_iso} {clock}\nAttending: {dr_att_full}, MD\n"
    "Provider Number: {provider_no}\n",
    "{dr_att_initials} : {tx_initials}\nDD: {date_dc_mdy02}\nDT: {date_after_mdy02}\nDV: {date_dc_mdy02}\n\n"
    "cc: {dr_full_pcp}\n{address_clinic}\n",
)

DOC_TYPES = ("Discharge Summary", "Discharge Summary", "ED Discharge Summary", "Interim Summary", "Transfer Summary")
SERVICES = ("MEDICINE", "CARDIOLOGY", "SURGERY", "NEUROLOGY", "ORTHOPAEDICS", "CARDIOTHORACIC", "ONCOLOGY", "GERIATRICS")
