/** @module Client entry: one jotai store from `#__STATE__`, island hydration by strategy, delegated effects. */
import { createStore, Provider } from "jotai";
import { type ReactNode, startTransition, use, useEffect, useLayoutEffect, useState } from "react";
import { hydratedAtoms } from "../shared/atoms/registry.ts";
import {
  bodyReadyAttr,
  type IslandName,
  islandAttr,
  liveAttr,
  propsAttr,
  stateScriptId,
  strategyAttr,
  withAttr,
} from "../shared/contract/islands.ts";
import {
  clickedButton,
  early,
  handledEarly,
  hydrateServedIslands,
  servedEarly,
  takeEarlyInput,
} from "./early-input.ts";
import { startEffects } from "./effects/index.ts";
import { idleTurn, notePress, onIdle, presses, pressOn, pressOver, trackPress, yieldToMain } from "./idle.ts";
import { type IslandProps, registry } from "./islands.ts";

/**
 * react-dom is most of the bundle. Imported on its own (the loader preloads it), the browser
 * evaluates it in a task of its own instead of one long task with everything else.
 */
let reactDom: Promise<typeof import("./react-dom.ts")> | null = null;
/** Whether React DOM has been evaluated (a hydration then costs only the island's own render). */
let reactDomReady = false;
const loadReactDom = () => {
  if (!reactDom) {
    reactDom = import("./react-dom.ts");
    void reactDom.then(() => {
      reactDomReady = true;
    });
  }
  return reactDom;
};

/**
 * The page's one store. The server's atoms (`#__STATE__`) are read into it when first asked for (the
 * first island to render, the effects), not in the task that evaluates this module: that task is the
 * one a press waits behind, and parsing the state in it took it past 50 ms at an 8× CPU slowdown.
 */
const store = createStore();
let filled = false;
function filledStore() {
  if (filled) return store;
  filled = true;
  const stateText = document.getElementById(stateScriptId)?.textContent;
  if (!stateText) return store;
  const state = JSON.parse(stateText) as Record<string, unknown>;
  for (const [key, atom] of Object.entries(hydratedAtoms)) {
    if (key in state) store.set(atom as Parameters<typeof store.set>[0], state[key] as never);
  }
  return store;
}

const isIsland = (name: string | null): name is IslandName => name !== null && name in registry;

const started = new WeakMap<HTMLElement, Promise<void>>();

/** Islands reached by a press (pointer down, touch, key): the visitor is about to use them. */
const awaited = new WeakSet<HTMLElement>();

/**
 * Islands whose hydration has started but whose React root does not exist yet (their code is still
 * on its way), with the buttons clicked in them meanwhile. React sees no such click, so each is
 * clicked again once the island is live. A click after the root exists needs nothing: React
 * finishes hydrating the island at once and handles it.
 */
const unrooted = new Map<HTMLElement, HTMLElement[]>();
addEventListener(
  "click",
  (event) => {
    if (handledEarly(event)) return;
    const button = clickedButton(event);
    if (!button) return;
    for (const [el, clicks] of unrooted) if (el.contains(button)) clicks.push(button);
  },
  { capture: true, passive: true },
);
/**
 * Islands hydrated without a visitor waiting (expired ones) go one at a time, each starting in an
 * idle period of its own, so their work never piles up into one long task.
 */
let queue: Promise<void> = Promise.resolve();

/** Background islands still waiting for their turn: calling the function starts one at once. */
const waiting = new Map<HTMLElement, () => void>();

/**
 * Hydrates an island once; every later call gets the same promise. `now` (the visitor reached for
 * it) starts at once, so React owns the island before the click that follows the pointerdown, and
 * takes an island still waiting its turn out of the queue; otherwise it waits its turn behind the
 * other background islands and an idle period. Islands that render into this one (`withAttr`)
 * hydrate with it. An island whose code fails to load is reported to the page's loader, which then
 * lets its held forms submit natively.
 */
function hydrate(el: HTMLElement, now = false): Promise<void> {
  let promise = started.get(el);
  if (!promise) {
    unrooted.set(el, []);
    const turn = now
      ? Promise.resolve(true)
      : Promise.race([
          queue.then(() => idleTurn()).then(() => false),
          new Promise<boolean>((resolve) => waiting.set(el, () => resolve(true))),
        ]);
    promise = turn
      .then((urgent) => {
        waiting.delete(el);
        return hydrateOnce(el, urgent);
      })
      .catch((error: unknown) => {
        early?.fail(el);
        throw error;
      });
    started.set(el, promise);
    if (!now) queue = promise.catch(() => undefined);
    const name = el.getAttribute(islandAttr);
    for (const other of document.querySelectorAll<HTMLElement>(`[${withAttr}="${name}"]`))
      void hydrate(other, now).catch(() => undefined);
  } else if (now) waiting.get(el)?.();
  return promise;
}

