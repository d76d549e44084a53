/** @module The worker: composes the sub-apps. */
import { Hono } from "hono";
import { localeOfPath } from "../shared/i18n/locales.ts";
import { consumePurges, type EdgePurge, edgeCache } from "./cache/index.ts";
import { cmsClient } from "./cms/access.ts";
import { ConfigError, getConfig } from "./env.ts";
import { consumeOutbox, type OutboxMessage } from "./forms/outbox.ts";
import { errorFields, log } from "./lib/log.ts";
import { siteOrigin } from "./lib/site-origin.ts";
import { cmsEvents } from "./ops/cms-events/index.ts";
import { ops } from "./ops/routes.ts";
import { runScheduledChecks } from "./ops/scheduled.ts";
import { configErrorPage } from "./render/config-error.ts";
import { serverErrorAnswer } from "./render/server-error.ts";
import type { AppEnv } from "./request/app-env.ts";
import { pageLog } from "./request/page-log.ts";
import { cmsService } from "./routes/cms-service.ts";
import { feeds } from "./routes/feeds/index.ts";
import { forms } from "./routes/forms/index.ts";
import { notFoundPage, pages } from "./routes/pages/index.tsx";
import { preview } from "./routes/preview/index.tsx";
import { proxyRoute } from "./routes/proxy.ts";
import { searchApi } from "./routes/search.ts";
import { securityTxtRoute } from "./routes/security-txt.ts";
import { sitemap } from "./routes/sitemap.ts";
import { trailingSlash } from "./routes/trailing-slash.ts";
import { uploads } from "./routes/uploads/index.ts";
import { securityHeaders } from "./security/headers.ts";

const app = new Hono<AppEnv>();

app.use(pageLog);
app.use(securityHeaders);
app.use(async (c, next) => {
  try {
    c.set("config", getConfig(c.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      log("error", "config", error.message);
      return configErrorPage(error, localeOfPath(new URL(c.req.url).pathname));
    }
    throw error;
  }
  const locale = localeOfPath(new URL(c.req.url).pathname);
  c.set("locale", locale);
  c.set("origin", siteOrigin(c.get("config"), c.req.url));
  c.set("cms", cmsClient(c.env, c.get("config"), c.executionCtx, locale));
  await next();
});

app.route("/", uploads);
app.route("/", proxyRoute);
app.route("/", ops);
app.route("/", cmsEvents);
app.route("/", preview);
app.route("/", forms);
app.route("/", cmsService);
app.route("/", sitemap);
app.route("/", securityTxtRoute);
app.route("/", searchApi);
app.route("/", feeds);
app.route("/", trailingSlash);
app.route("/", pages);
app.notFound((c) => notFoundPage(c));
app.onError((error, c) => {
  log("error", "worker", "unhandled error", errorFields(error));
  return serverErrorAnswer(c.req.path);
});

/** The forms outbox consumer (and its dead-letter queue), and the Workers Cache purges over the rate. */
const queue: ExportedHandlerQueueHandler<Env, OutboxMessage | EdgePurge> = (batch, env, ctx) =>
  batch.queue.includes("cache-purges")
    ? consumePurges(batch as MessageBatch<EdgePurge>, edgeCache(ctx))
    : consumeOutbox(batch as MessageBatch<OutboxMessage>, env);

/** The hourly Cron Trigger: the ops status's checks, logged (worker/ops/scheduled.ts). */
const scheduled: ExportedHandlerScheduledHandler<Env> = (_controller, env, ctx) => {
  ctx.waitUntil(runScheduledChecks(env));
};

/** Workers Cache answers what it has in front of the worker (decision 0048); the app answers the rest. */
const fetch: ExportedHandlerFetchHandler<Env> = (request, env, ctx) => app.fetch(request, env, ctx);

export { app };
export default { fetch, queue, scheduled } satisfies ExportedHandler<Env, OutboxMessage | EdgePurge>;
