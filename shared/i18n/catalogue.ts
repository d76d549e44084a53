/**
 * @module The message catalogues and how a text is looked up: `t("area.key", { name })`. English
 * defines the keys; every other language has the same keys (type-checked, and tested with their
 * `{placeholders}`). Texts the islands show live in `clientAreas` and travel to the browser in the
 * page state; the rest stays on the server.
 */
import { en } from "./en/index.ts";
import { es } from "./es/index.ts";
import type { Locale } from "./locales.ts";
import type { Messages } from "./messages.ts";

type Area = keyof Messages;
/** `area.key` for every text of the catalogue. */
export type MessageKey = { [A in Area]: `${A}.${keyof Messages[A] & string}` }[Area];
/** Values for a text's `{name}` placeholders. */
export type MessageVars = Record<string, string | number>;

export const catalogues: Record<Locale, Messages> = { en, es };

/** The areas islands use: sent to the browser with the page state (see `clientMessages`). */
export const clientAreas = [
  "nav",
  "drawer",
  "search",
  "newsletter",
  "contact",
  "form",
  "formAnswer",
  "modal",
  "openNow",
] as const satisfies readonly Area[];

/** The part of a catalogue the browser needs. */
export const clientMessages = (messages: Partial<Messages>): Partial<Messages> =>
  Object.fromEntries(clientAreas.flatMap((area) => (messages[area] ? [[area, messages[area]]] : [])));

/** `template` with each `{name}` replaced by its value; a placeholder without a value stays as it is. */
export function format(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * The text `key` of `messages` with `vars` filled in. A key the catalogue lacks (an island using a
 * server-only area) is a programming error: it is logged, which fails the browser tests, and the
 * key itself is shown.
 */
export function translate(messages: Partial<Messages>, key: MessageKey, vars?: MessageVars): string {
  const dot = key.indexOf(".");
  const area = messages[key.slice(0, dot) as Area] as Record<string, string> | undefined;
  const text = area?.[key.slice(dot + 1)];
  if (text === undefined) {
    console.error(`missing text ${key}`);
    return key;
  }
  return format(text, vars);
}

/** A `t` for code outside React (loaders, structured data, feeds). */
export const textsFor =
  (locale: Locale) =>
  (key: MessageKey, vars?: MessageVars): string =>
    translate(catalogues[locale], key, vars);
