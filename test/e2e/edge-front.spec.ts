/**
 * @module The site in a browser through the harness's Workers Cache fake (test/support/locations: two
 * locations, a lower tier each, one upper tier, the documented rules): a page another location rendered
 * is a HIT here and works (its islands hydrate, no console error); a tag purge through one location
 * brings the new content everywhere; with the CMS down, a page the edge evicted is its last good copy,
 * whose scripts still load and hydrate. The rest of the suite runs against `wrangler dev` with no edge
 * (as `npm start`: every request renders); caching through the edge has this spec and
 * test/node/locations-edge.test.ts.
 */
import { expect, hydrated, test } from "./fixtures.ts";

/** What this spec uses of one location of the harness. */
interface Location {
  name: string;
  url: string;
}
/** What this spec uses of the harness (test/support/locations/index.ts). */
interface Locations {
  locations: Location[];
  kv: { kv: { get(key: string): Promise<string | null> } };
  edge: { evict(path: string): void } | null;
  rewriteCms(from: string, to: string | null): void;
  cmsOutage(mode: "refuse" | null): void;
  purge(location: Location, body: unknown): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
}
interface HarnessModule {
  startLocations(options: { count: number }): Promise<Locations>;
  visit(location: Location, path: string): Promise<{ status: number; cache: string | null; body: string }>;
  pollUntil<T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number): Promise<{ value: T }>;
  kvSettled(harness: Locations): Promise<void>;
}
/**
 * The harness is loaded by its path: its modules are typed with the Workers runtime's types, which this
 * project, typed for the DOM, cannot hold beside its own.
 */
const harnessModule: string = "../support/locations/index.ts";
const { startLocations, visit, pollUntil, kvSettled } = (await import(harnessModule)) as HarnessModule;

const path = "/locations/main-street";
/** The page's content this spec changes in the CMS (its phone number), as the page shows it. */
const oldPhone = "555-0142";
const newPhone = "555-0199";
/**
 * A page's `<main>`: what the location's own read shows. The drawer and footer list every location's
 * phone from the common data, which a purge refreshes in the background, so a page whose main still
 * shows the new number can carry the old one there: the whole page is no proof of which it shows.
 */
const mainOf = (html: string | null) => html?.slice(html.indexOf("<main"), html.indexOf("</main>")) ?? "";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let harness: Locations | undefined;
const started = () => {
  if (!harness) throw new Error("the harness did not start");
  return harness;
};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  harness = await startLocations({ count: 2 });
});

test.afterAll(async () => {
  await harness?.stop();
});

test("a page rendered in one location is a HIT in another, and works there", { tag: "@desktop" }, async ({
  page,
}) => {
  const [one, two] = started().locations;
  const first = await visit(one!, path);
  expect(first.status).toBe(200);
  expect(first.cache).toBe("MISS");
  const answer = await page.goto(`${two!.url}${path}`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["cf-cache-status"]).toBe("HIT");
  await hydrated(page);
  await expect(page.locator("main")).toContainText(oldPhone);
});

test("a tag purge through one location brings the new content to every location", {
  tag: "@desktop",
}, async ({ page }) => {
  const h = started();
  h.rewriteCms("5035550142", "5035550199");
  try {
    const purge = await h.purge(h.locations[0]!, { tags: ["locations:main-street"] });
    expect(purge.status, purge.body).toBe(200);
    // How fast it reaches every tier is test/node/locations-edge.test.ts's (within 2 s); here, that it does.
    await Promise.all(
      h.locations.map((location) =>
        pollUntil(
          `${location.name} serving the new phone number`,
          async () => (mainOf((await visit(location, path)).body).includes(newPhone) ? true : undefined),
          10_000,
        ),
      ),
    );
    await page.goto(`${h.locations[1]!.url}${path}`);
    await hydrated(page);
    await expect(page.locator("main")).toContainText(newPhone);
  } finally {
    h.rewriteCms("5035550142", null);
    await h.purge(h.locations[0]!, { tags: ["locations:main-street"] });
  }
});

test("with the CMS down, a page the edge evicted is its last good copy, and its scripts hydrate it", {
  tag: "@desktop",
}, async ({ page }) => {
  const h = started();
  const [one] = h.locations;
  await pollUntil(
    "the page rendered with the old number again",
    async () => (mainOf((await visit(one!, path)).body).includes(oldPhone) ? true : undefined),
    10_000,
  );
  await kvSettled(h);
  const copy = mainOf(await h.kv.kv.get(`page:last-good:${path}`));
  expect(copy, "the last good copy in KV shows the old number").toContain(oldPhone);
  expect(copy, "the last good copy in KV shows the old number").not.toContain(newPhone);
  h.cmsOutage("refuse");
  try {
    h.edge?.evict(path);
    const answer = await page.goto(`${one!.url}${path}`);
    expect(answer?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator("main")).toContainText(oldPhone);
    await expect(page.locator("h1")).toHaveText("Main Street Health Center");
  } finally {
    h.cmsOutage(null);
  }
});
