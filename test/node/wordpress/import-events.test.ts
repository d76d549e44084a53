/**
 * @module bin/import.php runs as an import (WP_IMPORTING): with change events configured, the whole
 * import is one change that refreshes every page, not one change per imported post.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after, before, describe, it } from "node:test";
import { freePort } from "../../support/free-port.ts";
import { runInWordPress } from "./support/in-wordpress.ts";
import { type RealWordPress, startWordPress } from "./support/wordpress.ts";

let wordpress: RealWordPress | undefined;

before(async () => {
  // The site is never started: the events wait for it, which is what this test reads.
  wordpress = await startWordPress(await freePort(), {
    bundle: true,
    constants: {
      CLINIC_SITE_URL: `http://127.0.0.1:${await freePort()}`,
      CLINIC_SITE_EVENTS_SECRET: randomBytes(24).toString("hex"),
    },
  });
});

after(async () => {
  await wordpress?.stop();
});

describe("bin/import.php", () => {
  it("records the whole import as one change that refreshes every page", async () => {
    assert.ok(wordpress?.imported);
    assert.ok(wordpress.imported.created > 50, "the bundle was imported");
    const events = await runInWordPress<{ kind: string; keys?: string[] }[][]>(
      wordpress,
      "echo wp_json_encode(array_values(array_map(fn ($e) => $e['changes'], clinic_site_waiting_events())));",
    );
    // One event of one change: the settings the import wrote ride along with it.
    assert.equal(events.length, 1, JSON.stringify(events).slice(0, 300));
    assert.equal(events[0]?.length, 1, JSON.stringify(events).slice(0, 300));
    assert.equal(events[0]?.[0]?.kind, "settings");
    assert.ok(events[0]?.[0]?.keys?.includes("import"));
  });
});
