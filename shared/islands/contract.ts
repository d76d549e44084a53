/** @module The island contract shared by server and client: attribute names, strategies, island names. */

export const islandAttr = "data-island";
export const propsAttr = "data-props";
export const strategyAttr = "data-hydrate";
/** Set on an island element once it is hydrated, so hydration is idempotent. */
export const hydratedAttr = "data-hydrated";
/** Set on `<body>` when every `load` island is hydrated; end-to-end tests wait for it. */
export const bodyReadyAttr = "data-hydrated";
export const stateScriptId = "__STATE__";

export type HydrationStrategy = "load" | "idle" | "visible";

/** Every island; the client registry must map each of these names to a lazy import. */
export const islandNames = [
  "nav-bar",
  "side-drawer",
  "open-now",
  "contact-form",
  "newsletter",
  "search-widget",
] as const;
export type IslandName = (typeof islandNames)[number];
