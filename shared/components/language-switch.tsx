/** @module The language switcher: a plain link to this page in each other language (or that language's home), working without script. */
import { useAtomValue } from "jotai";
import { siteAtom } from "../atoms/site.ts";
import { localeInfo } from "../i18n/locales.ts";

/** One link per other language, named in that language and marked with it for screen readers and search engines. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { languageLinks } = useAtomValue(siteAtom);
  return (
    <>
      {languageLinks.map(({ locale, path }) => (
        <a
          key={locale}
          className={className ? `language-switch ${className}` : "language-switch"}
          href={path}
          hrefLang={locale}
          lang={locale}
        >
          {localeInfo[locale].name}
        </a>
      ))}
    </>
  );
}
