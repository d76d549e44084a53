/** @module An Atom (RFC 4287) writer: XML escaping and RFC 3339 dates. */

export interface AtomEntry {
  /** A permanent, unique IRI (a `tag:` URI). */
  id: string;
  title: string;
  /** Absolute URL of the page the entry describes. */
  link: string;
  published: Date;
  updated: Date;
  /** Plain text. */
  summary: string;
  enclosure?: { href: string; type: string; title: string };
  /** The entry's language (`xml:lang`) when it differs from the feed's: an untranslated story. */
  lang?: string;
}

export interface AtomFeed {
  /** The language of the feed's text (`xml:lang`). */
  lang: string;
  id: string;
  title: string;
  subtitle: string;
  /** Absolute URL of the feed itself. */
  self: string;
  /** Absolute URL of the HTML page the feed mirrors. */
  alternate: string;
  author: { name: string; uri: string };
  icon: string;
  updated: Date;
  entries: AtomEntry[];
}

/** Characters XML 1.0 cannot carry at all. */
const notXml = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** XML's predefined entities, which every feed reader decodes. */
const predefined: Record<string, string> = {
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  "'": "&apos;",
  '"': "&quot;",
};

/** Text (or an attribute value) escaped for XML, with characters XML forbids left out. */
const escapeXml = (text: string) => text.replace(notXml, "").replace(/[<>&'"]/g, (ch) => predefined[ch]!);

/** `2026-11-03T17:00:00Z`: an instant in RFC 3339 (UTC, whole seconds). */
const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

function entryXml(entry: AtomEntry): string {
  const enclosure = entry.enclosure
    ? `\n    <link rel="enclosure" type="${escapeXml(entry.enclosure.type)}" href="${escapeXml(entry.enclosure.href)}" title="${escapeXml(entry.enclosure.title)}"/>`
    : "";
  const lang = entry.lang ? ` xml:lang="${escapeXml(entry.lang)}"` : "";
  return `  <entry${lang}>
    <id>${escapeXml(entry.id)}</id>
    <title type="text">${escapeXml(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>${enclosure}
    <published>${rfc3339(entry.published)}</published>
    <updated>${rfc3339(entry.updated)}</updated>
    <summary type="text">${escapeXml(entry.summary)}</summary>
  </entry>
`;
}

/** The feed as an Atom document (UTF-8). */
export function atomXml(feed: AtomFeed): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.lang)}">
  <id>${escapeXml(feed.id)}</id>
  <title type="text">${escapeXml(feed.title)}</title>
  <subtitle type="text">${escapeXml(feed.subtitle)}</subtitle>
  <updated>${rfc3339(feed.updated)}</updated>
  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(feed.alternate)}"/>
  <author>
    <name>${escapeXml(feed.author.name)}</name>
    <uri>${escapeXml(feed.author.uri)}</uri>
  </author>
  <icon>${escapeXml(feed.icon)}</icon>
${feed.entries.map(entryXml).join("")}</feed>
`;
}
