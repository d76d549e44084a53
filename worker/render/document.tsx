/** @module The HTML document shell: head tags, inlined stylesheet, layout, state script and client loader. */
import type { ReactNode } from "react";
import { stateScriptId } from "../../shared/contract/islands.ts";
import { mainId } from "../../shared/contract/landmarks.ts";
import { type Locale, localeInfo } from "../../shared/i18n/locales.ts";
import { assetUrl } from "../../shared/lib/safe-html.ts";
import type { PageHead } from "../../shared/pages/head.ts";
import type { ClientManifest } from "./manifest.ts";
import { safeJson } from "./state.ts";

interface DocumentProps {
  head: PageHead;
  brandName: string;
  locale: Locale;
  origin: string;
  manifest: ClientManifest;
  state: string;
  children: ReactNode;
}

export function Document({ head, brandName, locale, origin, manifest, state, children }: DocumentProps) {
  const title = head.path === "/" ? head.title : `${head.title} | ${brandName}`;
  const canonical = head.canonical === false ? null : `${origin}${head.path}`;
  // Social networks need a raster image: SVG uploads fall back to the site's 1200×630 PNG card.
  const custom = head.image && !/\.svg(?:$|\?)/i.test(head.image) ? head.image : null;
  const image = custom ? new URL(assetUrl(custom), origin).href : `${origin}/og-image.png`;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The first frame waits for the main landmark to be parsed: one style and layout of the
            page instead of a header painted alone and the rest laid out after it (docs/performance.md);
            the incoming view of a cross-document view transition is the whole first screen. */}
        <link rel="expect" href={`#${mainId}`} blocking="render" />
        <title>{title}</title>
        <meta name="description" content={head.description} />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        {(head.alternates ?? []).map((alt) => (
          <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={`${origin}${alt.path}`} />
        ))}
        {(head.feeds ?? []).map((feed) => (
          <link key={feed.href} rel="alternate" type={feed.type} title={feed.title} href={feed.href} />
        ))}
        {head.noindex ? <meta name="robots" content="noindex" /> : null}
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#047857" />
        <meta property="og:site_name" content={brandName} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:type" content={head.type ?? "website"} />
        {canonical ? <meta property="og:url" content={canonical} /> : null}
        <meta property="og:image" content={image} />
        {custom ? null : <meta property="og:image:width" content="1200" />}
        {custom ? null : <meta property="og:image:height" content="630" />}
        <meta property="og:image:alt" content={brandName} />
        <meta property="og:locale" content={localeInfo[locale].intl.replace("-", "_")} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        <meta name="twitter:image" content={image} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: manifest.style.text }} />
        <script
          type="speculationrules"
          dangerouslySetInnerHTML={{ __html: manifest.speculationRules.text }}
        />
        {(head.jsonLd ?? []).map((data, i) => (
          <script
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is static per render
            key={i}
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: safeJson(data) }}
          />
        ))}
      </head>
      <body>
        {children}
        <script type="application/json" id={stateScriptId} dangerouslySetInnerHTML={{ __html: state }} />
        <script dangerouslySetInnerHTML={{ __html: manifest.loader.text }} />
      </body>
    </html>
  );
}
