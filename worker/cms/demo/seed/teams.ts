/** @module Demo CMS seed: the four care teams whose members appear on team and staff pages. */
import type { Team } from "../../../../shared/cms/types.ts";
import type { Stored } from "./stored.ts";

export const teams: Stored<Team>[] = [
  {
    id: 301,
    post_name: "primary-care-team",
    nav_title: "Primary Care",
    title: "Primary Care Team",
    purpose: `<p>The Primary Care Team is the heart of {{brand}}. Our physicians, nurse practitioners, physician assistants, nurses, pharmacists, dietitians and optometrists work together so that each patient has a medical home: one team that knows your story and coordinates all of your care.</p>
<p>We believe good health care starts with listening. Our providers take time to understand what matters most to you, whether that is keeping your blood sugar steady, getting back to work after an injury or helping your teenager feel confident at the doctor's office. We speak many languages, and interpreters are always free.</p>
<p>Team members see patients at every one of our clinics, including evening hours at <a href="/locations/riverside">Riverside</a> and Saturday mornings at <a href="/locations/main-street">Main Street</a>. Learn more about <a href="/services/primary-care">primary care</a>, <a href="/services/pediatrics">pediatrics</a> and <a href="/services/womens-health">women's health</a>.</p>`,
    image: {
      src: "/wp-content/uploads/teams/primary-care-team.webp",
      width: 800,
      height: 500,
      alt: "Illustration of a doctor, a nurse and a pharmacist standing together",
    },
    modified: "2026-04-02T10:00:00-07:00",
  },
  {
    id: 302,
    post_name: "dental-team",
    nav_title: "Dental",
    title: "Dental Team",
    purpose: `<p>The Dental Team makes quality dental care possible for people who have too often gone without it. Our dentists, hygienists and dental assistants care for more than 9,000 patients a year, from toddlers getting their first checkup to elders fitting a new set of dentures.</p>
<p>Many of our patients arrive in pain or embarrassed about their teeth. We meet everyone with kindness and no judgment, explain options in plain language and build a treatment plan that fits your budget. Our school sealant program brings preventive care to thousands of students in Cedar Hollow and Millbrook every year.</p>
<p>Find us at <a href="/locations/eastside-dental">Eastside Dental &amp; Vision Center</a>, <a href="/locations/riverside">Riverside Family Clinic</a> and the <a href="/locations/lincoln-school">Lincoln School-Based Health Center</a>, or read more about our <a href="/services/dental">dental services</a>.</p>`,
    image: {
      src: "/wp-content/uploads/teams/dental-team.webp",
      width: 800,
      height: 500,
      alt: "Illustration of a dentist and a hygienist beside a large tooth",
    },
    modified: "2026-02-20T14:30:00-08:00",
  },
  {
    id: 303,
    post_name: "behavioral-health-team",
    nav_title: "Behavioral Health",
    title: "Behavioral Health Team",
    purpose: `<p>The Behavioral Health Team supports the emotional well-being of our patients and community. Psychologists, clinical social workers, counselors, psychiatric nurse practitioners, addiction medicine specialists and alcohol and drug counselors work side by side with medical providers, so mental health care is part of everyday health care.</p>
<p>We offer short same-day visits, ongoing therapy, psychiatry, group programs and treatment for substance use. Our approach is trauma-informed and culturally responsive: we ask what happened to you, not what is wrong with you, and we honor the strengths each person brings.</p>
<p>Team members see patients at five of our clinics and by telehealth. Learn more about <a href="/services/behavioral-health">behavioral health</a> and <a href="/services/substance-use-treatment">substance use treatment</a>, or visit the <a href="/locations/harbor-street">Harbor Street Recovery &amp; Wellness Center</a>.</p>`,
    image: {
      src: "/wp-content/uploads/teams/behavioral-health-team.webp",
      width: 800,
      height: 500,
      alt: "Illustration of a counselor and a patient talking in two chairs",
    },
    modified: "2026-05-19T09:15:00-07:00",
  },
  {
    id: 304,
    post_name: "community-outreach-team",
    nav_title: "Community Outreach",
    title: "Community Outreach Team",
    purpose: `<p>Health starts where we live, work, learn and play. The Community Outreach Team brings {{brand}} out of the exam room and into neighborhoods, farms, schools, shelters and places of worship across Cedar Hollow and the upper valley.</p>
<p>Our community health workers, outreach and enrollment specialists and community health nurses help people sign up for the Oregon Health Plan and other coverage, find food and housing resources, get to appointments and understand their care. Many of us grew up in the communities we serve and speak the languages our neighbors speak at home.</p>
<p>The team also runs our mobile health clinic, seasonal farmworker outreach, health fairs and vaccine clinics. If your group would like a visit, <a href="/contact-us">contact us</a> and we will find a time that works.</p>`,
    image: {
      src: "/wp-content/uploads/teams/community-outreach-team.webp",
      width: 800,
      height: 500,
      alt: "Illustration of outreach workers beside a mobile clinic van",
    },
    modified: "2026-06-12T16:20:00-07:00",
  },
];
