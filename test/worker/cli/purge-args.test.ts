import { describe, expect, it } from "vitest";
import { purgeCommand } from "../../../scripts/purge-args.ts";

describe("the purge command line", () => {
  it("reads a scope", () => {
    expect(purgeCommand(["--site", "https://example.org/", "--scope", "all"])).toEqual({
      site: "https://example.org",
      body: { scope: "all" },
    });
  });

  it("reads several paths", () => {
    expect(
      purgeCommand(["--site", "http://127.0.0.1:8787", "--path", "/news", "--path", "/about-us"]),
    ).toEqual({
      site: "http://127.0.0.1:8787",
      body: { paths: ["/news", "/about-us"] },
    });
  });

  it("reads tags, path prefixes and the mode, as the ops route takes them", () => {
    expect(purgeCommand(["--site", "https://e.org", "--tag", "common", "--tag", "lang:es"])).toEqual({
      site: "https://e.org",
      body: { tags: ["common", "lang:es"] },
    });
    expect(purgeCommand(["--site", "https://e.org", "--prefix", "/news/", "--mode", "purge"])).toEqual({
      site: "https://e.org",
      body: { prefixes: ["/news/"], mode: "purge" },
    });
    expect(purgeCommand(["--site", "https://e.org", "--scope", "all", "--mode", "invalidate"])).toEqual({
      site: "https://e.org",
      body: { scope: "all", mode: "invalidate" },
    });
  });

  it("explains what is wrong with bad arguments", () => {
    expect(purgeCommand(["--scope", "all"])).toBe("--site must be an http(s) origin");
    expect(purgeCommand(["--site", "https://e.org", "--scope", "pages"])).toBe(
      "--scope must be all or common",
    );
    expect(purgeCommand(["--site", "https://e.org", "--path", "news"])).toBe(
      "--path must start with / and hold no spaces or #: news",
    );
    expect(purgeCommand(["--site", "https://e.org", "--path", "/a b"])).toBe(
      "--path must start with / and hold no spaces or #: /a b",
    );
    const many = Array.from({ length: 31 }, (_, i) => ["--path", `/p${i}`]).flat();
    expect(purgeCommand(["--site", "https://e.org", ...many])).toBe("--path give at most 30");
    expect(purgeCommand(["--site", "https://e.org", "--scope", "all", "--path", "/x"])).toBe(
      "give one of --scope, --path, --tag or --prefix",
    );
    expect(purgeCommand(["--site", "https://e.org", "--tag", "common", "--prefix", "/news"])).toBe(
      "give one of --scope, --path, --tag or --prefix",
    );
    expect(purgeCommand(["--site", "https://e.org", "--tag", "a b"])).toBe(
      "--tag must be printable ASCII without spaces: a b",
    );
    expect(purgeCommand(["--site", "https://e.org", "--scope", "all", "--mode", "drop"])).toBe(
      "--mode must be invalidate or purge",
    );
    expect(purgeCommand(["--site", "https://e.org"])).toMatch(/^give --scope all/);
    expect(purgeCommand(["--site", "https://e.org", "--force"])).toMatch(/Unknown option/);
  });
});
