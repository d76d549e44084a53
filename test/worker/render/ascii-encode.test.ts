/** @module The ASCII fast path of `TextEncoder#encode`: the same bytes as the runtime's encoder, for every input. */
import { describe, expect, it } from "vitest";
import {
  asciiFastPathMaxLength,
  encodeAscii,
  installAsciiFastPath,
} from "../../../worker/render/ascii-encode.ts";

/** UTF-8 by hand, independent of any TextEncoder: what every encode must give. */
function utf8(text: string): number[] {
  return [...unescape(encodeURIComponent(text.replace(/\p{Cs}/gu, "\uFFFD")))].map((ch) => ch.charCodeAt(0));
}

const inputs = [
  "",
  "class",
  'href="/news/story/sliding-fee-scale-2024"',
  "<>&\"'\u0000\u007f",
  "x".repeat(asciiFastPathMaxLength),
  "x".repeat(asciiFastPathMaxLength + 1),
  "2026–2027 COVID-19 Vaccines", // an en dash: not ASCII
  "Niño, café, 診療所, 🩺",
  "lone \uD83D surrogate",
  "é".repeat(asciiFastPathMaxLength + 5),
];

describe("encodeAscii", () => {
  it("gives the bytes of an ASCII string and null for anything else", () => {
    expect([...(encodeAscii("a<b>\u007f") ?? [])]).toEqual([97, 60, 98, 62, 127]);
    expect(encodeAscii("")).toHaveLength(0);
    expect(encodeAscii("caf\u00e9")).toBeNull();
    expect(encodeAscii("\u0080")).toBeNull();
  });
});

describe("installAsciiFastPath", () => {
  installAsciiFastPath();
  const encoder = new TextEncoder();

  it("is installed on TextEncoder, once however often it is called", () => {
    const installed = TextEncoder.prototype.encode;
    installAsciiFastPath();
    expect(TextEncoder.prototype.encode).toBe(installed);
    expect(installed.toString()).toContain("encodeAscii");
  });

  it.each(inputs.map((text) => [JSON.stringify(text).slice(0, 40), text]))(
    "encodes %s to the same UTF-8 bytes as the standard says",
    (_, text) => {
      const bytes = encoder.encode(text);
      expect(bytes).toBeInstanceOf(Uint8Array);
      expect([...bytes]).toEqual(utf8(text));
    },
  );

  it("turns other arguments into strings first, as the runtime's encoder does", () => {
    const encode = encoder.encode.bind(encoder) as (input?: unknown) => Uint8Array;
    expect([...encode()]).toEqual([]);
    expect([...encode(undefined)]).toEqual([]);
    expect([...encode(42)]).toEqual(utf8("42"));
    expect([...encode(null)]).toEqual(utf8("null"));
    expect([...encode({ toString: () => "ok" })]).toEqual(utf8("ok"));
  });

  it("gives every call an array of its own", () => {
    const a = encoder.encode("same");
    const b = encoder.encode("same");
    a[0] = 0;
    expect(b[0]).toBe("s".charCodeAt(0));
    expect(a.buffer).not.toBe(b.buffer);
  });
});