/**
 * The island's root. No island commits a render while a press on it is under way: the press ends on
 * what it began on. While one is, this root suspends, and with no Suspense boundary above it React
 * commits nothing (it keeps the server's HTML, or what it last committed) until the press is over;
 * that holds for a hydration React hurries for the press itself.
 *
 * Nor does a press begin between the hydration's commit and its effects, which read the page as it
 * is (the search box opens if its input has the focus that a press on its label gives). React runs
 * the effects of a commit that is not a discrete event's in a task of its own, and input goes before
 * it: a press landing there met effects that ran halfway through it, and a box that stayed shut. A
 * render scheduled from a layout effect is synchronous, and React runs the pending effects before
 * it, so the first commit's effects run in its own task, and so does `onDone`'s continuation. Once
 * React has committed the island and run every effect inside it (child effects run first), it hands
 * `onDone` a way to render it again at once (see `settle`).
 */
function Live({
  el,
  onDone,
  children,
}: {
  el: HTMLElement;
  onDone: (again: () => void) => void;
  children: ReactNode;
}) {
  const [, setRound] = useState(0);
  const press = pressOn(el);
  if (press) use(press);
  useLayoutEffect(() => setRound((round) => round + 1), []);
  useEffect(() => onDone(() => setRound((round) => round + 1)), [onDone]);
  return children;
}

/**
 * Commits, in this task, the renders the island's effects started as it was hydrated (a box that
 * turns from the server's label into the live button): a sync render of its root takes the pending
 * default-priority updates with it (React renders those lanes together), and a round repeats while
 * one still changes the page. Left to React's scheduler, each would be a task of its own, and a
 * press could begin between them. A press under way holds the render (see `Live`).
 */
function settle(el: HTMLElement, again: () => void, flushSync: (run: () => void) => void) {
  const changes = new MutationObserver(() => undefined);
  changes.observe(el, { subtree: true, childList: true, attributes: true, characterData: true });
  for (let round = 0; round < 4; round++) {
    flushSync(again);
    if (changes.takeRecords().length === 0) break;
  }
  changes.disconnect();
}

/**
 * Hydrates an island; resolves when it is live (committed, its effects attached). In the background
 * (`now` false) the browser gets the main thread back between evaluating the code and rendering.
 */
async function hydrateOnce(el: HTMLElement, now: boolean): Promise<void> {
  const name = el.getAttribute(islandAttr);
  if (isIsland(name)) await hydrateIsland(el, name, now);
}

async function hydrateIsland<N extends IslandName>(el: HTMLElement, name: N, now: boolean): Promise<void> {
  // The server wrote the island's props (contract: `propsAttr`).
  const props: IslandProps<N> = JSON.parse(el.getAttribute(propsAttr) ?? "{}");
  const [{ default: Component }, { hydrateRoot, flushSync }] = await Promise.all([
    registry[name](),
    loadReactDom(),
  ]);
  if (!now) await yieldToMain();
  // A press on it under way holds the hydration (see `Live`); none starts until it is over.
  await pressOver(el);
  const missed = unrooted.get(el) ?? [];
  const root = (resolve: (again: () => void) => void) => {
    hydrateRoot(
      el,
      <Live el={el} onDone={resolve}>
        <Provider store={filledStore()}>
          <Component {...props} />
        </Provider>
      </Live>,
      { identifierPrefix: `${name}-` },
    );
    unrooted.delete(el);
    early?.rooted.add(el);
  };
  // Hydrating in a transition lets React yield to the browser between pieces of work instead of
  // holding the main thread for the whole island; an interaction meanwhile is handled first (a
  // click on the island itself makes React finish hydrating it at once, then handles the click).
  // An island the visitor already clicked or submitted in (the click or submit waits to be done
  // again once it is live) hydrates at default priority instead, in one go: they are waiting for it.
  const waitedFor = awaited.has(el) || missed.length > 0 || early?.held().includes(el) === true;
  const again = await new Promise<() => void>((resolve) =>
    waitedFor ? root(resolve) : startTransition(() => root(resolve)),
  );
  // Still the task that committed the island and ran its effects (see `Live`): no press has begun.
  settle(el, again, flushSync);
  el.setAttribute(liveAttr, "");
  for (const button of missed) if (button.isConnected) button.click();
}

/**
 * Fetches and evaluates an island's own code at idle, without rendering anything. React DOM is only
 * fetched (the loader preloads it); evaluating it is one long task on a phone, so it waits until a
 * visitor reaches for an island (decision 0046).
 */
