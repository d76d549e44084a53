/** @module The nav bar island: brand, dropdown groups (disclosure pattern), portal button, hamburger. */
import { useAtom, useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { drawerOutAtom } from "../atoms/drawer.ts";
import { commonAtom, siteAtom } from "../atoms/site.ts";
import { navGroups } from "../components/nav-groups.ts";

export default function NavBar() {
  const common = useAtomValue(commonAtom);
  const site = useAtomValue(siteAtom);
  const [drawerOut, setDrawerOut] = useAtom(drawerOutAtom);
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    if (open === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        document.getElementById(`nav-button-${open}`)?.focus();
        setOpen(null);
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(".nav-group")) setOpen(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);

  return (
    <div className="nav-bar">
      <a className="brand" href="/">
        <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" width="32" height="32">
          <path d="M12 3h8v9h9v8h-9v9h-8v-9H3v-8h9z" fill="currentColor" />
        </svg>
        <span>{site.brandName}</span>
      </a>
      <nav className="nav-desktop" aria-label="Main">
        <ul className="nav-groups">
          {navGroups(common, site).map((group) => {
            const expanded = open === group.id;
            return (
              <li key={group.id} className="nav-group" data-open={expanded ? "" : undefined}>
                <button
                  type="button"
                  id={`nav-button-${group.id}`}
                  className="nav-group-button"
                  aria-expanded={expanded}
                  aria-controls={`nav-menu-${group.id}`}
                  onClick={() => setOpen(expanded ? null : group.id)}
                >
                  {group.label}
                </button>
                <ul id={`nav-menu-${group.id}`} className="nav-menu">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <a
                        href={link.href}
                        className={link.button ? "button button-small" : undefined}
                        aria-current={link.href === site.currentPath ? "page" : undefined}
                        {...(link.external ? { rel: "noopener" } : {})}
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      <a className="button portal-button" href={site.patientPortalUrl} rel="noopener">
        Patient Portal
      </a>
      <button
        type="button"
        id="hamburger"
        className="hamburger"
        aria-expanded={drawerOut}
        aria-controls="side-drawer"
        aria-label="Menu"
        onClick={() => setDrawerOut(!drawerOut)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
