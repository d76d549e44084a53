/** @module Demo CMS seed: forty-five news stories published between January 2024 and November 2026. */
import type { CmsImage, NewsStory } from "../../../../shared/cms/types.ts";
import type { Stored } from "./stored.ts";

/** Builds a record for one of the shared news illustrations. */
function img(name: string, alt: string): CmsImage {
  return { src: `/wp-content/uploads/news/${name}.webp`, width: 1200, height: 630, alt };
}

export const news: Stored<NewsStory>[] = [
  {
    id: 501,
    slug: "sliding-fee-scale-2024",
    title: "Our 2024 Sliding Fee Scale Is Here",
    excerpt:
      "New federal poverty guidelines mean more families qualify for discounted care. Here is how the sliding fee scale works and how to apply.",
    created: "2024-01-16T09:00:00-08:00",
    image: img("family", "Illustration of a family of four in front of a house"),
    featured: false,
    covid: false,
    content: `<p>Every January the federal government updates its poverty guidelines, and every year {{brand}} updates our sliding fee scale to match. The new 2024 scale takes effect on <strong>February 1</strong>, and because the guidelines went up, more households in Cedar Hollow and Millbrook will qualify for lower fees.</p>
<h2>What is the sliding fee scale?</h2>
<p>The sliding fee scale is a discount program for patients who do not have insurance or whose insurance does not cover a service. The amount you pay depends on your household size and income. For many families, a medical visit costs as little as $25, and a dental cleaning as little as $35.</p>
<h2>How to apply</h2>
<ul>
<li>Ask at the front desk of any clinic, or call us before your visit.</li>
<li>Bring proof of income, such as a recent pay stub, a benefits letter or a tax return. If you do not have any of these, we can accept a signed statement.</li>
<li>Your discount lasts for one year. We will remind you when it is time to renew.</li>
</ul>
<p>You do not need to be a U.S. citizen to qualify, and applying does not affect your immigration status. If you have questions, our outreach and enrollment specialists are happy to help in your language.</p>`,
    author: "Communications Team",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 502,
    slug: "childrens-dental-health-month-2024",
    title: "February Is Children's Dental Health Month: Free Sealant Saturdays at Eastside",
    excerpt:
      "Kids ages 6 to 14 can get free dental sealants on two Saturdays this month at Eastside Dental & Vision Center, no appointment needed.",
    created: "2024-02-06T09:00:00-08:00",
    image: img("dental-care", "Illustration of a toothbrush and a sparkling tooth"),
    featured: false,
    covid: false,
    content: `<p>Tooth decay is the most common chronic disease in children, and it is almost entirely preventable. To celebrate Children's Dental Health Month, the {{brand}} dental team is hosting <strong>Free Sealant Saturdays</strong> on February 10 and February 24 at <a href="/locations/eastside-dental">Eastside Dental &amp; Vision Center</a>.</p>
<p>Sealants are thin, clear coatings painted onto the chewing surfaces of the back teeth. They take only a few minutes to apply, do not hurt, and can prevent up to 80 percent of cavities in those teeth for several years.</p>
<h2>Event details</h2>
<ul>
<li>Who: children ages 6 to 14, whether or not they are our patients</li>
<li>When: 8 a.m. to noon, first come, first served</li>
<li>What to bring: a parent or guardian to sign the consent form</li>
<li>Cost: free, with no insurance required</li>
</ul>
<p>Every child will go home with a new toothbrush, a two-minute brushing timer and a sticker of their choice. Families who would like ongoing dental care can schedule a visit on the spot. Learn more about our <a href="/services/dental">dental services</a>.</p>`,
    author: "Minh Pham, RDH, EPDH",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 503,
    slug: "free-covid-test-kits-2024",
    title: "Free COVID-19 Test Kits Available at Every Front Desk",
    excerpt:
      "Pick up free at-home COVID-19 tests at any of our clinics, no appointment or insurance needed, while supplies last.",
    created: "2024-02-27T09:00:00-08:00",
    image: img("vaccine", "Illustration of a test kit and a protective shield"),
    featured: false,
    covid: true,
    content: `<p>Respiratory viruses are still circulating this winter, and testing is one of the simplest ways to protect the people around you. {{brand}} now has free at-home COVID-19 test kits available at the front desk of every clinic, thanks to state and federal programs for community health centers.</p>
<h2>How to get tests</h2>
<p>Just stop by during open hours and ask. You do not need to be a patient, you do not need insurance, and you will not be asked for identification. Each household can take up to four tests per visit while supplies last.</p>
<h2>When to test</h2>
<ul>
<li>If you have symptoms such as fever, cough, sore throat, runny nose or loss of taste or smell</li>
<li>Five days after close contact with someone who has COVID-19</li>
<li>Before visiting someone who is older, pregnant or has a weakened immune system</li>
</ul>
<p>Check the expiration date on the box. Many tests have had their shelf lives extended, and the updated dates are listed on the FDA website. If you test positive and you are at higher risk of getting very sick, call us right away. Treatment works best when started within five days of your first symptoms. More information is on our <a href="/covid-19">COVID-19 page</a>.</p>`,
    author: "Patricia O'Connell, RN, MPH",
    modified: "2026-01-09T10:30:00-08:00",
  },
  {
    id: 504,
    slug: "riverside-evening-hours",
    title: "Riverside Family Clinic Now Open Until 8 p.m.",
    excerpt:
      "Starting April 1, Riverside Family Clinic will offer medical, dental and counseling appointments until 8 p.m. Monday through Thursday.",
    created: "2024-03-19T09:00:00-07:00",
    image: img("clinic-building", "Illustration of a clinic building at dusk with lit windows"),
    featured: false,
    covid: false,
    content: `<p>We hear it all the time: "I can't take time off work to go to the doctor." Beginning <strong>Monday, April 1</strong>, <a href="/locations/riverside">Riverside Family Clinic</a> will stay open until 8 p.m. Monday through Thursday, so you can get care after work or school.</p>
<p>Evening appointments are available for primary care, pediatrics, dental care and behavioral health. Family nurse practitioner Thomas Becker will lead the evening medical clinic, joined by rotating physicians, a dental team and counselors.</p>
<h2>Good to know</h2>
<ul>
<li>Evening visits are by appointment. Call the clinic or book through the patient portal.</li>
<li>Interpreters are available in person or by video until closing.</li>
<li>The on-site lab closes at 6 p.m., so blood draws after that time will be scheduled for another day.</li>
</ul>
<p>"Families told us loud and clear that daytime-only hours were a barrier," said Chief Medical Officer Dr. Maria Gonzalez. "We are grateful to our staff, who stepped up to make evening care possible."</p>`,
    author: "Communications Team",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 505,
    slug: "main-street-community-garden",
    title: "Main Street Community Garden Breaks Ground",
    excerpt:
      "Twenty raised beds behind Main Street Health Center will grow fresh vegetables for patients, cooking classes and neighbors.",
    created: "2024-04-10T09:00:00-07:00",
    image: img("garden", "Illustration of raised garden beds with vegetables under a bright sun"),
    featured: false,
    covid: false,
    content: `<p>The empty lawn behind <a href="/locations/main-street">Main Street Health Center</a> is about to get a lot greener. Last Saturday, more than forty volunteers, staff members and neighbors helped build twenty raised garden beds, a tool shed and a wheelchair-accessible path.</p>
<p>The garden will grow tomatoes, peppers, squash, beans, greens and herbs chosen with input from our patients, including bok choy, tomatillos and cilantro. Harvests will be shared at the clinic's front door every Thursday afternoon in the summer and used in the free cooking classes taught by dietitian Marcus Bell.</p>
<h2>Get your hands dirty</h2>
<p>Volunteers of all experience levels are welcome. Garden work parties are held on the first and third Saturday of each month from 9 to 11 a.m. Gloves, tools and snacks are provided. Five beds are reserved for families who want to grow their own food. Ask at the front desk to join the waiting list.</p>
<p>The garden was made possible by donors to our <a href="/star">STAR fundraising program</a> and a grant from the Cedar Hollow Rotary Club. Thank you!</p>`,
    author: "Marcus Bell, RD, LD",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 506,
    slug: "mental-health-awareness-month-2024",
    title: "Mental Health Awareness Month: It's OK to Ask for Help",
    excerpt:
      "One in five adults lives with a mental health condition. Our behavioral health team explains how to get support, often on the same day.",
    created: "2024-05-07T09:00:00-07:00",
    image: img("telehealth", "Illustration of a person on a video call with a counselor"),
    featured: false,
    covid: false,
    content: `<p>May is Mental Health Awareness Month, a good time to remember that mental health is health. One in five adults in the United States lives with a mental health condition, and most people will face a period of serious stress, grief or worry at some point in their lives.</p>
<p>At {{brand}}, you do not need a separate referral or a long wait to talk to someone. If you mention to your medical provider that you are struggling, a behavioral health consultant can often join your visit that same day.</p>
<h2>Signs it might be time to reach out</h2>
<ul>
<li>Feeling sad, empty or irritable most days for two weeks or more</li>
<li>Worry that makes it hard to sleep, eat or focus</li>
<li>Using alcohol or drugs to cope</li>
<li>Pulling away from friends, family or activities you used to enjoy</li>
</ul>
<p>Our counselors and psychiatric providers see patients in person and by video, in English, Spanish, Russian and many other languages with an interpreter. Learn more about <a href="/services/behavioral-health">behavioral health services</a>.</p>
<p>If you are in crisis or thinking about suicide, call or text <strong>988</strong> any time to reach the Suicide and Crisis Lifeline.</p>`,
    author: "Dr. Rachel Abrams, PsyD",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 507,
    slug: "oregon-health-plan-renewals",
    title: "Oregon Health Plan Renewals: We Can Help You Keep Your Coverage",
    excerpt:
      "Thousands of Oregonians must renew their OHP coverage this year. Our enrollment specialists can help you finish your renewal for free.",
    created: "2024-05-29T09:00:00-07:00",
    image: img("family", "Illustration of a family of four in front of a house"),
    featured: false,
    covid: false,
    content: `<p>During the pandemic, people on the Oregon Health Plan (OHP) kept their coverage without needing to renew. That pause is over, and the state is now checking everyone's eligibility again. Many people are losing coverage simply because a letter went to an old address or a form was not returned in time.</p>
<h2>What you should do</h2>
<ul>
<li>Make sure the state has your current mailing address, phone number and email.</li>
<li>Open every letter from the Oregon Health Authority or ONE Eligibility, and watch for a yellow envelope.</li>
<li>If you receive a renewal form, return it by the due date, even if nothing has changed.</li>
</ul>
<h2>We can help</h2>
<p>Our outreach and enrollment specialists can help you update your information, complete your renewal, or apply again if your coverage has already ended. Help is free, confidential and available in English, Spanish, Vietnamese, Russian, Somali and Arabic. Drop-in hours are held every weekday at <a href="/locations/main-street">Main Street</a> and on Tuesdays and Thursdays at <a href="/locations/eastside-dental">Eastside</a>.</p>
<p>And remember: if you lose coverage, you can still get care at {{brand}}. Our sliding fee scale keeps visits affordable while you sort things out.</p>`,
    author: "Linh Vo, OHP-CAC",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 508,
    slug: "mobile-health-clinic-launch",
    title: "Our New Mobile Health Clinic Hits the Road",
    excerpt:
      "A fully equipped clinic on wheels will bring check-ups, vaccines and screenings to farms, shelters and rural neighborhoods across the valley.",
    created: "2024-06-18T09:00:00-07:00",
    image: img("mobile-clinic", "Illustration of a mobile health clinic van parked on a country road"),
    featured: false,
    covid: false,
    content: `<p>For many people in our region, the hardest part of getting health care is getting to the clinic. Starting this month, {{brand}} is bringing the clinic to them. Our new mobile health clinic, a 34-foot vehicle with two private exam rooms, a small lab and a wheelchair lift, made its first trip to the Millbrook Grange Hall on June 12.</p>
<p>The mobile clinic is staffed by a nurse practitioner, community health nurse Patricia O'Connell and a community health worker. It offers:</p>
<ul>
<li>Check-ups and sick visits</li>
<li>Vaccines for children and adults</li>
<li>Blood pressure, blood sugar and cholesterol checks</li>
<li>Help signing up for health coverage and food programs</li>
</ul>
<p>This summer, the mobile clinic will visit farms and orchards on weekday evenings, the Cedar Hollow Family Shelter on Wednesday mornings and the Saturday market twice a month. Schedules are posted on our social media pages and at the front desk of each clinic.</p>
<p>The vehicle was purchased with a grant from the Oregon Health Authority and gifts from our <a href="/star">STAR</a> donors. Our heartfelt thanks to everyone who helped put this clinic on the road.</p>`,
    author: "Communications Team",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 509,
    slug: "back-to-school-physicals-2024",
    title: "Back-to-School Physicals and Vaccines: Book Early",
    excerpt:
      "Beat the August rush by scheduling sports physicals and school vaccines now. Extra appointments are open at Main Street, Riverside and Lincoln School.",
    created: "2024-07-16T09:00:00-07:00",
    image: img("family", "Illustration of a family of four in front of a house"),
    featured: false,
    covid: false,
    content: `<p>School starts in just over a month, and every August our phones ring off the hook with parents looking for sports physicals and vaccine appointments. This year, beat the rush by booking in July.</p>
<h2>What your child may need</h2>
<ul>
<li><strong>Kindergarten:</strong> booster doses of DTaP, polio, MMR and chickenpox vaccines</li>
<li><strong>7th grade:</strong> Tdap booster and, if not already given, the first meningococcal and HPV vaccines</li>
<li><strong>Sports:</strong> an Oregon School Activities Association physical every two years</li>
<li><strong>Everyone:</strong> a yearly well-child visit to check growth, vision, hearing and emotional health</li>
</ul>
<p>Extra appointments are available at <a href="/locations/main-street">Main Street</a>, evenings at <a href="/locations/riverside">Riverside</a> and, starting August 19, at the <a href="/locations/lincoln-school">Lincoln School-Based Health Center</a>. Vaccines are free for children through the Vaccines for Children program, whether or not they have insurance.</p>
<p>While you are at it, schedule a dental checkup and an eye exam. Kids who can see the board and are free of tooth pain learn better.</p>`,
    author: "Dr. Samuel Okafor, MD",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 510,
    slug: "expanded-interpreter-services",
    title: "Care in Your Language: Expanded Interpreter Services",
    excerpt:
      "New video interpreting tablets mean patients can now get a professional interpreter in more than 200 languages within a minute.",
    created: "2024-08-13T09:00:00-07:00",
    image: img("team", "Illustration of a diverse group of health workers"),
    featured: false,
    covid: false,
    content: `<p>More than one in three of our patients prefers to speak a language other than English. Understanding your provider, and being understood, is essential to safe, high-quality care. That is why we are expanding our free interpreter services.</p>
<p>Every exam room at {{brand}} now has a video interpreting tablet that connects to a trained medical interpreter in more than 200 languages, including American Sign Language, usually in under a minute. In-person interpreters for Spanish, Vietnamese, Russian and Somali are still available at most clinics every day.</p>
<h2>Your rights</h2>
<ul>
<li>Interpreter services are always free.</li>
<li>You should not be asked to bring a family member or friend to interpret, and children should never interpret for adults.</li>
<li>You can ask for an interpreter at any time, including on the phone and at the pharmacy.</li>
<li>Important forms are available in our most common languages, and staff can read others aloud with an interpreter.</li>
</ul>
<p>If you ever have trouble getting an interpreter, please tell the clinic manager or <a href="/contact-us">contact us</a>. We want to know.</p>`,
    author: "Hodan Abdi, CHW",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 511,
    slug: "updated-covid-vaccines-fall-2024",
    title: "Updated 2024–2025 COVID-19 Vaccines Now Available",
    excerpt:
      "This season's updated COVID-19 vaccines have arrived at all of our clinics. Everyone 6 months and older is eligible.",
    created: "2024-09-10T09:00:00-07:00",
    image: img("vaccine", "Illustration of a vaccine syringe and a protective shield"),
    featured: false,
    covid: true,
    content: `<p>The updated 2024–2025 COVID-19 vaccines have arrived at every {{brand}} clinic. The new vaccines are designed to better match the variants circulating this fall and winter, and the CDC recommends them for everyone 6 months and older.</p>
<h2>Why get the updated vaccine?</h2>
<p>Protection from earlier vaccines and past infections fades over time, and the virus keeps changing. An updated dose lowers your chance of getting seriously ill, being hospitalized or developing long COVID. It is especially important for adults 65 and older, people who are pregnant, and anyone with a chronic health condition.</p>
<h2>How to get yours</h2>
<ul>
<li>Ask at your next appointment, or walk in to either of our pharmacies at <a href="/locations/main-street">Main Street</a> and <a href="/locations/harbor-street">Harbor Street</a>.</li>
<li>You can get your flu shot at the same visit.</li>
<li>The vaccine is free with most insurance. Uninsured adults can get it at no cost through the federal Bridge Access Program while supplies last, and children are covered by Vaccines for Children.</li>
</ul>
<p>Questions about whether the vaccine is right for you? Our providers and pharmacists are glad to talk it through. Visit our <a href="/covid-19">COVID-19 page</a> for more information.</p>`,
    author: "Dr. Maria Gonzalez, MD",
    modified: "2026-01-09T10:30:00-08:00",
  },
  {
    id: 512,
    slug: "walk-in-flu-shot-clinics-2024",
    title: "Walk-In Flu Shot Clinics Start October 7",
    excerpt:
      "Get your flu shot in minutes at our walk-in clinics in Cedar Hollow and Millbrook, and at the mobile clinic around the valley.",
    created: "2024-10-01T09:00:00-07:00",
    image: img("vaccine", "Illustration of a vaccine syringe and a protective shield"),
    featured: false,
    covid: false,
    content: `<p>Flu season is almost here. The best way to protect yourself and your family is a yearly flu vaccine, recommended for everyone 6 months and older. This year we are making it easier than ever with walk-in flu shot clinics at several locations.</p>
<h2>Walk-in schedule</h2>
<ul>
<li><strong>Main Street:</strong> Monday through Friday, 9 a.m. to 5 p.m., and Saturdays 9 a.m. to noon</li>
<li><strong>Riverside:</strong> Tuesday and Thursday evenings, 5 to 7:30 p.m.</li>
<li><strong>Millbrook:</strong> Wednesdays, 1 to 4 p.m.</li>
<li><strong>Mobile clinic:</strong> check our social media pages for weekly stops</li>
</ul>
<p>Flu shots are free for children and covered by nearly all insurance plans, including the Oregon Health Plan and Medicare. Uninsured adults can get a flu shot at no cost. High-dose vaccines are available for adults 65 and older.</p>
<p>Getting a flu shot does not give you the flu. You may have a sore arm or feel tired for a day, which is a sign your immune system is doing its job.</p>`,
    author: "Patricia O'Connell, RN, MPH",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 513,
    slug: "masks-in-clinics-respiratory-season-2024",
    title: "Masks in Our Clinics This Respiratory Season",
    excerpt:
      "From November through March, we will ask anyone with cough or cold symptoms to wear a mask in our waiting rooms. Free masks are available at every entrance.",
    created: "2024-10-29T09:00:00-07:00",
    image: img("clinic-building", "Illustration of a welcoming clinic entrance"),
    featured: false,
    covid: true,
    content: `<p>Our waiting rooms welcome newborns, people getting cancer treatment, elders and people with weak immune systems, all sitting near people who came in because they are sick. To keep everyone safer during the winter virus season, {{brand}} is updating our mask guidance starting November 1.</p>
<h2>What is changing</h2>
<ul>
<li>If you have a cough, fever, sore throat or runny nose, please wear a mask while inside our clinics.</li>
<li>Staff members will wear masks when caring for patients with respiratory symptoms.</li>
<li>Free masks and hand sanitizer are available at every entrance.</li>
<li>Anyone may choose to wear a mask at any time, and you may ask your care team to wear one during your visit.</li>
</ul>
<h2>Feeling sick? Tell us when you call</h2>
<p>If you have symptoms, let us know when you schedule. We may offer a video visit, a separate waiting area or a visit at the end of the day. Free at-home COVID-19 tests are still available at our front desks.</p>
<p>We will review this guidance in the spring based on local virus levels. Thank you for helping keep our community healthy.</p>`,
    author: "Dr. Maria Gonzalez, MD",
    modified: "2026-01-09T10:30:00-08:00",
  },
  {
    id: 514,
    slug: "thanksgiving-food-drive-2024",
    title: "Thank You for Filling the Food Pantry",
    excerpt:
      "Staff, patients and neighbors donated more than 3,200 pounds of food to our clinic pantries this November.",
    created: "2024-11-19T09:00:00-08:00",
    image: img("community-fair", "Illustration of a community event with tents and bunting"),
    featured: false,
    covid: false,
    content: `<p>When we asked for help stocking our clinic food pantries before the holidays, Cedar Hollow answered. Over three weeks in November, staff, patients, local businesses and the students of Lincoln Middle School donated <strong>more than 3,200 pounds of food</strong> and $4,800 in grocery gift cards.</p>
<p>Our pantries at Main Street, Riverside and Harbor Street give patients a bag of groceries whenever they tell us they are worried about having enough to eat. We know it is hard to manage diabetes, recover from an illness or focus on a child's asthma when the refrigerator is empty.</p>
<h2>Special thanks to</h2>
<ul>
<li>Lincoln Middle School's student council, which collected 1,100 cans in one week</li>
<li>Valley Fresh Market, which matched customer donations</li>
<li>The Eastside dental team, winners of our friendly staff competition</li>
</ul>
<p>Food insecurity does not end after the holidays. If you would like to help year-round, consider a gift to our <a href="/star">STAR program</a>, which funds the pantries, or drop off shelf-stable food at any clinic.</p>`,
    author: "Luis Herrera, CHW",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 515,
    slug: "star-winter-gala-2024-recap",
    title: "STAR Winter Gala Raises $186,000 for Patient Care",
    excerpt:
      "Three hundred guests came together for an evening of music and generosity, raising a record amount for our patient assistance and dental programs.",
    created: "2024-12-10T09:00:00-08:00",
    image: img("award", "Illustration of a trophy surrounded by stars and confetti"),
    featured: false,
    covid: false,
    content: `<p>On December 7, more than three hundred friends of {{brand}} gathered at the Riverfront Pavilion for the 2024 STAR Winter Gala. Together, they raised <strong>$186,000</strong>, the most in the event's eleven-year history.</p>
<p>Guests enjoyed dinner prepared with vegetables from our community garden, live music from the Cedar Hollow Jazz Collective and a moving talk from patient Teresa M., who described how our dental team helped her smile again after years of pain.</p>
<h2>Where the money goes</h2>
<ul>
<li>Dentures and crowns for uninsured patients</li>
<li>Prescription help for patients who cannot afford their medicines</li>
<li>Transportation vouchers to get patients to appointments</li>
<li>Clinic food pantries and the community garden</li>
</ul>
<p>Thank you to our sponsors, volunteers, guests and everyone who gave from home. If you missed the gala, it is never too late to give. Learn more about <a href="/star">STAR</a> and our upcoming <a href="/star-events">STAR events</a>.</p>`,
    author: "Communications Team",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 516,
    slug: "long-covid-clinic-opens",
    title: "New Long COVID Clinic Opens at Riverside",
    excerpt:
      "Patients with lingering symptoms after COVID-19 can now get coordinated care from a physician, physical therapist and counselor in one place.",
    created: "2025-01-14T09:00:00-08:00",
    image: img("telehealth", "Illustration of a patient talking with a doctor on a screen"),
    featured: false,
    covid: true,
    content: `<p>For some people, COVID-19 does not end when the infection does. Fatigue, shortness of breath, a racing heart, trouble thinking clearly and poor sleep can last for months. These symptoms, often called <em>long COVID</em>, can make it hard to work, care for family or enjoy life.</p>
<p>Beginning January 21, {{brand}} will open a Long COVID Clinic at <a href="/locations/riverside">Riverside Family Clinic</a> every Tuesday and Thursday. The clinic is led by internal medicine physician Dr. Grace Liu, working alongside a physical therapist, a behavioral health counselor and a clinical pharmacist.</p>
<h2>What to expect</h2>
<ul>
<li>A long first visit to understand your symptoms, history and goals</li>
<li>Testing to rule out other causes, such as anemia or thyroid problems</li>
<li>A personal plan for pacing activity, managing symptoms and returning to work or school</li>
<li>Follow-up visits in person or by video</li>
</ul>
<p>"Many of my patients have been told their symptoms are all in their head," Dr. Liu said. "They are not. Long COVID is real, and there is a lot we can do to help people feel better."</p>
<p>Ask your primary care provider for a referral, or call Riverside to ask if the clinic is right for you. Our sliding fee scale applies.</p>`,
    author: "Dr. Grace Liu, MD",
    modified: "2026-01-09T10:30:00-08:00",
  },
  {
    id: 517,
    slug: "sliding-fee-scale-2025",
    title: "2025 Sliding Fee Scale and What It Means for You",
    excerpt:
      "Our updated sliding fee scale takes effect February 1. Most discounted visits stay the same price, and more households now qualify.",
    created: "2025-02-04T09:00:00-08:00",
    image: img("family", "Illustration of a family of four in front of a house"),
    featured: false,
    covid: false,
    content: `<p>Our 2025 sliding fee scale went into effect on February 1. The scale follows the new federal poverty guidelines, which rose again this year, so more households in our community now qualify for discounted care.</p>
<p>We also heard your feedback. For 2025, {{brand}} is keeping our lowest fees the same as last year, even though the cost of providing care went up. A basic medical visit in the lowest tier remains $25, and a dental exam remains $35.</p>
<h2>Renewing your discount</h2>
<ul>
<li>If your sliding fee approval is more than a year old, we will ask you to renew at your next visit.</li>
<li>You can now upload income documents through the patient portal instead of bringing them in.</li>
<li>If your income changes during the year, let us know. Your fee can change too.</li>
</ul>
<p>No one is turned away because they cannot pay. If even the lowest fee is too much right now, please talk to the front desk or ask for a community health worker. We will work something out.</p>`,
    author: "Communications Team",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 518,
    slug: "free-blood-pressure-checks-heart-month",
    title: "Know Your Numbers: Free Blood Pressure Checks This February",
    excerpt:
      "High blood pressure often has no symptoms. Stop by any clinic or the mobile clinic in February for a free check and personal advice.",
    created: "2025-02-25T09:00:00-08:00",
    image: img("community-fair", "Illustration of a community health fair with tents"),
    featured: false,
    covid: false,
    content: `<p>Nearly half of adults in the U.S. have high blood pressure, and many do not know it. Because it usually causes no symptoms, high blood pressure is sometimes called the "silent killer." Left untreated, it raises your risk of heart attack, stroke and kidney disease.</p>
<p>To close out American Heart Month, {{brand}} is offering free blood pressure checks through the end of February, no appointment needed. Stop by the front desk of any medical clinic, or find the mobile clinic at the Saturday market.</p>
<h2>Tips for a healthy heart</h2>
<ul>
<li>Move your body for at least 30 minutes most days. Walking counts.</li>
<li>Cut back on salt, which hides in bread, canned soups and restaurant food.</li>
<li>Take blood pressure medicines every day, even when you feel fine.</li>
<li>If you smoke, ask us about free help to quit.</li>
</ul>
<p>Patients with high blood pressure can borrow a home blood pressure cuff from our clinics for free. Ask your care team how.</p>`,
    author: "Rosa Delgado, RN",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 519,
    slug: "harbor-street-recovery-center-opens",
    title: "Harbor Street Recovery & Wellness Center Opens Its Doors",
    excerpt:
      "Our newest clinic brings addiction treatment, counseling, primary care and a pharmacy together in a renovated cannery near the old harbor.",
    created: "2025-03-18T09:00:00-07:00",
    image: img("clinic-building", "Illustration of a renovated brick clinic building"),
    featured: true,
    covid: false,
    content: `<p>After two years of planning and construction, the <a href="/locations/harbor-street">Harbor Street Recovery &amp; Wellness Center</a> welcomed its first patients on Monday, March 17. The center occupies the ground floor of the historic Cedar Hollow Cannery building, which has been renovated with bright exam rooms, a group room overlooking the water and a full pharmacy.</p>
<p>Overdose deaths in our county have more than doubled in five years. The new center is {{brand}}'s response: a place where people who use drugs or alcohol can get treatment the same day they ask for it, along with the rest of the health care they deserve.</p>
<h2>What the center offers</h2>
<ul>
<li>Same-day starts on buprenorphine (Suboxone), with no waiting list</li>
<li>Counseling, recovery groups and peer support</li>
<li>Primary care, hepatitis C treatment and vaccines</li>
<li>A pharmacy with free naloxone and fentanyl test strips</li>
</ul>
<blockquote><p>"Recovery starts with a door that opens when you knock. We built this place so that no one in Cedar Hollow hears 'come back in six weeks' when they are ready for help today."</p><p>— Dr. Robert Sandoval, Medical Director, Harbor Street Recovery &amp; Wellness Center</p></blockquote>
<p>Walk-in hours are 7 to 10 a.m. Monday through Friday and 8 to 11 a.m. on Saturday. Learn more about <a href="/services/substance-use-treatment">substance use treatment</a>.</p>`,
    author: "Communications Team",
    modified: "2026-01-12T11:00:00-08:00",
  },
  {
    id: 520,
    slug: "free-naloxone-every-location",
    title: "Free Naloxone at Every One of Our Clinics",
    excerpt:
      "Naloxone reverses opioid overdoses and can save a life. Pick up a free kit at any of our clinics, no questions asked.",
    created: "2025-04-08T09:00:00-07:00",
    image: img("team", "Illustration of health workers standing together"),
    featured: false,
    covid: false,
    content: `<p>Naloxone, often sold as Narcan, is a safe medicine that can reverse an opioid overdose within minutes. It is available without a prescription, and starting this week, free naloxone kits are available at the front desk of every {{brand}} clinic.</p>
<p>You do not need to be a patient, give your name or explain why you want it. Fentanyl is now found in many street drugs, including pills that look like prescription medicines, so anyone who uses drugs, or who loves someone who does, should carry naloxone.</p>
<h2>How to respond to an overdose</h2>
<ul>
<li>Look for signs: the person will not wake up, is breathing very slowly or not at all, or has blue or gray lips.</li>
<li>Call 911. Oregon's Good Samaritan law protects people who call for help.</li>
<li>Spray one dose of naloxone into one nostril. If there is no response in two to three minutes, give a second dose.</li>
<li>Stay with the person. Naloxone wears off in 30 to 90 minutes, and the overdose can return.</li>
</ul>
<p>Our community health workers also offer free 20-minute naloxone trainings for businesses, churches and community groups. <a href="/contact-us">Contact us</a> to schedule one.</p>`,
    author: "Yusuf Hassan, CADC II",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 521,
    slug: "national-nurses-week-2025",
    title: "Celebrating Our Nurses During National Nurses Week",
    excerpt:
      "This Nurses Week, we honor the more than 60 nurses and medical assistants who keep our clinics running and our patients safe.",
    created: "2025-05-06T09:00:00-07:00",
    image: img("team", "Illustration of a group of nurses smiling"),
    featured: false,
    covid: false,
    content: `<p>National Nurses Week runs from May 6 to May 12, and at {{brand}} we have a lot to celebrate. Our registered nurses, licensed practical nurses and medical assistants are the people who greet you, take your blood pressure, give your child's vaccines, call you with lab results and make sure you have what you need before you head home.</p>
<p>This year, we want to recognize a few nurses whose work stood out:</p>
<ul>
<li><strong>Rosa Delgado, RN</strong>, whose follow-up calls after hospital stays helped cut readmissions among her patients by a third</li>
<li><strong>Patricia O'Connell, RN, MPH</strong>, who gave more than 2,000 vaccines from the mobile clinic last year</li>
<li><strong>The Harbor Street nursing team</strong>, who welcomed hundreds of new patients in their first two months</li>
</ul>
<p>If a nurse made a difference in your care, we would love to hear about it. Share your story with us through our <a href="/contact-us">contact page</a>, and we will pass it along.</p>
<p>Interested in joining our nursing team? See our current <a href="/job-openings">job openings</a>.</p>`,
    author: "Communications Team",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 522,
    slug: "lincoln-school-health-center-expands",
    title: "Lincoln School-Based Health Center Expands to Serve Families",
    excerpt:
      "Starting this fall, parents, siblings and neighbors of Lincoln students can get medical, dental and counseling care at the school-based clinic.",
    created: "2025-05-27T09:00:00-07:00",
    image: img("family", "Illustration of a family walking together"),
    featured: false,
    covid: false,
    content: `<p>Since 2016, the <a href="/locations/lincoln-school">Lincoln School-Based Health Center</a> has cared for students right on campus. Beginning in September, the clinic will open its doors to students' parents, guardians and siblings, as well as neighbors of all ages.</p>
<p>The expansion is made possible by a renovation this summer that adds a second dental chair, two exam rooms and a separate entrance on Lincoln Avenue, so community members will not need to enter the school building.</p>
<h2>What families can expect</h2>
<ul>
<li>Medical, dental, counseling and nutrition visits for the whole family</li>
<li>Same-day sick visits for students during the school day</li>
<li>Appointments that fit around school drop-off and pick-up</li>
<li>Interpreters for every visit, at no cost</li>
</ul>
<p>The school district and {{brand}} worked with Lincoln's parent-teacher organization to plan the change. "So many families told us they would rather come to the school they already know," said counselor Ana Sofia Ramirez. "Now they can."</p>`,
    author: "Ana Sofia Ramirez, LPC",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 523,
    slug: "summer-heat-safety",
    title: "Staying Safe During Summer Heat Waves",
    excerpt:
      "Heat waves are becoming more common in the Willamette Valley. Learn the signs of heat illness and how to protect yourself and your loved ones.",
    created: "2025-06-17T09:00:00-07:00",
    image: img("garden", "Illustration of a garden under a hot summer sun"),
    featured: false,
    covid: false,
    content: `<p>Many homes in our region were built without air conditioning, and heat waves have become more frequent and more intense. Extreme heat is dangerous for everyone, but especially for older adults, young children, outdoor workers, people who are pregnant and people with heart or lung conditions.</p>
<h2>Know the warning signs</h2>
<ul>
<li><strong>Heat exhaustion:</strong> heavy sweating, cool and clammy skin, headache, nausea, dizziness. Move somewhere cool, sip water and loosen clothing.</li>
<li><strong>Heat stroke:</strong> confusion, hot and dry skin, fainting or a very high temperature. This is an emergency. Call 911.</li>
</ul>
<h2>Protect yourself</h2>
<ul>
<li>Drink water before you feel thirsty, and avoid alcohol and sugary drinks.</li>
<li>Spend the hottest part of the day in a cool place, such as the library or a cooling center.</li>
<li>Check on neighbors who live alone.</li>
<li>Never leave children or pets in a parked car.</li>
</ul>
<p>Some medicines, including certain blood pressure pills, water pills and medicines for mental health conditions, can make it harder for your body to handle heat. Keep taking them as prescribed, but ask your pharmacist or provider whether you need to take extra care on hot days.</p>
<p>Outdoor workers have a right to shade, water and rest breaks under Oregon rules. Our farmworker outreach team is visiting farms this summer with cooling towels, electrolyte packets and information in Spanish. {{brand}} patients can also ask about free fans through our <a href="/star">STAR</a>-funded patient assistance program.</p>`,
    author: "Luis Herrera, CHW",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 524,
    slug: "eastside-dental-expansion",
    title: "Eastside Adds Four Dental Chairs and Saturday Hours",
    excerpt:
      "Our expanded Eastside Dental & Vision Center can now see about 2,500 more patients a year, with new Saturday morning appointments.",
    created: "2025-07-15T09:00:00-07:00",
    image: img("dental-care", "Illustration of a toothbrush and a sparkling tooth"),
    featured: false,
    covid: false,
    content: `<p>Finding an affordable dentist is one of the hardest parts of getting care in our region. For years, the waiting list for a new-patient dental exam at {{brand}} stretched to three months. That is about to change.</p>
<p>This month, <a href="/locations/eastside-dental">Eastside Dental &amp; Vision Center</a> finished an expansion that adds <strong>four new dental chairs</strong>, for a total of twelve, along with a new sterilization room and a larger waiting area. Two dentists, two hygienists and three dental assistants have joined the team.</p>
<h2>New Saturday hours</h2>
<p>Eastside is now open Saturdays from 8 a.m. to noon for cleanings, exams and fillings. Saturday appointments are a great option for working adults and for families who would rather not pull kids out of school.</p>
<p>"Every new chair means more people out of pain," said Dental Director Dr. Daniel Kim. "We are grateful to the donors and partners who made this possible." To book a dental appointment, call Eastside or learn more about our <a href="/services/dental">dental services</a>.</p>`,
    author: "Dr. Daniel Kim, DDS",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 525,
    slug: "national-health-center-week-2025",
    title: "National Health Center Week: Thank You, Cedar Hollow",
    excerpt:
      "Join us August 10–16 for a week of free events, from a family health fair to a community barbecue, celebrating community health centers.",
    created: "2025-08-12T09:00:00-07:00",
    image: img("community-fair", "Illustration of a community fair with tents and bunting"),
    featured: false,
    covid: false,
    content: `<p>Community health centers like {{brand}} care for more than 30 million people across the United States, one in eleven Americans. National Health Center Week, August 10 to 16, is a chance to celebrate the patients, staff and partners who make that possible.</p>
<h2>Events this week</h2>
<ul>
<li><strong>Wednesday:</strong> free sports physicals and school vaccines at Lincoln School, 1 to 6 p.m.</li>
<li><strong>Thursday:</strong> Farmworker Appreciation Night at the Millbrook Grange Hall, with dinner and the mobile clinic</li>
<li><strong>Saturday:</strong> Family Health Fair and Community Barbecue at Riverside Park, 11 a.m. to 3 p.m., with blood pressure checks, dental screenings, a bounce house and free lunch</li>
</ul>
<p>Last year, our clinics provided more than 96,000 visits to 28,000 patients. Nearly half were covered by the Oregon Health Plan, and one in seven had no insurance at all. Every one of them received the same respectful, high-quality care.</p>
<p>Thank you, Cedar Hollow, for trusting us with your health.</p>`,
    author: "Communications Team",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 526,
    slug: "fall-vaccines-covid-flu-2025",
    title: "Fall Vaccines: COVID-19 and Flu Shots Available Together",
    excerpt:
      "Updated 2025–2026 COVID-19 vaccines and this season's flu shots are in. Here is who is eligible and how to get both in one visit.",
    created: "2025-09-09T09:00:00-07:00",
    image: img("vaccine", "Illustration of a vaccine syringe and a protective shield"),
    featured: false,
    covid: true,
    content: `<p>The 2025–2026 flu vaccines and updated COVID-19 vaccines have arrived at {{brand}}. You can get both shots at the same visit, one in each arm.</p>
<h2>Who should get a COVID-19 vaccine this fall?</h2>
<p>National guidance changed this year. The updated COVID-19 vaccine is recommended for adults 65 and older and for people 6 months and older with conditions that raise their risk of severe illness, such as diabetes, heart or lung disease, pregnancy or a weakened immune system. Others can still get vaccinated after talking with a provider or pharmacist about the benefits for them. Oregon pharmacists can give the vaccine without a prescription.</p>
<h2>Where to get vaccinated</h2>
<ul>
<li>At any medical appointment. Just ask.</li>
<li>Walk in at our pharmacies at <a href="/locations/main-street">Main Street</a> and <a href="/locations/harbor-street">Harbor Street</a>.</li>
<li>At the mobile clinic's fall vaccine stops, listed on our social media pages.</li>
</ul>
<p>The Oregon Health Plan, Medicare and most private plans cover both vaccines at no cost. Children are covered through the Vaccines for Children program. If you are uninsured, ask us about low-cost or free options. Read more on our <a href="/covid-19">COVID-19 page</a>.</p>`,
    author: "Kevin Tran, PharmD",
    modified: "2026-01-09T10:30:00-08:00",
  },
  {
    id: 527,
    slug: "wildfire-smoke-lung-health",
    title: "Wildfire Smoke and Your Lungs: Tips and Free Air Filters",
    excerpt:
      "Smoky days can trigger asthma and heart problems. Patients with lung or heart conditions can get a free portable air filter this fall.",
    created: "2025-09-30T09:00:00-07:00",
    image: img("family", "Illustration of a family at home"),
    featured: false,
    covid: false,
    content: `<p>Late summer and early fall now bring wildfire smoke to the Willamette Valley almost every year. Smoke contains tiny particles that travel deep into the lungs and can trigger asthma attacks, worsen COPD and even cause heart attacks in people at risk.</p>
<h2>On smoky days</h2>
<ul>
<li>Check the air quality index on the Oregon Smoke Information blog or a weather app.</li>
<li>Stay indoors with windows and doors closed when the air is unhealthy.</li>
<li>Run a portable air filter or make a box-fan filter with a furnace filter taped to the back.</li>
<li>If you must go outside, a well-fitting N95 mask offers good protection. Cloth and surgical masks do not.</li>
<li>Keep rescue inhalers handy and follow your asthma action plan.</li>
</ul>
<h2>Free air filters for patients</h2>
<p>Thanks to a grant from the Oregon Health Authority, {{brand}} has 400 portable HEPA air filters to give to patients with asthma, COPD or heart disease, and to families with babies. Ask your primary care team or call any clinic to find out if you qualify.</p>
<p>If you have chest pain, severe shortness of breath or confusion, call 911.</p>`,
    author: "Thomas Becker, FNP-C",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 528,
    slug: "free-eyeglasses-for-kids",
    title: "Free Eyeglasses for Kids Through Our Vision Clinic",
    excerpt:
      "One in four children has a vision problem that can affect learning. Our optometrists offer eye exams and free glasses for kids on the Oregon Health Plan.",
    created: "2025-10-21T09:00:00-07:00",
    image: img("family", "Illustration of a child wearing glasses with a parent"),
    featured: false,
    covid: false,
    content: `<p>About one in four school-age children has a vision problem, and many do not realize anything is wrong. They may simply think everyone sees the board as a blur. Untreated vision problems can look like trouble reading, short attention spans or even behavior issues.</p>
<p>Our <a href="/services/vision">vision clinic</a> offers full eye exams for children starting at age 3. Children on the Oregon Health Plan get their glasses for free, and uninsured families can get exams and glasses at a low cost through our sliding fee scale. Thanks to STAR donors, we can also replace lost or broken glasses for any child at no cost.</p>
<h2>Signs your child may need an eye exam</h2>
<ul>
<li>Squinting, tilting the head or covering one eye</li>
<li>Holding books or screens very close</li>
<li>Frequent headaches or rubbing the eyes</li>
<li>Losing their place while reading</li>
</ul>
<p>Book an eye exam at <a href="/locations/eastside-dental">Eastside Dental &amp; Vision Center</a>, or on Wednesdays at Main Street. Our optical shop has more than 200 kid-friendly frames, including some very popular sparkly purple ones.</p>`,
    author: "Dr. Hannah Olsen, OD",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 529,
    slug: "serving-veterans-close-to-home",
    title: "Serving Veterans Close to Home",
    excerpt:
      "Through a new partnership with the VA's community care network, eligible veterans can now get primary care at our clinics.",
    created: "2025-11-11T09:00:00-08:00",
    image: img("team", "Illustration of a care team welcoming a patient"),
    featured: false,
    covid: false,
    content: `<p>On Veterans Day, we honor the men and women who served our country, including more than 1,200 veterans who already get their health care at {{brand}}. Today, we are proud to share that our clinics are now part of the Department of Veterans Affairs community care network.</p>
<p>The nearest VA medical center is more than an hour's drive from Cedar Hollow. With this partnership, many veterans who are enrolled in VA health care can get their primary care, behavioral health care and some dental care at our clinics, with the VA covering the cost.</p>
<h2>How to get started</h2>
<ul>
<li>Ask your VA care team whether you are eligible for community care.</li>
<li>Once the VA approves a referral, call any of our clinics to schedule.</li>
<li>Not enrolled with the VA? Our enrollment specialists can help you apply.</li>
</ul>
<p>Veterans who are not eligible for VA care are always welcome at our clinics, with Medicare, the Oregon Health Plan, private insurance or our sliding fee scale. Thank you for your service.</p>`,
    author: "Communications Team",
    modified: "2026-01-08T16:00:00-08:00",
  },
  {
    id: 530,
    slug: "star-gala-2025-record",
    title: "Record-Breaking STAR Gala Funds a Second Mobile Clinic",
    excerpt:
      "Donors at the 2025 STAR Winter Gala raised $241,000, enough to put a second mobile health clinic on the road in 2026.",
    created: "2025-12-02T09:00:00-08:00",
    image: img("award", "Illustration of a trophy surrounded by stars and confetti"),
    featured: true,
    covid: false,
    content: `<p>What a night. On November 22, 340 guests at the 2025 STAR Winter Gala raised <strong>$241,000</strong> for patient care at {{brand}}, breaking last year's record by more than $50,000.</p>
<p>The highlight of the evening came during the Fund-a-Need auction, when guests were asked to help buy a second mobile health clinic. Paddles went up around the room, and within fifteen minutes the goal of $120,000 had been met. A local family foundation then offered a matching gift for the last hour of the evening.</p>
<h2>What your generosity will do</h2>
<ul>
<li>A second mobile clinic focused on dental care and vision screening in rural schools</li>
<li>Thousands of dollars in prescription assistance and transportation vouchers</li>
<li>Continued support for the food pantries and community garden</li>
</ul>
<p>"I first came to this clinic with nothing but a toothache and no insurance," said patient speaker Daniel R. "Now I have a dentist, a doctor and a counselor who all know my name. That is what this room just paid for."</p>
<p>Thank you to our presenting sponsor, Valley Community Bank, and to every guest and volunteer. Next year's events are listed on our <a href="/star-events">STAR events</a> page.</p>`,
    author: "Communications Team",
    modified: "2026-01-12T11:00:00-08:00",
  },
  {
    id: 531,
    slug: "sliding-fee-scale-2026",
    title: "New for 2026: Updated Sliding Fee Scale",
    excerpt:
      "The 2026 sliding fee scale starts February 1, with a simpler application and a new way to apply online.",
    created: "2026-01-13T09:00:00-08:00",
    image: img("family", "Illustration of a family of four in front of a house"),
    featured: false,
    covid: false,
    content: `<p>Our updated sliding fee scale for 2026 takes effect on <strong>February 1</strong>. As always, it is based on the latest federal poverty guidelines, and it applies to medical, dental, vision, behavioral health and pharmacy services.</p>
<h2>What's new this year</h2>
<ul>
<li><strong>Apply online:</strong> you can now complete your sliding fee application through the patient portal in about ten minutes.</li>
<li><strong>Fewer documents:</strong> if you already receive SNAP, WIC or the Oregon Health Plan, that is enough proof of income.</li>
<li><strong>Same lowest fees:</strong> our lowest-tier fees remain unchanged for the third year in a row.</li>
</ul>
<p>The sliding fee scale is available to anyone who lives in our service area, regardless of immigration status. Applying will never be shared with immigration authorities.</p>
<p>Questions? Ask at any front desk, or visit our drop-in enrollment hours at <a href="/locations/main-street">Main Street</a>. {{brand}} believes no one should have to choose between health care and groceries.</p>`,
    author: "Linh Vo, OHP-CAC",
    modified: "2026-01-13T14:20:00-08:00",
  },
  {
    id: 532,
    slug: "covid-treatment-still-available",
    title: "Tested Positive for COVID-19? Treatment Is Still Free or Low-Cost",
    excerpt:
      "Antiviral pills can keep people at higher risk out of the hospital. Call us within five days of your first symptoms to find out if treatment is right for you.",
    created: "2026-01-27T09:00:00-08:00",
    image: img("telehealth", "Illustration of a patient talking with a provider by video"),
    featured: false,
    covid: true,
    content: `<p>COVID-19 is still with us, and January brought a rise in cases across Oregon. For most healthy people, COVID-19 now feels like a bad cold. But for older adults and people with chronic health conditions, it can still lead to serious illness. Treatment can help.</p>
<h2>Who should call about treatment</h2>
<ul>
<li>Adults 65 and older</li>
<li>Anyone with diabetes, heart disease, lung disease, kidney disease, obesity or a weakened immune system</li>
<li>People who are pregnant</li>
<li>Anyone who is not up to date on COVID-19 vaccines</li>
</ul>
<p>Antiviral pills such as Paxlovid work best when started within <strong>five days</strong> of your first symptoms. If you test positive, call your {{brand}} clinic the same day. Many patients can be seen by video and pick up their medicine at our pharmacy without leaving the car.</p>
<h2>Paying for treatment</h2>
<p>Medicare, the Oregon Health Plan and most private insurance cover COVID-19 antivirals. If you are uninsured, our pharmacists can enroll you in the manufacturer's patient assistance program, which often brings the cost to zero. More information is on our <a href="/covid-19">COVID-19 page</a>.</p>`,
    author: "Dr. Grace Liu, MD",
    modified: "2026-01-27T15:45:00-08:00",
  },
  {
    id: 533,
    slug: "new-patient-portal",
    title: "A Faster, Simpler Patient Portal",
    excerpt:
      "Our new patient portal lets you book visits, message your care team, see lab results and pay bills from your phone, in six languages.",
    created: "2026-02-17T09:00:00-08:00",
    image: img("telehealth", "Illustration of a phone and laptop showing a patient portal"),
    featured: true,
    covid: false,
    content: `<p>On March 2, {{brand}} will switch to a new patient portal. After listening to hundreds of patients, we chose a system that is faster, easier to use on a phone and available in English, Spanish, Vietnamese, Russian, Somali and Arabic.</p>
<h2>What you can do in the new portal</h2>
<ul>
<li>Book, change or cancel appointments at any clinic</li>
<li>Send a secure message to your care team and get a reply within two business days</li>
<li>See lab results, visit summaries and your vaccine record</li>
<li>Request prescription refills from our pharmacies</li>
<li>Start a video visit with one tap</li>
<li>Apply for the sliding fee scale and pay bills</li>
</ul>
<h2>How to switch</h2>
<p>If you already use our portal, you will receive an email or text in late February with a link to set up your new account. Your records will move over automatically. Not signed up yet? Ask at the front desk at your next visit, and we will help you get started in a couple of minutes.</p>
<p>Parents can access their children's records, and adults can give a trusted family member access to help manage their care. Need help? Call any clinic and ask for portal support.</p>`,
    author: "Communications Team",
    modified: "2026-02-19T10:00:00-08:00",
  },
  {
    id: 534,
    slug: "millbrook-clinic-reopens",
    title: "Millbrook Rural Health Clinic Reopens After Renovation",
    excerpt:
      "Two new exam rooms, a private counseling room and a telehealth suite mean more care, closer to home, for families in the upper valley.",
    created: "2026-03-10T09:00:00-07:00",
    image: img("clinic-building", "Illustration of a small rural clinic surrounded by trees"),
    featured: false,
    covid: false,
    content: `<p>After five months of construction, <a href="/locations/millbrook">Millbrook Rural Health Clinic</a> reopened on Monday, March 9. Patients returning to the clinic on Depot Road will find a brighter waiting room, two additional exam rooms, a private counseling room and a telehealth suite where patients can see specialists by video without driving into the city.</p>
<p>Thank you to our Millbrook patients for your patience during the renovation, and to the Millbrook Grange for hosting our temporary clinic in their hall.</p>
<h2>More services in Millbrook</h2>
<ul>
<li>Women's health and prenatal care three days a week with certified nurse-midwife Jennifer Whitehorse</li>
<li>In-person counseling two days a week, plus psychiatry by video</li>
<li>Expanded pediatric hours on Thursday afternoons</li>
<li>School sealant days for Millbrook Elementary students</li>
</ul>
<p>"For a lot of families up here, the drive to town means missing a whole day of work," said Dr. David Nguyen, who sees patients in Millbrook twice a week. "Every service we add here is a day someone gets back."</p>`,
    author: "Dr. David Nguyen, DO",
    modified: "2026-03-16T13:05:00-07:00",
  },
  {
    id: 535,
    slug: "long-covid-clinic-one-year",
    title: "Long COVID Clinic Marks One Year of Helping Patients Recover",
    excerpt:
      "In its first year, our Long COVID Clinic cared for 260 patients. Most report less fatigue and more energy for daily life.",
    created: "2026-04-07T09:00:00-07:00",
    image: img("team", "Illustration of a care team of a doctor, therapist and counselor"),
    featured: false,
    covid: true,
    content: `<p>When the Long COVID Clinic opened at <a href="/locations/riverside">Riverside Family Clinic</a> in January 2025, we were not sure how many people would come. One year later, the clinic has cared for <strong>260 patients</strong> from across the region, and the waiting time for a first visit has grown to three weeks. We are adding a third clinic day this spring to keep up.</p>
<p>Patients have ranged in age from 14 to 81. The most common symptoms have been fatigue that gets worse after activity, trouble concentrating, shortness of breath and poor sleep.</p>
<h2>What we have learned</h2>
<ul>
<li><strong>Pacing matters.</strong> Carefully planning activity and rest helped more patients than pushing through.</li>
<li><strong>Teamwork helps.</strong> Patients who saw our physical therapist and counselor alongside their physician improved the most.</li>
<li><strong>Employers can help.</strong> Simple changes at work, like flexible hours, kept many patients in their jobs.</li>
</ul>
<p>Among patients who completed six months of care, three in four said their energy and daily function had improved. "I'm not back to where I was," one patient told us, "but I can play with my grandkids again."</p>
<p>Thank you to the STAR donors whose support funds the clinic's physical therapy sessions for uninsured patients. If you have lingering symptoms after COVID-19, ask your {{brand}} provider for a referral.</p>`,
    author: "Dr. Grace Liu, MD",
    modified: "2026-04-08T09:30:00-07:00",
  },
  {
    id: 536,
    slug: "infant-immunization-week-2026",
    title: "National Infant Immunization Week: Is Your Baby Up to Date?",
    excerpt:
      "Measles cases are rising in the Northwest. Make sure your baby's vaccines are on schedule with a quick check at any of our clinics.",
    created: "2026-04-28T09:00:00-07:00",
    image: img("vaccine", "Illustration of a vaccine syringe and a protective shield"),
    featured: false,
    covid: false,
    content: `<p>This week is National Infant Immunization Week, and this year it could not be more timely. Measles and whooping cough cases have risen across the Pacific Northwest, and babies are the most likely to become seriously ill.</p>
<p>Vaccines protect babies from 14 serious diseases before their second birthday. Staying on schedule matters because babies are most vulnerable in their first months of life.</p>
<h2>A quick vaccine check</h2>
<ul>
<li>Log into the patient portal to see your child's vaccine record.</li>
<li>Or call any clinic, and a nurse will check for you in a few minutes.</li>
<li>Missed a dose? Catch-up vaccines are easy, and your child does not need to start over.</li>
</ul>
<p>All childhood vaccines are free at {{brand}} through the Vaccines for Children program, whether or not your family has insurance. Our pediatric providers are always happy to answer questions about vaccine safety without judgment. Learn more about <a href="/services/pediatrics">pediatric care</a>.</p>`,
    author: "Dr. Priya Raman, MD",
    modified: "2026-04-28T11:00:00-07:00",
  },
  {
    id: 537,
    slug: "new-behavioral-health-providers-2026",
    title: "Welcome to Four New Behavioral Health Providers",
    excerpt:
      "Four counselors and therapists have joined our behavioral health team, cutting waiting times for ongoing therapy in half.",
    created: "2026-05-19T09:00:00-07:00",
    image: img("team", "Illustration of four new team members"),
    featured: false,
    covid: false,
    content: `<p>Mental health care is one of the most requested services at {{brand}}, and until recently, patients waited up to eight weeks to start ongoing therapy. This spring, four new providers joined our <a href="/team/behavioral-health-team">Behavioral Health Team</a>, and the wait for a first therapy appointment has dropped to about three weeks.</p>
<h2>Meet our new providers</h2>
<ul>
<li>A licensed clinical social worker specializing in trauma, at Harbor Street</li>
<li>A bilingual Spanish-English counselor for children and teens, at Lincoln School</li>
<li>A marriage and family therapist offering evening sessions at Riverside</li>
<li>A psychiatric mental health nurse practitioner offering telehealth to Millbrook</li>
</ul>
<p>Our team now includes therapists who speak Spanish, Russian, Ukrainian, Mandarin and Somali, and interpreters are available for every other language.</p>
<p>To get started, ask your primary care provider, or call any clinic and ask for a behavioral health appointment. If you are in crisis, call or text 988 at any time.</p>`,
    author: "Dr. Rachel Abrams, PsyD",
    modified: "2026-05-19T14:00:00-07:00",
  },
  {
    id: 538,
    slug: "community-health-workers-state-award",
    title: "Community Health Worker Team Wins State Award",
    excerpt:
      "The Oregon Primary Care Association honored our Community Outreach Team for helping 3,000 people get coverage, food and housing last year.",
    created: "2026-06-09T09:00:00-07:00",
    image: img("award", "Illustration of an award ribbon and stars"),
    featured: true,
    covid: false,
    content: `<p>The {{brand}} <a href="/team/community-outreach-team">Community Outreach Team</a> has received the Community Health Worker Excellence Award from the Oregon Primary Care Association. The award recognizes a team whose work has made a measurable difference in the health of its community.</p>
<p>In 2025, our community health workers, enrollment specialists and community health nurses:</p>
<ul>
<li>Helped more than 1,400 people enroll in or renew health coverage</li>
<li>Connected 900 families with food, housing or utility assistance</li>
<li>Made 6,200 visits to farms, shelters and homes with the mobile clinic</li>
<li>Walked 350 newly arrived refugees through their first medical visits</li>
</ul>
<blockquote><p>"Community health workers are the bridge between the clinic and the kitchen table. They show up where people are, they speak their language, and they do not give up. This team is a model for the whole state."</p><p>— Award citation, Oregon Primary Care Association</p></blockquote>
<p>Team members Luis Herrera, Hodan Abdi, Linh Vo and Patricia O'Connell accepted the award at the association's spring conference in Bend. "This belongs to our patients," Hodan said. "They teach us every day what our community needs."</p>`,
    author: "Communications Team",
    modified: "2026-06-10T08:15:00-07:00",
  },
  {
    id: 539,
    slug: "free-summer-meals-and-checkups",
    title: "Free Summer Meals and Check-Ups for Kids",
    excerpt:
      "All children 18 and under can get a free lunch at Riverside Park on weekdays this summer, along with free check-ups from the mobile clinic on Wednesdays.",
    created: "2026-06-30T09:00:00-07:00",
    image: img("garden", "Illustration of children's garden with vegetables"),
    featured: false,
    covid: false,
    content: `<p>When school lets out, so do school meals, and many families feel the pinch. This summer, {{brand}} is teaming up with the Cedar Hollow School District and the Valley Food Bank to serve free lunches to every child 18 and under at Riverside Park.</p>
<h2>Summer lunch details</h2>
<ul>
<li>When: Monday through Friday, 11:30 a.m. to 1 p.m., July 6 through August 21</li>
<li>Where: the picnic shelter next to <a href="/locations/riverside">Riverside Family Clinic</a></li>
<li>Who: any child 18 or younger. No sign-up, income check or ID required.</li>
</ul>
<p>Every Wednesday, the mobile clinic will park next to the picnic shelter to offer sports physicals, vaccines and dental screenings. Produce from our Main Street community garden will be shared on Fridays while it lasts.</p>
<p>Parents and caregivers are welcome to join their kids for lunch. Our community health workers will be on hand to help with food assistance and health coverage applications.</p>`,
    author: "Marcus Bell, RD, LD",
    modified: "2026-07-01T09:00:00-07:00",
  },
  {
    id: 540,
    slug: "save-on-prescriptions",
    title: "Save on Prescriptions at Our Pharmacy",
    excerpt:
      "Patients of our clinics can save up to 80 percent on many medicines, including inhalers and insulin, by filling prescriptions at our in-house pharmacies.",
    created: "2026-07-21T09:00:00-07:00",
    image: img("clinic-building", "Illustration of a pharmacy counter inside a clinic"),
    featured: false,
    covid: false,
    content: `<p>Have you ever left a pharmacy without your medicine because it cost too much? You are not alone. One in four adults says they have skipped doses or not filled a prescription because of cost.</p>
<p>As a community health center, {{brand}} takes part in a federal program that lets us buy medicines at a discount and pass the savings on to our patients. When you fill your prescriptions at our pharmacies at <a href="/locations/main-street">Main Street</a> or <a href="/locations/harbor-street">Harbor Street</a>, you may pay much less, especially if you are uninsured or have a high-deductible plan.</p>
<h2>Examples of savings for uninsured patients</h2>
<ul>
<li>Common inhalers: $10 instead of $60 or more</li>
<li>Insulin: $15 per month</li>
<li>Most generic blood pressure and diabetes medicines: $4 or less per month</li>
</ul>
<p>We also offer free delivery in Cedar Hollow and Millbrook, blister packs to help keep medicines organized, and pharmacists who can talk with your provider directly. To transfer your prescriptions, just bring your bottles to the pharmacy counter or call us. Learn more on our <a href="/services/pharmacy">pharmacy page</a>.</p>`,
    author: "Kevin Tran, PharmD",
    modified: "2026-07-22T13:35:00-07:00",
  },
  {
    id: 541,
    slug: "back-to-school-checklist-2026",
    title: "Back-to-School Checklist: Physicals, Vaccines, Dental and Vision",
    excerpt:
      "Get your kids ready for the new school year with one easy checklist, and book appointments before the August rush.",
    created: "2026-08-18T09:00:00-07:00",
    image: img("family", "Illustration of a family getting ready for school"),
    featured: false,
    covid: false,
    content: `<p>The first day of school in Cedar Hollow is September 2. Before backpacks and new shoes, make sure your kids are healthy and ready to learn. Here is a simple checklist from the {{brand}} pediatric team.</p>
<h2>The checklist</h2>
<ul>
<li><strong>Well-child visit:</strong> a yearly checkup for growth, development and emotional health</li>
<li><strong>Vaccines:</strong> kindergarten and 7th grade vaccines are required, and catch-up doses are quick</li>
<li><strong>Sports physical:</strong> required every two years for middle and high school sports</li>
<li><strong>Dental checkup:</strong> cleanings and sealants prevent painful cavities</li>
<li><strong>Eye exam:</strong> school screenings can miss problems that a full exam will find</li>
<li><strong>Medication forms:</strong> if your child needs an inhaler or other medicine at school, ask us for the form</li>
</ul>
<p>The <a href="/locations/lincoln-school">Lincoln School-Based Health Center</a> reopens August 24, and evening appointments are available at <a href="/locations/riverside">Riverside</a>. Vaccines are free for all children through the Vaccines for Children program.</p>
<p>Kids who feel anxious about a new school can benefit from a visit with one of our counselors. Big changes are easier with support.</p>`,
    author: "Dr. Samuel Okafor, MD",
    modified: "2026-08-18T13:00:00-07:00",
  },
  {
    id: 542,
    slug: "covid-vaccines-2026-2027",
    title: "2026–2027 COVID-19 Vaccines: Who Should Get One and Where",
    excerpt:
      "This season's updated COVID-19 vaccines are here. Find out who is most likely to benefit, what it costs and how to get one alongside your flu shot.",
    created: "2026-09-15T09:00:00-07:00",
    image: img("vaccine", "Illustration of a vaccine syringe and a protective shield"),
    featured: true,
    covid: true,
    content: `<p>The 2026–2027 COVID-19 vaccines have arrived at all {{brand}} clinics and pharmacies, along with this season's flu shots. Here is what you need to know.</p>
<h2>Who should get vaccinated</h2>
<p>The updated vaccine is most strongly recommended for:</p>
<ul>
<li>Adults 65 and older</li>
<li>People with chronic conditions like diabetes, heart disease, lung disease, kidney disease or obesity</li>
<li>People with weakened immune systems</li>
<li>People who are pregnant or recently gave birth</li>
</ul>
<p>Anyone else who wants extra protection, for example to protect an older relative or a new baby at home, can get the vaccine after a quick conversation with a provider or pharmacist.</p>
<h2>Where and how</h2>
<p>Ask at any appointment, or walk in to our pharmacies at <a href="/locations/main-street">Main Street</a> and <a href="/locations/harbor-street">Harbor Street</a>. The mobile clinic will hold fall vaccine events at senior centers and schools throughout October. You can get your COVID-19 and flu vaccines at the same time.</p>
<p>The vaccine is covered by the Oregon Health Plan, Medicare and most private insurance. Children are covered through Vaccines for Children. Uninsured adults should ask us about free and low-cost options. Find more on our <a href="/covid-19">COVID-19 page</a>.</p>`,
    author: "Patricia O'Connell, RN, MPH",
    modified: "2026-09-16T10:20:00-07:00",
  },
  {
    id: 543,
    slug: "mammogram-van-main-street",
    title: "Mammogram Van Visits Main Street Every Month",
    excerpt:
      "Breast cancer screening is now available in the Main Street parking lot on the second Tuesday of every month, with help for uninsured patients.",
    created: "2026-10-06T09:00:00-07:00",
    image: img("mobile-clinic", "Illustration of a mobile screening van parked outside a clinic"),
    featured: false,
    covid: false,
    content: `<p>Regular mammograms find breast cancer early, when it is easiest to treat. But many of our patients have told us that getting to the imaging center in the city is a real barrier. So, starting this October, Breast Cancer Awareness Month, we are bringing the mammogram to you.</p>
<p>In partnership with Cedar Hollow Community Hospital, a mobile mammography van will park behind <a href="/locations/main-street">Main Street Health Center</a> on the <strong>second Tuesday of every month</strong> from 9 a.m. to 4 p.m. The van has a private changing area, a female technologist and the same 3D imaging equipment used at the hospital.</p>
<h2>Who should be screened</h2>
<ul>
<li>Women 40 and older should have a mammogram every two years, or every year if recommended by a provider.</li>
<li>Anyone with a lump, skin changes or nipple discharge should see a provider right away, whatever their age.</li>
</ul>
<p>Mammograms are covered by the Oregon Health Plan, Medicare and most insurance. Uninsured patients may qualify for free screening through the state's ScreenWise program, and our team can sign you up the same day. Ask your {{brand}} provider for a referral, or call Main Street to book a spot on the van. Learn more about <a href="/services/womens-health">women's health</a>.</p>`,
    author: "Jennifer Whitehorse, CNM",
    modified: "2026-10-06T12:00:00-07:00",
  },
  {
    id: 544,
    slug: "open-enrollment-2027",
    title: "Open Enrollment Starts November 1: Free Help Choosing a Plan",
    excerpt:
      "Shopping for 2027 health insurance? Our certified enrollment specialists can help you compare plans and find financial help, for free.",
    created: "2026-10-27T09:00:00-07:00",
    image: img("family", "Illustration of a family reviewing paperwork together"),
    featured: false,
    covid: false,
    content: `<p>Open enrollment for 2027 health insurance through the Oregon Health Insurance Marketplace runs from <strong>November 1, 2026, to January 15, 2027</strong>. Sign up by December 15 if you want your coverage to start on January 1.</p>
<p>Health insurance can be confusing, and choosing the wrong plan can be expensive. The good news: you do not have to figure it out alone. {{brand}}'s certified enrollment specialists offer free, unbiased help in English, Spanish and Vietnamese, and in other languages with an interpreter.</p>
<h2>We can help you</h2>
<ul>
<li>Find out if you qualify for the Oregon Health Plan, which has no premiums</li>
<li>Compare marketplace plans, including premiums, deductibles and which doctors are covered</li>
<li>Apply for tax credits that lower your monthly premium</li>
<li>Renew or change your current plan</li>
</ul>
<p>Drop in weekdays at <a href="/locations/main-street">Main Street</a>, on Tuesdays and Thursdays at <a href="/locations/eastside-dental">Eastside</a>, or call any clinic to make an appointment. Bring your income information, Social Security numbers or immigration documents for everyone applying, and your current insurance card if you have one.</p>`,
    author: "Linh Vo, OHP-CAC",
    modified: "2026-10-27T15:30:00-07:00",
  },
  {
    id: 545,
    slug: "star-winter-gala-2026-tickets",
    title: "Tickets On Sale for the 2026 STAR Winter Gala",
    excerpt:
      "Join us December 5 at the Riverfront Pavilion for an evening of dinner, music and giving that supports care for every patient who walks through our doors.",
    created: "2026-11-17T09:00:00-08:00",
    image: img("award", "Illustration of celebratory stars and confetti"),
    featured: true,
    covid: false,
    content: `<p>Our biggest night of the year is almost here. The <strong>2026 STAR Winter Gala</strong> will be held on Saturday, December 5, at the Riverfront Pavilion in downtown Cedar Hollow, and tickets are on sale now.</p>
<p>This year's gala will raise money for our new Dental Access Fund, which will pay for crowns, root canals and dentures for uninsured patients, the treatments our sliding fee scale cannot fully cover. Last year, more than 400 patients were told they needed one of these treatments and could not afford it. We want to change that.</p>
<h2>The evening includes</h2>
<ul>
<li>A welcome reception with local wine and cider</li>
<li>A three-course dinner featuring Willamette Valley farms</li>
<li>Live music from the Cedar Hollow Jazz Collective</li>
<li>A silent auction and our Fund-a-Need paddle raise</li>
<li>Stories from patients and staff</li>
</ul>
<p>Individual tickets are $150, and tables of eight start at $1,200. Sponsorships are still available. If you cannot attend, you can still support {{brand}} by making a gift on our <a href="/donate">donate page</a>. See all upcoming <a href="/star-events">STAR events</a>.</p>`,
    author: "Communications Team",
    modified: "2026-11-18T09:00:00-08:00",
  },
];
