/** @module The drawer hydrates only when the visitor reaches for it; its code is already there by then. */
import type { Page } from "@playwright/test";
import { islandLive } from "../a11y/island-ready.ts";
import {
  animationsDone,
  expect,
  expectTabWrapsInDrawer,
  holdScripts,
  hydrated,
  nextFrames,
  test,
  wheelScroll,
} from "../fixtures.ts";

/** Whether the client has marked the drawer live. */
const drawerHydrated = (page: Page) => islandLive(page, "side-drawer");

/** Whether the drawer's island chunk has been fetched. */
const drawerCodeFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .some((entry) => /\/assets\/side-drawer-[^/]+\.js$/.test(entry.name)),
  );

/** The page loaded and the client started, its islands' own code fetched at idle. */
async function loadIdle(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await expect.poll(() => drawerCodeFetched(page), { message: "drawer code fetched at idle" }).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test("on a phone the drawer stays server HTML until the menu button is reached, then opens live", {
  tag: "@phone",
}, async ({ page }) => {
  await loadIdle(page, "/");
  await expect.poll(() => drawerCodeFetched(page), { message: "drawer code fetched at idle" }).toBe(true);
  expect(await drawerHydrated(page)).toBe(false);
  // Scrolling the page is not reaching for the drawer.
  await page.mouse.wheel(0, 400);
  await page.getByRole("main").getByRole("heading", { level: 1 }).click();
  // Its code is already loaded, so a hydration started by these would be live a few frames later.
  await nextFrames(page, 4);
  expect(await drawerHydrated(page)).toBe(false);
  await page.getByRole("button", { name: "Menu", exact: true }).tap();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
  // The loader opened it; the tap hydrates the island inside once that has painted.
  await expect.poll(() => drawerHydrated(page), { message: "the tap hydrates the drawer" }).toBe(true);
  await expect(page.locator("#side-drawer")).toHaveAttribute("open", "");
});

test("on a phone the keyboard reaches the drawer through the menu button", { tag: "@phone" }, async ({
  page,
}) => {
  await loadIdle(page, "/");
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expect.poll(() => drawerHydrated(page), { message: "the press hydrates the drawer" }).toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  await expect(menu).toBeFocused();
});

test("on a desktop the hidden drawer is never hydrated by using the page", { tag: "@desktop" }, async ({
  page,
}) => {
  await loadIdle(page, "/");
  const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
  await services.click();
  await expect(services).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  await nextFrames(page, 4);
  expect(await drawerHydrated(page)).toBe(false);
});

test("on a phone the menu button opens the drawer before any of the site's scripts has run", {
  tag: "@phone",
}, async ({ page }) => {
  await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await menu.tap();
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
  // Its links are usable as they are (the drawer is no longer inert).
  expect(await drawer.evaluate((el) => el.closest("[inert]"))).toBeNull();
  expect(await drawerHydrated(page)).toBe(false);
  // Focus stays inside it, as in the live drawer.
  await expectTabWrapsInDrawer(page);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.tap();
  await drawer.getByRole("button", { name: "Close menu" }).tap();
  await expect(drawer).toBeHidden();
  await menu.tap();
  await drawer.getByRole("link", { name: "Primary Care", exact: true }).first().tap();
  await expect(page).toHaveURL(/\/services\/primary-care$/);
});

test("on a phone a drawer opened before the client ran stays open when it goes live, and closes as ever", {
  tag: "@phone",
}, async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await menu.tap();
  await expect(drawer).toBeVisible();
  // The page stays locked while the island goes live: the dialog is the loader's all along.
  await page.evaluate(() => {
    const root = document.documentElement;
    // Each record's old value is the class between two changes, however quickly they came.
    new MutationObserver((records) => {
      const states = [...records.map((r) => r.oldValue ?? ""), root.className];
      if (states.some((c) => !c.split(" ").includes("dialog-open"))) root.dataset.unlockedOnce = "";
    }).observe(root, { attributes: true, attributeFilter: ["class"], attributeOldValue: true });
  });
  release();
  // The tap reached the drawer, so it hydrates as soon as its code is there.
  await expect.poll(() => drawerHydrated(page), { message: "the drawer goes live" }).toBe(true);
  await expect(page.locator("#side-drawer")).toHaveAttribute("open", "");
  await expect(page.locator("html")).toHaveClass(/dialog-open/);
  await expect(page.locator("html")).not.toHaveAttribute("data-unlocked-once");
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await drawer.getByRole("button", { name: "Close menu" }).tap();
  await expect(drawer).toBeHidden();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
});

for (const path of ["/", "/locations/main-street", "/contact-us"]) {
  test(`a visitor who only reads ${path} costs no React render: no island hydrates`, async ({ page }) => {
    await loadIdle(page, path);
    // Every island's own code has been fetched and evaluated at idle by now.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
    );
    await nextFrames(page, 4);
    expect(await page.locator("[data-island][data-live]").count(), "islands React rendered").toBe(0);
  });
}

