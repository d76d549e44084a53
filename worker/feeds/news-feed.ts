/** @module The news Atom feed from the CMS, in one language: the latest stories, each checked before it becomes an entry. */
import type { NewsSummary } from "../../shared/cms/types.ts";
import { textsFor } from "../../shared/i18n/catalogue.ts";
import { defaultLocale, type Locale, localizedPath } from "../../shared/i18n/locales.ts";
import { newsFeedPath } from "../../shared/lib/feeds.ts";
import { siteUrl } from "../../shared/lib/outbound-url.ts";
import { assetUrl } from "../../shared/lib/safe-html.ts";
import { localizedHref, paramRules } from "../../shared/routes.ts";
import type { CmsClient } from "../cms/client.ts";
import { log } from "../lib/log.ts";
import { htmlToText } from "../lib/plain-text.ts";
import { type AtomEntry, atomXml } from "./atom.ts";

/** How many stories the feed carries. */
const newsFeedSize = 20;

export interface FeedSite {
  /** The site's canonical origin. */
  origin: string;
  brandName: string;
  /** The clinic's IANA time zone (CLINIC_TIME_ZONE), for calendar times. */
  timeZone: string;
  /** The feed's language: its own texts, its links and the CMS text it carries (default English). */
  locale?: Locale;
}

/** The language of a CMS item's text: its `lang`, or the default language when it has none. */
const itemLocale = (item: unknown): Locale => (item as { lang?: Locale }).lang ?? defaultLocale;

const imageTypes: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

const time = (value: string | undefined) => {
  const ms = value === undefined ? Number.NaN : Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

/** What makes a story unfit for the feed ([] when it is fit). */
function defects(story: NewsSummary): string[] {
  const found: string[] = [];
  if (story.title.trim() === "") found.push("no title");
  if (time(story.created) === null) found.push("no date");
  if (!paramRules.slug.test(story.slug)) found.push("no usable slug");
  return found;
}

/** A `tag:` URI (RFC 4151) for the story: stable while its id and publication date are. */
const storyTag = (host: string, story: NewsSummary, published: Date) =>
  `tag:${host},${published.toISOString().slice(0, 10)}:news-story-${story.id}`;

/** The entries for `stories`; stories without a title, date or usable slug are left out and logged. */
export function newsEntries(
  stories: NewsSummary[],
  modified: Map<string, string>,
  site: FeedSite,
): AtomEntry[] {
  const host = new URL(site.origin).hostname;
  const locale = site.locale ?? defaultLocale;
  const entries: AtomEntry[] = [];
  for (const story of stories) {
    const problems = defects(story);
    if (problems.length > 0) {
      log("warn", "feeds", `news feed: left out story ${story.id} (${problems.join(", ")})`);
      continue;
    }
    const published = time(story.created)!;
    const updated = Math.max(published, time(modified.get(story.slug)) ?? published);
    const extension = /\.([a-z0-9]+)(?:$|\?)/i.exec(story.image.src)?.[1]?.toLowerCase() ?? "";
    const type = imageTypes[extension];
    // An image is the site's own upload: any other address (a script, another host) is no enclosure.
    const image = story.image.src ? siteUrl(assetUrl(story.image.src), site.origin) : null;
    entries.push({
      id: storyTag(host, story, new Date(published)),
      title: story.title.trim(),
      link: `${site.origin}${localizedHref(locale, "newsStory", { slug: story.slug })}`,
      ...(itemLocale(story) !== locale ? { lang: itemLocale(story) } : {}),
      published: new Date(published),
      updated: new Date(updated),
      summary: htmlToText(story.excerpt),
      ...(type && image ? { enclosure: { href: image, type, title: story.image.alt } } : {}),
    });
  }
  return entries;
}

/** The Atom document of the latest stories, from the same CMS client the news pages read. */
export async function newsFeed(cms: CmsClient, site: FeedSite, now = Date.now()): Promise<string> {
  const [stories, slugs] = await Promise.all([cms.news(1, newsFeedSize), cms.slugs("news-stories")]);
  const modified = new Map(slugs.map((s) => [s.slug, s.modified]));
  const entries = newsEntries(stories, modified, site);
  const newest = Math.max(...entries.map((e) => e.updated.getTime()));
  const locale = site.locale ?? defaultLocale;
  const t = textsFor(locale);
  const self = `${site.origin}${localizedPath(newsFeedPath, locale)}`;
  return atomXml({
    lang: locale,
    id: self,
    title: t("feeds.newsTitle", { brand: site.brandName }),
    subtitle: t("feeds.newsSubtitle"),
    self,
    alternate: `${site.origin}${localizedHref(locale, "news")}`,
    author: { name: site.brandName, uri: `${site.origin}${localizedHref(locale, "home")}` },
    icon: `${site.origin}/favicon.svg`,
    updated: new Date(entries.length > 0 ? newest : now),
    entries,
  });
}
