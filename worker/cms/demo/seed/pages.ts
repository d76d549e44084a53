/** @module Demo CMS seed: the home page and the standalone content pages (about, COVID-19, contact, privacy, STAR). */
import type { ContentPage, HomePage, StarPage } from "../../../../shared/cms/types.ts";
import type { Stored } from "./stored.ts";

export const home: Stored<HomePage> = {
  hero_title: "Health care for every neighbor",
  hero_text:
    "Medical, dental, behavioral health, vision and pharmacy care for the whole family at six clinics in Cedar Hollow and Millbrook. We accept the Oregon Health Plan, Medicare and most insurance, and no one is turned away for inability to pay.",
  hero_image: {
    src: "/wp-content/uploads/hero/home.webp",
    width: 1600,
    height: 900,
    alt: "Illustration of a clinic among green hills with families walking toward it",
  },
  services_intro:
    "From check-ups and cleanings to counseling and prescriptions, our care teams work together so you can get what you need in one place, in your language.",
  locations_intro:
    "Six clinics across Cedar Hollow and Millbrook, with evening hours at Riverside and Saturday mornings at Main Street, Eastside and Harbor Street.",
  star_title: "Shine a light with STAR",
  star_text:
    "STAR donors help neighbors get dentures, prescriptions, rides to appointments and healthy food. Every gift stays right here in our community.",
  portal_title: "Your health, online",
  portal_text:
    "Book appointments, message your care team, see test results and request refills any time in the patient portal, available in six languages.",
  social: [
    { network: "facebook", url: "https://www.facebook.com/example" },
    { network: "instagram", url: "https://www.instagram.com/example" },
    { network: "linkedin", url: "https://www.linkedin.com/company/example" },
    { network: "youtube", url: "https://www.youtube.com/@example" },
  ],
};

export const aboutUs: Stored<ContentPage> = {
  id: 891,
  slug: "about-us",
  title: "About Us",
  summary:
    "{{brand}} is a nonprofit community health center caring for more than 28,000 people in Cedar Hollow and Millbrook, regardless of insurance or ability to pay.",
  content: `<p>{{brand}} is a nonprofit community health center that provides medical, dental, behavioral health, vision, nutrition and pharmacy services to more than 28,000 people a year at six clinics in Cedar Hollow and Millbrook, Oregon. We welcome everyone, with or without insurance, and we never turn anyone away because they cannot pay.</p>
<h2>Our mission</h2>
<p><strong>To provide high-quality, affordable, whole-person health care that honors the dignity of every person and helps our communities thrive.</strong></p>
<h2>Our story</h2>
<p>In 1978, a group of nurses, farmworker advocates and a retired family doctor opened a free evening clinic in the basement of a church on Main Street. They had two exam tables, a borrowed blood pressure cuff and a waiting room that filled up every Tuesday night. Many of their first patients were farmworker families who had nowhere else to go.</p>
<p>The clinic became a federally qualified health center in 1991 and moved into the building at 1420 Main Street in 1998. Since then, we have added dental care, behavioral health, a pharmacy, a school-based health center, a rural clinic in Millbrook, a recovery and wellness center on Harbor Street and a mobile clinic that travels throughout the valley. Our roots are still the same: care for anyone who walks through the door.</p>
<h2>What makes a community health center different</h2>
<ul>
<li><strong>Open to all.</strong> We accept the Oregon Health Plan (Medicaid), Medicare, private insurance and patients without insurance. A sliding fee scale lowers costs based on income and household size.</li>
<li><strong>Led by patients.</strong> More than half of our board of directors are patients of our clinics, so the people we serve help decide how we serve them.</li>
<li><strong>Whole-person care.</strong> Medical, dental, mental health and social support work together, often in the same visit.</li>
<li><strong>In your language.</strong> Free interpreters are available for every visit, and many of our staff speak Spanish, Vietnamese, Russian, Somali, Arabic, Mandarin and other languages.</li>
</ul>
<h2>Our values</h2>
<ul>
<li><strong>Respect:</strong> we treat every person with kindness and without judgment.</li>
<li><strong>Equity:</strong> we work to remove the barriers that keep people from good health.</li>
<li><strong>Community:</strong> we listen to our neighbors and partner with them.</li>
<li><strong>Excellence:</strong> we hold ourselves to the highest standards of safe, effective care.</li>
</ul>
<h2>By the numbers (2025)</h2>
<ul>
<li>28,400 patients and 96,000 visits</li>
<li>47 percent of patients covered by the Oregon Health Plan; 14 percent uninsured</li>
<li>36 percent of patients best served in a language other than English</li>
<li>410 employees, including 78 medical, dental and behavioral health providers</li>
</ul>
<h2>Accountability</h2>
<p>{{brand}} is a 501(c)(3) nonprofit organization. We receive funding from the federal Health Resources and Services Administration (HRSA), the State of Oregon, patient fees, insurance and generous donors through our <a href="/star">STAR program</a>. Our clinics are recognized as a Patient-Centered Primary Care Home by the Oregon Health Authority. Annual reports and audited financial statements are available on request through our <a href="/contact-us">contact page</a>.</p>
<h2>Land acknowledgment</h2>
<p>Our clinics stand on the traditional homelands of the Kalapuya people, whose descendants are members of the Confederated Tribes of Grand Ronde and the Confederated Tribes of Siletz Indians. We honor their enduring connection to this land and their contributions to the health of our region today.</p>
<p>Want to join us? Browse our <a href="/job-openings">job openings</a> or meet our <a href="/team/primary-care-team">care teams</a>.</p>`,
  image: {
    src: "/wp-content/uploads/news/team.webp",
    width: 1200,
    height: 630,
    alt: "Illustration of a diverse group of health workers standing together",
  },
  modified: "2026-03-02T10:00:00-08:00",
};

