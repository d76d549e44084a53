/** @module The side drawer island: mobile links, locations with phones, copyright; shares drawerOut with the nav bar. */
import { useAtom, useAtomValue } from "jotai";
import { type MouseEvent, useEffect, useRef } from "react";
import { drawerOutAtom } from "../atoms/drawer.ts";
import { commonAtom, siteAtom } from "../atoms/site.ts";
import { navGroups } from "../components/nav-groups.ts";
import { formatPhone, telHref } from "../lib/format.ts";

/** Fixed service links of the drawer (SPEC.md §2); the rest come from common data. */
const fixedServices = [
  { label: "Primary Care", href: "/services/primary-care", slug: "primary-care" },
  { label: "Dental", href: "/services/dental-services", slug: "dental" },
  { label: "Behavioral Health", href: "/services/behavioral-health", slug: "behavioral-health" },
];

export default function SideDrawer() {
  const common = useAtomValue(commonAtom);
  const site = useAtomValue(siteAtom);
  const [out, setOut] = useAtom(drawerOutAtom);
  const panel = useRef<HTMLDivElement>(null);
  const wasOut = useRef(false);

  useEffect(() => {
    const root = document.documentElement;
    if (out) {
      root.classList.add("scroll-locked");
      panel.current?.querySelector<HTMLElement>("a, button")?.focus();
    } else {
      root.classList.remove("scroll-locked");
      if (wasOut.current) document.getElementById("hamburger")?.focus();
    }
    wasOut.current = out;
    if (!out) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOut(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [out, setOut]);

  const onLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.currentTarget.pathname === site.currentPath) {
      event.preventDefault();
      setOut(false);
    }
  };
  const groups = navGroups(common, site).filter((g) => g.id !== "services" && g.id !== "locations");
  const services = [
    ...fixedServices,
    ...common.services
      .filter((s) => !fixedServices.some((f) => f.slug === s.url_slug))
      .map((s) => ({ label: s.display_title, href: `/services/${s.url_slug}`, slug: s.url_slug })),
  ];

  return (
    <div id="side-drawer" className="side-drawer" data-open={out ? "" : undefined} inert={!out}>
      <button
        type="button"
        className="drawer-backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => setOut(false)}
      />
      <div className="drawer-panel" ref={panel} role="dialog" aria-modal="true" aria-label="Menu">
        <button type="button" className="drawer-close" aria-label="Close menu" onClick={() => setOut(false)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <nav aria-label="Mobile">
          <h2 className="drawer-heading">Services</h2>
          <ul>
            {services.map((s) => (
              <li key={s.href}>
                <a href={s.href} onClick={onLink}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
          {groups.map((group) => (
            <div key={group.id}>
              <h2 className="drawer-heading">{group.label}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} onClick={onLink}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <h2 className="drawer-heading">Locations</h2>
          <ul className="drawer-locations">
            {common.locations.map((l) => {
              const phone = formatPhone(l.phone_number);
              const tel = telHref(l.phone_number);
              return (
                <li key={l.post_name}>
                  <a href={`/locations/${l.post_name}`} onClick={onLink}>
                    {l.nav_title}
                  </a>
                  {phone && tel ? <a href={tel}>{phone}</a> : null}
                </li>
              );
            })}
          </ul>
          <a className="button" href={site.patientPortalUrl} rel="noopener">
            Patient Portal
          </a>
        </nav>
        <p className="drawer-copyright">
          © {site.year} {site.brandName}
        </p>
      </div>
    </div>
  );
}
