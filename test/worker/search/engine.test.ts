import { beforeAll, describe, expect, test } from "vitest";
import { builtinProvider } from "../../../worker/search/builtin.ts";
import { buildEngine, type Engine, query, suggest } from "../../../worker/search/engine.ts";
import { demoEngine } from "./demo-engine.ts";

let engine: Engine;
beforeAll(async () => {
  engine = await demoEngine();
});

const links = (term: string) => query(engine, term).map((hit) => String(hit.id));

describe("relevance on the demo content", () => {
  test("a query for a service's name ranks that service first", () => {
    expect(links("Dental Care")[0]).toBe("/services/dental");
    expect(links("pediatrics")[0]).toBe("/services/pediatrics");
    expect(links("primary care")[0]).toBe("/services/primary-care");
  });

  test("a staff member is found by surname", () => {
    expect(links("Gonzalez")[0]).toBe("/staff_member/401");
    expect(links("nguyen")).toContain("/staff_member/402");
  });

  test("a typo still finds the page", () => {
    expect(links("Gonzales")[0]).toBe("/staff_member/401");
    expect(links("dentl")[0]).toBe("/services/dental");
  });

  test("a plural finds the singular", () => {
    const found = links("dentists");
    expect(found).toContain("/job-openings/job/609");
    expect(query(engine, "dentists").length).toBe(query(engine, "dentist").length);
  });

  test("a prefix finds the whole word", () => {
    expect(links("dent")[0]).toBe("/services/dental");
  });

  test("every kind of content is searchable", () => {
    expect(links("Main Street Health Center")[0]).toBe("/locations/main-street");
    expect(links("dental team")).toContain("/team/dental-team");
    expect(links("STAR")).toContain("/star");
    expect(links("privacy")).toContain("/privacy");
    expect(links("about")).toContain("/about-us");
    expect(links("nondiscrimination")[0]).toBe("/nondiscrimination");
    expect(links("accessibility statement")[0]).toBe("/accessibility");
    expect(links("covid")).toContain("/covid-19");
    expect(links("hygienist").some((l) => l.startsWith("/job-openings/job/"))).toBe(true);
    expect(links("vaccines").some((l) => l.startsWith("/news/story/"))).toBe(true);
  });

  test("a word found nowhere gives no results", () => {
    expect(links("xylophonic")).toEqual([]);
  });
});

test("completions are at most five page titles, best first", () => {
  const completions = suggest(engine, "dent");
  expect(completions.length).toBe(5);
  expect(completions[0]).toBe("Dental Care");
  expect(new Set(completions).size).toBe(5);
});

test("markup in content comes out escaped in snippets", async () => {
  const tricky = buildEngine([
    {
      id: "/x",
      kind: "page",
      title: "Tricky <img src=x onerror=alert(1)>",
      keywords: "",
      body: 'About <script>alert("dental")</script> dental care',
      image: "",
    },
  ]);
  const { items } = await builtinProvider(async () => tricky).search("dental", 0);
  expect(items[0]?.htmlSnippet).toBe(
    "About &lt;script&gt;alert(&quot;<b>dental</b>&quot;)&lt;/script&gt; <b>dental</b> care",
  );
  expect(items[0]?.title).toBe("Tricky <img src=x onerror=alert(1)>");
});
