/** @module `/cms-service/…` against a stand-in WordPress over HTTP: only the browser's allowlisted call gets through. */
import { describe, expect, it } from "vitest";
import { browserPaths } from "../../../shared/cms/paths.ts";
import { call } from "../support/app.ts";
import { standInRun } from "../support/stand-in.ts";

const api = "/cms-service/index.php/wp-json";
const validate = browserPaths.validateToken;
const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, "");
/** A token the demo CMS (and so the stand-in) takes as valid. */
const demoToken = () =>
  `${b64({ alg: "none" })}.${b64({ iss: "demo-cms", exp: Date.now() / 1000 + 60 })}.sig`;

/** What an attacker tries: every WordPress door, and the allowed call spelled in ways that must not match. */
const probes: [string, string, string?][] = [
  ["GET", "/cms-service/wp-login.php"],
  ["POST", "/cms-service/wp-login.php", "log=admin&pwd=guess"],
  ["POST", "/cms-service/xmlrpc.php", "<methodCall><methodName>system.listMethods</methodName></methodCall>"],
  ["GET", "/cms-service/wp-admin/"],
  ["GET", `${api}/wp/v2/users`],
  ["GET", `${api}/v1/../wp/v2/users`],
  ["GET", `${api}/v1/%2e%2e/wp/v2/users`],
  ["GET", `${api}/v1/%252e%252e/wp/v2/users`],
  ["GET", "/cms-service/index.php?rest_route=/wp/v2/users"],
  ["GET", "/cms-service/?rest_route=/wp/v2/users"],
  ["POST", `${api}/jwt-auth/v1/token`, '{"username":"admin","password":"guess"}'],
  ["GET", "/cms-service/wp-content/debug.log"],
  ["DELETE", `${api}/v1/common`],
  ["GET", `${api}/v1/common`],
  ["GET", `${api}/v1/demo/submissions`],
  ["GET", validate],
  ["PUT", validate],
  ["POST", `${validate}?rest_route=/wp/v2/users`],
  ["POST", `${validate}/`],
  ["POST", `${validate}/../../token`],
  ["POST", validate.replace("/token/", "/token//")],
  ["POST", validate.replace("/token/", "/token%2Fvalidate/").replace(/validate$/, "")],
  ["POST", validate.replace("jwt-auth", "%6Awt-auth")],
  ["POST", validate.replace("/validate", "%5Cvalidate")],
  ["POST", `${validate}%00`],
  ["POST", validate.toUpperCase()],
  ["POST", "/cms-service"],
];

describe("/cms-service/ with WordPress at CMS_ORIGIN", () => {
  it.each(probes)("answers %s %s with 404 or 400, and the CMS sees nothing", async (method, path, body) => {
    const cms = standInRun();
    const response = await call(
      path,
      { method, ...(body ? { body, headers: { "content-type": "application/x-www-form-urlencoded" } } : {}) },
      { CMS_ORIGIN: cms.origin },
    );
    expect([400, 404]).toContain(response.status);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await cms.seen()).toEqual([]);
  });

  it("passes the token check on with only authorization, content-type and accept, and no cookie back", async () => {
    const cms = standInRun();
    const token = demoToken();
    const response = await call(
      validate,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          accept: "application/json",
          cookie: "wordpress_logged_in=visitor",
          "x-forwarded-for": "203.0.113.9",
          "x-wp-nonce": "abc",
          "cf-connecting-ip": "203.0.113.9",
        },
      },
      { CMS_ORIGIN: cms.origin },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { status: 200 } });
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
    const seen = await cms.seen();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${validate}`]);
    const headers = seen[0]?.headers ?? {};
    expect(headers.authorization).toBe(`Bearer ${token}`);
    expect(headers.accept).toBe("application/json");
    for (const name of ["cookie", "x-forwarded-for", "x-wp-nonce", "cf-connecting-ip"])
      expect(headers, name).not.toHaveProperty(name);
  });

  it("sends spellings the URL parser resolves to the token check (`/./`, a backslash) as that call and nothing else", async () => {
    for (const path of [
      validate.replace("/validate", "/%2e/validate"),
      validate.replace("/validate", "\\validate"),
    ]) {
      const cms = standInRun();
      const response = await call(
        path,
        { method: "POST", headers: { authorization: `Bearer ${demoToken()}` } },
        {
          CMS_ORIGIN: cms.origin,
        },
      );
      expect(response.status, path).toBe(200);
      expect((await cms.seen()).map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${validate}`]);
    }
  });

  it("refuses a token check whose body is over the cap before the CMS sees it", async () => {
    const cms = standInRun();
    const response = await call(
      validate,
      { method: "POST", headers: { "content-type": "application/json" }, body: `"${"x".repeat(9000)}"` },
      { CMS_ORIGIN: cms.origin },
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/too large/);
    expect(await cms.seen()).toEqual([]);
  });
});

describe("/cms-service/ with the demo CMS", () => {
  it.each(probes)("answers %s %s with 404 or 400", async (method, path, body) => {
    const response = await call(path, { method, ...(body ? { body } : {}) });
    expect([400, 404]).toContain(response.status);
  });

  it("still answers the browser's token check", async () => {
    const response = await call(validate, { method: "POST", headers: { authorization: "Bearer x.e30.y" } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "jwt_auth_invalid_token" });
  });
});
