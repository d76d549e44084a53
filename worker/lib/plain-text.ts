/** @module The readable text of CMS HTML, for meta descriptions and the search index. */
import { decodeHTML } from "entities";

/** Elements whose content a reader never sees. */
const hidden = /<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi;
/**
 * Markup: comments, doctypes and processing instructions, and tags. A tag starts with a letter
 * (so "a < b" stays text) and may hold `>` inside quoted attribute values.
 */
const markup = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>|<\/?[a-z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/gi;

/**
 * The text of an HTML fragment: markup gone (each tag becomes a space), character references
 * decoded the way a browser decodes text (after the tags are gone, so `&lt;b&gt;` stays text),
 * white space collapsed.
 */
export function htmlToText(html: string): string {
  return decodeHTML(html.replace(hidden, " ").replace(markup, " ")).replace(/\s+/g, " ").trim();
}
