/**
 * @module PHP run inside a test WordPress, as a clinic's own tools would (`wp eval`): the request's host
 * and address set as WordPress expects them, wp-load.php required, then the caller's code; what it
 * prints last is parsed as JSON.
 */
import assert from "node:assert/strict";
import type { RealWordPress } from "./wordpress.ts";

export interface InWordPressOptions {
  /** The user the code runs as (1 is the admin the install created); nobody by default. */
  user?: number;
  /** The request's address (`$_SERVER['REQUEST_URI']`); `/` by default. */
  uri?: string;
  /** Runs as a wp-admin screen does (`WP_ADMIN`), with wp-admin's plugin functions loaded. */
  admin?: boolean;
}

/** Runs `code` in `wordpress` and resolves with what it printed last, parsed as JSON. */
export async function runInWordPress<T>(
  wordpress: RealWordPress | undefined,
  code: string,
  options: InWordPressOptions = {},
): Promise<T> {
  assert.ok(wordpress, "WordPress has started");
  const script = [
    options.admin ? "define('WP_ADMIN', true);" : "",
    "$_SERVER['HTTP_HOST'] = parse_url(getenv('WP_TEST_HOME'), PHP_URL_HOST) . ':' . parse_url(getenv('WP_TEST_HOME'), PHP_URL_PORT);",
    `$_SERVER['REQUEST_URI'] = '${(options.uri ?? "/").replace(/['\\]/g, "\\$&")}';`,
    "require getenv('WP_TEST_ROOT') . '/wp-load.php';",
    options.admin ? "require_once ABSPATH . 'wp-admin/includes/plugin.php';" : "",
    options.user ? `wp_set_current_user(${Number(options.user)});` : "",
    code,
  ].join(" ");
  const { stdout } = await wordpress.php(["-r", script]);
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "null") as T;
}

/**
 * `inWordPress(code)` for a test file whose WordPress starts in its `before`: `current` reads it when
 * the code runs, and `options` apply to every call.
 */
export const inWordPressOf =
  (current: () => RealWordPress | undefined, options: InWordPressOptions = {}) =>
  <T>(code: string): Promise<T> =>
    runInWordPress<T>(current(), code, options);
