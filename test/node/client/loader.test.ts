/** @module The page's loader as the build inlines it (client/loader/, bundled by client/build-loader.ts), run in a JSDOM page. */

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";
import { JSDOM, VirtualConsole } from "jsdom";
import { buildLoader } from "../../../client/build-loader.ts";
import type {} from "../../../client/global.d.ts";
import { earlyInputKey, earlyInputLimit } from "../../../shared/islands/contract.ts";
import { earlyLockAttr, lockedClass } from "../../../shared/lib/scroll-lock.ts";

const urls = { entry: "/assets/entry-T3ST.js", preload: ["/assets/chunk-A1.js", "/assets/react-dom-B2.js"] };
let loader = "";
before(async () => {
  loader = await buildLoader(urls);
});

/** A page like the site's: the menu button and drawer, the footer's newsletter form and its early modal, a contact form. */
const body = `
<header><div data-island="nav-bar" data-hydrate="load">
  <button type="button" id="menu" data-early-toggle aria-controls="side-drawer" aria-expanded="false">Menu</button>
</div></header>
<div data-island="side-drawer" data-hydrate="interaction">
  <div id="side-drawer" inert>
    <button type="button" id="backdrop" tabindex="-1" aria-hidden="true" data-early-close></button>
    <div role="dialog" aria-label="Menu">
      <button type="button" id="drawer-close" data-early-close>Close menu</button>
      <a href="/services" id="first-link">Services</a>
      <a href="/contact" id="last-link">Contact</a>
    </div>
  </div>
</div>
<main><div data-island="contact-form" data-hydrate="interaction">
  <form id="contact" action="/contact" method="post"><input name="name"><button type="submit" id="send">Send</button></form>
</div></main>
<footer><div data-island="newsletter" data-hydrate="visible">
  <form id="newsletter" action="/contact" method="post" data-early-template="newsletter-early">
    <input id="footer-email" name="email"><button type="submit" id="sign-up" name="intent" value="sign-up">Sign Up</button>
  </form>
  <template id="newsletter-early"><div class="modal" data-modal="newsletter" data-early-modal data-early-style="width: 40rem">
    <div class="modal-backdrop" id="modal-backdrop" data-early-close></div>
    <div role="dialog" class="modal-window" data-early-style="height: 20rem">
      <button type="button" id="modal-close" data-early-close>Close</button>
      <p id="prompt" data-filled-text="Is this your email?">Your email</p>
      <form id="modal-form"><input id="modal-email" data-value-from="footer-email" data-autofocus>
      <button type="submit" id="modal-sign-up" aria-disabled="true">Sign Up</button></form>
    </div>
  </div></template>
</div></footer>
<div id="teleport-target"></div>`;

/**
 * Loads the page with the loader inlined, as the worker renders it. Layout and scrolling are faked
 * where JSDOM has none: every element not under `[hidden]` has a box, the page is scrolled to 300,
 * and `scrollTo` is recorded. Submissions that would leave the page (JSDOM does not navigate) are
 * counted; any other error JSDOM reports fails the test.
 */
function page() {
  const virtualConsole = new VirtualConsole();
  const navigations: string[] = [];
  const errors: unknown[] = [];
  virtualConsole.on("jsdomError", (error) => {
    if (error.message === "Not implemented: HTMLFormElement.prototype.requestSubmit")
      navigations.push("submit");
    else errors.push(error);
  });
  const scrolls: number[] = [];
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body>${body}<script>${loader}</script></body></html>`,
    {
      url: "https://clinic.test/",
      runScripts: "dangerously",
      pretendToBeVisual: true,
      virtualConsole,
      beforeParse(window) {
        Object.defineProperty(window.Element.prototype, "getClientRects", {
          value(this: Element) {
            return this.closest("[hidden]") ? [] : [{}];
          },
        });
        Object.defineProperty(window, "scrollY", { value: 300 });
        Object.defineProperty(window, "scrollTo", {
          value: (_x: number, y: number) => {
            scrolls.push(y);
          },
        });
      },
    },
  );
  const { window } = dom;
  const { document } = window;
  const byId = <T extends HTMLElement = HTMLElement>(id: string) => {
    const el = document.getElementById(id);
    assert.ok(el, `#${id} is in the page`);
    return el as T;
  };
  const island = (name: string) => {
    const el = document.querySelector(`[data-island="${name}"]`);
    assert.ok(el, `the ${name} island is in the page`);
    return el;
  };
  const early = () => {
    const input = window[earlyInputKey];
    assert.ok(input, "the loader set window.__earlyInput");
    return input;
  };
  /** Dispatches a click on `el` as a pointer's would be (bubbling, cancelable); returns it. */
  const click = (el: Element) => {
    const event = new window.MouseEvent("click", { bubbles: true, cancelable: true });
    el.dispatchEvent(event);
    return event;
  };
  /** Dispatches a key press where the focus is (or on the body); returns it. */
  const key = (key: string, shiftKey = false) => {
    const event = new window.KeyboardEvent("keydown", { key, shiftKey, bubbles: true, cancelable: true });
    (document.activeElement ?? document.body).dispatchEvent(event);
    return event;
  };
  /** Resolves with the next submit event once every listener has seen it. */
  const nextSubmit = () =>
    new Promise<SubmitEvent>((resolve) =>
      window.addEventListener("submit", (event) => resolve(event as SubmitEvent), { once: true }),
    );
  /** Resolves after the next frame and the task after it (when the loader starts the entry). */
  const afterFrame = () =>
    new Promise<void>((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve)));
  const locked = () => document.documentElement.classList.contains(lockedClass);
  const entryScripts = () => document.querySelectorAll("script[type='module']");
  return {
    window,
    document,
    byId,
    island,
    early,
    click,
    key,
    nextSubmit,
    afterFrame,
    locked,
    entryScripts,
    scrolls,
    navigations,
    errors,
  };
}

