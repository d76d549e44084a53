/** @module The auth rules, pure: token storage keys, the validation answer and the route guard (SPEC.md §2, §7, §8). */
import { browserPaths } from "../cms/paths.ts";
import { localeOfPath, localizedPath } from "../i18n/locales.ts";

/** Login state: unknown (-1), logged out (0) or in (1). */
export type LoggedIn = -1 | 0 | 1;

export const tokenKey = "jwt";
export const userInfoKey = "userInfo";
/** Where the guard remembers the path a visitor wanted before being sent to /login. */
export const wantedPathKey = "authWantedPath";
export const validateUrl = browserPaths.validateToken;

/** A validation answer is valid when its `data.status` is 200. */
export function isValidAnswer(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const data = (body as { data?: unknown }).data;
  return typeof data === "object" && data !== null && (data as { status?: unknown }).status === 200;
}

/** The Authorization header from the token stored in this browser (empty when none, or no storage). */
export function storedBearerHeaders(): Record<string, string> {
  try {
    return bearerHeaders(localStorage.getItem(tokenKey));
  } catch {
    return {};
  }
}

/** The Authorization header for CMS calls when a token is stored. */
export function bearerHeaders(token: string | null): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

export type GuardDecision = { redirect: string; remember: string | null } | null;

/**
 * The route guard: a page that requires auth sends a logged-out visitor to /login, remembering the
 * wanted path; /login sends a logged-in visitor to /. Unknown (-1) waits for validation.
 */
export function guard(path: string, requiresAuth: boolean, loggedIn: LoggedIn): GuardDecision {
  // The login page and home of the page's own language.
  const locale = localeOfPath(path);
  const login = localizedPath("/login", locale);
  if (requiresAuth && loggedIn === 0) return { redirect: login, remember: path };
  if (path === login && loggedIn === 1) return { redirect: localizedPath("/", locale), remember: null };
  return null;
}
