/**
 * @module A catalogue's shape, taken from the English one: every other language's catalogue is
 * typed with it, so it lives apart from the catalogues (`catalogue.ts`) that import them.
 */
import type { en } from "./en/index.ts";

/** A catalogue's shape: areas of named texts. */
export type Messages = { [Area in keyof typeof en]: { [Key in keyof (typeof en)[Area]]: string } };