export const covid19: Stored<ContentPage> = {
  id: 892,
  slug: "covid-19",
  title: "COVID-19 Information",
  summary:
    "Where to get COVID-19 vaccines, tests and treatment at our clinics, how we keep our waiting rooms safe, and help for people with long COVID.",
  content: `<p>COVID-19 is now one of several respiratory viruses that circulate every year, especially in fall and winter. Most people recover at home, but the virus can still cause serious illness in older adults, people who are pregnant and people with chronic health conditions or weakened immune systems. {{brand}} offers vaccines, testing, treatment and follow-up care for everyone, with or without insurance.</p>
<h2>Vaccines</h2>
<p>Updated 2026–2027 COVID-19 vaccines are available at all of our medical clinics and at our pharmacies at <a href="/locations/main-street">Main Street</a> and <a href="/locations/harbor-street">Harbor Street</a>. The vaccine is most strongly recommended for adults 65 and older and people at higher risk of severe illness, and anyone may get one after talking with a provider or pharmacist. You can get your flu shot at the same visit.</p>
<ul>
<li>No appointment is needed at our pharmacies during open hours.</li>
<li>Vaccines are covered by the Oregon Health Plan, Medicare and most insurance.</li>
<li>Children's vaccines are free through the Vaccines for Children program.</li>
<li>Uninsured adults: ask us about free and low-cost options.</li>
</ul>
<h2>Testing</h2>
<p>Free at-home test kits are available at the front desk of every clinic while supplies last. You do not need to be a patient. If you have symptoms and need a lab test, call your clinic and we will arrange one, often in a separate area or by drive-up.</p>
<h2>Treatment</h2>
<p>If you test positive and are at higher risk, call us the same day. Antiviral medicines work best when started within <strong>five days</strong> of your first symptoms and can keep you out of the hospital. Many patients can be seen by video and pick up their medicine at our pharmacy. Our pharmacists can help uninsured patients enroll in programs that cover the cost.</p>
<h2>Long COVID Clinic</h2>
<p>If you still have symptoms such as fatigue, shortness of breath, brain fog or a racing heart weeks or months after COVID-19, our Long COVID Clinic at <a href="/locations/riverside">Riverside Family Clinic</a> can help. A physician, physical therapist, counselor and pharmacist work together on a plan for your recovery. Ask your primary care provider for a referral, or call Riverside.</p>
<h2>Visiting our clinics</h2>
<ul>
<li>If you have a cough, fever, sore throat or runny nose, please wear a mask while inside. Free masks are at every entrance.</li>
<li>Tell us about symptoms when you schedule so we can offer a video visit or a separate waiting area.</li>
<li>Anyone may wear a mask at any time, and you may ask your care team to wear one during your visit.</li>
</ul>
<h2>When to get emergency care</h2>
<p>Call 911 or go to the nearest emergency room for trouble breathing, chest pain or pressure, new confusion, inability to stay awake, or blue, gray or pale lips or skin.</p>
<p>For the latest updates, see our <a href="/news">news</a> page or call any of our clinics.</p>`,
  image: {
    src: "/wp-content/uploads/news/vaccine.webp",
    width: 1200,
    height: 630,
    alt: "Illustration of a vaccine syringe and a protective shield",
  },
  modified: "2026-09-15T12:00:00-07:00",
};

