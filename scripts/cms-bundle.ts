/**
 * @module `npm run cms:bundle [-- --out FILE] [--brand NAME] [--time-zone ZONE]`: writes the demo
 * CMS's content as one JSON bundle, for `php wordpress/clinic-site/bin/import.php` or the plugin's
 * settings page to import (docs/wordpress.md).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { contentBundle } from "../worker/cms/demo/bundle.ts";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "dist/cms-bundle.json" },
    brand: { type: "string", default: "Riverbend Community Health" },
    "time-zone": { type: "string", default: "America/Los_Angeles" },
  },
});
const text = contentBundle(values.brand, values["time-zone"]);
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, text);
console.log(`Wrote ${values.out} (${Math.round(text.length / 1024)} KiB).`);
