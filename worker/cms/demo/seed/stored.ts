/** @module The seed's item types: an item as the demo CMS stores it, before it is answered in a language. */

/** `T` without `lang`, which the demo CMS sets on each answer (worker/cms/demo/languages.ts). */
export type Stored<T> = Omit<T, "lang">;