export const contactPage: Stored<ContentPage> = {
  id: 895,
  slug: "contact-us",
  title: "Contact Us",
  summary:
    "Phone numbers for every clinic, our mailing address, and a form for general questions, feedback and media requests.",
  content: `<p>We are here to help. The fastest way to make, change or cancel an appointment is to call your clinic directly or use the patient portal. For general questions, feedback and partnership or media requests, use the form on this page and a member of our team will reply within two business days.</p>
<p><strong>Please do not use this form for medical questions or to share personal health information.</strong> Messages sent through this form are not part of your medical record and are not monitored after hours. Current patients can send secure messages to their care team through the patient portal.</p>
<h2>In an emergency</h2>
<ul>
<li>For a medical emergency, call <strong>911</strong> or go to the nearest emergency room.</li>
<li>If you are in crisis or thinking about suicide, call or text <strong>988</strong>, any time.</li>
<li>After hours, call your clinic's main number to reach our on-call nurse and provider.</li>
</ul>
<h2>Clinic phone numbers</h2>
<ul>
<li><a href="/locations/main-street">Main Street Health Center</a>: (503) 555-0142</li>
<li><a href="/locations/riverside">Riverside Family Clinic</a>: (503) 555-0157</li>
<li><a href="/locations/eastside-dental">Eastside Dental &amp; Vision Center</a>: (503) 555-0163</li>
<li><a href="/locations/harbor-street">Harbor Street Recovery &amp; Wellness Center</a>: (503) 555-0171</li>
<li><a href="/locations/lincoln-school">Lincoln School-Based Health Center</a>: (503) 555-0186</li>
<li><a href="/locations/millbrook">Millbrook Rural Health Clinic</a>: (503) 555-0194</li>
</ul>
<h2>Administrative office</h2>
<p>{{brand}}<br>1420 Main Street, Second Floor<br>Cedar Hollow, OR 97399<br>Phone: (503) 555-0100</p>
<h2>Billing questions</h2>
<p>Call our billing office at (503) 555-0110, Monday through Friday from 8 a.m. to 4:30 p.m. We can set up payment plans and help you apply for the sliding fee scale.</p>
<h2>Compliments and concerns</h2>
<p>We want to hear about your experience, good or bad. Tell any clinic manager, use the form below, or call our patient experience line at (503) 555-0120. Sharing a concern will never affect your care.</p>
<h2>Media and partnerships</h2>
<p>Reporters, community organizations and potential partners can reach our communications team through the form below. Choose "Media" or "Partnership" as your topic.</p>`,
  image: {
    src: "/wp-content/uploads/locations/main-street.webp",
    width: 800,
    height: 500,
    alt: "Illustration of the two-story Main Street Health Center with a green awning",
  },
  modified: "2026-05-04T09:00:00-07:00",
};

