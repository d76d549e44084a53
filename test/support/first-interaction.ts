/** @module First-interaction latency under CPU slowdown: the input event to the first frame that shows its result, shared by the bench and the e2e spec. */
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { bodyReadyAttr, islandAttr, liveAttr } from "../../shared/contract/islands.ts";
import { currentSlowdown } from "./cpu-calibration.ts";

/**
 * The CPU slowdown (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`) of a round that is not
 * calibrated (the e2e spec): Lighthouse's default. The bench calibrates each round to the machine's speed.
 */
export const cpuSlowdown = 4;
/** How long one interaction may take to show its result before the measurement counts as failed. */
const resultTimeoutMs = 15_000;

export type Viewport = "phone" | "desktop";

/** The few DOM features the in-page code uses (typed here: the bench's project has no DOM library). */
interface PageElement {
  checkVisibility(options: { visibilityProperty: boolean }): boolean;
  getBoundingClientRect(): { x: number; y: number; width: number; height: number };
  matches(selector: string): boolean;
  hasAttribute(name: string): boolean;
  scrollIntoView(options: { block: "center" }): void;
  blur(): void;
}
export interface PageWindow {
  document: {
    querySelectorAll(selector: string): ArrayLike<PageElement>;
    querySelector(selector: string): PageElement | null;
    activeElement: PageElement | null;
    body: { getAttribute(name: string): string | null };
    getAnimations(): {
      finished: Promise<unknown>;
      effect: { getComputedTiming(): { endTime?: number | string } } | null;
    }[];
  };
  addEventListener(type: string, listener: (event: { timeStamp: number }) => void, options: object): void;
  removeEventListener(type: string, listener: (event: { timeStamp: number }) => void, options: object): void;
  requestAnimationFrame(callback: () => void): number;
  requestIdleCallback(callback: () => void, options?: { timeout: number }): number;
  performance: { now(): number };
  firstInput?: Promise<number | string>;
}

/** Browser context options of each viewport, as the e2e projects have them (playwright.config.ts). */
export const viewportOptions: Record<Viewport, BrowserContextOptions> = {
  phone: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/** One interaction the first-interaction budget names. */
export interface Interaction {
  name: string;
  viewport: Viewport;
  path: string;
  /** The islands that must be live for the "live" twin (besides every `load` and `idle` island). */
  islands: string[];
  /**
   * How the live twin's page brings those islands live without the interaction itself: each
   * element focused in turn (a visitor tabbing over it reaches for its island), then its island
   * awaited. None where `prepare` does it.
   */
  makeLive: { focus: string; island: string }[];
  /** What the visitor does before the measured input (not timed), e.g. opening the search box. */
  prepare?: (page: Page) => Promise<void>;
  /** The measured input: one tap, hover, click or key, sent as raw input (no actionability waits). */
  act: (page: Page) => Promise<void>;
  /** A CSS selector; the result is shown once an element matching it is rendered and visible. */
  shown: string;
  /** Undoes the result (not timed), so the repeat starts from the same state. */
  undo: (page: Page) => Promise<void>;
}

/** The centre of the first element matching `selector`, scrolled into view first. */
async function centre(page: Page, selector: string) {
  const box = await page
    .locator(selector)
    .first()
    .evaluate((node) => {
      const el = node as unknown as PageElement;
      el.scrollIntoView({ block: "center" });
      const r = el.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
  return box;
}

/** Resolves after two frames of the page: what a change scheduled has then been painted. */
const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const w = globalThis as unknown as PageWindow;
        w.requestAnimationFrame(() => w.requestAnimationFrame(() => resolve()));
      }),
  );

/** Resolves once no element matching `selector` is visible (the page's own frames, no fixed wait). */
const hidden = (page: Page, selector: string) =>
  page.waitForFunction(
    (sel) =>
      !Array.from((globalThis as unknown as PageWindow).document.querySelectorAll(sel)).some((el) =>
        el.checkVisibility({ visibilityProperty: true }),
      ),
    selector,
    { timeout: resultTimeoutMs },
  );

const menuButton = 'header button[aria-controls="side-drawer"]';
/** The nav bar's home link: the first thing in the nav bar island a visitor tabs to. */
const brandLink = "header .brand";
const servicesButton = 'nav[aria-label="Main"] button[aria-controls="nav-menu-services"]';
/** The nav bar's search toggle: a label that focuses the box before the widget is live, a button after. */
const searchButton = 'header .search-toggle:not([aria-expanded="true"])';
const searchBox = 'header [role="combobox"]';
const signUpButton = "footer .newsletter-footer-form button[type=submit]";
const newsletterEmail = "footer .newsletter-footer-form input[type=email]";

