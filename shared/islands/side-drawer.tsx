/** @module The side drawer island: mobile links, locations with phones, language switch, copyright; shares its atoms with the nav bar. */
import { useAtomValue, useSetAtom, useStore } from "jotai";
import { type MouseEvent, memo, useEffect, useLayoutEffect, useRef } from "react";
import { drawerOutAtom, drawerOutImmediateAtom, moveDrawerAtom } from "../atoms/drawer.ts";
import { commonAtom, siteAtom } from "../atoms/site.ts";
import { CloseButton, earlyClose } from "../components/close-button.tsx";
import { LanguageSwitch } from "../components/language-switch.tsx";
import { navGroups } from "../components/nav-groups.ts";
import { useDrawerMotion } from "../hooks/use-drawer-motion.ts";
import { useHydrated } from "../hooks/use-hydrated.ts";
import { useHref, useT } from "../hooks/use-locale.ts";
import { focusables, trapTab } from "../lib/focus-trap.ts";
import { formatPhone, telHref } from "../lib/format.ts";
import { lockScroll } from "../lib/scroll-lock.ts";
import { earlyOpenAttr, islandAttr } from "./contract.ts";

/**
 * Fixed service links of the drawer (SPEC.md §2): their label keys, page ids and CMS slugs; the
 * rest come from common data.
 */
const fixedServices = [
  { label: "drawer.primaryCare", id: "primary-care", slug: "primary-care" },
  { label: "drawer.dental", id: "dental-services", slug: "dental" },
  { label: "drawer.behavioralHealth", id: "behavioral-health", slug: "behavioral-health" },
] as const;

export default function SideDrawer() {
  const site = useAtomValue(siteAtom);
  // The drawer hydrates when idle: until then it renders closed, as the server did.
  const hydrated = useHydrated();
  const wanted = useAtomValue(drawerOutAtom);
  const out = wanted && hydrated;
  const immediate = useAtomValue(drawerOutImmediateAtom);
  const move = useSetAtom(moveDrawerAtom);
  const store = useStore();
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const wasOut = useRef(false);
  /** The scroll lock the loader took for an early drawer, held by this island until its own takes over. */
  const earlyLock = useRef<(() => void) | null>(null);
  useDrawerMotion();

  // A drawer the page's loader opened before this island was live (see `earlyToggleAttr`) is on
  // screen, sliding in or open: it becomes open here too before the browser paints. Its slide
  // counts as a move, so requests during it are queued as the spec says (its CSS does not restart).
  useLayoutEffect(() => {
    const island = panel.current?.closest(`[${islandAttr}]`);
    if (!island?.hasAttribute(earlyOpenAttr)) return;
    island.removeAttribute(earlyOpenAttr);
    // The loader's scroll lock is this island's from now on, however the drawer closes.
    earlyLock.current = lockScroll();
    move({ type: "request", out: true });
  }, [move]);

  useEffect(() => {
    if (!out) {
      // The menu button is in the sticky header: focusing it must not scroll the page to the top.
      if (wasOut.current) document.getElementById("hamburger")?.focus({ preventScroll: true });
      wasOut.current = false;
      return;
    }
    wasOut.current = true;
    const release = lockScroll();
    // Focus already inside (a drawer opened early, then used) stays where it is.
    if (panel.current && !panel.current.contains(document.activeElement))
      focusables(panel.current)[0]?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") move({ type: "request", out: false });
      else if (event.key === "Tab" && panel.current) trapTab(panel.current, event);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      release();
    };
  }, [out, move]);

  // The early lock gives way to the open drawer's own (taken just above), or goes with a drawer that
  // closed before it was live (the viewport grew past the breakpoint first). The store is read, not
  // the value rendered: the first effects run before the render that knows of the takeover's move.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a close before the drawer is out runs it again
  useEffect(() => {
    const release = earlyLock.current;
    if (!release || (!out && store.get(drawerOutAtom))) return;
    earlyLock.current = null;
    release();
  }, [wanted, out, store]);

  const close = () => move({ type: "request", out: false });

  return (
    <div
      id="side-drawer"
      className="side-drawer"
      data-open={out ? "" : undefined}
      data-immediate={immediate ? "" : undefined}
      inert={!out}
    >
      <button
        type="button"
        className="drawer-backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={close}
        {...earlyClose}
      />
      <div
        className="drawer-panel"
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t("drawer.label")}
      >
        <CloseButton className="drawer-close" label={t("drawer.close")} onClick={close} />
        <p className="drawer-language">
          <LanguageSwitch />
        </p>
        <div id="drawer-search-slot" className="drawer-search-slot" />
        <DrawerNav />

        <p className="drawer-copyright">
          © {site.year} {site.brandName}
        </p>
      </div>
    </div>
  );
}

/**
 * The drawer's links: the same whether it is open or closed, so opening it (which renders the
 * drawer again) does not render them again.
 */
const DrawerNav = memo(function DrawerNav() {
  const common = useAtomValue(commonAtom);
  const site = useAtomValue(siteAtom);
  const move = useSetAtom(moveDrawerAtom);
  const t = useT();
  const href = useHref();
  // A repeat click on the current page just closes the drawer; other links navigate (a new page).
  const onLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.currentTarget.pathname === site.currentPath) {
      event.preventDefault();
      move({ type: "request", out: false });
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
