/** @module Breadcrumb trail for inner pages, and its BreadcrumbList JSON-LD. */
import { useT } from "../hooks/use-locale.ts";
import type { Locale } from "../i18n/locales.ts";

export interface Crumb {
  label: string;
  href: string;
  /** The label's language when it is CMS text in another language than the page's. */
  lang?: Locale | undefined;
}

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useT();
  return (
    <nav className="breadcrumbs" aria-label={t("crumbs.label")}>
      <ol>
        {trail.map((crumb, i) => (
          <li key={crumb.href}>
            {i === trail.length - 1 ? (
              <span aria-current="page" lang={crumb.lang}>
                {crumb.label}
              </span>
            ) : (
              <a href={crumb.href} lang={crumb.lang}>
                {crumb.label}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function breadcrumbJsonLd(trail: Crumb[], origin: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: `${origin}${crumb.href}`,
    })),
  };
}
