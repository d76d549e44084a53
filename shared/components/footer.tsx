/** @module The site footer: locations with phones, learn-more links, legal links and copyright. */
import type { SiteSettings } from "../atoms/site.ts";
import type { CommonData } from "../cms/types.ts";
import { Island } from "../islands/island.tsx";
import Newsletter from "../islands/newsletter.tsx";
import { formatPhone, telHref } from "../lib/format.ts";
import { href } from "../routes.ts";

const learnMore = [
  { label: "General Info", href: "/about-us" },
  { label: "News", href: "/news" },
  { label: "Job Openings", href: "/job-openings" },
  { label: "COVID-19", href: "/covid-19" },
  { label: "About STAR", href: "/star" },
  { label: "Donate", href: "/donate" },
  { label: "Contact Us", href: "/contact-us" },
];

export function Footer({ common, site }: { common: CommonData; site: SiteSettings }) {
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-locations">
          <h2 id="footer-locations">Locations</h2>
          <ul className="footer-locations">
            {common.locations.map((l) => {
              const phone = formatPhone(l.phone_number);
              const tel = telHref(l.phone_number);
              return (
                <li key={l.post_name}>
                  <a href={href("location", { id: l.post_name })}>{l.nav_title}</a>
                  {phone && tel ? <a href={tel}>{phone}</a> : null}
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="footer-learn">
          <h2 id="footer-learn">Learn More</h2>
          <ul>
            {learnMore.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
        <Island name="newsletter" component={Newsletter} props={{}} strategy="visible" />
      </div>
      <div className="footer-legal">
        <p>
          © {site.year} {site.brandName}. If this is an emergency, call 911.
        </p>
        <ul>
          <li>
            <a href="/privacy">Privacy</a>
          </li>
          <li>
            <a href="/nondiscrimination">Nondiscrimination &amp; language assistance</a>
          </li>
          <li>
            <a href="/accessibility">Accessibility</a>
          </li>
          <li>
            <a href="/sitemap.xml">Sitemap</a>
          </li>
          <li>
            <a href={site.employeePortalUrl} rel="noopener">
              Employees
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
