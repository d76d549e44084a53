/** @module The not-found screen, for /404 and every unknown path. */
import { useHref, useT } from "../hooks/use-locale.ts";

export function NotFoundPage() {
  const t = useT();
  const href = useHref();
  return (
    <section className="page narrow status-page">
      <h1>{t("errors.notFoundHeading")}</h1>
      <p>{t("errors.notFoundText")}</p>
      <ul className="link-list">
        <li>
          <a href={href("home")}>{t("errors.goHome")}</a>
        </li>
        <li>
          <a href={href("contactUs")}>{t("errors.contactUs")}</a>
        </li>
        <li>
          <a href="/sitemap.xml">{t("errors.sitemap")}</a>
        </li>
      </ul>
      <p>{t("errors.urgent")}</p>
    </section>
  );
}
