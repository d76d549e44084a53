/** @module The not-found screen, answered with status 404 for unknown pages and bad parameters. */
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import { defaultLocale, type Locale } from "../../../shared/i18n/locales.ts";
import { NotFoundPage } from "../../../shared/pages/not-found.tsx";
import type { PageResult } from "../../../shared/pages/page-result.ts";
import { localizedHref } from "../../../shared/routes.ts";
import type { Loader } from "./loader.ts";

/** The not-found page in `locale`. */
export const notFoundResult = (locale: Locale = defaultLocale): PageResult => {
  const t = textsFor(locale);
  return {
    status: 404,
    head: {
      title: t("errors.notFoundTitle"),
      description: t("errors.notFoundDescription"),
      path: localizedHref(locale, "notFound"),
      noindex: true,
      canonical: false,
    },
    body: <NotFoundPage />,
  };
};

export const notFound: Loader = async ({ locale }) => notFoundResult(locale);
