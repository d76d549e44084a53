/** @module The accessibility statement: our standard, what we do, known limits, and how to report a barrier. */
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";

interface Props {
  brandName: string;
  phone: string;
  trail: Crumb[];
}

/** `tel:` URI from a formatted US number such as "(503) 555-0100". */
function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "").slice(-10)}`;
}

export function AccessibilityPage({ brandName, phone, trail }: Props) {
  const tel = telHref(phone);
  return (
    <article className="page narrow">
      <Breadcrumbs trail={trail} />
      <h1>Accessibility statement</h1>
      <p className="lead">
        {brandName} wants everyone in our community to be able to use this website and get the information
        they need, including people with disabilities.
      </p>

      <section>
        <h2>Our commitment</h2>
        <p>
          We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA across this website,
          and to meet the newer WCAG 2.2 guidelines wherever practical. These guidelines explain how to make
          web content easier to use for people who are blind or have low vision, are Deaf or hard of hearing,
          or have mobility, cognitive, or other disabilities. Accessibility is ongoing work, and we keep
          testing and improving the site as it changes.
        </p>
      </section>

      <section>
        <h2>What we do</h2>
        <ul>
          <li>Every page and feature can be used with a keyboard alone, with a visible focus outline.</li>
          <li>
            We test pages with screen readers and use clear headings, labels, and descriptions of images.
          </li>
          <li>
            Text and controls have enough color contrast to be read easily, and color is never the only cue.
          </li>
          <li>
            If you ask your device to reduce motion, we honor that setting and keep animation to a minimum.
          </li>
          <li>Videos we publish have captions.</li>
          <li>
            You can enlarge text to 200% without losing content or needing to scroll sideways to read it.
          </li>
        </ul>
      </section>

      <section>
        <h2>Known limitations</h2>
        <p>
          Some content on this website comes from other companies, such as maps and our patient portal. Those
          services are run by other providers, and we can’t fully control how accessible they are. We choose
          providers with accessibility in mind and pass on any problems you tell us about. If a third-party
          tool doesn’t work for you, we will help you get the same information or service another way, such as
          by phone or in person.
        </p>
      </section>

      <section>
        <h2>Report a barrier or ask for another format</h2>
        <p>
          If something on this website is hard for you to use, or you would like information in another format
          (such as large print, audio, or an accessible electronic document), please let us know. Tell us the
          page and what went wrong, and we’ll help.
        </p>
        <ul>
          <li>
            Phone:{" "}
            <a href={tel} className="phone-link">
              {phone}
            </a>{" "}
            (TTY: 711)
          </li>
          <li>
            Email: <a href="mailto:accessibility@example.org">accessibility@example.org</a>
          </li>
          <li>
            Online or by mail: see our <a href="/contact-us">Contact page</a>
          </li>
        </ul>
        <p>We aim to respond within 2 business days.</p>
      </section>

      <section>
        <h2>At our clinics</h2>
        <p>
          Accommodations are available on request when you visit {brandName}, at no cost to you. These include
          qualified sign language interpreters, written materials in other formats, and help getting around
          our clinics. Please let us know what you need when you make your appointment, or ask any member of
          our staff. You can also read our{" "}
          <a href="/nondiscrimination">Notice of Nondiscrimination and Language Assistance</a>.
        </p>
      </section>

      <p className="card-meta">Last reviewed November 2026.</p>
    </article>
  );
}
