/** @module Unit tests of the auth rules: validation answers, bearer headers and the route guard. */
import { describe, expect, it } from "vitest";
import { bearerHeaders, guard, isValidAnswer } from "../../../shared/lib/auth-rules.ts";

describe("auth rules", () => {
  it("accepts a validation answer only when data.status is 200", () => {
    expect(isValidAnswer({ code: "jwt_auth_valid_token", data: { status: 200 } })).toBe(true);
    expect(isValidAnswer({ data: { status: 403 } })).toBe(false);
    expect(isValidAnswer({ status: 200 })).toBe(false);
    expect(isValidAnswer("ok")).toBe(false);
    expect(isValidAnswer(null)).toBe(false);
  });

  it("sends the bearer token only when one is stored", () => {
    expect(bearerHeaders("abc")).toEqual({ authorization: "Bearer abc" });
    expect(bearerHeaders(null)).toEqual({});
  });

  it("sends a logged-out visitor of a guarded page to /login and remembers the page", () => {
    expect(guard("/__test/members", true, 0)).toEqual({ redirect: "/login", remember: "/__test/members" });
    expect(guard("/es/__test/members", true, 0)).toEqual({
      redirect: "/es/login",
      remember: "/es/__test/members",
    });
    expect(guard("/es/login", false, 1)).toEqual({ redirect: "/es/", remember: null });
  });

  it("waits while the login state is unknown and lets a logged-in visitor stay", () => {
    expect(guard("/__test/members", true, -1)).toBeNull();
    expect(guard("/__test/members", true, 1)).toBeNull();
  });

  it("sends a logged-in visitor of /login home, and leaves a logged-out one there", () => {
    expect(guard("/login", false, 1)).toEqual({ redirect: "/", remember: null });
    expect(guard("/login", false, 0)).toBeNull();
  });
});