test("letters typed before the search widget is live show their completions once it is", {
  tag: "@desktop",
}, async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("banner").locator(".search-toggle").click();
  const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
  await expect(box).toBeFocused();
  await page.keyboard.type("de");
  release();
  await expect(page.getByRole("banner").getByRole("option").first()).toBeVisible();
  await expect(box).toHaveValue("de");
});

test("a keyboard user on the search button as the search widget comes alive keeps it, and Tab goes on", {
  tag: "@desktop",
}, async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const banner = page.getByRole("banner");
  await banner.getByRole("link", { name: "Patient Portal" }).focus();
  await page.keyboard.press("Tab");
  await expect(banner.getByRole("combobox", { name: "Search the site" })).toBeFocused();
  await page.keyboard.press("Tab");
  const submit = banner.getByRole("button", { name: "Search", exact: true });
  await expect(submit).toBeFocused();
  release();
  await expect(page.locator("[data-island='search-widget']")).toHaveAttribute("data-live", "");
  await expect(submit).toBeVisible();
  await expect(submit).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("main").getByRole("link").first()).toBeFocused();
});

test("a press on the search toggle that the widget comes alive under ends on the toggle and opens the box", {
  tag: "@desktop",
}, async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const toggle = page.getByRole("banner").locator(".search-toggle");
  const { x, y, width, height } = (await toggle.boundingBox())!;
  await page.mouse.move(x + width / 2, y + height / 2);
  await page.mouse.down();
  release();
  // The client starts and takes the press over; React DOM and the widget's code arrive under it.
  await hydrated(page);
  await expect
    .poll(() =>
      page.evaluate(() =>
        ["react-dom", "search-widget"].every((name) =>
          performance.getEntriesByType("resource").some((e) => e.name.includes(`/assets/${name}-`)),
        ),
      ),
    )
    .toBe(true);
  await nextFrames(page, 4);
  // No render is committed under the press: the toggle it began on is still the server's.
  expect(await islandLive(page, "search-widget"), "the widget waits for the press's end").toBe(false);
  await page.mouse.up();
  await expect(page.locator("[data-island='search-widget']")).toHaveAttribute("data-live", "");
  const input = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
  await expect(input).toBeFocused();
  await expect(page.getByRole("banner").getByRole("button", { name: "Close search" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
});

// Under a 30× CPU slowdown the hover's hydration spans many tasks, and a press can land in any of
// them: while the root renders (React hurries the hydration for the press, and the root suspends
// until it is over), or after the commit if the island's effects ran in a task of their own (they
// would meet the press halfway and keep the box shut; the entry runs them in the commit's task).
test.describe("the search toggle under a press during a hover's hydration", () => {
  test("a press that lands while a hover is hydrating the search widget ends on the toggle and opens the box", {
    tag: "@desktop",
  }, async ({ page }) => {
    test.setTimeout(120_000);
    const widget = page.locator("[data-island='search-widget']");
    const toggle = page.getByRole("banner").locator(".search-toggle");
    // The widget's root is made (React listens on it) from the moment the pointer came over. The
    // page says so to the test at once, through a binding: a check of the page's state waits for the
    // page's next frame or poll, which at this slowdown on a busy machine can come after the commit. What
    // the press begins on, and whether the widget was live then, is noted as the press begins.
    let onRooted = () => {};
    await page.exposeFunction("widgetRooted", () => onRooted());
    const watch = () =>
      page.evaluate(() => {
        const el = document.querySelector("[data-island='search-widget']") as HTMLElement;
        const listen = el.addEventListener.bind(el);
        el.addEventListener = (...args: Parameters<typeof listen>) => {
          if (!("rooted" in el.dataset)) (window as unknown as { widgetRooted: () => void }).widgetRooted();
          el.dataset.rooted = "";
          listen(...args);
        };
        const atPress = () => {
          el.dataset.atPress = `${el.hasAttribute("data-live")} ${el.querySelector(".search-toggle")?.tagName}`;
        };
        addEventListener("pointerdown", atPress, { capture: true, once: true });
      });
    // Slowed down, the hydration spans many tasks and the press lands inside it (the root is made,
    // nothing committed yet); tried again on a fresh page if it was quicker. On a busy machine (the
    // suite's other tests beside it) the test's own round trips are slow too, and the press came
    // after the commit ten times in a row: each try slows the page more, from 30× to 120×.
    const cdp = await page.context().newCDPSession(page);
    let landed = false;
    /** What each press began on ("<live> <toggle's tag>"), for the message when none landed. */
    const seen: (string | null)[] = [];
    for (let attempt = 0; attempt < 10 && !landed; attempt++) {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await page.goto("/");
      await hydrated(page);
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              performance.getEntriesByType("resource").some((e) => e.name.includes("/assets/search-widget-")),
            ),
          { message: "the widget's code is fetched at idle", timeout: 30_000 },
        )
        .toBe(true);
      // A root that never comes fails with its own message; the timer goes with the promise.
      const rooted = new Promise<void>((resolve, reject) => {
        const none = setTimeout(
          () => reject(new Error("the hover made no root for the search widget within 30 s")),
          30_000,
        );
        onRooted = () => {
          clearTimeout(none);
          resolve();
        };
      });
      await watch();
      const { x, y, width, height } = (await toggle.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: Math.min(30 * (attempt + 1), 120) });
      await page.mouse.move(x + width / 2, y + height / 2);
      await rooted;
      await page.mouse.down();
      seen.push(await widget.getAttribute("data-at-press"));
      landed = seen.at(-1) === "false LABEL";
      if (!landed) {
        await page.mouse.up();
        continue;
      }
      await nextFrames(page, 4);
      // No render is committed under the press: the toggle it began on is still the server's label.
      expect(await widget.evaluate((el) => el.querySelector(".search-toggle")?.tagName)).toBe("LABEL");
      expect(await islandLive(page, "search-widget"), "the widget waits for the press's end").toBe(false);
      await page.mouse.up();
    }
    expect(
      landed,
      `a press landed while the widget was hydrating (presses began on: ${seen.join(", ")})`,
    ).toBe(true);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await expect(widget).toHaveAttribute("data-live", "");
    await expect(page.getByRole("banner").getByRole("combobox", { name: "Search the site" })).toBeFocused();
    await expect(page.getByRole("banner").getByRole("button", { name: "Close search" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
});

test("on a phone a drawer opened before the client ran keeps Tab inside it once it is live", {
  tag: "@phone",
}, async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await page.getByRole("button", { name: "Menu", exact: true }).tap();
  await expect(drawer).toBeVisible();
  release();
  await expect.poll(() => drawerHydrated(page), { message: "the drawer goes live" }).toBe(true);
  await expect(page.locator("#side-drawer")).toHaveAttribute("open", "");
  await expectTabWrapsInDrawer(page);
  const close = drawer.getByRole("button", { name: "Close menu" });
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
});

test("a drawer opened before the client ran closes, and the page scrolls again, when the viewport grows past the breakpoint before it is live", {
  tag: "@phone",
}, async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Menu", exact: true }).tap();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/dialog-open/);
  await page.setViewportSize({ width: 1280, height: 800 });
  release();
  await expect.poll(() => drawerHydrated(page), { message: "the drawer goes live" }).toBe(true);
  await expect(page.locator("#side-drawer")).not.toHaveAttribute("open", "");
  await expect(page.locator("html")).not.toHaveClass(/dialog-open/);
  await wheelScroll(page, 600);
});

test("reaching for the search box starts reading its first letters before it is live", {
  tag: "@desktop",
}, async ({ page }) => {
  // React DOM is held, so the widget cannot hydrate: only what the island does at the reach runs.
  const release = await holdScripts(page, "**/assets/react-dom-*.js");
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await hydrated(page);
  const read = page.waitForRequest((request) => request.url().includes("/api/search/first-letters"));
  await page.getByRole("banner").locator(".search-toggle").hover();
  await read;
  expect(
    await page.locator('[data-island="search-widget"][data-live]').count(),
    "the widget is not live",
  ).toBe(0);
  release();
  await expect(page.locator('[data-island="search-widget"]')).toHaveAttribute("data-live", "");
});

test("once the drawer is live its search box is in place while closed, and opening it changes nothing inside", {
  tag: "@phone",
}, async ({ page }) => {
  await loadIdle(page, "/");
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  // Focus reaches for the islands without opening the drawer: the nav bar's first (its hydration runs
  // React DOM; until then the loader answers the menu button), then the drawer's, with the search
  // widget that fills its slot.
  await page.locator("header .brand").focus();
  await expect.poll(() => islandLive(page, "nav-bar"), { message: "focus hydrates the nav bar" }).toBe(true);
  await menu.focus();
  await expect.poll(() => drawerHydrated(page), { message: "focus hydrates the drawer" }).toBe(true);
  const slot = page.locator("#side-drawer #drawer-search-slot");
  await expect(slot.locator("input")).toHaveCount(1);
  await expect(page.locator("#side-drawer")).not.toHaveAttribute("open");
  // What opening the drawer writes into it: only the dialog's own open attribute (shown, then closed and
  // shown modal in one task once that frame has painted, decision 0068), nothing rendered.
  await page.evaluate(() => {
    const changes: string[] = [];
    const drawer = document.getElementById("side-drawer")!;
    new MutationObserver((records) => {
      for (const r of records)
        changes.push(`${r.type} ${(r.target as Element).id || r.target.nodeName} ${r.attributeName ?? ""}`);
    }).observe(drawer, { subtree: true, childList: true, attributes: true, characterData: true });
    Object.assign(window, { drawerChanges: changes });
  });
  await page.keyboard.press("Enter");
  await animationsDone(page.locator("#side-drawer"));
  const changes = await page.evaluate(() => (window as unknown as { drawerChanges: string[] }).drawerChanges);
  expect(changes).toEqual(Array(3).fill("attributes side-drawer open"));
  await expect(page.locator("#side-drawer")).toHaveJSProperty("open", true);
  await expect(
    page.getByRole("dialog", { name: "Menu" }).getByRole("combobox", { name: "Search the site" }),
  ).toBeVisible();
});
