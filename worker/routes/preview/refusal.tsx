/** @module The page a refused preview gets: its status, in the token's language, saying why and what to do. */
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { PageResult } from "../../../shared/pages/page-result.ts";
import { previewTexts, type Refusal } from "./texts.ts";

/** The refusal page's content (rendered with status 200 typing; the route sets the real status). */
export function refusalResult(locale: Locale, refusal: Refusal, detail = ""): PageResult {
  const t = previewTexts[locale];
  const why = t.refusals[refusal].replace("{detail}", detail);
  return {
    status: 200,
    head: { title: t.refusedTitle, description: why, path: "/__preview", noindex: true, canonical: false },
    body: (
      <section className="page narrow status-page">
        <h1>{t.refusedTitle}</h1>
        <p>{why}</p>
        <p>{t.again}</p>
      </section>
    ),
  };
}
