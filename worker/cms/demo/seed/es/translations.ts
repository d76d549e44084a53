/** @module The shape of the demo CMS's Spanish translations of one collection. */

/** Spanish text fields of an item, by the key its URL is built from. */
export type Translations<T> = Record<string, Partial<T>>;
