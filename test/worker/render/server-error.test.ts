/** @module The 500 answer speaks the language of the path that failed. */
import { describe, expect, it } from "vitest";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import { serverErrorAnswer } from "../../../worker/render/server-error.ts";
import { call, type Vars } from "../support/app.ts";

describe("the answer to an unexpected failure", () => {
  it("is in Spanish under /es/ and in English elsewhere, never cached", async () => {
    const es = serverErrorAnswer("/es/locations/main-street");
    expect(es.status).toBe(500);
    expect(await es.text()).toBe(textsFor("es")("errors.serverError"));
    expect(es.headers.get("content-language")).toBe("es-US");
    expect(es.headers.get("cache-control")).toBe("no-store");
    const en = serverErrorAnswer("/locations/main-street");
    expect(await en.text()).toBe(textsFor("en")("errors.serverError"));
    expect(en.headers.get("content-language")).toBe("en-US");
  });

  it("is what the worker answers when a request fails in a way nothing else handles (its KV store gone)", async () => {
    const res = await call("/api/search?q=clinica&lang=es", {}, { CACHE: undefined } as unknown as Vars);
    expect(res.status).toBe(500);
    // The search API's path has no language prefix, so its failure is in English like the path.
    expect(await res.text()).toBe(textsFor("en")("errors.serverError"));
    expect(res.headers.get("content-language")).toBe("en-US");
  });
});
