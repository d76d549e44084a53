/** @module Delegated client code that is not an island: button effects, motion, auth, analytics, maps. */
import type { createStore } from "jotai";
import { siteAtom } from "../../shared/atoms/site.ts";
import { startAnalytics } from "./analytics.ts";
import { startAuth } from "./auth.ts";
import { installButtonEffects } from "./button-effects.ts";
import { startMotion } from "./motion.ts";

export function startEffects(store: ReturnType<typeof createStore>): void {
  installButtonEffects();
  startMotion();
  void startAuth(store);
  const site = store.get(siteAtom);
  startAnalytics(site.analyticsId);
  // Maps code loads only on pages that have a map slot.
  if (document.querySelector(".map-slot[data-places]"))
    void import("./maps.ts").then(({ startMaps }) => startMaps(site.mapsKey));
}
