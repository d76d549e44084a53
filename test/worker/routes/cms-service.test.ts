/**
 * @module `/cms-service/…` against a stand-in WordPress over HTTP: only the browser's allowlisted call gets
 * through, exactly as the browser makes it, and only a JSON answer comes back.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
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

/** The token check with a body a visitor added: each could choose another WordPress route. */
const bodies: [string, string, string][] = [
  ["a form's rest_route", "application/x-www-form-urlencoded", "rest_route=/wp/v2/users"],
  ["a form's _method", "application/x-www-form-urlencoded", "_method=DELETE"],
  ["a JSON body", "application/json", '{"rest_route":"/wp/v2/users","username":"admin"}'],
  [
    "a multipart body",
    "multipart/form-data; boundary=b",
    '--b\r\ncontent-disposition: form-data; name="rest_route"\r\n\r\n/wp/v2/users\r\n--b--\r\n',
  ],
  ["a body with no content-type", "", "x"],
];

const noStore = (response: Response) => expect(response.headers.get("cache-control")).toMatch(/\bno-store\b/);

describe("/cms-service/ with WordPress at CMS_ORIGIN", () => {
  it.each(probes)("answers %s %s with 404 or 400, and the CMS sees nothing", async (method, path, body) => {
    const cms = standInRun();
    const response = await call(
      path,
      { method, ...(body ? { body, headers: { "content-type": "application/x-www-form-urlencoded" } } : {}) },
      { CMS_ORIGIN: cms.origin },
    );
    expect([400, 404]).toContain(response.status);
    noStore(response);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await cms.seen()).toEqual([]);
  });

  it.each(bodies)(
    "refuses the token check with %s (413, no-store), and the CMS sees nothing",
    async (_, type, body) => {
      const cms = standInRun();
      const response = await call(
        validate,
        {
          method: "POST",
          body,
          headers: { authorization: `Bearer ${demoToken()}`, ...(type ? { "content-type": type } : {}) },
        },
        { CMS_ORIGIN: cms.origin },
      );
      expect(response.status).toBe(413);
      noStore(response);
      expect(await response.json()).toEqual({
        success: false,
        message: "This address takes no request body.",
      });
      expect(await cms.seen()).toEqual([]);
    },
  );

  it("refuses a streamed body of unknown length on the token check", async () => {
    const cms = standInRun();
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("rest_route=/wp/v2/users"));
        controller.close();
      },
    });
    const response = await call(validate, { method: "POST", body, duplex: "half" } as RequestInit, {
      CMS_ORIGIN: cms.origin,
    });
    expect(response.status).toBe(413);
    noStore(response);
    expect(await cms.seen()).toEqual([]);
  });

  it("passes the token check on with only authorization and accept, no body and no cookie back", async () => {
    const cms = standInRun();
    const token = demoToken();
    const response = await call(
      validate,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          accept: "application/json",
          "content-type": "application/x-www-form-urlencoded",
          "x-http-method-override": "DELETE",
          "x-wp-method-override": "DELETE",
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
    noStore(response);
    expect(response.headers.get("content-type")).toBe("application/json; charset=UTF-8");
    const seen = await cms.seen();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${validate}`]);
    const headers = seen[0]?.headers ?? {};
    expect(headers.authorization).toBe(`Bearer ${token}`);
    expect(headers.accept).toBe("application/json");
    for (const name of [
      "content-type",
      "x-http-method-override",
      "x-wp-method-override",
      "cookie",
      "x-forwarded-for",
      "x-wp-nonce",
      "cf-connecting-ip",
    ])
      expect(headers, name).not.toHaveProperty(name);
    expect(headers["content-length"] ?? "0").toBe("0");
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

describe("/cms-service/ passes back only a JSON answer", () => {
  const origin = "http://wordpress.test";
  afterEach(() => vi.restoreAllMocks());

  /** WordPress answering the token check with `answer`; the site's answer to the browser. */
  async function tokenCheckAnswered(answer: () => Response): Promise<Response> {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      return request.url === `${origin}${validate}` ? answer() : new Response("nope", { status: 404 });
    });
    return call(
      validate,
      { method: "POST", headers: { authorization: "Bearer x.e30.y" } },
      { CMS_ORIGIN: origin },
    );
  }

  const json = (body: string, status: number, type = "application/json; charset=UTF-8") =>
    new Response(body, { status, headers: { "content-type": type } });

  it.each([
    ["a 200", 200, "application/json; charset=UTF-8"],
    ["a 403 refusal", 403, "application/json"],
    ["any charset", 200, "Application/JSON;charset=utf-8"],
  ])("passes on JSON with %s, as JSON and no-store", async (_, status, type) => {
    const body = '{"code":"jwt_auth_valid_token","data":{"status":200}}';
    const response = await tokenCheckAnswered(() => json(body, status, type));
    expect(response.status).toBe(status);
    noStore(response);
    expect(response.headers.get("content-type")).toBe("application/json; charset=UTF-8");
    expect(await response.text()).toBe(body);
  });

  const unexpected: [string, () => Response][] = [
    [
      "an HTML error page",
      () => json("<!DOCTYPE html><title>WordPress › Error</title>", 200, "text/html; charset=UTF-8"),
    ],
    [
      "a PHP notice before the JSON",
      () => json('<br />\n<b>Notice</b>: Undefined index<br />\n{"data":{"status":200}}', 200),
    ],
    ["JSON labelled as text", () => json('{"data":{"status":200}}', 200, "text/plain")],
    ["JSON with no content-type", () => new Response('{"data":{"status":200}}')],
    ["a lookalike type", () => json('{"data":{"status":200}}', 200, "application/jsonp")],
    [
      "a server error in JSON",
      () => json('{"code":"internal_server_error","message":"critical error"}', 500),
    ],
    [
      "a redirect",
      () => new Response(null, { status: 302, headers: { location: "http://wordpress.test/wp-login.php" } }),
    ],
    ["an answer over 64 KiB", () => json(`[${"0,".repeat(40_000)}0]`, 200)],
    ["an empty answer", () => json("", 200)],
    [
      "an answer cut short",
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"data":'));
              controller.error(new Error("connection reset"));
            },
          }),
          { headers: { "content-type": "application/json" } },
        ),
    ],
    [
      "an answer that is not UTF-8",
      () =>
        new Response(new Uint8Array([0x22, 0xff, 0x22]), { headers: { "content-type": "application/json" } }),
    ],
  ];
  it.each(unexpected)("answers %s with a 502 and the site's own JSON message", async (_, answer) => {
    const response = await tokenCheckAnswered(answer);
    expect(response.status).toBe(502);
    noStore(response);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      success: false,
      message: "The content service gave an unexpected answer.",
    });
  });

  it("answers a CMS that cannot be reached with a 502, no-store", async () => {
    const response = await tokenCheckAnswered(() => {
      throw new TypeError("connection refused");
    });
    expect(response.status).toBe(502);
    noStore(response);
    expect(((await response.json()) as { message: string }).message).toMatch(/unavailable/);
  });
});
