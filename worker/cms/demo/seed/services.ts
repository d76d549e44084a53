/** @module Demo CMS seed: the health services offered across the clinic network. */
import type { Service } from "../../../../shared/cms/types.ts";
import type { Stored } from "./stored.ts";

export const services: Stored<Service>[] = [
  {
    id: 101,
    url_slug: "primary-care",
    display_title: "Primary Care",
    summary:
      "Check-ups, sick visits, chronic disease care and preventive screenings for every member of your family, whether or not you have insurance.",
    content: `<p>Your primary care team is the place to start for almost any health question. At {{brand}}, a doctor, nurse practitioner or physician assistant gets to know you over time, along with a nurse and a medical assistant who help you between visits. We care for newborns, grandparents and everyone in between.</p>
<h2>What we offer</h2>
<ul>
<li>Annual wellness visits, physicals and sports or work physicals</li>
<li>Same-day appointments for colds, infections, rashes and minor injuries</li>
<li>Care for diabetes, high blood pressure, asthma, COPD and heart disease</li>
<li>Cancer screenings, including Pap tests, colon cancer screening kits and referrals for mammograms</li>
<li>Vaccines for children and adults, including flu and COVID-19</li>
<li>Lab tests on site at most locations</li>
<li>Help quitting tobacco and vaping</li>
</ul>
<h2>Care that fits your budget</h2>
<p>We accept the Oregon Health Plan (Medicaid), Medicare and most private insurance. If you are uninsured, you will pay based on your household size and income through our <strong>sliding fee scale</strong>. No one is turned away because they cannot pay.</p>
<h2>Care in your language</h2>
<p>Free medical interpreters are available in person or by video for any language, including Spanish, Vietnamese, Russian, Somali, Arabic and Mandarin. Just let us know when you call.</p>
<p>Primary care is available at our <a href="/locations/main-street">Main Street</a>, <a href="/locations/riverside">Riverside</a>, <a href="/locations/millbrook">Millbrook</a>, <a href="/locations/harbor-street">Harbor Street</a> and <a href="/locations/lincoln-school">Lincoln School</a> clinics. Riverside is open until 8 p.m. Monday through Thursday, and Main Street is open Saturday mornings.</p>`,
    image: {
      src: "/wp-content/uploads/services/primary-care.webp",
      width: 640,
      height: 400,
      alt: "Illustration of a stethoscope wrapped around a heart",
    },
    modified: "2026-03-04T10:15:00-08:00",
  },
  {
    id: 102,
    url_slug: "dental",
    display_title: "Dental Care",
    summary:
      "Cleanings, fillings, extractions, dentures and urgent dental care for children and adults, with a sliding fee scale for those without dental insurance.",
    content: `<p>A healthy mouth is part of a healthy body. The dental team at {{brand}} provides gentle, judgment-free care for patients of all ages, including people who have not seen a dentist in many years. If you are nervous about dental visits, tell us. We will go at your pace and explain every step.</p>
<h2>Dental services</h2>
<ul>
<li>Exams, X-rays, cleanings and fluoride</li>
<li>Fillings, crowns and root canals on front teeth</li>
<li>Extractions and referrals for oral surgery</li>
<li>Full and partial dentures</li>
<li>Sealants and preventive care for children, starting with the first tooth</li>
<li>Deep cleanings and gum disease treatment</li>
<li>Dental care during pregnancy</li>
</ul>
<h2>Tooth pain? Call us first</h2>
<p>We hold urgent dental appointments every weekday morning for people in pain, with a swollen face or with a broken tooth. Call as early as you can and we will do our best to see you the same day. If you have swelling that makes it hard to breathe or swallow, go to the nearest emergency room.</p>
<h2>Paying for dental care</h2>
<p>We accept Oregon Health Plan dental coverage and many private dental plans. Patients without dental insurance may qualify for our sliding fee scale, which lowers the cost of most services based on income. Our front desk staff can help you apply in a few minutes.</p>
<p>Dental care is offered at <a href="/locations/eastside-dental">Eastside Dental &amp; Vision Center</a> (including Saturday mornings), <a href="/locations/riverside">Riverside Family Clinic</a> and, for students, at the <a href="/locations/lincoln-school">Lincoln School-Based Health Center</a>.</p>`,
    image: {
      src: "/wp-content/uploads/services/dental.webp",
      width: 640,
      height: 400,
      alt: "Illustration of a smiling tooth next to a toothbrush",
    },
    modified: "2026-02-18T09:40:00-08:00",
  },
  {
    id: 103,
    url_slug: "behavioral-health",
    display_title: "Behavioral Health",
    summary:
      "Counseling, psychiatry and support for depression, anxiety, trauma, grief and stress, often in the same visit as your medical care.",
    content: `<p>Everyone goes through hard times. Our behavioral health team helps with stress, sadness, worry, trauma, grief, sleep problems, family conflict and more serious mental health conditions. You do not need a diagnosis to talk to us, and you do not need a referral.</p>
<h2>How we can help</h2>
<ul>
<li><strong>Same-day support:</strong> a behavioral health consultant can often join your medical visit for a short, private conversation.</li>
<li><strong>Counseling:</strong> individual, couples and family therapy with licensed clinical social workers, counselors and psychologists.</li>
<li><strong>Psychiatry:</strong> medication evaluation and management with our psychiatric nurse practitioners.</li>
<li><strong>Groups:</strong> skills groups for anxiety, depression, parenting and chronic pain.</li>
<li><strong>Telehealth:</strong> video or phone visits when coming in is hard.</li>
</ul>
<p>Counseling is covered by the Oregon Health Plan, Medicare and most insurance plans, and our sliding fee scale applies to uninsured patients. Interpreters are available at no cost.</p>
<h2>If you are in crisis</h2>
<p>If you are thinking about hurting yourself or someone else, call or text <strong>988</strong> to reach the Suicide and Crisis Lifeline any time, day or night, or call 911. You can also walk into any of our clinics during open hours and tell the front desk you need to speak with someone right away.</p>
<p>Behavioral health services are available at <a href="/locations/main-street">Main Street</a>, <a href="/locations/riverside">Riverside</a>, <a href="/locations/harbor-street">Harbor Street</a>, <a href="/locations/millbrook">Millbrook</a> and <a href="/locations/lincoln-school">Lincoln School</a>. Meet the people behind this work on our <a href="/team/behavioral-health-team">Behavioral Health Team</a> page.</p>`,
    image: {
      src: "/wp-content/uploads/services/behavioral-health.webp",
      width: 640,
      height: 400,
      alt: "Illustration of two people talking, with a heart between them",
    },
    modified: "2026-05-21T14:05:00-07:00",
  },
  {
    id: 104,
    url_slug: "pediatrics",
    display_title: "Pediatrics",
    summary:
      "Well-child visits, vaccines, sick care and developmental check-ups for babies, children and teens.",
    content: `<p>From the first newborn visit to the last sports physical before college, our pediatric providers partner with parents and caregivers to help kids grow up healthy. We see children with the Oregon Health Plan, private insurance or no insurance at all.</p>
<h2>Services for kids and teens</h2>
<ul>
<li>Newborn and well-child visits on the recommended schedule</li>
<li>All childhood and teen vaccines, including catch-up vaccines</li>
<li>Developmental and autism screening</li>
<li>Sick visits, often the same day</li>
<li>Asthma, allergy and ADHD care</li>
<li>Confidential teen health visits</li>
<li>School, camp and sports physicals</li>
</ul>
<h2>Help for the whole family</h2>
<p>Our clinics can connect you with WIC, food resources, parenting classes and help signing up for health coverage. A dietitian and a behavioral health consultant work alongside our pediatric team, so you can ask about picky eating, sleep or big feelings in the same visit.</p>
<p>Students at Lincoln Middle School and nearby schools can be seen without leaving campus at the <a href="/locations/lincoln-school">Lincoln School-Based Health Center</a>. Pediatric care is also available at <a href="/locations/main-street">Main Street</a>, <a href="/locations/riverside">Riverside</a> and <a href="/locations/millbrook">Millbrook</a>.</p>`,
    image: {
      src: "/wp-content/uploads/services/pediatrics.webp",
      width: 640,
      height: 400,
      alt: "Illustration of a parent and child holding hands beside a balloon",
    },
    modified: "2026-08-03T11:20:00-07:00",
  },
  {
    id: 105,
    url_slug: "womens-health",
    display_title: "Women's Health",
    summary:
      "Prenatal care, birth control, cancer screening, menopause care and reproductive health services in a welcoming setting.",
    content: `<p>Our women's health providers, including family physicians, nurse practitioners and a certified nurse-midwife, offer care through every stage of life. We welcome patients of every background, gender identity and family structure.</p>
<h2>Services</h2>
<ul>
<li>Prenatal and postpartum care, with deliveries at Cedar Hollow Community Hospital</li>
<li>All birth control methods, including IUDs and implants placed the same day when possible</li>
<li>Pap tests, HPV testing and breast exams</li>
<li>Referrals for mammograms, including our monthly mammogram van at Main Street</li>
<li>Testing and treatment for sexually transmitted infections</li>
<li>Menopause care and bone health</li>
<li>Pregnancy testing and options counseling</li>
</ul>
<h2>Support during pregnancy</h2>
<p>Pregnant patients can sign up for the Oregon Health Plan quickly, often with coverage starting the same month. Our outreach specialists can help with the application, and our dietitian, dental team and behavioral health team are part of your prenatal care.</p>
<p>Women's health visits are available at <a href="/locations/main-street">Main Street Health Center</a> and <a href="/locations/millbrook">Millbrook Rural Health Clinic</a>.</p>`,
    image: {
      src: "/wp-content/uploads/services/womens-health.webp",
      width: 640,
      height: 400,
      alt: "Illustration of a woman's profile with a blooming flower",
    },
    modified: "2026-04-14T08:55:00-07:00",
  },
  {
    id: 106,
    url_slug: "pharmacy",
    display_title: "Pharmacy",
    summary:
      "Affordable prescriptions, free delivery in Cedar Hollow and pharmacist consultations at our in-house pharmacies.",
    content: `<p>Filling your prescriptions at a {{brand}} pharmacy can save you money and time. Because we are a community health center, we can offer many medicines at a much lower price to patients who qualify, including those without insurance.</p>
<h2>Why use our pharmacy</h2>
<ul>
<li>Discounted prices on many brand-name and generic medicines for eligible patients</li>
<li>Your pharmacist can see your clinic record and talk directly with your provider</li>
<li>Free delivery to homes in Cedar Hollow and Millbrook</li>
<li>Blister packs and medication calendars to help you stay on track</li>
<li>Free naloxone (Narcan) with no prescription needed</li>
<li>Flu and COVID-19 vaccines without an appointment</li>
</ul>
<h2>Talk with a pharmacist</h2>
<p>Our clinical pharmacists meet with patients who take several medicines, are starting insulin or have trouble paying for prescriptions. Ask your provider for a referral, or ask at the pharmacy counter.</p>
<p>Pharmacies are located inside <a href="/locations/main-street">Main Street Health Center</a> and <a href="/locations/harbor-street">Harbor Street Recovery &amp; Wellness Center</a>. You do not need to be a patient of ours to fill a prescription, but discounted pricing is only available to our patients.</p>`,
    image: {
      src: "/wp-content/uploads/services/pharmacy.webp",
      width: 640,
      height: 400,
      alt: "Illustration of a prescription bottle and capsules",
    },
    modified: "2026-07-22T13:30:00-07:00",
  },
  {
    id: 107,
    url_slug: "vision",
    display_title: "Vision Care",
    summary:
      "Eye exams, glasses and diabetic eye screening for children and adults, close to home and at a price you can afford.",
    content: `<p>Clear vision helps kids learn, helps adults work and keeps older adults safe from falls. Our optometrists provide full eye exams and help you choose affordable glasses from our on-site optical shop.</p>
<h2>Vision services</h2>
<ul>
<li>Comprehensive eye exams for ages 3 and up</li>
<li>Glasses prescriptions and fittings, with low-cost frames</li>
<li>Free glasses for children with the Oregon Health Plan</li>
<li>Diabetic eye exams and retinal photos</li>
<li>Screening for glaucoma and cataracts, with referrals when needed</li>
<li>Care for red, itchy or injured eyes</li>
</ul>
<p>The Oregon Health Plan covers eye exams for children, pregnant patients and adults with certain health conditions. Uninsured patients can use our sliding fee scale for exams and glasses.</p>
<p>Vision care is offered at <a href="/locations/eastside-dental">Eastside Dental &amp; Vision Center</a> and one day a week at <a href="/locations/main-street">Main Street Health Center</a>.</p>`,
    image: {
      src: "/wp-content/uploads/services/vision.webp",
      width: 640,
      height: 400,
      alt: "Illustration of an eye and a pair of glasses",
    },
    modified: "2026-01-29T15:10:00-08:00",
  },
  {
    id: 108,
    url_slug: "substance-use-treatment",
    display_title: "Substance Use Treatment",
    summary:
      "Compassionate, evidence-based treatment for opioid, alcohol, methamphetamine and other substance use, including medications and counseling.",
    content: `<p>Recovery is possible, and you do not have to do it alone. The team at our Harbor Street Recovery &amp; Wellness Center treats substance use disorder as the health condition it is, with respect and without judgment. You are welcome here whether you want to stop using, cut back or simply learn more.</p>
<h2>Treatment options</h2>
<ul>
<li><strong>Medications for opioid use disorder:</strong> buprenorphine (Suboxone), including same-day starts, and naltrexone</li>
<li><strong>Alcohol use treatment:</strong> medications and counseling to reduce cravings</li>
<li><strong>Counseling:</strong> individual and group sessions with certified alcohol and drug counselors</li>
<li><strong>Peer support:</strong> mentors with lived experience of recovery</li>
<li><strong>Harm reduction:</strong> free naloxone, fentanyl test strips and wound care</li>
<li><strong>Primary care:</strong> vaccines, hepatitis C treatment and HIV prevention in the same building</li>
</ul>
<h2>Getting started</h2>
<p>Walk in any weekday morning between 7 and 10 a.m., or call us to set up a time. There is no waiting list for buprenorphine. We accept the Oregon Health Plan, Medicare and most insurance, and uninsured patients pay on a sliding fee scale.</p>
<p>Visit the <a href="/locations/harbor-street">Harbor Street Recovery &amp; Wellness Center</a>, or ask your primary care provider at any location for a referral.</p>`,
    image: {
      src: "/wp-content/uploads/services/substance-use-treatment.webp",
      width: 640,
      height: 400,
      alt: "Illustration of open hands holding a growing sprout under a rising sun",
    },
    modified: "2026-06-10T10:45:00-07:00",
  },
  {
    id: 109,
    url_slug: "nutrition",
    display_title: "Nutrition Counseling",
    summary:
      "One-on-one visits with a registered dietitian, cooking classes and help finding healthy, affordable food.",
    content: `<p>Food is medicine, and good nutrition does not have to be expensive or complicated. Our registered dietitians work with you to make small, realistic changes that fit your culture, budget and schedule.</p>
<h2>We can help with</h2>
<ul>
<li>Diabetes, prediabetes and high cholesterol</li>
<li>High blood pressure and kidney disease</li>
<li>Healthy eating during pregnancy and breastfeeding</li>
<li>Picky eating, food allergies and growth concerns in children</li>
<li>Weight concerns, without shame or crash diets</li>
</ul>
<h2>Beyond the visit</h2>
<p>We host free monthly cooking classes in English and Spanish in the teaching kitchen at Main Street, and our community garden shares fresh vegetables all summer long. If you are worried about having enough food, our community health workers can connect you with food banks, SNAP and WIC.</p>
<p>Nutrition visits are available at <a href="/locations/main-street">Main Street</a>, <a href="/locations/riverside">Riverside</a> and <a href="/locations/lincoln-school">Lincoln School</a>. Ask your provider for a referral or call any clinic to book.</p>`,
    image: {
      src: "/wp-content/uploads/services/nutrition.webp",
      width: 640,
      height: 400,
      alt: "Illustration of an apple, a carrot and leafy greens",
    },
    modified: "2026-09-02T09:25:00-07:00",
  },
];
