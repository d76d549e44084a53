/**
 * @module Parity of the v1 contract: every read the site makes (and the ones it may make: every item,
 * every filter, every page of every list, the bad ones) answers from the Clinic Site plugin on
 * Debian's WordPress, with the demo clinic imported, the same JSON as the demo CMS, in both languages.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { apiBase } from "../../../shared/cms/paths.ts";
import { locales } from "../../../shared/i18n/locales.ts";
import { collections } from "../../../worker/cms/demo/content.ts";
import { demoCms } from "../../../worker/cms/demo/index.ts";
import { freePort } from "../../support/free-port.ts";
import { type RealWordPress, startWordPress } from "./support/wordpress.ts";

/**
 * Where the two may differ, and why. An error's body is compared by its `code` and status alone:
 * WordPress words its own messages (`lang is not one of en and es.`, with its `details`), and the
 * site reads only the status.
 */
const errorsByCodeAndStatus = true;

/** Every read compared: the contract's fixed reads, then each item's, each filter's, the bad ones. */
function reads(): string[] {
  const items = (type: keyof typeof collections) => collections[type].items;
  const pagesOf = (n: number) => Array.from({ length: Math.ceil(n / 10) + 1 }, (_, i) => i + 1);
  const fixed = [
    "/common",
    "/home",
    "/about-us",
    "/covid-19",
    "/privacy",
    "/star",
    "/star-events",
    "/contact-page",
    "/contact-page/id/895",
    "/totals",
    "/news/total",
    "/news/homepage-featured/3",
    "/news/homepage-featured/100",
    "/news/covid-19/5",
    ...pagesOf(items("news-stories").length).map((p) => `/news?page=${p}&per_page=10`),
    "/news?page=1&per_page=100",
    ...pagesOf(items("job-openings").length).map(
      (p) => `/job-openings?orderby=created&order=desc&page=${p}&per_page=10`,
    ),
  ];
  const perType = Object.keys(collections).flatMap((type) => [
    `/${type}/total`,
    `/${type}/pages`,
    `/${type}/slugs`,
    `/${type}/status:publish/100`,
    `/${type}/status:publish/3`,
  ]);
  const perItem = [
    ...items("teams").flatMap((t) => [`/team/${t.post_name}/long`, `/staff_members/team:${t.post_name}/100`]),
    ...items("staff_members").map((m) => `/staff_member/id/${m.id}`),
    ...items("job-openings").map((j) => `/job-opening/id/${j.id}`),
    ...items("news-stories").flatMap((n) => [`/news/story/${n.slug}`, `/news/story/${n.id}`]),
    ...items("health-services").map((s) => `/health-services/url_slug:${s.url_slug}/1`),
    ...items("locations").flatMap((l) => [
      `/locations/post_name:${l.post_name}/1`,
      `/staff_members/locations:${l.post_name}/100`,
      `/job-openings/location:${l.post_name}/100`,
      `/locations/services:dental/100/post_name:${l.post_name}`,
    ]),
    ...["medical", "dental", "nursing", "pharmacy"].map((d) => `/job-openings/department:${d}/100`),
    "/news-stories/featured:true/100",
  ];
  const bad = [
    "/contact-page/id/1",
    "/team/no-such-team/long",
    "/staff_member/id/999999",
    "/job-opening/id/abc",
    "/news/story/no-such-story",
    "/news?page=0&per_page=10",
    "/news?page=1&per_page=101",
    "/news/homepage-featured/abcd",
    "/no-such-type/total",
    "/star-events/total",
    "/locations/no-colon/10",
    "/locations/status:publish/1000",
  ];
  const all = [...fixed, ...perType, ...perItem, ...bad];
  return [
    ...locales.flatMap((lang) => all.map((path) => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`)),
    ...all.filter((p) => !p.includes("?")),
    "/common?lang=xx",
    "/home?lang=EN",
  ];
}

interface Answer {
  status: number;
  body: string;
}

/** The answer as compared: the status, and the JSON re-serialized (key order kept) or an error's code. */
function normal(status: number, text: string): Answer {
  const json = JSON.parse(text) as { code?: unknown };
  const body = status >= 400 && errorsByCodeAndStatus ? String(json.code) : JSON.stringify(json);
  return { status, body };
}

let wordpress: RealWordPress | undefined;

before(
  async () => {
    wordpress = await startWordPress(await freePort(), { bundle: true });
  },
  { timeout: 180_000 },
);
after(() => wordpress?.stop());

describe("the v1 contract from WordPress and from the demo CMS", () => {
  it("answers every read the same, in both languages", async () => {
    assert.ok(wordpress);
    const all = reads();
    const differences: string[] = [];
    for (const path of all) {
      const demo = await demoCms.request(`${apiBase}${path}`, {}, {});
      const fromDemo = normal(demo.status, await demo.text());
      const wp = await fetch(`${wordpress.origin}${apiBase}${path}`);
      const fromWordPress = normal(wp.status, await wp.text());
      if (fromDemo.status !== fromWordPress.status || fromDemo.body !== fromWordPress.body)
        differences.push(
          `${path}: demo ${fromDemo.status} ${fromDemo.body.slice(0, 300)}\n  WordPress ${fromWordPress.status} ${fromWordPress.body.slice(0, 300)}`,
        );
    }
    console.log(`endpoints compared: ${all.length} reads, ${all.length - differences.length} equal`);
    assert.deepEqual(differences, []);
  });
});
