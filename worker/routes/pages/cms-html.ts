/** @module CMS HTML for a page: sanitized, with its links to the site's own pages in the page's language. */
import { defaultLocale, type Locale, localeOfPath, localizedPath } from "../../../shared/i18n/locales.ts";
import { type SafeHtml, trustHtml } from "../../../shared/lib/safe-html.ts";
import { routes } from "../../../shared/routes.ts";
import { sanitizeHtml } from "../../security/sanitize.ts";

/** The first path segment of every page route (`locations`, `news`, …). */
const pageSections = new Set(Object.values(routes).map((route) => route.path.split("/")[1] ?? ""));

/** Whether `path` names one of the site's pages in the default language (not a file such as a feed or an upload). */
function isPagePath(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? "";
  if (bare === "/") return true;
  if (localeOfPath(bare) !== defaultLocale || /\.\w+$/.test(bare)) return false;
  return pageSections.has(bare.split("/")[1] ?? "");
}

/** `html` sanitized; on a page in another language, its links to the site's pages lead to that language's. */
export async function cmsHtml(locale: Locale, html: string): Promise<SafeHtml> {
  const safe = await sanitizeHtml(html);
  if (locale === defaultLocale) return safe;
  // The sanitizer writes every attribute double-quoted and escaped, so a path is one `"…"` run.
  return trustHtml(
    safe.replace(/(<a\b[^>]*?\shref=")(\/[^"]*)"/g, (whole, start: string, path: string) =>
      isPagePath(path) ? `${start}${localizedPath(path, locale)}"` : whole,
    ),
  );
}