export const interactions: Interaction[] = [
  {
    name: "menu button opens the drawer (phone)",
    viewport: "phone",
    path: "/",
    islands: ["side-drawer"],
    // The drawer's button is answered by the page's loader until React DOM has run, so the nav bar
    // goes first (its hydration runs React DOM), then the button reaches for the drawer's island.
    makeLive: [
      { focus: brandLink, island: "nav-bar" },
      { focus: menuButton, island: "side-drawer" },
    ],
    act: async (page) => {
      const { x, y } = await centre(page, menuButton);
      await page.touchscreen.tap(x, y);
    },
    shown: "dialog#side-drawer[open]",
    undo: async (page) => {
      await page.keyboard.press("Escape");
      await hidden(page, "dialog#side-drawer[open]");
    },
  },
  {
    name: "nav dropdown opens (desktop)",
    viewport: "desktop",
    path: "/",
    islands: ["nav-bar"],
    makeLive: [{ focus: brandLink, island: "nav-bar" }],
    act: async (page) => {
      const { x, y } = await centre(page, servicesButton);
      await page.mouse.move(x, y);
    },
    shown: "#nav-menu-services",
    undo: async (page) => {
      await page.mouse.move(640, 700);
      await hidden(page, "#nav-menu-services");
    },
  },
  {
    name: "first typed letter shows completions (desktop)",
    viewport: "desktop",
    path: "/",
    islands: ["search-widget"],
    makeLive: [],
    // Opening the box hydrates the widget (the press on its toggle reaches for it); the visitor
    // types once it is open and the page has settled (an idle period), as in the live twin.
    prepare: async (page) => {
      const { x, y } = await centre(page, searchButton);
      await page.mouse.click(x, y);
      await page.waitForFunction(
        ({ box, ready }) => {
          const { document } = globalThis as unknown as PageWindow;
          return document.activeElement?.matches(box) === true && document.querySelector(ready) !== null;
        },
        { box: searchBox, ready: "header .search-widget[data-ready]" },
        { timeout: resultTimeoutMs },
      );
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            (globalThis as unknown as PageWindow).requestIdleCallback(() => resolve(), { timeout: 2000 }),
          ),
      );
    },
    act: (page) => page.keyboard.press("d"),
    shown: 'header [role="listbox"] [role="option"]',
    undo: async (page) => {
      await page.keyboard.press("Backspace");
      await hidden(page, 'header [role="listbox"] [role="option"]');
    },
  },
  {
    name: "newsletter Sign Up opens its modal (desktop)",
    viewport: "desktop",
    path: "/",
    islands: ["newsletter"],
    makeLive: [{ focus: newsletterEmail, island: "newsletter" }],
    // The visitor scrolls down to the footer, moves the pointer onto Sign Up once they see it (after
    // the frame that shows the button, not in the same task as the scroll), and presses it. The
    // latency runs from the press, as Interaction to Next Paint's does for a click: the pointer's
    // arrival before it (its hover) is not part of the press.
    prepare: async (page) => {
      const { x, y } = await centre(page, signUpButton);
      await frames(page);
      await page.mouse.move(x, y);
      await frames(page);
    },
    act: async (page) => {
      const { x, y } = await centre(page, signUpButton);
      await page.mouse.click(x, y);
    },
    shown: "dialog#newsletter-modal[open]",
    undo: async (page) => {
      await page.keyboard.press("Escape");
      await hidden(page, "dialog#newsletter-modal[open]");
    },
  },
];

/**
 * Arms the page: a capturing listener keeps the first input event's `timeStamp`, and a
 * `requestAnimationFrame` loop checks every frame whether the result is shown. The latency is the
 * time from that event to the frame callback that first sees the result (that frame paints it).
 */
function arm(page: Page, shown: string) {
  return page.evaluate(
    ({ sel, timeout }) => {
      const w = globalThis as unknown as PageWindow;
      let start: number | undefined;
      const types = ["pointerover", "pointerdown", "touchstart", "mousedown", "keydown"];
      const seen = (event: { timeStamp: number }) => {
        start ??= event.timeStamp;
      };
      for (const type of types) w.addEventListener(type, seen, { capture: true, passive: true });
      const armedAt = w.performance.now();
      w.firstInput = new Promise((resolve) => {
        const frame = () => {
          const now = w.performance.now();
          const visible =
            start !== undefined &&
            Array.from(w.document.querySelectorAll(sel)).some(
              (el) =>
                el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().height > 0,
            );
          if (visible || now - armedAt > timeout) {
            for (const type of types) w.removeEventListener(type, seen, { capture: true });
            if (visible && start !== undefined) resolve(now - start);
            else
              resolve(
                start === undefined
                  ? "no input event reached the page"
                  : `no ${sel} shown within ${timeout / 1000} s`,
              );
            return;
          }
          w.requestAnimationFrame(frame);
        };
        w.requestAnimationFrame(frame);
      });
    },
    { sel: shown, timeout: resultTimeoutMs },
  );
}

/** Arms the page, sends the input, and returns the latency in ms (rounded to 0.1 ms). */
async function timed(page: Page, interaction: Interaction): Promise<number> {
  await arm(page, interaction.shown);
  const url = page.url();
  await interaction.act(page);
  const result = await page
    .evaluate(() => (globalThis as unknown as PageWindow).firstInput ?? "the page was not armed")
    .catch(async (error: unknown) => {
      // A plain form's submit (the no-script path) navigates away instead of showing the result.
      // The context goes before the new URL is committed: wait for that (bounded), then say where it went.
      await page.waitForURL((next) => next.href !== url, { timeout: 5000 }).catch(() => undefined);
      if (page.url() !== url) return `the page navigated to ${new URL(page.url()).pathname} instead`;
      throw error;
    });
  if (typeof result === "string") throw new Error(`${interaction.name}: ${result}`);
  return Math.round(result * 10) / 10;
}

