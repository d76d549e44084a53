/** @module Button click effects: the effect plays before the click; reduced motion clicks at once. */
import { expect, hydrated, test } from "../fixtures.ts";

test("a button link plays its flash first and navigates after it", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const link = page.getByRole("main").getByRole("link", { name: "Make an appointment" });
  await link.evaluate((el) => {
    const log = (entry: string) =>
      sessionStorage.setItem("order", `${sessionStorage.getItem("order") ?? ""}${entry};`);
    new MutationObserver(() => {
      if (el.hasAttribute("data-effect-playing")) log("effect");
    }).observe(el, { attributes: true, attributeFilter: ["data-effect-playing"] });
    document.addEventListener("click", () => log(`click on ${location.pathname}`));
  });
  await link.click();
  await expect(page).toHaveURL(/\/contact-us$/);
  expect(await page.evaluate(() => sessionStorage.getItem("order"))).toBe("effect;click on /;");
});

test("a plain button's click handlers run only after its effect", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const order = await page.evaluate(async () => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "button";
    b.dataset.effect = "fill";
    b.textContent = "Fill";
    document.getElementById("main")?.appendChild(b);
    const seen: string[] = [];
    new MutationObserver(() => {
      if (b.hasAttribute("data-effect-playing")) seen.push("effect");
    }).observe(b, { attributes: true, attributeFilter: ["data-effect-playing"] });
    const started = performance.now();
    await new Promise<void>((resolve) => {
      b.addEventListener("click", (event) => {
        seen.push(performance.now() - started >= 295 ? "click after the 300 ms fill" : "click too early");
        seen.push(event.defaultPrevented ? "prevented" : "not prevented");
        resolve();
      });
      b.click();
    });
    return seen;
  });
  expect(order).toEqual(["effect", "click after the 300 ms fill", "prevented"]);
});

test("a ripple on a narrow button is shorter than on a wide one", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const timings = await page.evaluate(async () => {
    const make = (width: number) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "button";
      b.dataset.effect = "ripple";
      b.textContent = "Go";
      b.style.width = `${width}px`;
      document.getElementById("main")?.appendChild(b);
      return b;
    };
    // The effect's length is the one the click handler chose (`--fx-ms`); the click itself must not
    // come back before it. Only the lower bound is timed: a busy machine can delay a timer, never
    // bring it forward.
    const measure = (b: HTMLButtonElement) =>
      new Promise<{ chosen: string; waited: number }>((resolve) => {
        const started = performance.now();
        b.addEventListener("click", () =>
          resolve({ chosen: b.style.getPropertyValue("--fx-ms"), waited: performance.now() - started }),
        );
        b.click();
      });
    return [await measure(make(80)), await measure(make(200))];
  });
  expect(timings.map((t) => t.chosen)).toEqual(["200ms", "300ms"]);
  expect(timings[0]?.waited).toBeGreaterThanOrEqual(190);
  expect(timings[1]?.waited).toBeGreaterThanOrEqual(290);
});

test("with reduced motion a button link navigates at once, with no effect", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await hydrated(page);
  const link = page.getByRole("main").getByRole("link", { name: "Make an appointment" });
  await link.click();
  await expect(page).toHaveURL(/\/contact-us$/);
});

test("an inactive button ignores clicks and shows the default cursor", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const result = await page.evaluate(() => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "button";
    b.textContent = "Inactive";
    b.setAttribute("aria-disabled", "true");
    document.getElementById("main")?.appendChild(b);
    let clicks = 0;
    b.addEventListener("click", () => clicks++);
    b.click();
    // An active button starts its effect at once and only replays the click after it: an inactive
    // one must start none, so nothing can arrive later.
    return {
      clicks,
      effect: b.getAttribute("data-effect-playing"),
      animations: b.getAnimations({ subtree: true }).length,
      cursor: getComputedStyle(b).cursor,
    };
  });
  expect(result).toEqual({ clicks: 0, effect: null, animations: 0, cursor: "default" });
});

