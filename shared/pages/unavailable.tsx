/** @module The 503 screen shown when the CMS cannot be reached and nothing is cached. */

import { useHref, useT } from "../hooks/use-locale.ts";
import { textsFor } from "../i18n/catalogue.ts";
import { defaultLocale, type Locale, localizedPath } from "../i18n/locales.ts";
import type { PageResult } from "./page-result.ts";

function UnavailablePage() {
  const t = useT();
  const href = useHref();
  return (
    <section className="page narrow status-page">
      <h1>{t("errors.unavailableHeading")}</h1>
      <p>{t("errors.unavailableText")}</p>
      <p>
        {t("errors.unavailableOpen")} <a href={href("home")}>{t("errors.goHome")}</a>.
      </p>
    </section>
  );
}

/** The 503 page result in `locale`: never indexed, rendered for any route whose content cannot be had. */
export const unavailableResult = (locale: Locale = defaultLocale): PageResult => {
  const t = textsFor(locale);
  return {
    status: 503,
    head: {
      title: t("errors.unavailableTitle"),
      description: t("errors.unavailableDescription"),
      path: localizedPath("/", locale),
      noindex: true,
    },
    body: <UnavailablePage />,
  };
};
