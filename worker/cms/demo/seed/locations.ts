/** @module Demo CMS seed: the six clinic locations in and around the fictional town of Cedar Hollow, Oregon. */
import type { Location } from "../../../../shared/cms/types.ts";
import type { Stored } from "./stored.ts";

export const locations: Stored<Location>[] = [
  {
    id: 201,
    post_name: "main-street",
    nav_title: "Main Street",
    title: "Main Street Health Center",
    summary:
      "Our largest clinic, in downtown Cedar Hollow, with primary care, pediatrics, women's health, behavioral health, vision, nutrition and a full pharmacy under one roof.",
    content: `<p>Main Street Health Center has served downtown Cedar Hollow since 1998. Today it is the home of our largest primary care team, a full-service pharmacy, a teaching kitchen and the community garden behind the building. Many families get all of their care here, from prenatal visits to grandparents' check-ups.</p>
<h2>Services at this location</h2>
<ul>
<li>Primary care and pediatrics, with same-day sick visits</li>
<li>Women's health and prenatal care</li>
<li>Behavioral health counseling and psychiatry</li>
<li>Vision care every Wednesday</li>
<li>Nutrition counseling and free cooking classes</li>
<li>Pharmacy with free local delivery</li>
<li>On-site lab, open from 8 a.m. to 5 p.m. on weekdays</li>
</ul>
<h2>Getting here</h2>
<p>The clinic is on the corner of Main Street and Fourth Avenue, one block from the Transit Center. Bus lines 2, 5 and 11 stop out front. Free parking is in the lot behind the building, with accessible spaces next to the rear entrance. The mammogram van visits the back lot on the second Tuesday of each month.</p>
<p>Saturday morning hours are for urgent and same-day visits, vaccines and pharmacy pick-up. Please call ahead so we can have your chart and an interpreter ready.</p>`,
    address: { street: "1420 Main Street", city: "Cedar Hollow", state: "OR", zip: "97399" },
    phone_number: "5035550142",
    fax_number: "5035550143",
    timezone: "America/Los_Angeles",
    hours: [
      { day: 1, open: "08:00", close: "18:00" },
      { day: 2, open: "08:00", close: "18:00" },
      { day: 3, open: "08:00", close: "18:00" },
      { day: 4, open: "08:00", close: "18:00" },
      { day: 5, open: "08:00", close: "18:00" },
      { day: 6, open: "09:00", close: "13:00" },
    ],
    lat: 44.9412,
    lng: -123.0351,
    services: [
      "primary-care",
      "pediatrics",
      "womens-health",
      "behavioral-health",
      "vision",
      "nutrition",
      "pharmacy",
    ],
    image: {
      src: "/wp-content/uploads/locations/main-street.webp",
      width: 800,
      height: 500,
      alt: "Illustration of the two-story Main Street Health Center with a green awning",
    },
    modified: "2026-09-14T10:00:00-07:00",
  },
  {
    id: 202,
    post_name: "riverside",
    nav_title: "Riverside",
    title: "Riverside Family Clinic",
    summary:
      "A family clinic along the Willamette Slough with evening hours until 8 p.m. Monday through Thursday, plus dental care and our Long COVID Clinic.",
    content: `<p>Riverside Family Clinic is built for busy families. With appointments until 8 p.m. four nights a week, you can see a provider after work or school without losing a day's pay. Medical, dental and behavioral health teams share the same hallway, so it is easy to get more than one kind of care in one trip.</p>
<h2>Services at this location</h2>
<ul>
<li>Primary care and pediatrics, including evening well-child visits</li>
<li>Dental care for children and adults</li>
<li>Behavioral health counseling, including family therapy</li>
<li>Nutrition counseling</li>
<li>The Long COVID Clinic, every Tuesday and Thursday</li>
</ul>
<h2>Getting here</h2>
<p>The clinic sits on River Road next to Riverside Park, across from the public library. Bus line 7 stops at River Road and Alder Street, a short walk away. There is free parking in front of the building and covered bicycle parking by the main door.</p>
<p>Evening hours are by appointment. After 5 p.m., please use the main entrance facing the parking lot.</p>`,
    address: { street: "305 River Road", city: "Cedar Hollow", state: "OR", zip: "97399" },
    phone_number: "5035550157",
    fax_number: "5035550158",
    timezone: "America/Los_Angeles",
    hours: [
      { day: 1, open: "08:00", close: "20:00" },
      { day: 2, open: "08:00", close: "20:00" },
      { day: 3, open: "08:00", close: "20:00" },
      { day: 4, open: "08:00", close: "20:00" },
      { day: 5, open: "08:00", close: "17:00" },
    ],
    lat: 44.9338,
    lng: -123.0479,
    services: ["primary-care", "pediatrics", "dental", "behavioral-health", "nutrition"],
    image: {
      src: "/wp-content/uploads/locations/riverside.webp",
      width: 800,
      height: 500,
      alt: "Illustration of Riverside Family Clinic beside a river with trees",
    },
    modified: "2026-06-02T15:30:00-07:00",
  },
  {
    id: 203,
    post_name: "eastside-dental",
    nav_title: "Eastside Dental & Vision",
    title: "Eastside Dental & Vision Center",
    summary:
      "Our dedicated dental and eye care center on East Pine Avenue, with twelve dental chairs, an optical shop and Saturday morning appointments.",
    content: `<p>Eastside Dental &amp; Vision Center opened in 2012 to answer one of the biggest needs in our community: affordable dental care. After our 2025 expansion, it has twelve dental chairs, two eye exam rooms and an optical shop with low-cost frames for kids and adults.</p>
<h2>Services at this location</h2>
<ul>
<li>Dental exams, cleanings, fillings, extractions and dentures</li>
<li>Pediatric dentistry and sealants</li>
<li>Urgent dental appointments every weekday morning</li>
<li>Eye exams, glasses and diabetic eye screening</li>
</ul>
<h2>Getting here</h2>
<p>We are in the Eastgate Plaza shopping center on East Pine Avenue, between the grocery store and the post office. Bus line 4 stops in front of the plaza. The plaza has plenty of free parking, and our entrance is step-free.</p>
<p>Saturday mornings are reserved for cleanings and check-ups for people who cannot come during the work week. Saturday spots fill quickly, so book a few weeks ahead.</p>`,
    address: { street: "2210 East Pine Avenue, Suite 104", city: "Cedar Hollow", state: "OR", zip: "97398" },
    phone_number: "5035550163",
    fax_number: "5035550164",
    timezone: "America/Los_Angeles",
    hours: [
      { day: 1, open: "07:30", close: "17:30" },
      { day: 2, open: "07:30", close: "17:30" },
      { day: 3, open: "07:30", close: "17:30" },
      { day: 4, open: "07:30", close: "17:30" },
      { day: 5, open: "07:30", close: "17:30" },
      { day: 6, open: "08:00", close: "12:00" },
    ],
    lat: 44.9395,
    lng: -123.0112,
    services: ["dental", "vision"],
    image: {
      src: "/wp-content/uploads/locations/eastside-dental.webp",
      width: 800,
      height: 500,
      alt: "Illustration of the Eastside Dental & Vision Center storefront",
    },
    modified: "2026-02-11T09:45:00-08:00",
  },
  {
    id: 204,
    post_name: "harbor-street",
    nav_title: "Harbor Street",
    title: "Harbor Street Recovery & Wellness Center",
    summary:
      "Substance use treatment, behavioral health, primary care and a pharmacy in one welcoming building near the old harbor, with walk-in hours every weekday morning.",
    content: `<p>Harbor Street Recovery &amp; Wellness Center opened in March 2025 in a renovated cannery building near the old harbor. It brings addiction treatment, counseling, primary care and a pharmacy together, so people in recovery can take care of their whole health in one place.</p>
<h2>Services at this location</h2>
<ul>
<li>Medications for opioid and alcohol use disorder, with same-day starts</li>
<li>Individual and group counseling and peer support</li>
<li>Behavioral health care and psychiatry</li>
<li>Primary care, hepatitis C treatment and vaccines</li>
<li>Pharmacy, including free naloxone and fentanyl test strips</li>
</ul>
<h2>Walk-in hours</h2>
<p>No appointment is needed to get started. Walk in between 7 and 10 a.m. Monday through Friday, or between 8 and 11 a.m. on Saturday, and a team member will meet with you the same day.</p>
<h2>Getting here</h2>
<p>The center is at the foot of Harbor Street, next to the waterfront trail. Bus lines 2 and 9 stop at Harbor and Front streets. Parking is free in the gravel lot on the north side of the building.</p>`,
    address: { street: "77 Harbor Street", city: "Cedar Hollow", state: "OR", zip: "97399" },
    phone_number: "5035550171",
    fax_number: "5035550172",
    timezone: "America/Los_Angeles",
    hours: [
      { day: 1, open: "07:00", close: "17:00" },
      { day: 2, open: "07:00", close: "17:00" },
      { day: 3, open: "07:00", close: "17:00" },
      { day: 4, open: "07:00", close: "17:00" },
      { day: 5, open: "07:00", close: "17:00" },
      { day: 6, open: "08:00", close: "12:00" },
    ],
    lat: 44.9461,
    lng: -123.0433,
    services: ["primary-care", "behavioral-health", "substance-use-treatment", "pharmacy"],
    image: {
      src: "/wp-content/uploads/locations/harbor-street.webp",
      width: 800,
      height: 500,
      alt: "Illustration of a renovated brick building by the water with a small boat",
    },
    modified: "2026-07-08T11:10:00-07:00",
  },
  {
    id: 205,
    post_name: "lincoln-school",
    nav_title: "Lincoln School",
    title: "Lincoln School-Based Health Center",
    summary:
      "A health center inside Lincoln Middle School offering medical, dental, counseling and nutrition care to students, their families and neighbors.",
    content: `<p>The Lincoln School-Based Health Center is a full clinic inside Lincoln Middle School, run by {{brand}} in partnership with the Cedar Hollow School District. Students can see a provider during the school day without missing more than one class, and parents do not need to take time off work.</p>
<h2>Who can be seen here</h2>
<p>Any student in the Cedar Hollow School District, their brothers and sisters, and their parents or guardians can use the clinic. Neighbors of all ages are welcome too. Students do not need insurance, and no one is billed for services they cannot afford.</p>
<h2>Services at this location</h2>
<ul>
<li>Sick visits, sports physicals and vaccines</li>
<li>Dental checkups, cleanings and sealants</li>
<li>Counseling for stress, anxiety, bullying and grief</li>
<li>Nutrition counseling</li>
<li>Confidential teen health services, as allowed by Oregon law</li>
</ul>
<h2>Getting here</h2>
<p>Use the clinic's own entrance on the east side of the school, facing Lincoln Avenue. Visitors do not need to check in at the school office. The clinic follows the school calendar and is closed during winter break and for two weeks in August.</p>`,
    address: { street: "1900 Lincoln Avenue", city: "Cedar Hollow", state: "OR", zip: "97398" },
    phone_number: "5035550186",
    fax_number: "5035550187",
    timezone: "America/Los_Angeles",
    hours: [
      { day: 1, open: "07:45", close: "16:00" },
      { day: 2, open: "07:45", close: "16:00" },
      { day: 3, open: "07:45", close: "16:00" },
      { day: 4, open: "07:45", close: "16:00" },
      { day: 5, open: "07:45", close: "14:30" },
    ],
    lat: 44.9287,
    lng: -123.0205,
    services: ["primary-care", "pediatrics", "dental", "behavioral-health", "nutrition"],
    image: {
      src: "/wp-content/uploads/locations/lincoln-school.webp",
      width: 800,
      height: 500,
      alt: "Illustration of Lincoln Middle School with a bell tower and a flag",
    },
    modified: "2026-08-25T08:30:00-07:00",
  },
  {
    id: 206,
    post_name: "millbrook",
    nav_title: "Millbrook",
    title: "Millbrook Rural Health Clinic",
    summary:
      "A small-town clinic serving Millbrook and the surrounding farms with family medicine, women's health, pediatrics and counseling.",
    content: `<p>Millbrook Rural Health Clinic has cared for families in Millbrook and the farms of the upper valley for more than twenty years. The clinic reopened in March 2026 after a renovation that added two exam rooms, a private counseling room and a telehealth suite.</p>
<h2>Services at this location</h2>
<ul>
<li>Family medicine for all ages, including same-day sick visits</li>
<li>Prenatal and women's health care with our certified nurse-midwife</li>
<li>Pediatrics and school physicals</li>
<li>Counseling in person and psychiatry by video</li>
<li>Farmworker health outreach in Spanish throughout the growing season</li>
</ul>
<h2>Getting here</h2>
<p>The clinic is on Depot Road across from the Millbrook Grange Hall, about fifteen minutes from downtown Cedar Hollow on Highway 22. The Valley Connector bus stops at the Grange Hall four times a day. Free parking is available next to the building.</p>
<p>Our mobile health clinic visits farms and worksites across the valley from June through October. Ask the front desk for this month's schedule.</p>`,
    address: { street: "412 Depot Road", city: "Millbrook", state: "OR", zip: "97397" },
    phone_number: "5035550194",
    fax_number: "5035550195",
    timezone: "America/Los_Angeles",
    hours: [
      { day: 1, open: "08:30", close: "17:00" },
      { day: 2, open: "08:30", close: "17:00" },
      { day: 3, open: "08:30", close: "17:00" },
      { day: 4, open: "08:30", close: "17:00" },
      { day: 5, open: "08:30", close: "17:00" },
    ],
    lat: 44.9883,
    lng: -122.9746,
    services: ["primary-care", "pediatrics", "womens-health", "behavioral-health"],
    image: {
      src: "/wp-content/uploads/locations/millbrook.webp",
      width: 800,
      height: 500,
      alt: "Illustration of a small rural clinic among green hills and evergreen trees",
    },
    modified: "2026-03-16T13:00:00-07:00",
  },
];
