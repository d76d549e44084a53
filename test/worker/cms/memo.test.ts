import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as schemas from "../../../shared/cms/schemas.ts";
import { createCmsClient } from "../../../worker/cms/client.ts";
import { demoCms } from "../../../worker/cms/demo/index.ts";
import {
  beginRender,
  forgetCmsAnswers,
  maxRememberedAnswers,
  rememberedAnswer,
  rememberedAnswers,
} from "../../../worker/cms/memo.ts";
import { call } from "../support/app.ts";
import { type FakeCms, fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

describe("remembered CMS answers", () => {
  it("never hands a read on its way to another request: each render asking meanwhile sends its own", async () => {
    forgetCmsAnswers();
    const answers: ((response: Response) => void)[] = [];
    const access = {
      origin: "http://cms.own-reads",
      demo: false,
      fetch: () =>
        new Promise<Response>((resolve) => {
          answers.push(resolve);
        }),
    };
    const a = createCmsClient({ access, timeoutMs: 1000, memoSeconds: 5 });
    const b = createCmsClient({ access, timeoutMs: 1000, memoSeconds: 5 });
    const schema = v.object({ post_name: v.string() });
    const first = a.all("teams", schema);
    const second = b.all("teams", schema);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    // The second render's own read answers first; it does not wait for the first request's.
    answers[1]!(Response.json([{ post_name: "dental-team" }]));
    expect(await second).toEqual([{ post_name: "dental-team" }]);
    answers[0]!(Response.json([{ post_name: "dental-team" }]));
    expect(await first).toEqual([{ post_name: "dental-team" }]);
    // Settled, the answer is shared with a render begun before it was asked for: that render sends nothing.
    expect(await a.all("teams", schema)).toEqual([{ post_name: "dental-team" }]);
    expect(await b.all("teams", schema)).toEqual([{ post_name: "dental-team" }]);
    expect(answers).toHaveLength(2);
    // A render begun after both reads were asked for sends its own.
    const c = createCmsClient({ access, timeoutMs: 1000, memoSeconds: 5 });
    const third = c.all("teams", schema);
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    answers[2]!(Response.json([{ post_name: "dental-team" }]));
    expect(await third).toEqual([{ post_name: "dental-team" }]);
  });

  it("gives a render the answer of a read asked for after it began, and never one asked for before", async () => {
    forgetCmsAnswers();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const early = beginRender();
    const first = await rememberedAnswer("k", 1000, load, { begun: early });
    // Begun before that read was asked for, a render shares it.
    expect(await rememberedAnswer("k", 1000, load, { begun: early })).toBe(first);
    // Begun after it was asked for (after a purge anywhere, say), a render asks again.
    const late = beginRender();
    const second = await rememberedAnswer("k", 1000, load, { begun: late });
    expect(second).toEqual({ n: 2 });
    expect(await rememberedAnswer("k", 1000, load, { begun: late })).toBe(second);
    // An asker that does not say when it began is taken as beginning now.
    expect(await rememberedAnswer("k", 1000, load)).toEqual({ n: 3 });
    expect(loads).toBe(3);
  });

  it("asks again once the answer is as old as its time, and every time when the time is 0", async () => {
    forgetCmsAnswers();
    let time = 1_000;
    const now = () => time;
    let loads = 0;
    const load = async () => ++loads;
    const begun = beginRender();
    expect(await rememberedAnswer("t", 30, load, { begun, now })).toBe(1);
    time = 1_029;
    expect(await rememberedAnswer("t", 30, load, { begun, now })).toBe(1);
    time = 1_030;
    expect(await rememberedAnswer("t", 30, load, { begun, now })).toBe(2);
    time = 1_059;
    expect(await rememberedAnswer("t", 30, load, { begun, now })).toBe(2);
    expect(await rememberedAnswer("z", 0, load, { begun, now })).toBe(3);
    expect(await rememberedAnswer("z", 0, load, { begun, now })).toBe(4);
  });

  it("keeps an answer slower than its time for the whole time from when it arrived", async () => {
    forgetCmsAnswers();
    let time = 0;
    const now = () => time;
    let loads = 0;
    let answer: (value: string) => void = () => {};
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => {
        answer = resolve;
      });
    };
    const begun = beginRender();
    const first = rememberedAnswer("slow", 5_000, load, { begun, now });
    time = 12_000; // the CMS takes longer than the answer is remembered
    answer("the page");
    expect(await first).toBe("the page");
    time = 16_999; // its age counts from when it arrived
    expect(await rememberedAnswer("slow", 5_000, load, { begun, now })).toBe("the page");
    expect(loads).toBe(1);
    time = 17_000;
    const again = rememberedAnswer("slow", 5_000, load, { begun, now });
    expect(loads).toBe(2);
    answer("the page, asked again");
    expect(await again).toBe("the page, asked again");
  });

  it("never lets an earlier read that settles late replace a newer answer", async () => {
    forgetCmsAnswers();
    const begun = beginRender();
    const pending: ((value: string) => void)[] = [];
    const load = () =>
      new Promise<string>((resolve) => {
        pending.push(resolve);
      });
    const older = rememberedAnswer("order", 60_000, load, { begun });
    const newer = rememberedAnswer("order", 60_000, load, { begun });
    pending[1]!("asked second");
    expect(await newer).toBe("asked second");
    pending[0]!("asked first");
    expect(await older).toBe("asked first");
    expect(await rememberedAnswer("order", 60_000, load, { begun })).toBe("asked second");
  });

  it("never remembers a failure", async () => {
    let loads = 0;
    const failing = async () => {
      loads++;
      throw new Error("CMS down");
    };
    await expect(rememberedAnswer("f", 1000, failing)).rejects.toThrow("CMS down");
    await expect(rememberedAnswer("f", 1000, failing)).rejects.toThrow("CMS down");
    expect(loads).toBe(2);
    const begun = beginRender();
    expect(await rememberedAnswer("f", 1000, async () => "back", { begun })).toBe("back");
    expect(await rememberedAnswer("f", 1000, failing, { begun })).toBe("back");
  });

  it("keeps at most a fixed number of answers, forgetting the oldest first", async () => {
    forgetCmsAnswers();
    let loads = 0;
    const load = async () => ++loads;
    const begun = beginRender();
    for (let i = 0; i <= maxRememberedAnswers; i++)
      await rememberedAnswer(`key-${i}`, 60_000, load, { begun });
    expect(rememberedAnswers()).toBe(maxRememberedAnswers);
    await rememberedAnswer(`key-${maxRememberedAnswers}`, 60_000, load, { begun });
    expect(loads).toBe(maxRememberedAnswers + 1);
    await rememberedAnswer("key-0", 60_000, load, { begun });
    expect(loads).toBe(maxRememberedAnswers + 2);
  });
});

