/** @module The page language in components: its texts (`useT`), its links (`useHref`) and its `Intl` tag. */
import { useAtomValue } from "jotai";
import { useCallback } from "react";
import { messagesAtom, siteAtom } from "../atoms/site.ts";
import { type MessageKey, type MessageVars, translate } from "../i18n/catalogue.ts";
import { type Locale, localeInfo } from "../i18n/locales.ts";
import { type HrefArgs, localizedHref, type RouteName } from "../routes.ts";

/** The language of the page being rendered. */
export const useLocale = (): Locale => useAtomValue(siteAtom).locale;

/** The `Intl` tag of the page's language (`en-US`, `es-US`), for dates, times and numbers. */
export const useIntlTag = (): string => localeInfo[useLocale()].intl;

/** `t("area.key", vars)` in the page's language. */
export function useT(): (key: MessageKey, vars?: MessageVars) => string {
  const messages = useAtomValue(messagesAtom);
  return useCallback((key, vars) => translate(messages, key, vars), [messages]);
}

/** `href` for the page's language: `/es/locations/main-street` on a Spanish page. */
export function useHref(): <N extends RouteName>(name: N, ...args: HrefArgs<N>) => string {
  const locale = useLocale();
  return useCallback(
    <N extends RouteName>(name: N, ...args: HrefArgs<N>) => localizedHref(locale, name, ...args),
    [locale],
  );
}
