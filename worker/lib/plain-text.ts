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

/** Block-level tags, whose boundaries become blank lines in `htmlToParagraphs`. */
const blocks = /<\/?(?:p|h[1-6]|ul|ol|blockquote|div|table|tr)\b[^>]*>/gi;

/**
 * The text of an HTML fragment with its shape kept, for plain-text documents (calendar
 * descriptions): a blank line between blocks, a line per `<br>`, "- " before list items.
 */
export function htmlToParagraphs(html: string): string {
  const text = html
    .replace(hidden, " ")
    .replace(/\s+/g, " ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "\n- ")
    .replace(blocks, "\n\n")
    .replace(markup, "");
  return decodeHTML(text)
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
