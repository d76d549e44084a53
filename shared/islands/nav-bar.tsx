/** @module The nav bar island: brand, dropdown groups (disclosure pattern), language switch, portal button, hamburger. */
import { useAtomValue } from "jotai";
import { useLayoutEffect, useState } from "react";
import { commonAtom, siteAtom } from "../atoms/site.ts";
import { LanguageSwitch } from "../components/language-switch.tsx";
import { navGroups } from "../components/nav-groups.ts";
import { drawerId } from "../contract/dialogs.ts";
import { buttonElementId, groupElementId, useDropdowns } from "../hooks/use-dropdowns.ts";
import { useHref, useT } from "../hooks/use-locale.ts";

export default function NavBar() {
  const common = useAtomValue(commonAtom);
  const site = useAtomValue(siteAtom);
  const t = useT();
  const href = useHref();
  const { open, enter, leave, toggle, blur, openFocused } = useDropdowns();
  // The CSS :hover/:focus-within fallback serves until the island runs; then the island decides.
  // A keyboard user whose focus is in a group's menu then sees it stay open (as a click opens it),
  // decided before the browser paints, so the focused link is never hidden under them.
  const [enhanced, setEnhanced] = useState(false);
  useLayoutEffect(() => {
    setEnhanced(true);
    openFocused();
  }, [openFocused]);

  return (
    <div className="nav-bar">
      <a className="brand" href={href("home")}>
        <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" width="32" height="32">
          <path d="M12 3h8v9h9v8h-9v9h-8v-9H3v-8h9z" fill="currentColor" />
        </svg>
        <span className="brand-name">{site.brandName}</span>
      </a>
      <nav className="nav-desktop" aria-label={t("nav.main")} data-enhanced={enhanced ? "" : undefined}>
        <ul className="nav-groups">
          {navGroups(common, site, { t, href }).map((group) => {
            const expanded = open === group.id;
            return (
              <li
                key={group.id}
                id={groupElementId(group.id)}
                className="nav-group"
                data-open={expanded ? "" : undefined}
                onMouseEnter={() => enter(group.id)}
                onMouseLeave={leave}
                onFocus={openFocused}
                onBlur={(event) => blur(group.id, event)}
              >
                <button
                  type="button"
                  id={buttonElementId(group.id)}
                  className="nav-group-button"
                  aria-expanded={expanded}
                  aria-controls={`nav-menu-${group.id}`}
                  onClick={() => toggle(group.id)}
                >
                  {group.label}
                  <span className="nav-caret" aria-hidden="true" />
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
      <LanguageSwitch className="nav-language" />
      <a className="button portal-button" href={site.patientPortalUrl} rel="noopener">
        {t("nav.patientPortal")}
      </a>
      <Hamburger />
    </div>
  );
}

/**
 * The menu button: the page's loader opens and closes the drawer it controls, and keeps its
 * `aria-expanded` in step (React renders it once, closed, and never again).
 */
function Hamburger() {
  const t = useT();
  return (
    <button
      type="button"
      id="hamburger"
      className="hamburger"
      aria-expanded={false}
      aria-haspopup="dialog"
      aria-controls={drawerId}
      aria-label={t("nav.menu")}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