export const privacy: Stored<ContentPage> = {
  id: 894,
  slug: "privacy",
  title: "Website Privacy Policy",
  summary:
    "How {{brand}} collects, uses and protects information when you visit our website, including cookies, analytics, forms and your privacy choices.",
  content: `<p><em>Effective March 1, 2026</em></p>
<p>This policy explains what information {{brand}} ("we," "us" or "our") collects when you visit our public website, how we use it, who we share it with and the choices you have. We wrote it in plain language because we think you should be able to understand it.</p>
<h2>This policy and your medical records</h2>
<p>This policy covers our public website only. It does not cover your medical, dental or behavioral health records, the care you receive at our clinics, or our patient portal. That information is protected health information under the federal Health Insurance Portability and Accountability Act (HIPAA) and Oregon law, and it is described in our <strong>Notice of Privacy Practices</strong>, which is available at every clinic front desk and on request.</p>
<p>Our public website is <strong>not</strong> a secure channel for health information. Please do not send us symptoms, diagnoses, medications or other health details through the website's contact form, newsletter signup or search box. Current patients can message their care team securely through the patient portal.</p>
<h2>Not for emergencies</h2>
<p>Our website and contact form are not monitored around the clock. If you are having a medical emergency, call 911. If you are in crisis or thinking about suicide, call or text 988.</p>
<h2>Information you give us</h2>
<ul>
<li><strong>Contact form:</strong> your name, email address, phone number if you choose to give it, the topic you select and your message. We use this only to respond to you and to improve our services.</li>
<li><strong>Newsletter signup:</strong> your email address. We use it only to send our newsletter. Every newsletter includes a link to unsubscribe at any time.</li>
<li><strong>Donations:</strong> when you donate, you are taken to our payment provider's secure page. The provider processes your card and shares your name, contact details and gift amount with us so we can thank you and send a tax receipt. We never see or store your full card number.</li>
<li><strong>Job applications:</strong> applications are submitted through our careers site, which has its own privacy notice.</li>
</ul>
<h2>Information collected automatically</h2>
<p>Like most websites, our servers automatically record basic technical information when you visit, such as your IP address, browser type, device type, the page you requested, the page that referred you and the date and time. We use this information to keep the website secure, prevent abuse and fix problems. Server logs are kept for no more than 30 days unless needed to investigate a security incident.</p>
<h2>Cookies and similar technologies</h2>
<p>Cookies are small files stored by your browser. We use:</p>
<ul>
<li><strong>Strictly necessary cookies and storage</strong> that make the website work, such as keeping employees signed in and protecting our forms from abuse. These cannot be turned off, and they do not track you across other websites.</li>
<li><strong>Analytics cookies</strong>, only when our website has analytics switched on and your browser does not send a Global Privacy Control signal (see below). They help us understand which pages are useful and which are hard to find.</li>
</ul>
<p>We do <strong>not</strong> use advertising cookies, retargeting pixels or social media tracking pixels, and we do not allow third parties to use our website to build advertising profiles about you.</p>
<h2>Analytics</h2>
<p>We do not show a cookie banner or ask for consent, because we keep analytics to a minimum instead. When analytics is switched on for our website, we use a third-party analytics service to measure things like how many people visit a page and how they found it. We configure it to shorten IP addresses, to not collect your name or contact details, and to not share data with the provider's advertising services.</p>
<p>Analytics never runs:</p>
<ul>
<li>when your browser sends a <strong>Global Privacy Control (GPC)</strong> signal; we treat it as your choice to opt out of analytics and any other optional data collection;</li>
<li>on pages with a form, such as the contact page and the newsletter signup, so nothing you type is measured;</li>
<li>on the patient portal, which is a separate website; or</li>
<li>when analytics is not configured for the website at all.</li>
</ul>
<p>To opt out, turn on Global Privacy Control in your browser (many browsers and privacy extensions offer it) or block cookies for our website in your browser settings.</p>
<h2>Services from other companies</h2>
<p>Some features of our website rely on outside providers. When you use them, the provider may receive your IP address and basic browser information:</p>
<ul>
<li><strong>Maps</strong> on location pages are provided by a mapping service. The map loads when you open a location page.</li>
<li><strong>Site search</strong> is powered by a search service. The words you search for are sent to that service, so please do not search for personal health information.</li>
<li><strong>Bot protection</strong> on our contact and newsletter forms uses a security service that checks whether a form is being filled out by a person. It may look at browser and device information for that purpose only.</li>
<li><strong>Email delivery</strong> for our newsletter uses an email service provider that is contractually required to use your address only to send our messages.</li>
</ul>
<h2>How we share information</h2>
<p>We do <strong>not sell</strong> your personal information, and we do not share it for targeted advertising. We share it only:</p>
<ul>
<li>with service providers that help us run the website, send email or process donations, under contracts that limit how they may use it;</li>
<li>when required by law, such as in response to a valid court order; or</li>
<li>to protect the safety of our patients, staff or website, for example to investigate fraud or a security incident.</li>
</ul>
<h2>How long we keep information</h2>
<p>Contact form messages are kept for up to two years and then deleted, unless we need them longer to follow up on a concern. Newsletter addresses are kept until you unsubscribe. Donation records are kept for seven years as required for tax and audit purposes.</p>
<h2>How we protect information</h2>
<p>Our website uses encrypted connections (HTTPS) on every page. Access to form submissions is limited to staff who need it, and our staff receive annual privacy and security training. No system is perfectly secure, but we work hard to protect the information you share with us.</p>
<h2>Children</h2>
<p>Our website is meant for a general audience and is not directed to children under 13. We do not knowingly collect personal information from children through the website. If you believe a child has sent us personal information, please contact us and we will delete it.</p>
<h2>Your rights and choices</h2>
<p>Depending on where you live, including under the Oregon Consumer Privacy Act, you may have the right to:</p>
<ul>
<li>ask what personal information we hold about you from the website and get a copy;</li>
<li>ask us to correct or delete it;</li>
<li>opt out of analytics and any other optional data collection; and</li>
<li>appeal if we decline your request.</li>
</ul>
<p>We will respond to requests within 45 days and will not treat you differently for using your rights. To protect your privacy, we may need to confirm your identity before we act on a request. Rights to your <em>medical records</em> are explained in our Notice of Privacy Practices.</p>
<h2>Links to other websites</h2>
<p>Our website links to other sites, such as government health agencies, our patient portal and our social media pages. Those sites have their own privacy policies, and we encourage you to read them.</p>
<h2>Changes to this policy</h2>
<p>We may update this policy from time to time. When we make important changes, we will update the effective date at the top and post a notice on our home page for at least 30 days.</p>
<h2>Contact us</h2>
<p>If you have questions about this policy or want to make a privacy request, contact our Privacy Officer:</p>
<p>Privacy Officer, {{brand}}<br>1420 Main Street, Second Floor<br>Cedar Hollow, OR 97399<br>Phone: (503) 555-0130<br>Email: <a href="mailto:privacy@example.org">privacy@example.org</a></p>
<p>You can also use our <a href="/contact-us">contact page</a> and choose "Privacy" as your topic. If you believe your health information privacy rights have been violated, you may also file a complaint with the U.S. Department of Health and Human Services Office for Civil Rights. We will never retaliate against you for filing a complaint.</p>`,
  image: null,
  modified: "2026-03-01T09:00:00-08:00",
};

