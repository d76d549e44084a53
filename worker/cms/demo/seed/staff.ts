/** @module Demo CMS seed: thirty staff members across the four care teams. */
import type { CmsImage, StaffMember } from "../../../../shared/cms/types.ts";
import type { Stored } from "./stored.ts";

/** Builds the avatar image record for a staff member. */
function photo(slug: string, name: string): CmsImage {
  return {
    src: `/wp-content/uploads/staff/${slug}.webp`,
    width: 400,
    height: 400,
    alt: `Portrait illustration of ${name}`,
  };
}

export const staff: Stored<StaffMember>[] = [
  // Primary Care Team
  {
    id: 401,
    slug: "maria-gonzalez",
    name: "Maria Gonzalez",
    credentials: "MD",
    role: "Chief Medical Officer, Family Medicine",
    photo: photo("maria-gonzalez", "Maria Gonzalez"),
    bio: `<p>Dr. Maria Gonzalez has practiced family medicine at {{brand}} since 2009 and became Chief Medical Officer in 2019. She grew up in Woodburn, the daughter of farmworkers, and decided to become a doctor after translating for her parents at medical visits as a child.</p>
<p>She earned her medical degree at Oregon Health &amp; Science University and completed her residency in family medicine in Seattle. Her clinical interests include diabetes care, prenatal care and making sure patients who speak Spanish get the same quality of care as everyone else.</p>
<p>Outside the clinic, Dr. Gonzalez coaches her daughter's soccer team and is slowly learning to bake bread that does not come out flat.</p>`,
    team: "primary-care-team",
    locations: ["main-street", "riverside"],
    languages: ["English", "Spanish"],
    accepting_new_patients: false,
    modified: "2026-01-20T10:00:00-08:00",
  },
  {
    id: 402,
    slug: "david-nguyen",
    name: "David Nguyen",
    credentials: "DO",
    role: "Family Physician",
    photo: photo("david-nguyen", "David Nguyen"),
    bio: `<p>Dr. David Nguyen is a family physician who splits his time between Main Street and our Millbrook Rural Health Clinic. He loves the variety of family medicine: on a single day he might see a newborn, set a broken finger and help an elder manage heart failure.</p>
<p>Dr. Nguyen trained at Western University of Health Sciences in Lebanon, Oregon, and completed a rural family medicine residency in Klamath Falls. As an osteopathic physician, he sometimes uses hands-on treatment for back and neck pain.</p>
<p>He speaks Vietnamese with his patients and his grandmother, and spends weekends fishing on the Santiam River.</p>`,
    team: "primary-care-team",
    locations: ["main-street", "millbrook"],
    languages: ["English", "Vietnamese"],
    accepting_new_patients: true,
    modified: "2026-03-11T09:30:00-07:00",
  },
  {
    id: 403,
    slug: "aisha-farah",
    name: "Aisha Farah",
    credentials: "FNP-C",
    role: "Family Nurse Practitioner",
    photo: photo("aisha-farah", "Aisha Farah"),
    bio: `<p>Aisha Farah is a board-certified family nurse practitioner who cares for adults and children at Riverside Family Clinic and Harbor Street Recovery &amp; Wellness Center. Before becoming a nurse practitioner, she worked for eight years as a registered nurse in the emergency department.</p>
<p>Aisha arrived in the United States as a teenager and knows firsthand how confusing a new health system can be. She takes extra time to explain medications and test results, and she is especially passionate about hepatitis C treatment and care for people in recovery.</p>
<p>She speaks Somali and Arabic and enjoys cooking big meals for family gatherings.</p>`,
    team: "primary-care-team",
    locations: ["riverside", "harbor-street"],
    languages: ["English", "Somali", "Arabic"],
    accepting_new_patients: true,
    modified: "2026-02-05T14:10:00-08:00",
  },
  {
    id: 404,
    slug: "samuel-okafor",
    name: "Samuel Okafor",
    credentials: "MD",
    role: "Pediatrician",
    photo: photo("samuel-okafor", "Samuel Okafor"),
    bio: `<p>Dr. Samuel Okafor is a pediatrician at Main Street Health Center and the Lincoln School-Based Health Center. He cares for children from birth through age 21 and has a special interest in asthma and in helping kids with ADHD thrive at school.</p>
<p>Dr. Okafor completed medical school at the University of Michigan and his pediatric residency at Doernbecher Children's Hospital in Portland. He believes the best pediatric care happens when parents feel heard, so he always asks what worries you most before the visit ends.</p>
<p>He is a father of three, an enthusiastic if unskilled ukulele player and a regular at the Cedar Hollow Saturday market.</p>`,
    team: "primary-care-team",
    locations: ["main-street", "lincoln-school"],
    languages: ["English"],
    accepting_new_patients: true,
    modified: "2026-08-19T11:00:00-07:00",
  },
  {
    id: 405,
    slug: "elena-petrova",
    name: "Elena Petrova",
    credentials: "PA-C",
    role: "Physician Assistant",
    photo: photo("elena-petrova", "Elena Petrova"),
    bio: `<p>Elena Petrova is a certified physician assistant at Main Street Health Center, where she sees patients for both ongoing primary care and same-day visits, including our Saturday morning clinic.</p>
<p>Elena was born in Saint Petersburg and moved to Oregon with her family at age ten. She studied at Pacific University and worked in urgent care before joining {{brand}} in 2018. She enjoys helping patients with high blood pressure and high cholesterol find treatment plans they can stick with.</p>
<p>In her free time, Elena hikes in the Cascades with her rescue dog, Boris.</p>`,
    team: "primary-care-team",
    locations: ["main-street"],
    languages: ["English", "Russian"],
    accepting_new_patients: true,
    modified: "2026-05-07T16:45:00-07:00",
  },
  {
    id: 406,
    slug: "jennifer-whitehorse",
    name: "Jennifer Whitehorse",
    credentials: "CNM",
    role: "Certified Nurse-Midwife",
    photo: photo("jennifer-whitehorse", "Jennifer Whitehorse"),
    bio: `<p>Jennifer Whitehorse is a certified nurse-midwife who provides prenatal care, birth control, annual exams and menopause care at Main Street and Millbrook. She attends births at Cedar Hollow Community Hospital.</p>
<p>Jennifer has been a midwife for fifteen years and has welcomed more than a thousand babies into the world. She is a member of the Confederated Tribes of Siletz Indians and works to make pregnancy care respectful of every family's traditions.</p>
<p>She lives on a small farm outside Millbrook with her husband, two teenagers and a flock of very opinionated chickens.</p>`,
    team: "primary-care-team",
    locations: ["main-street", "millbrook"],
    languages: ["English"],
    accepting_new_patients: true,
    modified: "2026-04-21T10:20:00-07:00",
  },
  {
    id: 407,
    slug: "kevin-tran",
    name: "Kevin Tran",
    credentials: "PharmD",
    role: "Clinical Pharmacist",
    photo: photo("kevin-tran", "Kevin Tran"),
    bio: `<p>Dr. Kevin Tran is a clinical pharmacist who meets with patients at Main Street and Harbor Street. He helps people who take many medicines, are starting insulin or are having side effects, and he works with providers to simplify complicated medication lists.</p>
<p>Kevin earned his Doctor of Pharmacy degree at Oregon State University. He leads our prescription savings program and is always looking for ways to lower costs for patients without insurance.</p>
<p>When he is not at the pharmacy, Kevin plays badminton and volunteers at the Vietnamese Community Center's Lunar New Year festival.</p>`,
    team: "primary-care-team",
    locations: ["main-street", "harbor-street"],
    languages: ["English", "Vietnamese"],
    accepting_new_patients: true,
    modified: "2026-07-22T13:40:00-07:00",
  },
  {
    id: 408,
    slug: "grace-liu",
    name: "Grace Liu",
    credentials: "MD",
    role: "Internal Medicine Physician, Long COVID Clinic Lead",
    photo: photo("grace-liu", "Grace Liu"),
    bio: `<p>Dr. Grace Liu is an internal medicine physician at Riverside Family Clinic, where she founded our Long COVID Clinic in 2025. She cares for adults with complex health conditions, including people living with fatigue, shortness of breath and brain fog months after a COVID-19 infection.</p>
<p>Dr. Liu studied medicine at the University of Washington and completed her residency at Kaiser Permanente in Oakland. She believes patients are experts in their own bodies and partners closely with physical therapists and behavioral health counselors to build care plans.</p>
<p>She speaks Mandarin, practices tai chi in Riverside Park most mornings and is the proud owner of an enormous orange cat.</p>`,
    team: "primary-care-team",
    locations: ["riverside"],
    languages: ["English", "Mandarin"],
    accepting_new_patients: true,
    modified: "2026-04-07T09:00:00-07:00",
  },
  {
    id: 409,
    slug: "rosa-delgado",
    name: "Rosa Delgado",
    credentials: "RN",
    role: "Nurse Care Manager",
    photo: photo("rosa-delgado", "Rosa Delgado"),
    bio: `<p>Rosa Delgado is a registered nurse and care manager at Main Street Health Center. She works with patients who have recently been in the hospital or who are managing several chronic conditions, making follow-up calls, arranging home visits and making sure nothing falls through the cracks.</p>
<p>Rosa started at {{brand}} as a medical assistant in 2007 and went to nursing school at night while raising two children. She has been recognized twice with our Patient Champion award.</p>
<p>Rosa's favorite part of the job is the moment a patient says they finally understand their diabetes plan.</p>`,
    team: "primary-care-team",
    locations: ["main-street"],
    languages: ["English", "Spanish"],
    accepting_new_patients: false,
    modified: "2026-01-14T12:15:00-08:00",
  },
  {
    id: 410,
    slug: "thomas-becker",
    name: "Thomas Becker",
    credentials: "FNP-C",
    role: "Family Nurse Practitioner, Evening Clinic",
    photo: photo("thomas-becker", "Thomas Becker"),
    bio: `<p>Thomas Becker is a family nurse practitioner who anchors the evening clinic at Riverside Family Clinic. He sees patients of all ages for check-ups, sick visits and chronic disease care, and he is a favorite of working parents who need appointments after 5 p.m.</p>
<p>Thomas spent ten years as a paramedic in Eugene before earning his nurse practitioner degree at OHSU. He brings calm, practical energy to every visit and is particularly interested in men's health and helping people quit smoking.</p>
<p>He builds wooden canoes in his garage and paddles them, with mixed success, on the Willamette.</p>`,
    team: "primary-care-team",
    locations: ["riverside"],
    languages: ["English"],
    accepting_new_patients: true,
    modified: "2026-03-25T17:30:00-07:00",
  },
  {
    id: 411,
    slug: "priya-raman",
    name: "Priya Raman",
    credentials: "MD",
    role: "Pediatrician",
    photo: photo("priya-raman", "Priya Raman"),
    bio: `<p>Dr. Priya Raman is a pediatrician at Riverside Family Clinic and the Lincoln School-Based Health Center. She cares for babies, children and teens, with a focus on early childhood development and adolescent mental health.</p>
<p>Dr. Raman earned her medical degree at Northwestern University and completed her pediatric residency at Seattle Children's Hospital. She co-leads our Reach Out and Read program, which gives every child a new book at each well visit from six months to five years old.</p>
<p>She speaks Hindi and some Tamil, and loves reading picture books to her own toddler at bedtime.</p>`,
    team: "primary-care-team",
    locations: ["riverside", "lincoln-school"],
    languages: ["English", "Hindi"],
    accepting_new_patients: true,
    modified: "2026-08-19T11:05:00-07:00",
  },
  {
    id: 412,
    slug: "hannah-olsen",
    name: "Hannah Olsen",
    credentials: "OD",
    role: "Optometrist",
    photo: photo("hannah-olsen", "Hannah Olsen"),
    bio: `<p>Dr. Hannah Olsen is an optometrist who leads our vision program at Eastside Dental &amp; Vision Center and sees patients at Main Street every Wednesday. She provides eye exams for children and adults, diabetic eye screening and care for common eye problems.</p>
<p>Dr. Olsen graduated from Pacific University College of Optometry. She started our free children's eyeglasses program after meeting a third grader who had been struggling to read the whiteboard for two years.</p>
<p>She is an avid birdwatcher and can identify most Oregon songbirds by ear.</p>`,
    team: "primary-care-team",
    locations: ["eastside-dental", "main-street"],
    languages: ["English"],
    accepting_new_patients: true,
    modified: "2026-01-29T15:20:00-08:00",
  },
  {
    id: 413,
    slug: "marcus-bell",
    name: "Marcus Bell",
    credentials: "RD, LD",
    role: "Registered Dietitian",
    photo: photo("marcus-bell", "Marcus Bell"),
    bio: `<p>Marcus Bell is a registered dietitian who helps patients with diabetes, heart disease, kidney disease and other conditions eat well on a real-world budget. He sees patients at Main Street, Riverside and Lincoln School and teaches our free monthly cooking classes.</p>
<p>Marcus studied nutrition at Oregon State University. He worked in school food service before joining {{brand}}, and he still believes a good school lunch can change a kid's whole afternoon.</p>
<p>He tends the tomato beds in our Main Street community garden and has strong opinions about which variety makes the best salsa.</p>`,
    team: "primary-care-team",
    locations: ["main-street", "riverside", "lincoln-school"],
    languages: ["English"],
    accepting_new_patients: true,
    modified: "2026-09-02T09:30:00-07:00",
  },
  // Dental Team
  {
    id: 414,
    slug: "daniel-kim",
    name: "Daniel Kim",
    credentials: "DDS",
    role: "Dental Director",
    photo: photo("daniel-kim", "Daniel Kim"),
    bio: `<p>Dr. Daniel Kim has led the {{brand}} dental program since 2015. Under his leadership, the program has grown from four chairs to twenty across three locations and now serves more than 9,000 patients a year.</p>
<p>Dr. Kim earned his dental degree at the University of Washington School of Dentistry and spent three years with the Indian Health Service in Arizona. He still treats patients two days a week at Eastside and mentors every new dentist who joins our team.</p>
<p>He speaks Korean, plays cello in the Cedar Hollow Community Orchestra and has never met a dumpling he did not like.</p>`,
    team: "dental-team",
    locations: ["eastside-dental"],
    languages: ["English", "Korean"],
    accepting_new_patients: false,
    modified: "2026-02-20T14:35:00-08:00",
  },
  {
    id: 415,
    slug: "lucia-morales",
    name: "Lucia Morales",
    credentials: "DDS",
    role: "General Dentist",
    photo: photo("lucia-morales", "Lucia Morales"),
    bio: `<p>Dr. Lucia Morales is a general dentist at Eastside Dental &amp; Vision Center and Riverside Family Clinic. She provides exams, fillings, extractions and dentures, and she is known for her gentle touch with anxious patients.</p>
<p>Dr. Morales grew up in Salinas, California, and earned her dental degree at the University of the Pacific. She chose community health because she wants every patient to leave with less pain and more confidence than when they arrived.</p>
<p>She spends her weekends gardening and making tamales with her mother and sisters.</p>`,
    team: "dental-team",
    locations: ["eastside-dental", "riverside"],
    languages: ["English", "Spanish"],
    accepting_new_patients: true,
    modified: "2026-06-16T10:50:00-07:00",
  },
  {
    id: 416,
    slug: "fatima-al-sayed",
    name: "Fatima Al-Sayed",
    credentials: "DMD",
    role: "Pediatric Dentist",
    photo: photo("fatima-al-sayed", "Fatima Al-Sayed"),
    bio: `<p>Dr. Fatima Al-Sayed is a pediatric dentist who cares for children from their first tooth through their teen years at Eastside Dental &amp; Vision Center and the Lincoln School-Based Health Center.</p>
<p>Dr. Al-Sayed earned her dental degree at Tufts University and completed a pediatric dentistry residency in Portland. She is skilled at caring for children with special health care needs and for kids who are very afraid of the dentist, and she uses plenty of stickers and silly voices.</p>
<p>She speaks Arabic, loves rock climbing and is raising two kids who brush their teeth without being reminded (most days).</p>`,
    team: "dental-team",
    locations: ["eastside-dental", "lincoln-school"],
    languages: ["English", "Arabic"],
    accepting_new_patients: true,
    modified: "2026-08-24T09:10:00-07:00",
  },
  {
    id: 417,
    slug: "brianna-cooper",
    name: "Brianna Cooper",
    credentials: "RDH",
    role: "Dental Hygienist",
    photo: photo("brianna-cooper", "Brianna Cooper"),
    bio: `<p>Brianna Cooper is a registered dental hygienist at Eastside Dental &amp; Vision Center. She provides cleanings, deep cleanings and oral health education, and she works many of our Saturday morning shifts.</p>
<p>Brianna graduated from the dental hygiene program at Chemeketa Community College. She especially enjoys working with adults who have not had a cleaning in years, and she never lectures anyone about flossing.</p>
<p>She runs the Run for Access 5K every spring and usually talks half the dental team into running with her.</p>`,
    team: "dental-team",
    locations: ["eastside-dental"],
    languages: ["English"],
    accepting_new_patients: true,
    modified: "2026-04-30T13:25:00-07:00",
  },
  {
    id: 418,
    slug: "minh-pham",
    name: "Minh Pham",
    credentials: "RDH, EPDH",
    role: "Expanded Practice Dental Hygienist, School Sealant Program",
    photo: photo("minh-pham", "Minh Pham"),
    bio: `<p>Minh Pham is an expanded practice dental hygienist who runs our school sealant program. Each year, Minh and a small team visit schools across Cedar Hollow and Millbrook to screen students, apply sealants and fluoride, and connect families with a dental home.</p>
<p>Minh has worked in public health dentistry for twelve years. Under the program's leadership, the share of Lincoln Middle School students with sealants has more than doubled.</p>
<p>Minh speaks Vietnamese and enjoys photography, especially foggy mornings on the coast.</p>`,
    team: "dental-team",
    locations: ["lincoln-school", "millbrook"],
    languages: ["English", "Vietnamese"],
    accepting_new_patients: true,
    modified: "2026-02-03T11:45:00-08:00",
  },
  {
    id: 419,
    slug: "olga-sokolova",
    name: "Olga Sokolova",
    credentials: "CDA, EFDA",
    role: "Lead Dental Assistant",
    photo: photo("olga-sokolova", "Olga Sokolova"),
    bio: `<p>Olga Sokolova is our lead dental assistant, working at Eastside and Riverside. She assists dentists during procedures, takes X-rays, trains new assistants and keeps our dental clinics running smoothly.</p>
<p>Olga trained as a dental assistant after moving to Oregon from Ukraine in 2005 and has been with {{brand}} for fifteen years. Patients who speak Russian or Ukrainian often ask for her by name because she helps them feel at home.</p>
<p>She loves ballroom dancing and has the trophies to prove it.</p>`,
    team: "dental-team",
    locations: ["eastside-dental", "riverside"],
    languages: ["English", "Russian", "Ukrainian"],
    accepting_new_patients: false,
    modified: "2026-05-12T15:00:00-07:00",
  },
  // Behavioral Health Team
  {
    id: 420,
    slug: "rachel-abrams",
    name: "Rachel Abrams",
    credentials: "PsyD",
    role: "Director of Behavioral Health, Clinical Psychologist",
    photo: photo("rachel-abrams", "Rachel Abrams"),
    bio: `<p>Dr. Rachel Abrams is a clinical psychologist and our Director of Behavioral Health. She built our integrated care model, in which behavioral health consultants work in the same clinic hallways as medical providers, so patients can get support the same day they ask for it.</p>
<p>Dr. Abrams earned her doctorate at Pacific University and specializes in trauma, chronic pain and health psychology. She continues to see patients at Main Street and Harbor Street and supervises our postdoctoral fellows.</p>
<p>She is a devoted gardener, a terrible golfer and a fierce advocate for mental health parity.</p>`,
    team: "behavioral-health-team",
    locations: ["main-street", "harbor-street"],
    languages: ["English"],
    accepting_new_patients: false,
    modified: "2026-05-19T09:20:00-07:00",
  },
  {
    id: 421,
    slug: "jamal-washington",
    name: "Jamal Washington",
    credentials: "LCSW",
    role: "Licensed Clinical Social Worker",
    photo: photo("jamal-washington", "Jamal Washington"),
    bio: `<p>Jamal Washington is a licensed clinical social worker who provides counseling at Harbor Street and Riverside. He works with adults facing depression, anxiety, trauma and the stress of housing or job loss, and he co-leads our men's support group.</p>
<p>Jamal earned his master's degree in social work at Portland State University. Before becoming a therapist, he worked as a case manager at a family shelter, an experience that shapes his practical, strengths-based approach.</p>
<p>He is a lifelong Trail Blazers fan and cooks a legendary pot of gumbo.</p>`,
    team: "behavioral-health-team",
    locations: ["harbor-street", "riverside"],
    languages: ["English"],
    accepting_new_patients: true,
    modified: "2026-03-03T10:40:00-08:00",
  },
  {
    id: 422,
    slug: "ana-sofia-ramirez",
    name: "Ana Sofia Ramirez",
    credentials: "LPC",
    role: "Licensed Professional Counselor",
    photo: photo("ana-sofia-ramirez", "Ana Sofia Ramirez"),
    bio: `<p>Ana Sofia Ramirez is a licensed professional counselor who sees children, teens and families at the Lincoln School-Based Health Center and Main Street. She helps young people with anxiety, grief, school stress and the challenges of growing up between two cultures.</p>
<p>Ana Sofia earned her master's degree in counseling at Lewis &amp; Clark College. She provides therapy in English and Spanish and leads a support group for Spanish-speaking parents of teenagers.</p>
<p>She paints murals with local youth during the summer, and one of them brightens the waiting room at Lincoln School.</p>`,
    team: "behavioral-health-team",
    locations: ["lincoln-school", "main-street"],
    languages: ["English", "Spanish"],
    accepting_new_patients: true,
    modified: "2026-08-26T14:00:00-07:00",
  },
  {
    id: 423,
    slug: "yusuf-hassan",
    name: "Yusuf Hassan",
    credentials: "CADC II",
    role: "Certified Alcohol and Drug Counselor",
    photo: photo("yusuf-hassan", "Yusuf Hassan"),
    bio: `<p>Yusuf Hassan is a certified alcohol and drug counselor at the Harbor Street Recovery &amp; Wellness Center. He meets with people starting treatment, leads recovery groups and helps patients build the routines and relationships that make recovery last.</p>
<p>Yusuf has worked in addiction treatment for eleven years. He speaks Somali and has helped build trust with East African families who may hesitate to talk about substance use.</p>
<p>He believes everyone deserves a second chance, and a third, and a fourth. On weekends he referees youth soccer.</p>`,
    team: "behavioral-health-team",
    locations: ["harbor-street"],
    languages: ["English", "Somali"],
    accepting_new_patients: true,
    modified: "2026-06-10T10:50:00-07:00",
  },
  {
    id: 424,
    slug: "emily-chen",
    name: "Emily Chen",
    credentials: "PMHNP-BC",
    role: "Psychiatric Mental Health Nurse Practitioner",
    photo: photo("emily-chen", "Emily Chen"),
    bio: `<p>Emily Chen is a board-certified psychiatric mental health nurse practitioner. She evaluates and treats depression, anxiety, bipolar disorder, PTSD and other conditions with medication and supportive therapy, in person at Main Street and Harbor Street and by video for patients in Millbrook.</p>
<p>Emily worked as a psychiatric nurse at a state hospital before completing her nurse practitioner training at OHSU. She takes a careful, collaborative approach to medications and always explains the options in plain language.</p>
<p>She speaks Mandarin and unwinds by knitting sweaters for friends who did not ask for them.</p>`,
    team: "behavioral-health-team",
    locations: ["main-street", "harbor-street", "millbrook"],
    languages: ["English", "Mandarin"],
    accepting_new_patients: true,
    modified: "2026-05-19T09:25:00-07:00",
  },
  {
    id: 425,
    slug: "robert-sandoval",
    name: "Robert Sandoval",
    credentials: "MD",
    role: "Addiction Medicine Physician",
    photo: photo("robert-sandoval", "Robert Sandoval"),
    bio: `<p>Dr. Robert Sandoval is board-certified in family medicine and addiction medicine and serves as medical director of the Harbor Street Recovery &amp; Wellness Center. He treats opioid, alcohol and stimulant use disorders and provides primary care to people in recovery.</p>
<p>Dr. Sandoval graduated from the University of New Mexico School of Medicine. He helped design our same-day buprenorphine program, which has no waiting list, and teaches other providers across the state how to start similar programs.</p>
<p>He is a marathon runner, a proud grandfather and a regular at the Harbor Street coffee cart.</p>`,
    team: "behavioral-health-team",
    locations: ["harbor-street"],
    languages: ["English", "Spanish"],
    accepting_new_patients: true,
    modified: "2026-06-10T10:55:00-07:00",
  },
  {
    id: 426,
    slug: "natalia-ivanova",
    name: "Natalia Ivanova",
    credentials: "LMFT",
    role: "Licensed Marriage and Family Therapist",
    photo: photo("natalia-ivanova", "Natalia Ivanova"),
    bio: `<p>Natalia Ivanova is a licensed marriage and family therapist at Riverside Family Clinic. She works with couples, parents and families facing conflict, life changes, immigration stress and grief, and offers evening appointments for working families.</p>
<p>Natalia earned her master's degree at George Fox University. She provides therapy in English, Russian and Ukrainian and has supported many families who recently arrived in Oregon.</p>
<p>She loves long walks along the river path and hosting tea parties with homemade blini.</p>`,
    team: "behavioral-health-team",
    locations: ["riverside"],
    languages: ["English", "Russian", "Ukrainian"],
    accepting_new_patients: true,
    modified: "2026-05-26T12:00:00-07:00",
  },
  // Community Outreach Team
  {
    id: 427,
    slug: "luis-herrera",
    name: "Luis Herrera",
    credentials: "CHW",
    role: "Community Health Worker, Farmworker Outreach",
    photo: photo("luis-herrera", "Luis Herrera"),
    bio: `<p>Luis Herrera is a certified community health worker who leads our farmworker outreach program. From June through October, Luis and the mobile clinic visit farms, orchards and nurseries across the upper valley, bringing blood pressure checks, vaccines, heat safety tips and a friendly face.</p>
<p>Luis worked in the fields himself for many years before joining {{brand}}. He helps patients make appointments, apply for coverage and find food, housing and legal resources.</p>
<p>He plays guitar in a Sunday church band and makes the best horchata on the team.</p>`,
    team: "community-outreach-team",
    locations: ["main-street", "millbrook"],
    languages: ["English", "Spanish"],
    accepting_new_patients: false,
    modified: "2026-06-09T08:40:00-07:00",
  },
  {
    id: 428,
    slug: "hodan-abdi",
    name: "Hodan Abdi",
    credentials: "CHW",
    role: "Community Health Worker, Refugee Health Navigator",
    photo: photo("hodan-abdi", "Hodan Abdi"),
    bio: `<p>Hodan Abdi is a certified community health worker who helps refugee and immigrant families get settled with health care. She meets new arrivals, explains how our clinics work, goes with patients to specialist appointments and makes sure no one leaves confused about their care.</p>
<p>Hodan came to Cedar Hollow as a refugee in 2011. She speaks Somali and Arabic and serves on the board of the Cedar Hollow East African Community Association.</p>
<p>Her colleagues say she knows everyone in town, and she does not disagree.</p>`,
    team: "community-outreach-team",
    locations: ["riverside", "harbor-street"],
    languages: ["English", "Somali", "Arabic"],
    accepting_new_patients: false,
    modified: "2026-06-09T08:45:00-07:00",
  },
  {
    id: 429,
    slug: "linh-vo",
    name: "Linh Vo",
    credentials: "OHP-CAC",
    role: "Outreach and Enrollment Specialist",
    photo: photo("linh-vo", "Linh Vo"),
    bio: `<p>Linh Vo is an outreach and enrollment specialist who helps patients and community members apply for and renew the Oregon Health Plan, Medicare Savings Programs and marketplace coverage. Last year, Linh helped more than 1,400 people get or keep their health insurance.</p>
<p>Linh is a certified application counselor and knows the paperwork inside and out. She holds drop-in enrollment hours at Main Street and Eastside and visits libraries and food banks during open enrollment.</p>
<p>She speaks Vietnamese, loves karaoke and is training for her first half marathon.</p>`,
    team: "community-outreach-team",
    locations: ["main-street", "eastside-dental"],
    languages: ["English", "Vietnamese"],
    accepting_new_patients: false,
    modified: "2026-10-27T10:00:00-07:00",
  },
  {
    id: 430,
    slug: "patricia-oconnell",
    name: "Patricia O'Connell",
    credentials: "RN, MPH",
    role: "Community Health Nurse, Mobile Clinic",
    photo: photo("patricia-oconnell", "Patricia O'Connell"),
    bio: `<p>Patricia O'Connell is a community health nurse who runs our mobile health clinic. She and her team bring vaccines, screenings and basic care to rural roads, school parking lots, shelters and community events.</p>
<p>Patricia has been a nurse for twenty-five years, including a decade with the county health department. She earned her Master of Public Health at Oregon State University and coordinates our vaccine clinics during flu and COVID-19 season.</p>
<p>She drives the mobile clinic van with great care and is still waiting for someone to beat her parallel-parking record.</p>`,
    team: "community-outreach-team",
    locations: ["millbrook", "lincoln-school"],
    languages: ["English"],
    accepting_new_patients: false,
    modified: "2026-09-15T15:35:00-07:00",
  },
];
