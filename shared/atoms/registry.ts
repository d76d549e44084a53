/** @module The atoms serialized from the server store into `#__STATE__` and restored on the client. */
import { clientMessages } from "../i18n/catalogue.ts";
import { commonAtom, messagesAtom, siteAtom } from "./site.ts";

/** Key → atom; both sides use this one table, so a key means the same atom everywhere. */
export const hydratedAtoms = {
  common: commonAtom,
  site: siteAtom,
  messages: messagesAtom,
} as const;

/** What of an atom's server value goes into the state, where it is not all of it. */
export const serializedForm: Partial<Record<keyof typeof hydratedAtoms, (value: never) => unknown>> = {
  messages: clientMessages,
};
