/** @module Serializes the request's jotai store into the `#__STATE__` JSON script, safely. */
import type { Atom, createStore } from "jotai";
import { hydratedAtoms, serializedForm } from "../../shared/atoms/registry.ts";

const unsafe: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** JSON that cannot close its `<script>` element or break a JavaScript string. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => unsafe[ch] ?? ch);
}

/** The values of every hydrated atom in `store`, as inert JSON text. */
export function serializeState(store: ReturnType<typeof createStore>): string {
  const state: Record<string, unknown> = {};
  for (const [key, atom] of Object.entries(hydratedAtoms) as [keyof typeof hydratedAtoms, Atom<unknown>][]) {
    const value = store.get(atom);
    state[key] = serializedForm[key]?.(value as never) ?? value;
  }
  return safeJson(state);
}
