/** @module The client island registry: every island name maps to a lazy import (one chunk per island). */
import type { Attributes, ComponentProps, ComponentType } from "react";
import type { IslandName } from "../shared/contract/islands.ts";

/** A name missing here, or one not in the contract, fails type-checking; so does a module without a component as its default export. */
const loaders = {
  "nav-bar": () => import("../shared/islands/nav-bar.tsx"),
  "side-drawer": () => import("../shared/islands/side-drawer.tsx"),
  "open-now": () => import("../shared/islands/open-now.tsx"),
  "contact-form": () => import("../shared/islands/contact-form.tsx"),
  newsletter: () => import("../shared/islands/newsletter.tsx"),
  "search-widget": () => import("../shared/islands/search-widget.tsx"),
} satisfies Record<IslandName, () => Promise<IslandModule<ComponentType<never>>>>;

/**
 * An island's module: its component, and what it does the moment a visitor reaches for it, before
 * it is live (work that needs no React, such as starting a read the first input will want).
 */
interface IslandModule<C> {
  default: C;
  reached?: () => void;
}

/** The props of island `N`'s component (what the server writes into its `propsAttr`), as JSX takes them. */
export type IslandProps<N extends IslandName> = Attributes &
  ComponentProps<Awaited<ReturnType<(typeof loaders)[N]>>["default"]>;

/** Island `N`'s lazy import, typed by its own props. */
export const registry: { [N in IslandName]: () => Promise<IslandModule<ComponentType<IslandProps<N>>>> } =
  loaders;
