/** @module Demo CMS seed: upcoming STAR fundraising events, December 2026 to September 2027. */
import type { CmsImage, StarEvent } from "../../../../shared/cms/types.ts";
import type { Stored } from "./stored.ts";

const gala: CmsImage = {
  src: "/wp-content/uploads/star/gala.webp",
  width: 1200,
  height: 630,
  alt: "Illustration of a festive evening with string lights and raised glasses",
};
const funRun: CmsImage = {
  src: "/wp-content/uploads/star/fun-run.webp",
  width: 1200,
  height: 630,
  alt: "Illustration of runners on a park path past evergreen trees",
};
const giving: CmsImage = {
  src: "/wp-content/uploads/star/giving.webp",
  width: 1200,
  height: 630,
  alt: "Illustration of open hands holding a heart surrounded by stars",
};

export const starEvents: Stored<StarEvent>[] = [
  {
    id: 701,
    slug: "star-winter-gala-2026",
    title: "STAR Winter Gala 2026",
    summary:
      "Our signature evening of dinner, music and giving, this year raising money for the new Dental Access Fund.",
    description: `<p>Join three hundred friends and neighbors for the thirteenth annual STAR Winter Gala, {{brand}}'s biggest fundraising event of the year. Every dollar raised this year supports our new <strong>Dental Access Fund</strong>, which pays for crowns, root canals and dentures for uninsured patients.</p>
<h3>The evening</h3>
<ul>
<li>5:30 p.m. Welcome reception with local wine, cider and small plates</li>
<li>6:30 p.m. Three-course dinner featuring Willamette Valley farms</li>
<li>7:30 p.m. Patient stories and the Fund-a-Need paddle raise</li>
<li>8:15 p.m. Dancing with the Cedar Hollow Jazz Collective; silent auction closes at 9 p.m.</li>
</ul>
<p>Individual tickets are $150 and tables of eight start at $1,200. Cocktail attire is encouraged but never required. The Pavilion is fully accessible, and vegetarian, vegan, halal and gluten-free meals are available on request.</p>`,
    start: "2026-12-05T17:30:00-08:00",
    end: "2026-12-05T22:00:00-08:00",
    venue: {
      name: "Riverfront Pavilion",
      address: { street: "100 Waterfront Way", city: "Cedar Hollow", state: "OR", zip: "97399" },
    },
    image: gala,
  },
  {
    id: 702,
    slug: "heart-of-the-valley-art-auction-2027",
    title: "Heart of the Valley Art Auction",
    summary:
      "An evening gallery show and auction of works by regional artists, patients and staff, benefiting our behavioral health programs.",
    description: `<p>Art heals. This Valentine's season, the Heart of the Valley Art Auction brings together more than sixty paintings, prints, ceramics, photographs and woven pieces donated by regional artists, along with a special collection created by patients in our behavioral health art groups.</p>
<p>Proceeds support counseling for uninsured patients, our teen mental health programs at the Lincoln School-Based Health Center, and group art therapy at the Harbor Street Recovery &amp; Wellness Center.</p>
<h3>Event details</h3>
<ul>
<li>Gallery preview and silent auction open at 6 p.m.</li>
<li>Live auction of twelve featured pieces begins at 7:30 p.m.</li>
<li>Light bites and desserts from Cedar Hollow bakeries</li>
<li>Admission is $40, or $15 for students and artists</li>
</ul>
<p>Can't make it in person? Online bidding on the silent auction opens one week before the event.</p>`,
    start: "2027-02-13T18:00:00-08:00",
    end: "2027-02-13T21:30:00-08:00",
    venue: {
      name: "Cedar Hollow Arts Center",
      address: { street: "215 Fourth Avenue", city: "Cedar Hollow", state: "OR", zip: "97399" },
    },
    image: giving,
  },
  {
    id: 703,
    slug: "run-for-access-5k-2027",
    title: "Run for Access 5K and Family Fun Run",
    summary:
      "Run, walk or roll along the river in our spring 5K, with a free kids' dash and a health fair at the finish line.",
    description: `<p>Lace up for the sixth annual Run for Access 5K! This flat, scenic course follows the Riverside Park trail and the Willamette Slough, and it is stroller-, wheelchair- and dog-friendly. Runners, walkers and rollers of every pace are welcome.</p>
<h3>Schedule</h3>
<ul>
<li>7:30 a.m. Check-in and packet pickup</li>
<li>8:30 a.m. 5K start</li>
<li>9:30 a.m. Free kids' half-mile dash for ages 10 and under</li>
<li>9:00 a.m. to noon Finish-line health fair with blood pressure checks, dental screenings and healthy snacks</li>
</ul>
<p>Registration is $35 for adults and $15 for youth 11 to 17, and includes a race shirt. Form a team with co-workers, friends or your congregation and raise money for the <strong>Transportation to Care Fund</strong>, which gives patients bus passes and rides to appointments. The top fundraising team wins a catered lunch from our cooking class chefs.</p>`,
    start: "2027-04-24T07:30:00-07:00",
    end: "2027-04-24T12:00:00-07:00",
    venue: {
      name: "Riverside Park Main Shelter",
      address: { street: "350 River Road", city: "Cedar Hollow", state: "OR", zip: "97399" },
    },
    image: funRun,
  },
  {
    id: 704,
    slug: "star-charity-golf-classic-2027",
    title: "STAR Charity Golf Classic",
    summary:
      "A four-person scramble on a beautiful valley course, supporting prescription assistance for patients who cannot afford their medicines.",
    description: `<p>Grab your clubs for the STAR Charity Golf Classic, a friendly four-person scramble open to golfers of every skill level. The day includes breakfast, eighteen holes, contests on the course and an awards lunch on the clubhouse patio.</p>
<p>All proceeds support the <strong>Prescription Assistance Fund</strong>, which last year helped more than 700 {{brand}} patients get insulin, inhalers, heart medicines and other prescriptions they could not otherwise afford.</p>
<h3>Tournament details</h3>
<ul>
<li>7:00 a.m. Registration and breakfast</li>
<li>8:00 a.m. Shotgun start</li>
<li>1:30 p.m. Lunch, awards and raffle</li>
<li>Foursomes are $800; individual golfers are $220 and will be placed on a team</li>
<li>Hole sponsorships start at $500</li>
</ul>
<p>Contests include longest drive, closest to the pin and a hole-in-one prize sponsored by a local dealership. Non-golfers are welcome to join us for lunch for $40.</p>`,
    start: "2027-06-14T07:00:00-07:00",
    end: "2027-06-14T15:00:00-07:00",
    venue: {
      name: "Oak Knoll Valley Golf Club",
      address: { street: "8800 Oak Knoll Road", city: "Millbrook", state: "OR", zip: "97397" },
    },
    image: giving,
  },
  {
    id: 705,
    slug: "harvest-table-dinner-2027",
    title: "Harvest Table Dinner",
    summary:
      "A long-table farm dinner among the orchards, celebrating the farmworkers and farmers who feed our valley.",
    description: `<p>Join us for a summer evening at Willow Bend Farm, where one long table will stretch between the apple trees for a family-style dinner made from the harvest of local farms. The Harvest Table Dinner celebrates the farmworkers and farming families who are the backbone of our region.</p>
<p>Proceeds support our <strong>farmworker health program</strong>, including the mobile clinic's evening visits to farms, heat-safety supplies and health care for uninsured farmworkers and their families.</p>
<h3>What to expect</h3>
<ul>
<li>Farm tour and welcome drinks at 5 p.m.</li>
<li>Family-style dinner at 6 p.m. prepared by guest chefs from the valley</li>
<li>Live mariachi and folk music</li>
<li>Stories from the Community Outreach Team and the families they serve</li>
</ul>
<p>Tickets are $125 and seating is limited to 150 guests. Dress for the outdoors and bring a sweater for the evening. Free shuttles will run from Millbrook Rural Health Clinic.</p>`,
    start: "2027-08-07T17:00:00-07:00",
    end: "2027-08-07T21:00:00-07:00",
    venue: {
      name: "Willow Bend Farm",
      address: { street: "3150 Orchard Lane", city: "Millbrook", state: "OR", zip: "97397" },
    },
    image: gala,
  },
  {
    id: 706,
    slug: "ride-for-health-2027",
    title: "Ride for Health Community Bike Ride",
    summary:
      "Choose a 10-, 30- or 60-mile route through the valley's back roads, with rest stops, a finish-line picnic and a kids' bike rodeo.",
    description: `<p>Pedal for a healthier community! The Ride for Health offers three routes through the farmland and small towns between Cedar Hollow and Millbrook, from a relaxed 10-mile family loop to a 60-mile ride with rolling hills and mountain views.</p>
<p>Funds raised support the <strong>second mobile health clinic</strong>, which brings dental and vision screening to rural schools across the valley.</p>
<h3>Ride details</h3>
<ul>
<li>60-mile route starts at 8 a.m., 30-mile at 9 a.m., 10-mile family loop at 10 a.m.</li>
<li>Fully supported with rest stops, snacks, mechanics and a sag wagon</li>
<li>Kids' bike rodeo and free helmet fittings from 10 a.m. to noon</li>
<li>Finish-line picnic with music, local food and a bike valet</li>
</ul>
<p>Registration is $45 for adults and free for riders 17 and under. Helmets are required. Riders who raise $250 or more receive a limited-edition {{brand}} cycling jersey.</p>`,
    start: "2027-09-18T08:00:00-07:00",
    end: "2027-09-18T15:00:00-07:00",
    venue: {
      name: "Cedar Hollow Fairgrounds",
      address: { street: "2600 Fairgrounds Road", city: "Cedar Hollow", state: "OR", zip: "97398" },
    },
    image: funRun,
  },
];
