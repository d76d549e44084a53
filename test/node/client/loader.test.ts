/** @module The page's loader as the build inlines it (client/loader/, bundled by client/build-loader.ts), run in a JSDOM page: starting the client, early input, held submits. JSDOM has no `showModal()`: the dialogs are tested in Chromium (test/e2e/chrome/side-drawer.spec.ts, newsletter.spec.ts, drawer-hydration.spec.ts). */

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";
import { JSDOM, VirtualConsole } from "jsdom";
import { buildLoader } from "../../../client/build-loader.ts";
import type {} from "../../../client/global.d.ts";
import { earlyInputKey, earlyInputLimit } from "../../../shared/contract/islands.ts";

const urls = { entry: "/assets/entry-T3ST.js", preload: ["/assets/chunk-A1.js", "/assets/react-dom-B2.js"] };
let loader = "";
before(async () => {
  loader = await buildLoader(urls);
});

/** A page like the site's: a link, and a contact form in an island. */
const body = `
<header><a href="/services" id="first-link">Services</a></header>
<main><div data-island="contact-form" data-hydrate="interaction">
  <form id="contact" action="/contact" method="post"><input name="name"><button type="submit" id="send">Send</button></form>
</div></main>`;

/**
 * Loads the page with the loader inlined, as the worker renders it. Submissions that would leave the
 * page (JSDOM does not navigate) are counted; any other error JSDOM reports fails the test.
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
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body>${body}<script>${loader}</script></body></html>`,
    { url: "https://clinic.test/", runScripts: "dangerously", pretendToBeVisual: true, virtualConsole },
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
  /** Resolves with the next submit event once every listener has seen it. */
  const nextSubmit = () =>
    new Promise<SubmitEvent>((resolve) =>
      window.addEventListener("submit", (event) => resolve(event as SubmitEvent), { once: true }),
    );
  /** Resolves after the next frame and the task after it (when the loader starts the entry). */
  const afterFrame = () =>
    new Promise<void>((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve)));
  const entryScripts = () => document.querySelectorAll("script[type='module']");
  return {
    window,
    document,
    byId,
    island,
    early,
    click,
    nextSubmit,
    afterFrame,
    entryScripts,
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

  test("holds a submit in an island without a root, and submits it again, with its button, once the island is live", async () => {
    const p = page();
    const island = p.island("contact-form");
    p.byId("send").click();
    assert.deepEqual([...p.early().held()], [island]);
    assert.deepEqual(p.navigations, []);
    const again = p.nextSubmit();
    p.early().rooted.add(island);
    island.setAttribute("data-live", "");
    const replayed = await again;
    assert.equal(replayed.target, p.byId("contact"));
    assert.equal(replayed.submitter, p.byId("send"));
    assert.deepEqual([...p.early().held()], []);
    // Nothing handled it here (React would): the browser would submit it.
    assert.deepEqual(p.navigations, ["submit"]);
  });

  test("lets a held form submit natively once its island's code failed", async () => {
    const p = page();
    const island = p.island("contact-form");
    p.byId("send").click();
    const again = p.nextSubmit();
    p.early().fail(island);
    const replayed = await again;
    assert.equal(replayed.defaultPrevented, false);
    assert.deepEqual(p.navigations, ["submit"]);
    assert.deepEqual([...p.early().held()], []);
  });

  test("lets held forms submit natively when the entry fails to load, and holds nothing after", async () => {
    const p = page();
    p.byId("send").click();
    await p.afterFrame();
    const script = p.entryScripts()[0];
    assert.ok(script);
    const again = p.nextSubmit();
    script.dispatchEvent(new p.window.Event("error"));
    await again;
    assert.deepEqual(p.navigations, ["submit"]);
    p.byId("send").click();
    assert.deepEqual(p.navigations, ["submit", "submit"], "a later submit goes the no-script way at once");
  });

  test("does not hold a submit in an island that has a root: React handles it", () => {
    const p = page();
    p.early().rooted.add(p.island("contact-form"));
    p.byId("send").click();
    assert.deepEqual(p.navigations, ["submit"]);
    assert.deepEqual([...p.early().held()], []);
  });
});
