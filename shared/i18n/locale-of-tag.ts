/** @module A language tag (`<html lang>`, "es-US") as a language of the site, for what the browser sends. */
import { defaultLocale, isLocale, type Locale } from "./locales.ts";

/** The site's language named by `tag`'s primary subtag ("es-US" → "es"), else the default. */
export function localeOfTag(tag: string): Locale {
  const primary = tag.split("-")[0]?.toLowerCase();
  return isLocale(primary) ? primary : defaultLocale;
}
