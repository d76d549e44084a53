import { describe, expect, it } from "vitest";
import { tokenRefusal } from "../../../scripts/token-transport.ts";

describe("where the ops tools send a token", () => {
  it("sends it over https anywhere, and over plain http to this machine only", () => {
    for (const origin of [
      "https://www.example.org",
      "https://203.0.113.5:8443",
      "http://127.0.0.1:8787",
      "http://127.8.9.10",
      "http://localhost:8787",
      "http://LOCALHOST",
      "http://[::1]:8787",
    ])
      expect(tokenRefusal(origin), origin).toBeNull();
  });

  it("refuses plain http to any other host, naming it and the way out", () => {
    for (const origin of [
      "http://www.example.org",
      "http://192.168.1.20:8787",
      "http://localhost.example.org",
      "http://127.0.0.1.example.org",
      "http://[::2]",
    ])
      expect(tokenRefusal(origin), origin).toBe(
        `refusing to send OPS_TOKEN to ${new URL(origin).origin}: use https (plain http only to 127.0.0.1, localhost or [::1])`,
      );
  });
});
