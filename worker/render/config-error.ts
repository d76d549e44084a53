/**
 * @module The 500 page shown when configuration is invalid: lists the problems and nothing else, in
 * the language of the requested path, or in every language when the path is not known.
 */
import { textsFor } from "../../shared/i18n/catalogue.ts";
import { type Locale, locales } from "../../shared/i18n/locales.ts";
import type { ConfigError } from "../env.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page's heading and introduction in `locale`, marked with its language. */
function intro(locale: Locale, mark: boolean): { title: string; html: string } {
  const t = textsFor(locale);
  const lang = mark ? ` lang="${locale}"` : "";
  return {
    title: t("errors.configTitle"),
    html: `<h1${lang}>${escapeHtml(t("errors.configTitle"))}</h1><p${lang}>${escapeHtml(t("errors.configIntro"))}</p>`,
  };
}

/** The configuration error page in `locale` (the request path's language), or in every language without one. */
export function configErrorPage(error: ConfigError, locale?: Locale): Response {
  const items = error.problems.map((p) => `<li lang="en">${escapeHtml(p)}</li>`).join("");
  const shown = locale ? [locale] : [...locales];
  const parts = shown.map((l) => intro(l, shown.length > 1 && l !== shown[0]));
  const lang = shown[0] ?? "en";
  const title = parts.map((p) => p.title).join(" · ");
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main>${parts.map((p) => p.html).join("")}<ul>${items}</ul></main></body></html>`;
  return new Response(html, {
    status: 500,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