/** Waits until every `load`/`idle` island and the interaction's own islands are live, then for an idle period. */
async function liveAndIdle(page: Page, islands: string[]) {
  await page.waitForFunction(
    ({ body, island, live, names }) => {
      const { document } = globalThis as unknown as PageWindow;
      return (
        document.body.getAttribute(body) === "true" &&
        names.every((name) => document.querySelector(`[${island}="${name}"]`)?.hasAttribute(live))
      );
    },
    { body: bodyReadyAttr, island: islandAttr, live: liveAttr, names: islands },
    { timeout: resultTimeoutMs },
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const w = globalThis as unknown as PageWindow;
        w.requestIdleCallback(() => w.requestIdleCallback(resolve), { timeout: 5000 });
      }),
  );
}

export interface InteractionRound {
  /** The first interaction right after a cold load, before the islands are live, in ms. */
  first: number;
  /**
   * The live twin: the same interaction, also the page's first, on a cold load of its own whose
   * islands were brought live (`makeLive`) and which is idle, in ms. The browser's caches (styles,
   * text shaping) are as cold as for `first`, so the ratio is what answering before the islands are
   * live costs (decision 0066).
   */
  live: number;
  /** The same interaction done again on the first page once it is live (warm caches), in ms: context. */
  repeat: number;
  /** The CPU slowdown of the round. */
  slowdown: number;
}

/** A bench round: its latencies, or why it measured none. */
export type BenchRound = InteractionRound | { error: string; slowdown: number };

/** Loads `base + path` into `page` at CPU slowdown `slowdown`. */
async function load(page: Page, base: string, interaction: Interaction, slowdown: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await page.goto(`${base}${interaction.path}`, { waitUntil: "load" });
  // Set again once loaded, in case the navigation (cross-origin isolated) moved the page to a new renderer.
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
}

/**
 * On `page` (a fresh context, so a cold cache) at CPU slowdown `slowdown`: the interaction as soon
 * as `base + path` has loaded, then, once undone, again when the page is live (`repeat`).
 */
export async function measureRound(
  page: Page,
  base: string,
  interaction: Interaction,
  slowdown = cpuSlowdown,
): Promise<{ first: number; repeat: number }> {
  await load(page, base, interaction, slowdown);
  await interaction.prepare?.(page);
  const first = await timed(page, interaction);
  await interaction.undo(page);
  await liveAndIdle(page, interaction.islands);
  return { first, repeat: await timed(page, interaction) };
}

/**
 * The live twin on `page` (a fresh context): loads the page, brings the interaction's islands live
 * by focus alone (`makeLive`), waits for an idle page, and times the interaction's first time there.
 */
export async function measureLive(
  page: Page,
  base: string,
  interaction: Interaction,
  slowdown = cpuSlowdown,
) {
  await load(page, base, interaction, slowdown);
  for (const { focus, island } of interaction.makeLive) {
    await page.focus(focus);
    await liveAndIdle(page, [island]);
  }
  await page.evaluate(() => (globalThis as unknown as PageWindow).document.activeElement?.blur());
  await interaction.prepare?.(page);
  await liveAndIdle(page, interaction.islands);
  return timed(page, interaction);
}

/** Runs `measure` on a page of a fresh browser context (a cold cache) with `interaction`'s viewport. */
async function inFreshContext<T>(
  browser: Browser,
  interaction: Interaction,
  measure: (page: Page) => Promise<T>,
) {
  const context = await browser.newContext(viewportOptions[interaction.viewport]);
  try {
    return await measure(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * `rounds` rounds of each interaction, interactions taken in turn; each round takes the first
 * interaction (and its repeat) and the live twin, each on a cold load in a fresh browser context,
 * at the CPU slowdown that makes the machine of that moment stand for the benchmarks' phone
 * (cpu-calibration.ts).
 */
export async function measureInteractions(browser: Browser, base: string, rounds: number) {
  const samples = interactions.map(() => [] as BenchRound[]);
  for (let round = 0; round < rounds; round++)
    for (const [i, interaction] of interactions.entries()) {
      const { slowdown } = await currentSlowdown(browser);
      const measure = async (): Promise<InteractionRound> => {
        const { first, repeat } = await inFreshContext(browser, interaction, (page) =>
          measureRound(page, base, interaction, slowdown),
        );
        const live = await inFreshContext(browser, interaction, (page) =>
          measureLive(page, base, interaction, slowdown),
        );
        return { first, live, repeat, slowdown };
      };
      samples[i]!.push(
        await measure().catch((error: unknown) => ({
          error: (error instanceof Error ? error.message : String(error)).split("\n")[0]!,
          slowdown,
        })),
      );
    }
  return interactions.map((interaction, i) => ({ interaction, rounds: samples[i]! }));
}