describe("the CMS client's shared answers", () => {
  it("checks one shared answer against each caller's own schema and gives each its own copy", async () => {
    forgetCmsAnswers();
    const requested: string[] = [];
    const cms = createCmsClient({
      access: {
        origin: "http://cms.memo",
        demo: false,
        fetch: async (request) => {
          requested.push(request.url);
          return Response.json([{ id: 1, post_name: "dental-team", nav_title: "Dental", extra: "x" }]);
        },
      },
      timeoutMs: 1000,
      memoSeconds: 5,
    });
    const names = await cms.all("teams", v.object({ post_name: v.string() }));
    const titles = await cms.all("teams", v.object({ post_name: v.string(), nav_title: v.string() }));
    expect(requested).toHaveLength(1);
    expect(names).toEqual([{ post_name: "dental-team" }]);
    expect(titles).toEqual([{ post_name: "dental-team", nav_title: "Dental" }]);
    titles[0]!.nav_title = "changed by a loader";
    expect(await cms.all("teams", v.object({ nav_title: v.string() }))).toEqual([{ nav_title: "Dental" }]);
    // An item that fails a caller's schema is left out of that caller's list (worker/cms/items-of.ts).
    expect(await cms.all("teams", schemas.team)).toEqual([]);
    expect(requested).toHaveLength(1);
  });
});

describe("CMS answers shared between page renders", () => {
  let cms: FakeCms;
  const signedIn = { headers: { authorization: "Bearer visitor" } }; // bypasses the page cache
  const services = "health-services/status:publish/100";
  beforeEach(() => {
    cms = fakeCms();
  });
  afterEach(() => vi.restoreAllMocks());

  it("has each render that begins after another's read ask the CMS for itself, memory on or off", async () => {
    for (const memo of ["5", "0"]) {
      cms.calls.length = 0;
      const vars = { CMS_ORIGIN: fakeCmsOrigin, CMS_MEMO_SECONDS: memo };
      for (const path of ["/", "/locations/main-street", "/"])
        expect((await call(path, signedIn, vars)).status).toBe(200);
      expect(cms.count(services), `CMS_MEMO_SECONDS=${memo}`).toBe(3);
    }
  });

  it("has every render that follows another ask the CMS again, so none shows an answer from before a purge elsewhere", async () => {
    const vars = { CMS_ORIGIN: fakeCmsOrigin };
    const page = async () => {
      const response = await call("/locations/main-street", signedIn, vars);
      expect(response.status).toBe(200);
      return response.text();
    };
    const before = await page();
    expect(before.slice(before.indexOf("<main"), before.indexOf("</main>"))).toContain("555-0142");
    // The editor changes the phone number; the purge that follows is handled by another isolate, so this
    // one forgets nothing. A render begun now is kept by the edge as fresh: it must show the new number.
    const real = demoCms.fetch.bind(demoCms);
    vi.spyOn(demoCms, "fetch").mockImplementation(async (request, ...rest) => {
      const answer = await real(request, ...rest);
      const text = (await answer.text()).replaceAll("5035550142", "5035550199");
      return new Response(text, answer);
    });
    // The page's own content (nav and footer come from the common data, kept in KV: common-data.test.ts).
    const html = await page();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).toContain("555-0199");
    expect(main).not.toContain("555-0142");
  });
});
