/**
 * @module Which languages a page exists in, for `hreflang`, the sitemap and the language switcher.
 * A page of the site's own (lists, legal, donate) exists in every language; a CMS item's page exists
 * in a language when the CMS has a translation of it (`slugs?lang=`, or the item's own `lang`).
 */
import type { Context } from "hono";
import type { ContentType } from "../../../shared/cms/types.ts";
import { itemLang } from "../../../shared/components/in-language.tsx";
import { defaultLocale, type Locale, locales, localizedPath } from "../../../shared/i18n/locales.ts";
import { type RouteName, routes } from "../../../shared/routes.ts";
import type { CmsClient } from "../../cms/client.ts";
import type { AppEnv } from "../../request/app-env.ts";
import { cmsIn } from "../../request/cms-in.ts";

/** The CMS singletons behind pages that are one CMS page each (a page in a language when its answer is). */
export const singletonReads: Partial<Record<RouteName, (cms: CmsClient) => Promise<{ lang?: Locale }>>> = {
  home: (cms) => cms.home(),
  aboutUs: (cms) => cms.aboutUs(),
  contactUs: (cms) => cms.contactPage(),
  covid19: (cms) => cms.covid19(),
  star: (cms) => cms.star(),
  privacy: (cms) => cms.privacy(),
};

/** Whether the CMS has `locale`'s version of route `name`'s content with `params`. */
async function existsIn(cms: CmsClient, name: RouteName, params: Record<string, string>): Promise<boolean> {
  const def = routes[name];
  const collection: ContentType | undefined = "collection" in def ? def.collection : undefined;
  if (collection) {
    const key = Object.values(params)[0];
    const slugs = await cms.slugs(collection);
    return slugs.some((entry) => entry.slug === key);
  }
  const read = singletonReads[name];
  return read ? itemLang(await read(cms)) === cms.locale : true;
}

/** The languages route `name` with `params` exists in, the default first. A CMS fault counts as "not there". */
export async function languagesOf(
  c: Context<AppEnv>,
  name: RouteName,
  params: Record<string, string>,
): Promise<Locale[]> {
  const found = await Promise.all(
    locales.map(async (locale) => {
      if (locale === defaultLocale) return true;
      return existsIn(cmsIn(c, locale), name, params).catch(() => false);
    }),
  );
  return locales.filter((_, i) => found[i]);
}

/** A page's `hreflang` alternates: every language it exists in and `x-default`, when there are two or more. */
export function alternatesOf(path: string, languages: Locale[]): { hreflang: string; path: string }[] {
  if (languages.length < 2) return [];
  return [
    ...languages.map((locale) => ({ hreflang: locale, path: localizedPath(path, locale) })),
    { hreflang: "x-default", path: localizedPath(path, defaultLocale) },
  ];
}
