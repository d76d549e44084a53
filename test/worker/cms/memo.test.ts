import { env } from "cloudflare:test";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as schemas from "../../../shared/cms/schemas.ts";
import { createCmsClient } from "../../../worker/cms/client.ts";
import {
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
    // Settled, the answer is shared: a third render sends nothing.
    const c = createCmsClient({ access, timeoutMs: 1000, memoSeconds: 5 });
    expect(await c.all("teams", schema)).toEqual([{ post_name: "dental-team" }]);
    expect(answers).toHaveLength(2);
  });

  it("gives renders asking once the answer has settled that same answer", async () => {
    forgetCmsAnswers();
    let loads = 0;
    const load = async () => {
      loads++;
      return { n: loads };
    };
    const first = await rememberedAnswer("k", 1000, load);
    const second = await rememberedAnswer("k", 1000, load);
    expect(loads).toBe(1);
    expect(second).toBe(first);
  });

  it("asks again once the answer is as old as its time, and every time when the time is 0", async () => {
    forgetCmsAnswers();
    let time = 1_000;
    const clock = () => time;
    let loads = 0;
    const load = async () => ++loads;
    expect(await rememberedAnswer("t", 30, load, clock)).toBe(1);
    time = 1_029;
    expect(await rememberedAnswer("t", 30, load, clock)).toBe(1);
    time = 1_030;
    expect(await rememberedAnswer("t", 30, load, clock)).toBe(2);
    time = 1_059;
    expect(await rememberedAnswer("t", 30, load, clock)).toBe(2);
    expect(await rememberedAnswer("z", 0, load, clock)).toBe(3);
    expect(await rememberedAnswer("z", 0, load, clock)).toBe(4);
  });

  it("keeps an answer slower than its time for the whole time from when it arrived", async () => {
    forgetCmsAnswers();
    let time = 0;
    const clock = () => time;
    let loads = 0;
    let answer: (value: string) => void = () => {};
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => {
        answer = resolve;
      });
    };
    const first = rememberedAnswer("slow", 5_000, load, clock);
    time = 12_000; // the CMS takes longer than the answer is remembered
    answer("the page");
    expect(await first).toBe("the page");
    time = 16_999; // its age counts from when it arrived
    expect(await rememberedAnswer("slow", 5_000, load, clock)).toBe("the page");
    expect(loads).toBe(1);
    time = 17_000;
    const again = rememberedAnswer("slow", 5_000, load, clock);
    expect(loads).toBe(2);
    answer("the page, asked again");
    expect(await again).toBe("the page, asked again");
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
    expect(await rememberedAnswer("f", 1000, async () => "back")).toBe("back");
  });

  it("keeps at most a fixed number of answers, forgetting the oldest first", async () => {
    forgetCmsAnswers();
    let loads = 0;
    const load = async () => ++loads;
    for (let i = 0; i <= maxRememberedAnswers; i++) await rememberedAnswer(`key-${i}`, 60_000, load);
    expect(rememberedAnswers()).toBe(maxRememberedAnswers);
    await rememberedAnswer(`key-${maxRememberedAnswers}`, 60_000, load);
    expect(loads).toBe(maxRememberedAnswers + 1);
    await rememberedAnswer("key-0", 60_000, load);
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

  it("renders the services list of several pages from one CMS request", async () => {
    const vars = { CMS_ORIGIN: fakeCmsOrigin };
    for (const path of ["/", "/locations/main-street", "/locations/riverside", "/"])
      expect((await call(path, signedIn, vars)).status).toBe(200);
    expect(cms.count(services)).toBe(1);
    expect(cms.calls.filter((c) => c === "home")).toHaveLength(1);
  });

  it("asks the CMS for every render when CMS_MEMO_SECONDS is 0", async () => {
    const vars = { CMS_ORIGIN: fakeCmsOrigin, CMS_MEMO_SECONDS: "0" };
    for (const path of ["/", "/locations/main-street", "/"])
      expect((await call(path, signedIn, vars)).status).toBe(200);
    expect(cms.count(services)).toBe(3);
  });

  it("asks the CMS again after any purge", async () => {
    const token = env.OPS_TOKEN;
    const vars = { CMS_ORIGIN: fakeCmsOrigin };
    const render = async () =>
      expect((await call("/locations/main-street", signedIn, vars)).status).toBe(200);
    await render();
    for (const body of [{ paths: ["/news"] }, { scope: "common" }, { scope: "all" }]) {
      const before = cms.count(services);
      await render();
      expect(cms.count(services)).toBe(before);
      const purged = await call(
        "/__ops/purge",
        {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        },
        vars,
      );
      expect(purged.status).toBe(200);
      await render();
      expect(cms.count(services), JSON.stringify(body)).toBe(before + 1);
    }
  });
});
