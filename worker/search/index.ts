/** @module Search: picks the provider for this configuration and exposes completions. */
export { builtinProvider } from "./builtin.ts";
export { cseProvider } from "./cse.ts";
export { indexKey, indexStore } from "./index-store.ts";
export { type SearchProvider, SearchUnavailable } from "./provider.ts";
export { providerFor } from "./select.ts";
