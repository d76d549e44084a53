/** @module English text of the Notice of Nondiscrimination and Language Assistance. `{…}` is filled by the page. */
export const nondiscrimination = {
  heading: "Notice of Nondiscrimination and Language Assistance",
  lead: "Everyone deserves respectful, high-quality care. {brand} follows federal civil rights laws, and we offer free help so you can talk with us and understand your care.",
  commitmentHeading: "Our commitment",
  commitment:
    "{brand} complies with applicable federal civil rights laws and does not discriminate on the basis of race, color, national origin (including limited English proficiency and primary language), age, disability, or sex (including sex characteristics, intersex traits, pregnancy or related conditions, sexual orientation, gender identity, and sex stereotypes). {brand} does not exclude people or treat them differently because of any of these.",
  disabilityHeading: "Free help for people with disabilities",
  disability:
    "We provide people with disabilities reasonable modifications and free, timely aids and services to communicate effectively with us, such as:",
  signLanguage: "Qualified sign language interpreters",
  otherFormats:
    "Written information in other formats, such as large print, audio, and accessible electronic formats",
  languageHeading: "Free language services",
  language:
    "We provide free, timely language assistance services to people whose primary language is not English, such as:",
  interpreters: "Qualified interpreters",
  otherLanguages: "Information written in other languages",
  howHeading: "How to get these services",
  how: "If you need reasonable modifications, appropriate aids and services, or language assistance, call us at {phone} (TTY: 711), or ask any member of our staff. There is never a charge.",
  coordinatorHeading: "Our Civil Rights Coordinator",
  coordinator:
    "Our Civil Rights Coordinator makes sure we follow Section 1557 of the Affordable Care Act and can answer your questions.",
  coordinatorTitle: "Title: Civil Rights Coordinator",
  coordinatorMail: "Mail: {brand}, Attn: Civil Rights Coordinator, at the address on our {contact}",
  contactPage: "Contact page",
  phoneLine: "Phone: {phone} (TTY: 711)",
  emailLine: "Email: {email}",
  grievanceHeading: "How to file a grievance",
  grievance:
    "If you believe that {brand} has failed to provide these services or discriminated in another way on the basis of race, color, national origin, age, disability, or sex, you can file a grievance with our Civil Rights Coordinator. You can file a grievance in person, by mail, by phone, or by email, using the contact details above. If you need help filing a grievance, our Civil Rights Coordinator is available to help you. We will not retaliate against you for filing a grievance.",
  federalHeading: "How to file a civil rights complaint with the federal government",
  federal:
    "You can also file a civil rights complaint with the U.S. Department of Health and Human Services, Office for Civil Rights:",
  federalOnline: "Online, through the Office for Civil Rights Complaint Portal: {link}",
  federalPhone: "By phone: {phone}, {tdd} (TDD)",
  federalMail:
    "By mail: U.S. Department of Health and Human Services, 200 Independence Avenue SW, Room 509F, HHH Building, Washington, DC 20201",
  federalForms: "Complaint forms are available at {link}.",
  always: "This notice is available on our website at all times, and in print at each of our clinics.",
  assistanceHeading: "Language assistance",
  assistance:
    "Free language help is available in your language. Please call us and tell us which language you speak.",
} as const;
