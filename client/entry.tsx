/** @module Client entry: one jotai store from `#__STATE__`, island hydration by strategy, delegated effects. */
import { createStore, Provider } from "jotai";
import { type ReactNode, startTransition, useEffect } from "react";
import { hydratedAtoms } from "../shared/atoms/registry.ts";
import {
  bodyReadyAttr,
  type HydrationStrategy,
  type IslandName,
  islandAttr,
  liveAttr,
  propsAttr,
  stateScriptId,
  strategyAttr,
} from "../shared/islands/contract.ts";
import { startEffects } from "./effects/index.ts";
import { registry } from "./islands.ts";

/**
 * react-dom is most of the bundle. Imported on its own (the loader preloads it), the browser
 * evaluates it in a task of its own instead of one long task with everything else.
 */
let reactDom: Promise<typeof import("./react-dom.ts")> | null = null;
const loadReactDom = () => {
  reactDom ??= import("./react-dom.ts");
  return reactDom;
};

const store = createStore();
const stateText = document.getElementById(stateScriptId)?.textContent;
if (stateText) {
  const state = JSON.parse(stateText) as Record<string, unknown>;
  for (const [key, atom] of Object.entries(hydratedAtoms)) {
    if (key in state) store.set(atom as Parameters<typeof store.set>[0], state[key] as never);
  }
}

startEffects(store);

const isIsland = (name: string | null): name is IslandName => name !== null && name in registry;

const started = new WeakMap<HTMLElement, Promise<void>>();

/** Hydrates an island once; every later call gets the same promise. */
function hydrate(el: HTMLElement): Promise<void> {
  let promise = started.get(el);
  if (!promise) {
    promise = hydrateOnce(el);
    started.set(el, promise);
  }
  return promise;
}

/**
 * The island's root: once React has committed the island and run every effect inside it (child
 * effects run first), marks the element live and calls `onDone`.
 */
function Live({ el, onDone, children }: { el: HTMLElement; onDone: () => void; children: ReactNode }) {
  useEffect(() => {
    el.setAttribute(liveAttr, "");
    onDone();
  }, [el, onDone]);
  return children;
}

/** Hydrates an island; resolves when it is live (committed, its effects attached). */
async function hydrateOnce(el: HTMLElement): Promise<void> {
  const name = el.getAttribute(islandAttr);
  if (!isIsland(name)) return;
  const props = JSON.parse(el.getAttribute(propsAttr) ?? "{}") as Record<string, unknown>;
  const [{ default: Component }, { hydrateRoot }] = await Promise.all([registry[name](), loadReactDom()]);
  // Hydrating in a transition lets React yield to the browser between pieces of work instead of
  // holding the main thread for the whole island; an interaction meanwhile is handled first.
  await new Promise<void>((resolve) =>
    startTransition(() => {
      hydrateRoot(
        el,
        <Live el={el} onDone={resolve}>
          <Provider store={store}>
            <Component {...props} />
          </Provider>
        </Live>,
        { identifierPrefix: `${name}-` },
      );
    }),
  );
}

function whenVisible(el: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        resolve(hydrate(el));
      }
    });
    // The wrapper is `display: contents` (it has no box to intersect): watch what it renders.
    observer.observe(el.firstElementChild ?? el);
  });
}

const onIdle = (run: () => void) => {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
};

const whenIdle = (el: HTMLElement) => new Promise<void>((resolve) => onIdle(() => resolve(hydrate(el))));

const interaction = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

/** Whether `target` is inside the island or is (inside) an element that controls something in it. */
function reaches(island: HTMLElement, target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (island.contains(target)) return true;
  const controlled = target.closest("[aria-controls]")?.getAttribute("aria-controls");
  return !!controlled && island.querySelector(`[id="${CSS.escape(controlled)}"]`) !== null;
}

/**
 * Hydrates the island when the visitor first reaches for it (see `reaches`). Its code is fetched
 * and evaluated at idle, without rendering, so the hydration starts on the pointerdown, before the
 * click it leads to; a tap the island gets before it is live changes the shared atoms, which it
 * renders once live (the drawer renders closed until hydrated, then as the atoms say).
 */
function whenReached(el: HTMLElement, name: IslandName) {
  onIdle(() => void registry[name]());
  const listen = (event: Event) => {
    if (!reaches(el, event.target)) return;
    for (const type of interaction) removeEventListener(type, listen, true);
    void hydrate(el);
  };
  for (const type of interaction) addEventListener(type, listen, { capture: true, passive: true });
}

const pending: Promise<void>[] = [];
const idle: HTMLElement[] = [];
for (const el of document.querySelectorAll<HTMLElement>(`[${islandAttr}]`)) {
  const strategy = (el.getAttribute(strategyAttr) ?? "load") as HydrationStrategy;
  const name = el.getAttribute(islandAttr);
  if (strategy === "load") pending.push(hydrate(el));
  else if (strategy === "idle") idle.push(el);
  else if (strategy === "interaction" && isIsland(name)) whenReached(el, name);
  else void whenVisible(el);
}
// Idle islands (search, contact form) are not needed to show the page; they hydrate when the
// browser is idle, or at once on the first interaction, whichever comes first. The page counts as
// ready for tests when both the load and the idle islands are live.
const hydrateIdleNow = () => {
  for (const type of interaction) removeEventListener(type, hydrateIdleNow, true);
  for (const el of idle) void hydrate(el);
};
for (const type of interaction) addEventListener(type, hydrateIdleNow, { capture: true, passive: true });
for (const el of idle) pending.push(whenIdle(el));
Promise.all(pending).then(
  () => document.body.setAttribute(bodyReadyAttr, "true"),
  (error: unknown) => console.error("island hydration failed", error),
);
