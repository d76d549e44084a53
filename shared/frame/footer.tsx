/** @module The site footer: locations with phones, learn-more links, legal links, the language switcher and copyright. */
import type { SiteSettings } from "../atoms/site.ts";
import type { CommonData } from "../cms/types.ts";
import { useForeignLang } from "../components/in-language.tsx";
import { LanguageSwitch } from "../components/language-switch.tsx";
import { useHref, useT } from "../hooks/use-locale.ts";
import { Island } from "../islands/island.tsx";
import Newsletter from "../islands/newsletter.tsx";
import { formatPhone, telHref } from "../lib/format.ts";
import type { RouteName } from "../routes.ts";

const learnMore = [
  { key: "footer.generalInfo", route: "aboutUs" },
  { key: "footer.news", route: "news" },
  { key: "footer.jobOpenings", route: "jobOpenings" },
  { key: "footer.covid19", route: "covid19" },
  { key: "footer.aboutStar", route: "star" },
  { key: "footer.donate", route: "donate" },
  { key: "footer.contactUs", route: "contactUs" },
] as const satisfies { key: `footer.${string}`; route: RouteName }[];

export function Footer({ common, site }: { common: CommonData; site: SiteSettings }) {
  const t = useT();
  const href = useHref();
  const foreign = useForeignLang();
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section>
          <h2>{t("footer.locations")}</h2>
          <ul className="footer-locations">
            {common.locations.map((l) => {
              const phone = formatPhone(l.phone_number);
              const tel = telHref(l.phone_number);
              return (
                <li key={l.post_name}>
                  <a href={href("location", { id: l.post_name })} lang={foreign(l)}>
                    {l.nav_title}
                  </a>
                  {phone && tel ? <a href={tel}>{phone}</a> : null}
                </li>
              );
            })}
          </ul>
        </section>
        <section>
          <h2>{t("footer.learnMore")}</h2>
          <ul>
            {learnMore.map((link) => (
              <li key={link.route}>
                <a href={href(link.route)}>{t(link.key)}</a>
              </li>
            ))}
          </ul>
        </section>
        <Island name="newsletter" component={Newsletter} props={{}} strategy="interaction" />
      </div>
      <div className="footer-legal">
        <p>{t("footer.copyright", { year: site.year, brand: site.brandName })}</p>
        <ul>
          <li>
            <a href={href("privacy")}>{t("footer.privacy")}</a>
          </li>
          <li>
            <a href={href("nondiscrimination")}>{t("footer.nondiscrimination")}</a>
          </li>
          <li>
            <a href={href("accessibility")}>{t("footer.accessibility")}</a>
          </li>
          <li>
            <a href="/sitemap.xml">{t("footer.sitemap")}</a>
          </li>
          <li>
            <a href={site.employeePortalUrl} rel="noopener">
              {t("footer.employees")}
            </a>
          </li>
          <li>
            <LanguageSwitch />
          </li>
        </ul>
      </div>
    </footer>
  );
}
