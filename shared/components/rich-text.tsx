/** @module Renders sanitized CMS HTML; the SafeHtml type makes raw CMS strings a type error. */
import type { SafeHtml } from "../lib/safe-html.ts";

export function RichText({ html, className = "prose" }: { html: SafeHtml; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