const prefetch = (name: IslandName) => onIdle(() => void registry[name]().catch(() => undefined));

/** What counts as reaching for an island: a pointer over or down on it, a touch, a key, focus. */
const intent = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin"] as const;

/** Whether `target` is inside the island or is (inside) an element that controls something in it. */
function reaches(island: HTMLElement, target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (island.contains(target)) return true;
  const controlled = target.closest("[aria-controls]")?.getAttribute("aria-controls");
  return !!controlled && island.querySelector(`[id="${CSS.escape(controlled)}"]`) !== null;
}

/**
 * A pointer that came over the island before it was live entered it unseen by React: once live, the
 * entry is replayed (as a pointer coming from outside the page) if the pointer is still there, so
 * hover handlers (the nav dropdowns) run as if the island had been live all along. Clicks, keys and
 * focus need no replay: React hydrates the island at once for them, or the pointerdown/focus that
 * came before them already made it live.
 */
function replayHover(event: Event, live: Promise<void>) {
  const target = event.target;
  if (event.type !== "pointerover" || !(target instanceof Element)) return;
  void live.then(() => {
    if (!target.isConnected || !target.matches(":hover")) return;
    for (const type of ["pointerover", "mouseover"] as const)
      target.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: null }));
  });
}

/** Every island's intent listener, so input that came before the client ran can be handed to them. */
const reachers: ((event: Event) => void)[] = [];

/**
 * Hydrates the island when the visitor first reaches for it (see `reaches`); its own code is
 * fetched and evaluated at idle, so the hydration starts on the pointerdown or focus, before the
 * click it leads to. A tap the drawer gets before it is live changes the shared atoms,
 * which it renders once live (it renders closed until hydrated, then as the atoms say).
 */
function whenReached(el: HTMLElement, name: IslandName, onReach: (event: Event) => void = () => undefined) {
  let done = false;
  const listen = (event: Event) => {
    if (done || !(intent as readonly string[]).includes(event.type) || !reaches(el, event.target)) return;
    // What the loader serves early needs no hydration to answer the press (a dialog's button, and the
    // focus it moves into the dialog it opened); evaluating React DOM now would come between the press
    // and what it shows. It hydrates once that has painted.
    if (!reactDomReady && servedEarly(event.target, event.type)) return;
    done = true;
    if (presses.has(event.type)) awaited.add(el);
    for (const type of intent) removeEventListener(type, listen, true);
    onReach(event);
  };
  for (const type of intent) addEventListener(type, listen, { capture: true, passive: true });
  reachers.push(listen);
  prefetch(name);
}

// The islands the page's loader answered (a dialog's button, a held submit) hydrate once it has painted.
hydrateServedIslands((el) => void hydrate(el, true).catch(() => undefined));

/** Calls `run` once `at` (ms since the epoch) has passed; timers cannot wait longer than about 24 days. */
function whenPast(at: number, run: () => void) {
  const wait = at - Date.now();
  if (wait <= 0) run();
  else setTimeout(() => whenPast(at, run), Math.min(wait, 2 ** 31 - 1));
}

const pending: Promise<void>[] = [];
for (const el of document.querySelectorAll<HTMLElement>(`[${islandAttr}]`)) {
  const strategy = el.getAttribute(strategyAttr) ?? "load";
  const name = el.getAttribute(islandAttr);
  if (!isIsland(name)) continue;
  if (strategy === "load") pending.push(hydrate(el, true));
  else if (strategy === "interaction")
    whenReached(el, name, (event) => {
      replayHover(event, hydrate(el, true));
      void registry[name]().then(
        ({ reached }) => reached?.(),
        () => undefined,
      );
    });
  else {
    // What the server rendered holds until the island's expiry (the opening hours' next change); a
    // cached page that arrives after it is rendered again at once, in its turn. The island has no
    // controls, so nothing a visitor does brings it forward.
    const expires = Number(strategy);
    if (Number.isFinite(expires)) whenPast(expires, () => void hydrate(el).catch(() => undefined));
  }
}
takeEarlyInput({
  note: (event) => {
    notePress(event);
    trackPress(event);
  },
  reach: (event) => {
    for (const reach of reachers) reach(event);
  },
  click: (button, el) => {
    if (!isIsland(el.getAttribute(islandAttr))) return;
    void hydrate(el, true).catch(() => undefined);
    unrooted.get(el)?.push(button);
  },
});
// The effects start after this task (see startEffects): the islands' wiring above is what a press needs first.
void startEffects(filledStore, yieldToMain);
Promise.all(pending).then(
  () => document.body.setAttribute(bodyReadyAttr, "true"),
  (error: unknown) => console.error("island hydration failed", error),
);
