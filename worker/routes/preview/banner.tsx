/** @module The banner above a previewed draft: a named region, in the page's language, that says what the page is. */
import type { Locale } from "../../../shared/i18n/locales.ts";
import { previewTexts } from "./texts.ts";

export function PreviewBanner({ locale }: { locale: Locale }) {
  const t = previewTexts[locale];
  return (
    <section className="page cta preview-banner" aria-label={t.banner}>
      <p>
        <strong>{t.banner}</strong> {t.bannerText}
      </p>
    </section>
  );
}