describe("the inlined loader", () => {
  test("has no nonce to read or set, and nothing that would end its <script> early", () => {
    assert.doesNotMatch(loader, /nonce/i);
    assert.doesNotMatch(loader, /<\/script|<!--/i);
    assert.ok(loader.includes(JSON.stringify(urls.entry)), "the entry URL is written in");
  });

  test("adds the entry module after the first frame and its modulepreloads one task each, once, and without a nonce", async () => {
    const p = page();
    assert.equal(p.entryScripts().length, 0, "nothing is added before the first frame");
    const preloads = () => [
      ...p.document.head.querySelectorAll<HTMLLinkElement>("link[rel='modulepreload']"),
    ];
    await p.afterFrame();
    assert.equal(p.entryScripts().length, 1, "the entry is added after the first frame");
    // One request started per task: the task that added the entry added at most one preload.
    const seen = [preloads().length];
    while (seen.at(-1)! < urls.preload.length) {
      await new Promise((resolve) => p.window.setTimeout(resolve));
      seen.push(preloads().length);
      assert.ok(
        seen.length <= urls.preload.length + 1,
        `every preload is added (added so far: ${seen.join(", ")})`,
      );
    }
    for (const [i, n] of seen.entries())
      assert.ok(n <= i + 1, `at most one preload per task (${seen.join(", ")})`);
    const links = preloads();
    assert.deepEqual(
      links.map((l) => l.getAttribute("href")),
      urls.preload,
    );
    const scripts = [...p.entryScripts()];
    assert.deepEqual(
      scripts.map((s) => s.getAttribute("src")),
      [urls.entry],
    );
    assert.equal(scripts[0]?.parentElement, p.document.body);
    for (const el of [...links, ...scripts]) assert.equal(el.hasAttribute("nonce"), false);
    p.click(p.document.body);
    await p.afterFrame();
    assert.equal(p.entryScripts().length, 1, "the entry is added once");
    assert.deepEqual(p.errors, []);
  });

  test("starts the entry at the first input, without waiting for the first frame", () => {
    const p = page();
    p.document.body.dispatchEvent(new p.window.Event("pointerover", { bubbles: true }));
    assert.equal(p.entryScripts().length, 1);
  });

  test(`keeps the first ${earlyInputLimit} early events for the client, and stops when the client takes them`, () => {
    const p = page();
    const target = p.byId("first-link");
    const sent = Array.from({ length: earlyInputLimit + 6 }, (_, i) => {
      const event = new p.window.Event(i % 2 ? "pointerdown" : "pointerover", { bubbles: true });
      target.dispatchEvent(event);
      return event;
    });
    const focus = new p.window.FocusEvent("focusin", { bubbles: true });
    const input = p.early();
    // The array is the page's (another realm): compared element by element.
    assert.deepEqual([...input.events], sent.slice(0, earlyInputLimit));
    input.events.length = 0;
    target.dispatchEvent(focus);
    assert.deepEqual([...input.events], [focus], "input is still recorded below the limit");
    input.stop();
    target.dispatchEvent(new p.window.Event("pointerdown", { bubbles: true }));
    assert.deepEqual([...input.events], [focus], "nothing is recorded after stop");
  });

  test("opens the drawer early from the menu button and closes it with Escape, its close button or its backdrop", () => {
    const p = page();
    const menu = p.byId("menu");
    const drawer = p.byId("side-drawer");
    const isOpen = () => p.island("side-drawer").hasAttribute("data-early-open");

    const open = p.click(menu);
    assert.equal(isOpen(), true);
    assert.equal(drawer.hasAttribute("inert"), false);
    assert.equal(menu.getAttribute("aria-expanded"), "true");
    assert.equal(
      p.document.activeElement,
      p.byId("drawer-close"),
      "focus moves to the first close button in the Tab order",
    );
    assert.equal(p.early().handled.has(open), true, "the client will not replay the click");
    assert.equal(p.early().events.includes(open), true);

    p.key("Escape");
    assert.equal(isOpen(), false);
    assert.equal(drawer.hasAttribute("inert"), true);
    assert.equal(menu.getAttribute("aria-expanded"), "false");
    assert.equal(p.document.activeElement, menu, "focus returns to the menu button");

    p.click(menu);
    const close = p.click(p.byId("drawer-close"));
    assert.equal(isOpen(), false);
    assert.equal(p.early().handled.has(close), true);

    p.click(menu);
    p.click(p.byId("backdrop"));
    assert.equal(isOpen(), false);

    p.click(menu);
    p.click(menu);
    assert.equal(isOpen(), false, "the menu button toggles");
    assert.deepEqual(p.errors, []);
  });

  test("keeps Tab and Shift+Tab inside the early drawer, leaving out its backdrop", () => {
    const p = page();
    p.click(p.byId("menu"));
    const last = p.byId("last-link");
    last.focus();
    const tab = p.key("Tab");
    assert.equal(tab.defaultPrevented, true);
    assert.equal(p.document.activeElement, p.byId("drawer-close"), "Tab from the last wraps to the first");
    p.key("Tab", true);
    assert.equal(p.document.activeElement, last, "Shift+Tab from the first wraps to the last");
    p.key("Tab", true);
    assert.equal(p.document.activeElement, p.byId("first-link"));
    p.byId("sign-up").focus();
    p.key("Tab");
    assert.equal(p.document.activeElement, p.byId("drawer-close"), "focus outside comes back in");
  });

  test("leaves the drawer to its island once the island has a root", () => {
    const p = page();
    p.island("side-drawer").setAttribute("data-rooted", "");
    const menu = p.byId("menu");
    const event = p.click(menu);
    assert.equal(p.island("side-drawer").hasAttribute("data-early-open"), false);
    assert.equal(menu.getAttribute("aria-expanded"), "false");
    assert.equal(p.early().handled.has(event), false, "the client replays it");
    const tab = p.key("Tab");
    assert.equal(tab.defaultPrevented, false, "no trap without an early drawer");
  });

  test("locks the page's scroll while the early drawer is open and returns to where it was", () => {
    const p = page();
    const root = p.document.documentElement;
    p.click(p.byId("menu"));
    assert.equal(p.locked(), true);
    assert.equal(root.getAttribute(earlyLockAttr), "300");
    p.key("Escape");
    assert.equal(p.locked(), false);
    assert.equal(root.hasAttribute(earlyLockAttr), false);
    assert.deepEqual(p.scrolls, [300]);
  });

  test("leaves the scroll lock to the island that took it over", () => {
    const p = page();
    const root = p.document.documentElement;
    p.click(p.byId("menu"));
    // What the drawer island does when it goes live: lockScroll takes the lock, then it owns the state.
    root.removeAttribute(earlyLockAttr);
    p.island("side-drawer").removeAttribute("data-early-open");
    p.key("Escape");
    assert.equal(p.locked(), true, "the island's lock stays");
    assert.deepEqual(p.scrolls, []);
  });

  test("does not lock a page an island has locked already, nor unlock it", () => {
    const p = page();
    const root = p.document.documentElement;
    root.classList.add(lockedClass);
    p.click(p.byId("menu"));
    assert.equal(root.hasAttribute(earlyLockAttr), false);
    p.key("Escape");
    assert.equal(p.locked(), true);
    assert.deepEqual(p.scrolls, []);
  });

  test("holds a Sign Up submitted before the island has a root and shows the early modal with the email copied", () => {
    const p = page();
    p.byId<HTMLInputElement>("footer-email").value = "ana@example.org";
    let prevented: boolean | null = null;
    p.window.addEventListener("submit", (event) => {
      prevented = event.defaultPrevented;
    });
    p.byId("sign-up").click();
    assert.equal(prevented, true, "the submit is held");
    assert.deepEqual(p.navigations, [], "the page stays");
    assert.equal(p.island("newsletter").hasAttribute("data-held"), true);
    const modal = p.document.querySelector<HTMLElement>("#teleport-target > [data-early-modal]");
    assert.ok(modal, "the early modal is shown in the teleport target");
    assert.equal(modal.style.width, "40rem");
    assert.equal(p.byId("modal-email").closest(".modal-window")?.getAttribute("style"), "height: 20rem;");
    assert.equal(p.byId<HTMLInputElement>("modal-email").value, "ana@example.org");
    assert.equal(p.byId("prompt").textContent, "Is this your email?");
    assert.equal(p.document.activeElement, p.byId("modal-email"));
    assert.equal(p.locked(), true);

    p.byId("sign-up").click();
    assert.equal(p.document.querySelectorAll("[data-early-modal]").length, 1, "one modal at a time");
    p.byId("modal-sign-up").click();
    assert.deepEqual(p.navigations, [], "the early modal's own form never leaves the page");
  });

  test("locks the page before the early modal goes in, and focuses it without scrolling", () => {
    const p = page();
    const target = p.byId("teleport-target");
    const lockedWhenAppended: boolean[] = [];
    const append = target.append.bind(target);
    target.append = (...nodes) => {
      lockedWhenAppended.push(p.locked());
      append(...nodes);
    };
    const focusOptions: (FocusOptions | undefined)[] = [];
    const focus = p.window.HTMLElement.prototype.focus;
    p.window.HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
      focusOptions.push(options);
      focus.call(this, options);
    };
    p.byId("sign-up").click();
    assert.deepEqual(
      lockedWhenAppended,
      [true],
      "the lock came first (one restyle, a clean read of the scroll)",
    );
    assert.deepEqual(
      focusOptions.map((o) => JSON.stringify(o)),
      [JSON.stringify({ preventScroll: true })],
    );
    assert.equal(p.document.activeElement, p.byId("modal-email"));
  });

  test("builds the early modal while Sign Up's click effect plays, hidden, and shows that one when the submit comes", async () => {
    const p = page();
    p.byId<HTMLInputElement>("footer-email").value = "ana@example.org";
    // The click effect (client/effects/button-effects.ts) holds the first click and clicks again once it has played.
    const effect = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
    };
    p.window.addEventListener("click", effect, { capture: true, once: true });
    p.byId("sign-up").click();
    assert.equal(
      p.document.querySelector("[data-early-modal]"),
      null,
      "nothing is built before the effect's frame",
    );
    await p.afterFrame();
    const ahead = p.document.querySelector<HTMLElement>("#teleport-target > [data-early-modal]");
    assert.ok(ahead, "the modal is built in the teleport target");
    assert.equal(ahead.hasAttribute("data-early-prepared"), true, "hidden until the submit comes");
    assert.equal(ahead.style.width, "40rem");
    assert.equal(p.byId<HTMLInputElement>("modal-email").value, "ana@example.org");
    assert.equal(p.locked(), false, "the page still scrolls");
    assert.notEqual(p.document.activeElement, p.byId("modal-email"));

    p.byId<HTMLInputElement>("footer-email").value = "ana.maria@example.org";
    p.byId("sign-up").click(); // the effect's own click, once it has played
    assert.equal(p.document.querySelectorAll("[data-early-modal]").length, 1);
    assert.equal(
      p.document.querySelector("[data-early-modal]"),
      ahead,
      "the modal built ahead is the one shown",
    );
    assert.equal(ahead.hasAttribute("data-early-prepared"), false);
    assert.equal(
      p.byId<HTMLInputElement>("modal-email").value,
      "ana.maria@example.org",
      "with the email as it is now",
    );
    assert.equal(p.document.activeElement, p.byId("modal-email"));
    assert.equal(p.locked(), true);
    await p.afterFrame();
    assert.equal(p.document.querySelectorAll("[data-early-modal]").length, 1, "nothing more is built");
  });

  test("builds nothing ahead when the submit comes with the click (no effect), nor after the modal closed", async () => {
    const p = page();
    p.byId("sign-up").click();
    assert.equal(p.document.querySelectorAll("[data-early-modal]").length, 1);
    p.key("Escape");
    await p.afterFrame();
    assert.equal(p.document.querySelector("[data-early-modal]"), null);
  });

  test("takes a modal built ahead out again when its submit never comes", async () => {
    const p = page();
    const later: (() => void)[] = [];
    const setTimeout = p.window.setTimeout.bind(p.window);
    p.window.setTimeout = ((run: () => void, ms?: number) => {
      if ((ms ?? 0) >= 1000) later.push(run);
      else return setTimeout(run, ms);
    }) as typeof p.window.setTimeout;
    p.window.addEventListener("click", (event) => event.preventDefault(), { capture: true, once: true });
    p.byId("sign-up").click();
    await p.afterFrame();
    assert.ok(p.document.querySelector("[data-early-prepared]"), "built ahead");
    assert.equal(later.length, 1, "with a time limit");
    later[0]!();
    assert.equal(p.document.querySelector("[data-early-modal]"), null, "taken out");
    assert.equal(p.island("newsletter").hasAttribute("data-held"), false, "nothing was held");
  });

  test("builds nothing ahead for a Sign Up whose island has a root", async () => {
    const p = page();
    p.island("newsletter").setAttribute("data-rooted", "");
    p.window.addEventListener("click", (event) => event.preventDefault(), { capture: true, once: true });
    p.byId("sign-up").click();
    await p.afterFrame();
    assert.equal(p.document.querySelector("[data-early-modal]"), null);
  });

  test("shows the early modal's own text when there is no email to copy", () => {
    const p = page();
    p.byId("sign-up").click();
    assert.equal(p.byId<HTMLInputElement>("modal-email").value, "");
    assert.equal(p.byId("prompt").textContent, "Your email");
  });

  test("keeps Tab inside the early modal; Escape closes it, drops the held submit and gives the focus back", async () => {
    const p = page();
    const signUp = p.byId("sign-up");
    signUp.click();
    p.byId("modal-sign-up").focus();
    p.key("Tab");
    assert.equal(p.document.activeElement, p.byId("modal-close"));
    p.key("Escape");
    assert.equal(p.document.querySelector("[data-early-modal]"), null);
    assert.equal(p.locked(), false);
    assert.equal(p.island("newsletter").hasAttribute("data-held"), false);
    assert.equal(p.document.activeElement, signUp);
    let submitted = false;
    p.window.addEventListener("submit", () => {
      submitted = true;
    });
    const island = p.island("newsletter");
    island.setAttribute("data-rooted", "");
    island.setAttribute("data-live", "");
    await p.afterFrame();
    assert.equal(submitted, false, "a dropped submit is not replayed");
  });

  test("closes the early modal from its close button or backdrop", () => {
    const p = page();
    p.byId("sign-up").click();
    const close = p.click(p.byId("modal-close"));
    assert.equal(p.document.querySelector("[data-early-modal]"), null);
    assert.equal(p.early().handled.has(close), true);
    p.byId("sign-up").click();
    p.click(p.byId("modal-backdrop"));
    assert.equal(p.document.querySelector("[data-early-modal]"), null);
  });

  test("submits a held form again, with its button, once the island is live", async () => {
    const p = page();
    const island = p.island("contact-form");
    p.byId("send").click();
    assert.equal(island.hasAttribute("data-held"), true);
    assert.deepEqual(p.navigations, []);
    const again = p.nextSubmit();
    island.setAttribute("data-rooted", "");
    island.setAttribute("data-live", "");
    const replayed = await again;
    assert.equal(replayed.target, p.byId("contact"));
    assert.equal(replayed.submitter, p.byId("send"));
    assert.equal(island.hasAttribute("data-held"), false);
    // Nothing handled it here (React would): the browser would submit it.
    assert.deepEqual(p.navigations, ["submit"]);
  });

  test("lets a held form submit natively once its island is marked failed", async () => {
    const p = page();
    const island = p.island("contact-form");
    p.byId("send").click();
    const again = p.nextSubmit();
    island.setAttribute("data-failed", "");
    const replayed = await again;
    assert.equal(replayed.defaultPrevented, false);
    assert.deepEqual(p.navigations, ["submit"]);
    assert.equal(island.hasAttribute("data-held"), false);
  });

  test("lets held forms submit natively when the entry fails to load, and holds nothing after", async () => {
    const p = page();
    p.byId("send").click();
    await p.afterFrame();
    const script = p.entryScripts()[0];
    assert.ok(script);
    const again = p.nextSubmit();
    script.dispatchEvent(new p.window.Event("error"));
    assert.equal(p.island("contact-form").hasAttribute("data-failed"), true);
    await again;
    assert.deepEqual(p.navigations, ["submit"]);
    p.byId("sign-up").click();
    assert.deepEqual(p.navigations, ["submit", "submit"], "a later submit goes the no-script way at once");
    assert.equal(p.document.querySelector("[data-early-modal]"), null);
  });

  test("does not hold a submit in an island that has a root: React handles it", () => {
    const p = page();
    p.island("contact-form").setAttribute("data-rooted", "");
    p.byId("send").click();
    assert.deepEqual(p.navigations, ["submit"]);
    assert.equal(p.island("contact-form").hasAttribute("data-held"), false);
  });
});
