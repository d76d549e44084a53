/** @module The page layout: skip link, nav bar and drawer islands, main landmark, footer, teleport target. */
import type { ReactNode } from "react";
import type { SiteSettings } from "../atoms/site.ts";
import type { CommonData } from "../cms/types.ts";
import { mainId } from "../contract/landmarks.ts";
import { useT } from "../hooks/use-locale.ts";
import { Island } from "../islands/island.tsx";
import NavBar from "../islands/nav-bar.tsx";
import SearchWidget from "../islands/search-widget.tsx";
import SideDrawer from "../islands/side-drawer.tsx";
import type { RouteFlags } from "../routes.ts";
import { Footer } from "./footer.tsx";

interface LayoutProps {
  common: CommonData;
  site: SiteSettings;
  flags: RouteFlags;
  children: ReactNode;
}

export function Layout({ common, site, flags, children }: LayoutProps) {
  const t = useT();
  return (
    <>
      <a className="skip-link" href={`#${mainId}`}>
        {t("chrome.skipToMain")}
      </a>
      {flags.hideNav ? null : (
        <header className="site-header">
          <Island name="nav-bar" component={NavBar} props={{}} strategy="interaction" />
          <Island
            name="search-widget"
            component={SearchWidget}
            props={{ base: site.searchBasePath }}
            strategy="interaction"
            hydrateWith="side-drawer"
          />
        </header>
      )}
      {flags.hideNav ? null : (
        <Island name="side-drawer" component={SideDrawer} props={{}} strategy="interaction" />
      )}
      <main id={mainId} tabIndex={-1} data-requires-auth={flags.requiresAuth ? "" : undefined}>
        {children}
      </main>
      {flags.hideFooter ? null : <Footer common={common} site={site} />}
      <div id="teleport-target" />
    </>
  );
}
