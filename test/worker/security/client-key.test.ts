/** @module The forms rate limit's client key: per IPv4 address, per IPv6 /64 however written, a strict bucket without an address. */
import { describe, expect, it } from "vitest";
import { clientKey } from "../../../worker/security/client-key.ts";
import { signupPath } from "../routes/forms-support.ts";
import { call } from "../support/app.ts";

describe("clientKey", () => {
  it("keys an IPv4 address by itself", () => {
    expect(clientKey("203.0.113.7")).toBe("ip4:203.0.113.7");
    expect(clientKey(" 203.0.113.7 ")).toBe("ip4:203.0.113.7");
    expect(clientKey("203.0.113.8")).not.toBe(clientKey("203.0.113.7"));
  });

  it("keys every spelling of one IPv6 /64 alike: compressed, full, upper case, mixed with IPv4, with a zone id", () => {
    const key = "ip6:2001:db8:85a3:42::/64";
    for (const address of [
      "2001:db8:85a3:42::1",
      "2001:0db8:85a3:0042:0000:0000:0000:0001",
      "2001:DB8:85A3:42:FFFF:FFFF:FFFF:FFFF",
      "2001:db8:85a3:42:1:2:3:4",
      "2001:db8:85a3:42::203.0.113.7",
      "2001:db8:85a3:42:0:0:203.0.113.7",
      "2001:db8:85a3:42::1%eth0",
      "[2001:db8:85a3:42::9]",
    ]) {
      expect(clientKey(address), address).toBe(key);
    }
    expect(clientKey("2001:db8:85a3:43::1")).toBe("ip6:2001:db8:85a3:43::/64");
    expect(clientKey("::1")).toBe("ip6:0:0:0:0::/64");
    expect(clientKey("2001:db8::")).toBe("ip6:2001:db8:0:0::/64");
    expect(clientKey("fe80::1%25en0")).toBe("ip6:fe80:0:0:0::/64");
  });

  it("keys an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("ip4:203.0.113.7");
    expect(clientKey("::FFFF:cb00:7107")).toBe("ip4:203.0.113.7");
  });

  it("has no key for a missing or malformed address", () => {
    for (const address of [
      null,
      undefined,
      "",
      "   ",
      "unknown",
      "203.0.113",
      "203.0.113.256",
      "203.0.113.07",
      "1.2.3.4.5",
      "2001:db8::1::2",
      "2001:db8:1:2:3:4:5:6:7",
      "2001:db8:1:2:3:4:5",
      "2001:db8:1:2:3:4:5:6::",
      "12345::1",
      "1.2.3.4::1",
      "2001:db8::1.2.3.4:1",
      "g::1",
      "203.0.113.7, 10.0.0.1",
    ]) {
      expect(clientKey(address), String(address)).toBeNull();
    }
  });
});

/** A newsletter signup from `ip` (or from no address); its status. */
async function signup(ip: string | null): Promise<number> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (ip !== null) headers["cf-connecting-ip"] = ip;
  // An invalid body: each request still costs the client one submission of its bucket, and no CMS call.
  const response = await call(signupPath, { method: "POST", headers, body: JSON.stringify({ email: "" }) });
  return response.status;
}

describe("the forms rate limit, on the real rate-limit bindings", () => {
  it("counts six addresses of one IPv6 /64 as one client, and another /64 apart", async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const statuses = [];
    for (const address of ["::1", "::2", ":abcd::1", ":ffff:ffff:ffff:ffff", ":0:0:0:6", "::7%eth0"]) {
      statuses.push(await signup(`${prefix}:7${address}`));
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(await signup(`${prefix}:8::1`)).toBe(400);
  });

  it("gives requests without an address a strict bucket of their own, which leaves visitors' buckets alone", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await signup(null));
    expect(statuses).toEqual([400, 400, 429]);
    expect(await signup("unknown")).toBe(429);
    expect(await signup("198.51.100.23")).toBe(400);
  });
});