export const star: Stored<StarPage> = {
  id: 893,
  slug: "star",
  title: "About STAR",
  summary:
    "STAR, Supporting Tomorrow's Access to Resources, is the giving program of {{brand}}. Donor gifts fill the gaps that insurance and grants leave behind.",
  tagline: "Every gift helps a neighbor get the care they need, no matter what.",
  goal_text:
    "Our 2027 goal: raise $750,000 to fund 1,500 dental treatments, 2,000 prescriptions and 6,000 rides to care for patients who could not otherwise afford them.",
  content: `<p><strong>STAR (Supporting Tomorrow's Access to Resources)</strong> is the giving program of {{brand}}. Our clinics care for everyone, regardless of insurance or ability to pay. Federal grants and insurance cover much of that care, but not all of it. STAR donors fill the gaps, so a patient never has to go without dentures, medicine, a ride to the doctor or a healthy meal.</p>
<h2>How your gift is used</h2>
<ul>
<li><strong>Dental Access Fund:</strong> crowns, root canals and dentures for uninsured patients, treatments our sliding fee scale cannot fully cover.</li>
<li><strong>Prescription Assistance Fund:</strong> insulin, inhalers, heart medicines and other prescriptions for patients who cannot afford them.</li>
<li><strong>Transportation to Care Fund:</strong> bus passes, gas cards and rides to appointments, especially for rural and older patients.</li>
<li><strong>Food as Medicine:</strong> clinic food pantries, the Main Street community garden and free cooking classes.</li>
<li><strong>Mobile health clinics:</strong> care on wheels for farms, shelters and rural schools.</li>
<li><strong>Where it is needed most:</strong> flexible gifts that let us respond quickly, as we did during wildfire season with free air filters.</li>
</ul>
<p>Last year, STAR donors gave more than $610,000. Ninety-one cents of every dollar went directly to patient programs.</p>
<h2>Giving levels</h2>
<p>Every gift matters, and gifts of every size are welcome. Donors who give at the following levels during the year are recognized in our annual report, unless they prefer to remain anonymous:</p>
<ul>
<li><strong>Spark</strong> ($100 to $499): covers a month of insulin for an uninsured patient.</li>
<li><strong>Beacon</strong> ($500 to $999): provides a pair of glasses and an eye exam for five children.</li>
<li><strong>Constellation</strong> ($1,000 to $4,999): pays for a full set of dentures. Includes an invitation to our spring donor reception.</li>
<li><strong>North Star</strong> ($5,000 to $9,999): funds a month of mobile clinic visits to farmworker families. Includes a behind-the-scenes clinic tour.</li>
<li><strong>Galaxy</strong> ($10,000 and above): sustains a program for a year. Includes recognition on the donor wall at Main Street Health Center.</li>
</ul>
<h2>Become a Shining Star</h2>
<p>Monthly donors, our <em>Shining Stars</em>, provide steady support we can count on all year. A gift of $25 a month covers a dental cleaning for an uninsured adult every month. You can change or cancel a monthly gift at any time.</p>
<h2>Other ways to give</h2>
<ul>
<li>Attend or sponsor one of our <a href="/star-events">STAR events</a>.</li>
<li>Make a gift in honor or memory of someone special.</li>
<li>Ask your employer about matching gifts or workplace giving.</li>
<li>Give through a donor-advised fund, a gift of stock, or an IRA qualified charitable distribution.</li>
<li>Include {{brand}} in your will or estate plan.</li>
<li>Volunteer in the community garden or at STAR events.</li>
</ul>
<p>{{brand}} is a 501(c)(3) nonprofit organization, and gifts are tax-deductible to the extent allowed by law. Ready to help? Visit our <a href="/donate">donate page</a>, or <a href="/contact-us">contact us</a> to talk with our development team about the kind of gift that is right for you.</p>`,
  image: {
    src: "/wp-content/uploads/star/giving.webp",
    width: 1200,
    height: 630,
    alt: "Illustration of open hands holding a heart surrounded by stars",
  },
  modified: "2026-10-01T10:00:00-07:00",
};
