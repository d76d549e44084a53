/**
 * @module Finds English on a page in another language: the English catalogue's texts that Spanish
 * does not share, and English function words, in the text a visitor sees or hears (outside
 * elements marked `lang="en"`).
 */
import type { Page } from "@playwright/test";
import { catalogues } from "../../shared/i18n/catalogue.ts";

/** Every text of a catalogue, flattened. */
const textsOf = (messages: Record<string, Record<string, string>>) =>
  Object.values(messages).flatMap((area) => Object.values(area));

/**
 * English words that are not Spanish words, as they show up in a sentence or a label; a Spanish
 * page shows none of them outside proper names (which hold none of these).
 */
const englishWords = [
  "the",
  "The",
  "and",
  "your",
  "Your",
  "you",
  "You",
  "our",
  "Our",
  "with",
  "please",
  "Please",
  "we",
  "We",
  "this",
  "This",
  "here",
  "more",
  "about",
  "About",
  "from",
  "for",
  "of",
  "to",
  "is",
  "are",
  "will",
  "can",
  "not",
  "have",
  "has",
  "Thank",
  "Sorry",
  "Sign",
  "Send",
  "Read",
  "Learn",
  "View",
  "Search",
  "Close",
  "Open",
  "Closed",
  "Today",
  "Hours",
  "Email",
  "Phone",
  "Message",
  "Newsletter",
  "Submit",
  "Directions",
  "Contact",
  "Services",
  "Locations",
  "Jobs",
  "News",
];

/**
 * The English catalogue's phrases (two words or more, split at `{placeholders}`) that no Spanish
 * text contains: a Spanish page showing one shows an English text of the site's own.
 */
function catalogueGiveaways(): string[] {
  const spanish = textsOf(catalogues.es).join("\n");
  const phrases = new Set<string>();
  for (const text of textsOf(catalogues.en))
    for (const part of text.split(/\{\w+\}/)) {
      const phrase = part.trim().replace(/^[\s,.:;!?—–-]+|[\s,:;—–-]+$/g, "");
      if (phrase.split(/\s+/).length >= 2 && !spanish.includes(phrase)) phrases.add(phrase);
    }
  return [...phrases];
}

/**
 * Proper names the Spanish demo content keeps in English, as a Spanish writer would (an agency, a
 * federal programme, a school, the clinic's own events): left out before matching.
 */
const properNames = [
  "Oregon Primary Care Association",
  "Vaccines for Children",
  "U.S. Department of Health and Human Services",
  "Western University of Health Sciences",
  "Pacific University College of Optometry",
  "Supporting Tomorrow's Access to Resources",
  "Heart of the Valley",
  "Run for Access",
  "Ride for Health",
];

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Whole words only, with letters of every script (so `Menu` does not match inside `Menú`). */
const giveaway = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...catalogueGiveaways(), ...englishWords]
    .sort((a, b) => b.length - a.length)
    .map(literal)
    .join("|")})(?![\\p{L}\\p{N}])`,
  "gu",
);

/**
 * The texts of the page a visitor sees or hears: visible text, accessible names and alternative
 * texts, the title and the description, leaving out anything inside an element marked English.
 */
export function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const english = (el: Element) => /^en\b/i.test(el.closest("[lang]")?.getAttribute("lang") ?? "");
    const out: string[] = [];
    // The title and description of an untranslated item repeat its English title or summary, which
    // the page shows marked English: that much of them is English on purpose.
    const marked = [...document.querySelectorAll("body [lang]")]
      .filter((el) => english(el))
      .map((el) => el.textContent?.replace(/\s+/g, " ").trim() ?? "")
      .filter((text) => text.length >= 12);
    const unmarked = (text: string) => marked.reduce((rest, en) => rest.replaceAll(en, " "), text);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || el.closest("script, style, noscript")) continue;
      if (english(el) || !el.checkVisibility({ visibilityProperty: true })) continue;
      out.push(node.textContent.trim());
    }
    for (const el of document.querySelectorAll("[aria-label], [alt], [placeholder], [title]"))
      if (!english(el))
        for (const name of ["aria-label", "alt", "placeholder", "title"]) {
          const value = el.getAttribute(name);
          if (value) out.push(value);
        }
    if (!english(document.documentElement)) {
      out.push(unmarked(document.title));
      out.push(unmarked(document.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""));
    }
    return out;
  });
}

/** The English found on the page, each with the text it was found in. */
export async function englishOn(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const shown of await pageTexts(page)) {
    const text = properNames.reduce((rest, name) => rest.replaceAll(name, " "), shown);
    for (const match of text.matchAll(giveaway)) found.push(`${match[0]} ← “${shown.slice(0, 120)}”`);
  }
  return found;
}
