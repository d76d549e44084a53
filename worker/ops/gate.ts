/**
 * @module The one gate of the ops routes: a table names each route's path, the secret that opens it
 * and its methods, and one middleware checks them before a route reads anything. OPS_TOKEN opens
 * purge and status; SUBMISSIONS_TOKEN alone opens the dead-lettered submissions (decision 0058).
 */
import type { MiddlewareHandler } from "hono";
import type { Config } from "../env.ts";
import { markNoStore, methodNotAllowed, opsError } from "../lib/answers.ts";
import { bearerMatches } from "../lib/timing-safe.ts";
import type { AppEnv } from "../request/app-env.ts";

/** The secrets that open ops routes, by their config field. */
type OpsSecret = Extract<keyof Config, "opsToken" | "submissionsToken">;

export interface GatedRoute {
  /** A Hono path: `:name` is one segment, a final `*` anything below. */
  path: string;
  secret: OpsSecret;
  /** The methods the route takes; `any` for a catch-all that only explains. */
  methods: readonly string[] | "any";
}

/** Every token-gated ops route; the first whose path matches a request decides its gate. */
export const opsRoutes = {
  purge: { path: "/__ops/purge", secret: "opsToken", methods: ["POST"] },
  status: { path: "/__ops/status", secret: "opsToken", methods: ["GET"] },
  /** The demo CMS's own stored forms (local only: 404 with a real CMS); the demo CMS checks OPS_TOKEN. */
  demoSubmissions: { path: "/__ops/demo-submissions", secret: "opsToken", methods: ["GET"] },
  submissions: { path: "/__ops/submissions", secret: "submissionsToken", methods: ["GET"] },
  submission: { path: "/__ops/submissions/:key", secret: "submissionsToken", methods: ["GET", "DELETE"] },
  replay: { path: "/__ops/submissions/:key/replay", secret: "submissionsToken", methods: ["POST"] },
  otherSubmissionPath: { path: "/__ops/submissions/*", secret: "submissionsToken", methods: "any" },
} as const satisfies Record<string, GatedRoute>;

const literal = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split("/")
      .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : literal(part)))
      .join("/")}$`,
  );
const table: (GatedRoute & { pattern: RegExp })[] = Object.values(opsRoutes).map((route) => ({
  ...route,
  pattern: patternOf(route.path),
}));

/** The gated route `path` belongs to, or undefined (not an ops route of this gate). */
export const gatedRouteOf = (path: string) => table.find((route) => route.pattern.test(path));

/**
 * The gate, before anything is read: a route whose secret is unset does not exist (404); otherwise
 * nothing is stored (no-store), another method is a 405, and a bearer token other than the route's
 * own secret a 401. Paths outside the table pass on untouched (`/__ops/cms-events` is signed instead).
 */
export const opsGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const route = gatedRouteOf(c.req.path);
  if (!route) return next();
  const secret = c.get("config")[route.secret];
  if (secret === null) return c.notFound();
  markNoStore(c);
  if (route.methods !== "any" && !route.methods.includes(c.req.method))
    return methodNotAllowed(c, route.methods, opsError);
  if (!(await bearerMatches(c.req.header("authorization"), secret))) return opsError(c, 401, "Unauthorized.");
  await next();
};
