/**
 * @module `check-cms` across languages: a language's slugs are among the default language's, and a
 * CMS that answers `?lang=` with nothing in that language is a warning (its pages show the default
 * language with a note), not a failure.
 */
import { contentTypes } from "../shared/cms/types.ts";
import { defaultLocale, type Locale } from "../shared/i18n/locales.ts";
import { nameIn } from "./cms-endpoints.ts";
import type { CheckedAnswer } from "./cms-results.ts";

/** The slugs of a `{type}/slugs` answer. */
const slugsOf = (answer: unknown): string[] =>
  Array.isArray(answer)
    ? answer.map((entry) => (entry as { slug?: unknown } | null)?.slug).filter((s) => typeof s === "string")
    : [];

/** Whether any object in `value`, at any depth, says its text is in `locale`. */
function carries(value: unknown, locale: Locale): boolean {
  if (Array.isArray(value)) return value.some((item) => carries(item, locale));
  if (typeof value !== "object" || value === null) return false;
  if ((value as { lang?: unknown }).lang === locale) return true;
  return Object.values(value).some((item) => carries(item, locale));
}

/** `result` failed when it names a slug the default language's `slugs` does not. */
function slugsWithin(
  result: CheckedAnswer,
  locale: Locale,
  byName: Map<string, CheckedAnswer>,
): CheckedAnswer {
  const type = contentTypes.find((t) => result.name === nameIn(`${t} slugs`, locale));
  const all = type ? byName.get(`${type} slugs`) : undefined;
  if (!type || result.verdict !== "ok" || all?.verdict !== "ok") return result;
  const known = new Set(slugsOf(all.answer));
  const extra = slugsOf(result.answer).filter((slug) => !known.has(slug));
  if (extra.length === 0) return result;
  const detail = `${extra.length} slug(s) that ${type} slugs does not list: ${extra.slice(0, 3).join(", ")}`;
  return { ...result, verdict: "not a subset", detail };
}

/** Whether the walk in `locale` read anything in that language: ok, or the warning. */
function languageLine(locale: Locale, results: CheckedAnswer[]): CheckedAnswer {
  const read = results.filter((r) => r.verdict === "ok");
  const inLocale = read.filter((r) => carries(r.answer, locale)).length;
  const name = `language ${locale}`;
  if (inLocale > 0)
    return {
      name,
      path: "",
      verdict: "ok",
      detail: `${inLocale} of ${read.length} answers have items in ${locale}`,
      ms: 0,
    };
  return {
    name,
    path: "",
    verdict: "language ignored",
    detail: `no answer to ?lang=${locale} has an item with lang "${locale}": the CMS ignores the language or has no translations, so those pages show ${defaultLocale} text with a note`,
    ms: 0,
  };
}

/** Every walk's results, each other language's slugs checked against the default's, then a line per other language. */
export function acrossLanguages(walks: Map<Locale, CheckedAnswer[]>): CheckedAnswer[] {
  const byName = new Map((walks.get(defaultLocale) ?? []).map((r) => [r.name, r]));
  const out: CheckedAnswer[] = [];
  const lines: CheckedAnswer[] = [];
  for (const [locale, results] of walks) {
    if (locale === defaultLocale) {
      out.push(...results);
      continue;
    }
    out.push(...results.map((r) => slugsWithin(r, locale, byName)));
    lines.push(languageLine(locale, results));
  }
  return [...out, ...lines];
}
