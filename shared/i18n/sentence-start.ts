/** @module A list or phrase shown where a sentence would start: its first letter in capitals ("inglés, español" → "Inglés, español"). */

/** `text` with its first letter in upper case, as `locale` writes it. */
export const sentenceStart = (text: string, locale: string): string =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
