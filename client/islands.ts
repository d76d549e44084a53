/** @module The client island registry: every island name maps to a lazy import (one chunk per island). */
import type { ComponentType } from "react";
import type { IslandName } from "../shared/islands/contract.ts";

type IslandModule = { default: ComponentType<Record<string, unknown>> };

/** A name missing here, or one not in the contract, fails type-checking. */
export const registry: Record<IslandName, () => Promise<IslandModule>> = {
  "nav-bar": () => import("../shared/islands/nav-bar.tsx") as Promise<IslandModule>,
  "side-drawer": () => import("../shared/islands/side-drawer.tsx") as Promise<IslandModule>,
  "open-now": () => import("../shared/islands/open-now.tsx") as unknown as Promise<IslandModule>,
  "contact-form": () => import("../shared/islands/contact-form.tsx") as unknown as Promise<IslandModule>,
  newsletter: () => import("../shared/islands/newsletter.tsx") as Promise<IslandModule>,
  "search-widget": () => import("../shared/islands/search-widget.tsx") as unknown as Promise<IslandModule>,
};
