/** @module Search: picks the provider for this configuration and exposes completions. */

export { indexStore } from "./index-store.ts";
export { SearchUnavailable } from "./provider.ts";
export { admitClient, providerFor } from "./select.ts";
