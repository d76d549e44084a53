/** @module The directions link: the provider's fixed https address whatever address text the CMS sends. */
import { describe, expect, it } from "vitest";
import { directionsUrl } from "../../../shared/lib/directions-url.ts";
import { httpsUrl } from "../../../shared/lib/outbound-url.ts";

describe("directionsUrl", () => {
  it("links to the map provider with the address as its destination", () => {
    expect(directionsUrl("12 Main St, Riverbend, OR 97000")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=12%20Main%20St%2C%20Riverbend%2C%20OR%2097000",
    );
  });

  it.each([
    "javascript:alert(1)",
    "//evil.example/x",
    "https://evil.example/#",
    "&api=1&destination=x#@evil.example",
  ])("keeps %j an encoded destination on the provider's https host", (address) => {
    const link = directionsUrl(address);
    expect(httpsUrl(link)).toBe(link);
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect([...url.searchParams]).toEqual([
      ["api", "1"],
      ["destination", address],
    ]);
  });
});
