/**
 * @module The demo CMS as a worker of its own (worker/cms/demo/wrangler.toml): what WordPress is to a
 * deployed site, for local runs where one site reads another process's CMS over HTTP.
 */
import { Hono } from "hono";
import { demoCms } from "./index.ts";

const app = new Hono<{ Bindings: { DEMO_DB: D1Database; BRAND_NAME?: string; OPS_TOKEN?: string } }>();
// A CMS origin is not for search engines; the answer also tells a starting process it is ready.
app.get("/robots.txt", (c) => c.text("User-agent: *\nDisallow: /\n"));
app.route("/", demoCms);

export default { fetch: app.fetch };