/** A 300 ms fill button added to the page, which writes down each click it gets and when (decision 0067). */
async function fillButton(page: import("@playwright/test").Page) {
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "button";
    b.id = "fill-test";
    b.dataset.effect = "fill";
    b.textContent = "Fill";
    document.getElementById("main")?.prepend(b);
    const log: { trusted: boolean; afterPress: number }[] = [];
    let pressAt = 0;
    b.addEventListener("pointerdown", (event) => {
      pressAt = event.timeStamp;
    });
    b.addEventListener("click", (event) =>
      log.push({ trusted: event.isTrusted, afterPress: event.timeStamp - pressAt }),
    );
    Object.assign(window, { fillClicks: log, fillPressAt: () => pressAt });
  });
  const button = page.locator("#fill-test");
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  return button;
}

const fillClicks = (page: import("@playwright/test").Page) =>
  page.evaluate(
    () => (window as unknown as { fillClicks: { trusted: boolean; afterPress: number }[] }).fillClicks,
  );

test("a mouse press starts the effect, and its click waits only for what is left of it", async ({ page }) => {
  const button = await fillButton(page);
  await page.mouse.down();
  // The effect shows while the button is still held down.
  await expect(button).toHaveAttribute("data-effect-playing", "fill");
  await page.mouse.up();
  await expect.poll(() => fillClicks(page).then((clicks) => clicks.length)).toBe(1);
  const [click] = await fillClicks(page);
  // Held back and clicked again (not the browser's own click) once the 300 ms from the press had passed.
  expect(click!.trusted).toBe(false);
  expect(click!.afterPress).toBeGreaterThanOrEqual(295);
});

test("a press held until its effect has played lets its click go on at once", async ({ page }) => {
  const button = await fillButton(page);
  await page.mouse.down();
  await expect(button).toHaveAttribute("data-effect-playing", "fill");
  await expect(button).not.toHaveAttribute("data-effect-playing");
  await page.mouse.up();
  await expect.poll(() => fillClicks(page).then((clicks) => clicks.length)).toBe(1);
  // The browser's own click, not held back: the effect had played before the button was released.
  expect((await fillClicks(page))[0]!.trusted).toBe(true);
});

test("a press the page handles late plays its effect from the press, and its click waits only for the rest", async ({
  page,
}) => {
  const button = await fillButton(page);
  const box = (await button.boundingBox())!;
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: "left" as const, clickCount: 1 };
  await page.evaluate(() => {
    document.getElementById("fill-test")?.addEventListener("pointerdown", (event) => {
      const fill = document
        .getElementById("fill-test")
        ?.getAnimations({ subtree: true })
        .find((a) => a instanceof CSSAnimation && a.animationName === "fx-fill");
      Object.assign(window, {
        pressHandledLate: performance.now() - event.timeStamp,
        fillProgress: fill?.effect?.getComputedTiming().progress,
      });
    });
  });
  // A busy page: the press and its release reach the page 200 ms after they happened (the events'
  // own times say when).
  const cdp = await page.context().newCDPSession(page);
  const now = Date.now() / 1000;
  await cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", ...at, timestamp: now - 0.2 });
  await cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...at, timestamp: now - 0.19 });
  await expect.poll(() => fillClicks(page).then((clicks) => clicks.length)).toBe(1);
  const seen = await page.evaluate(() => {
    const { pressHandledLate, fillProgress } = window as unknown as {
      pressHandledLate: number;
      fillProgress: number;
    };
    return { pressHandledLate, fillProgress };
  });
  expect(seen.pressHandledLate).toBeGreaterThanOrEqual(180);
  // The fill is already half in when it first shows (as far as it catches up), and the click goes on
  // when the effect has played on the press's clock: 300 ms from the press, or 150 after the page got
  // to it when it was later than that. Timed from the page's own handling, it would go on at least
  // 300 ms after that: the bound leaves the right timer 125 ms to run late on a busy machine.
  expect(seen.fillProgress).toBeGreaterThanOrEqual(0.45);
  const [click] = await fillClicks(page);
  expect(click!.trusted).toBe(false);
  const effectEnds = Math.max(300, seen.pressHandledLate + 150);
  expect(click!.afterPress).toBeGreaterThanOrEqual(effectEnds - 20);
  expect(click!.afterPress).toBeLessThan(effectEnds + 125);
});
