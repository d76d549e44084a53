/** @module Delegated client code that is not an island: button effects, motion, auth, analytics, maps. */
import type { createStore } from "jotai";
import { loggedInAtom } from "../../shared/atoms/auth.ts";
import { type SiteSettings, siteAtom } from "../../shared/atoms/site.ts";
import { mainId } from "../../shared/contract/landmarks.ts";
import { unlocalizedPath } from "../../shared/i18n/locales.ts";
import { tokenKey } from "../../shared/lib/auth-rules.ts";
import { installButtonEffects } from "./button-effects.ts";
import { dismissedKey, languageSuggestion, rememberDismissed } from "./language-suggestion-rules.ts";

type Store = ReturnType<typeof createStore>;

/** Auth code loads only when there is something to check: a stored token, a guarded page, or /login. */
function startAuthWhenNeeded(store: Store): void {
  let stored = false;
  try {
    stored = localStorage.getItem(tokenKey) !== null;
  } catch {
    stored = false;
  }
  const guarded = document.getElementById(mainId)?.hasAttribute("data-requires-auth") ?? false;
  if (stored || guarded || unlocalizedPath(location.pathname) === "/login")
    void import("./auth.ts").then(({ startAuth }) => startAuth(store));
  else {
    store.set(loggedInAtom, 0);
    document.body.setAttribute("data-auth", "0");
  }
}

/** Maps code loads when a map slot comes near the viewport (home's map sits below the fold). */
function startMapsWhenNear(key: string | null): void {
  const slots = document.querySelectorAll(".map-slot[data-places]");
  if (slots.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      void import("./maps.ts").then(({ startMaps }) => startMaps(key));
    },
    { rootMargin: "200px" },
  );
  for (const slot of slots) observer.observe(slot);
}

/**
 * The bar suggesting this page in the browser's preferred language loads only when there is one to
 * suggest and the visitor has not dismissed it. Choosing a language with the switcher counts as
 * dismissing: the visitor has shown they know where the languages are.
 */
function suggestLanguageWhenPreferred(site: SiteSettings): void {
  let dismissed: boolean;
  try {
    dismissed = localStorage.getItem(dismissedKey) !== null;
  } catch {
    // Storage blocked: a dismissal could not be remembered, so the bar would come back on every page.
    dismissed = true;
  }
  const suggestion = languageSuggestion(navigator.languages, site, dismissed);
  if (suggestion)
    void import("./language-suggestion.ts").then(({ showLanguageSuggestion }) =>
      showLanguageSuggestion(suggestion, rememberDismissed),
    );
  if (dismissed) return;
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a.language-switch")) rememberDismissed();
  });
}

/** Motion is decoration. Where the browser has scroll-driven animations, CSS does it all (motion.css); elsewhere its script loads once the browser is idle, outside the first-load budget. */
function startMotionWhenIdle(): void {
  if (
    CSS.supports("animation-timeline: scroll()") ||
    !document.querySelector("[data-parallax], [data-reveal]")
  )
    return;
  const load = () => void import("./motion.ts").then(({ startMotion }) => startMotion());
  if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 1500 });
  else setTimeout(load, 200);
}

function startAnalytics(site: SiteSettings): void {
  if (site.analyticsId)
    void import("./analytics.ts").then(({ startAnalytics }) =>
      startAnalytics(site.analyticsId, site.searchBasePath),
    );
}

/**
 * Starts the effects, each in a task of its own, after the task that runs the entry: each costs a
 * phone's main thread a few milliseconds to set up (the first read of `localStorage` loads the page's
 * storage, the store is filled from the page's state when first asked for), and together with the
 * entry's evaluation they made one task past 50 ms at an 8× CPU slowdown, which a press waits behind.
 * The button effects go first: a press is what they answer.
 */
export async function startEffects(
  filledStore: () => Store,
  yieldToMain: () => Promise<void>,
): Promise<void> {
  const site = () => filledStore().get(siteAtom);
  const steps = [
    installButtonEffects,
    startMotionWhenIdle,
    () => startAuthWhenNeeded(filledStore()),
    () => startAnalytics(site()),
    () => startMapsWhenNear(site().mapsKey),
    () => suggestLanguageWhenPreferred(site()),
  ];
  for (const step of steps) {
    await yieldToMain();
    step();
  }
}
