/** @module The side drawer island: a native dialog of mobile links, locations with phones, language switch, copyright; the page's loader opens and closes it. */
import { useAtomValue } from "jotai";
import { type MouseEvent, memo } from "react";
import { commonAtom, siteAtom } from "../atoms/site.ts";
import { DialogClose } from "../components/close-button.tsx";
import { LanguageSwitch } from "../components/language-switch.tsx";
import { navGroups } from "../components/nav-groups.ts";
import { drawerId, requestClose } from "../contract/dialogs.ts";
import { useHref, useT } from "../hooks/use-locale.ts";
import { formatPhone, telHref } from "../lib/format.ts";

/**
 * Fixed service links of the drawer (SPEC.md §2): their label keys, page ids and CMS slugs; the
 * rest come from common data.
 */
const fixedServices = [
  { label: "drawer.primaryCare", id: "primary-care", slug: "primary-care" },
  { label: "drawer.dental", id: "dental-services", slug: "dental" },
  { label: "drawer.behavioralHealth", id: "behavioral-health", slug: "behavioral-health" },
] as const;

/**
 * The drawer (SPEC.md §4): a `<dialog>` the page's loader opens with `showModal()` from the first
 * press on the menu button, slides in and out (500 ms, chrome.css), closes on Escape, its close
 * button, its backdrop, and when the viewport grows past mobile. The island adds what needs the
 * page's route: a repeat click on the current page's link just closes it.
 */
export default function SideDrawer() {
  const site = useAtomValue(siteAtom);
  const t = useT();
  return (
    <dialog id={drawerId} className="side-drawer" aria-label={t("drawer.label")}>
      <DialogClose className="drawer-close" label={t("drawer.close")} first />
      <p className="drawer-language">
        <LanguageSwitch />
      </p>
      <div id="drawer-search-slot" className="drawer-search-slot" />
      <DrawerNav />
      <p className="drawer-copyright">
        © {site.year} {site.brandName}
      </p>
    </dialog>
  );
}

/** The drawer's links. */
const DrawerNav = memo(function DrawerNav() {
  const common = useAtomValue(commonAtom);
  const site = useAtomValue(siteAtom);
  const t = useT();
  const href = useHref();
  // A repeat click on the current page just closes the drawer; other links navigate (a new page).
  const onLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.currentTarget.pathname === site.currentPath) {
      event.preventDefault();
      requestClose(event.currentTarget.closest("dialog"));
    }
  };
  const groups = navGroups(common, site, { t, href }).filter(
    (g) => g.id !== "services" && g.id !== "locations",
  );
  const services = [
    ...fixedServices.map((f) => ({ label: t(f.label), href: href("service", { id: f.id }), slug: f.slug })),
    ...common.services
      .filter((s) => !fixedServices.some((f) => f.slug === s.url_slug))
      .map((s) => ({ label: s.display_title, href: href("service", { id: s.url_slug }), slug: s.url_slug })),
  ];
  return (
    <nav aria-label={t("drawer.mobile")}>
      <h2 className="drawer-heading">{t("nav.services")}</h2>
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
      <h2 className="drawer-heading">{t("nav.locations")}</h2>
      <ul className="drawer-locations">
        {common.locations.map((l) => {
          const phone = formatPhone(l.phone_number);
          const tel = telHref(l.phone_number);
          return (
            <li key={l.post_name}>
              <a href={href("location", { id: l.post_name })} onClick={onLink}>
                {l.nav_title}
              </a>
              {phone && tel ? <a href={tel}>{phone}</a> : null}
            </li>
          );
        })}
      </ul>
      <a className="button" href={site.patientPortalUrl} rel="noopener">
        {t("nav.patientPortal")}
      </a>
    </nav>
  );
});
