/** @module CMS HTML as plain text for feeds: paragraphs and list items kept on their own lines. */
import { decodeEntities } from "../search/text.ts";

/** The readable text of an HTML fragment, with a blank line between blocks and "- " before list items. */
export function htmlToPlainText(html: string): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/\s+/g, " ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "\n- ")
    .replace(/<\/?(?:p|h[1-6]|ul|ol|blockquote|div|table|tr)\b[^>]*>/gi, "\n\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
