/** @module English text of the accessibility statement. `{…}` in a text is filled by the page (names, links). */
export const accessibility = {
  heading: "Accessibility statement",
  lead: "{brand} wants everyone in our community to be able to use this website and get the information they need, including people with disabilities.",
  commitmentHeading: "Our commitment",
  commitment:
    "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA across this website, and to meet the newer WCAG 2.2 guidelines wherever practical. These guidelines explain how to make web content easier to use for people who are blind or have low vision, are Deaf or hard of hearing, or have mobility, cognitive, or other disabilities. Accessibility is ongoing work, and we keep testing and improving the site as it changes.",
  doHeading: "What we do",
  doKeyboard: "Every page and feature can be used with a keyboard alone, with a visible focus outline.",
  doScreenReaders:
    "We test pages with screen readers and use clear headings, labels, and descriptions of images.",
  doContrast:
    "Text and controls have enough color contrast to be read easily, and color is never the only cue.",
  doMotion: "If you ask your device to reduce motion, we honor that setting and keep animation to a minimum.",
  doCaptions: "Videos we publish have captions.",
  doZoom: "You can enlarge text to 200% without losing content or needing to scroll sideways to read it.",
  limitsHeading: "Known limitations",
  limits:
    "Some content on this website comes from other companies, such as maps and our patient portal. Those services are run by other providers, and we can’t fully control how accessible they are. We choose providers with accessibility in mind and pass on any problems you tell us about. If a third-party tool doesn’t work for you, we will help you get the same information or service another way, such as by phone or in person.",
  reportHeading: "Report a barrier or ask for another format",
  report:
    "If something on this website is hard for you to use, or you would like information in another format (such as large print, audio, or an accessible electronic document), please let us know. Tell us the page and what went wrong, and we’ll help.",
  phoneLine: "Phone: {phone} (TTY: 711)",
  emailLine: "Email: {email}",
  contactLine: "Online or by mail: see our {contact}",
  contactPage: "Contact page",
  respond: "We aim to respond within 2 business days.",
  clinicsHeading: "At our clinics",
  clinics:
    "Accommodations are available on request when you visit {brand}, at no cost to you. These include qualified sign language interpreters, written materials in other formats, and help getting around our clinics. Please let us know what you need when you make your appointment, or ask any member of our staff. You can also read our {notice}.",
  notice: "Notice of Nondiscrimination and Language Assistance",
  reviewed: "Last reviewed November 2026.",
} as const;
