/** @module When the client's background work runs: in idle periods, after the visitor's presses have settled. */

/** Gives the browser the main thread (input, paint) before the next piece of work. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * How long after the visitor's last press background work waits: the longest click effect (SPEC.md
 * §9, a fill or a wide ripple), after which the click goes on. The idle time an effect leaves is not
 * the browser's to fill: the click's result (a modal, a page) would wait behind it.
 */
const pressSettleMs = 300;
/** What counts as a press; a click, which may come without one (a keyboard's), settles the same way. */
export const presses = new Set(["pointerdown", "touchstart", "keydown"]);
const settling = [...presses, "click"];
let lastPress = Number.NEGATIVE_INFINITY;
/** Notes `event` if it is a press (the page's loader hands over the presses that came before the client ran). */
export const notePress = (event: Event) => {
  if (settling.includes(event.type)) lastPress = Math.max(lastPress, event.timeStamp);
};
for (const type of settling) addEventListener(type, notePress, { capture: true, passive: true });

/** A press under way: the element it began on, and a promise settled once it is over. */
interface Press {
  on: Element;
  over: Promise<void>;
  end: () => void;
}
let press: Press | null = null;
const begin = (on: Element): Press => {
  let end = () => {};
  const over = new Promise<void>((resolve) => {
    end = resolve;
  });
  press = { on, over, end };
  return press;
};
/** Ends the press under way, if any, once the task that ends it is over. */
const finish = () => {
  const ended = press;
  press = null;
  if (ended) setTimeout(ended.end);
};
/**
 * If a press ends without a click (dragged off, a cancelled touch, another button) nothing else says
 * so: it is over this long after the pointer's release. A tap's click may come in a task after it.
 */
const clickWaitMs = 100;
let unclicked: ReturnType<typeof setTimeout> | undefined;
/**
 * Follows presses: a pointer or finger going down begins one; its release waits for the click it
 * ends in; a click or a cancel ends it. The page's loader hands over the events that came before the
 * client ran, so a press begun then is followed the same way.
 */
export function trackPress(event: Event): void {
  if (event.type === "pointerdown" || event.type === "touchstart") {
    press ??= begin(event.target as Element);
  } else if (event.type === "pointerup" || event.type === "touchend") {
    clearTimeout(unclicked);
    unclicked = setTimeout(finish, clickWaitMs);
  } else if (["click", "pointercancel", "touchcancel"].includes(event.type)) {
    clearTimeout(unclicked);
    finish();
  }
}
for (const type of [
  "pointerdown",
  "touchstart",
  "pointerup",
  "touchend",
  "click",
  "pointercancel",
  "touchcancel",
])
  addEventListener(type, trackPress, { capture: true, passive: true });

/**
 * The end of the press under way on `el`, or null if there is none: from the pointer's (or
 * finger's) going down on it to the click it ends in, a task later. A render committed under a
 * press would swap what the pointer is on for new nodes and lose the click. The same promise for
 * the whole press.
 */
export function pressOn(el: Element): Promise<void> | null {
  return press && el.contains(press.on) ? press.over : null;
}

/** Resolves once no press is under way on `el` (see `pressOn`). */
export const pressOver = (el: Element): Promise<void> => pressOn(el) ?? Promise.resolve();
/** How many ms background work must still wait after the last press (0 or less: none). */
const pressPendingMs = () => lastPress + pressSettleMs - performance.now();

/**
 * Resolves in an idle period with at least `needMs` left (a background island's first chunk of work
 * then fits without delaying input), or after `timeout` ms in any case; never within
 * `pressSettleMs` of a press.
 */
export function idleTurn(needMs = 12, timeout = 2000): Promise<void> {
  if (!("requestIdleCallback" in window)) return new Promise((resolve) => setTimeout(resolve, 50));
  const until = performance.now() + timeout;
  return new Promise((resolve) => {
    const turn = (deadline: IdleDeadline) => {
      const pending = pressPendingMs();
      if (pending > 0) setTimeout(() => requestIdleCallback(turn, { timeout: 50 }), pending);
      else if (deadline.didTimeout || deadline.timeRemaining() >= needMs || performance.now() >= until)
        resolve();
      else requestIdleCallback(turn, { timeout: Math.max(0, until - performance.now()) });
    };
    requestIdleCallback(turn, { timeout });
  });
}

/** Runs `run` when the browser is idle, and within `timeout` ms in any case; never within `pressSettleMs` of a press. */
export const onIdle = (run: () => void, timeout = 2000) => void idleTurn(0, timeout).then(run);
