import { beforeAll, describe, expect, test } from "vitest";
import { builtinProvider } from "../../../worker/search/builtin.ts";
import type { SearchDoc } from "../../../worker/search/documents.ts";
import { buildEngine, type Engine, loadEngine, query, suggest } from "../../../worker/search/engine.ts";
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
  const completions = suggest(engine, "dent", "en").suggestions;
  expect(completions.length).toBe(5);
  expect(completions[0]).toBe("Dental Care");
  expect(new Set(completions).size).toBe(5);
});

test("markup in content comes out escaped in snippets", async () => {
  const tricky = buildEngine(
    [
      {
        id: "/x",
        kind: "page",
        title: "Tricky <img src=x onerror=alert(1)>",
        keywords: "",
        body: 'About <script>alert("dental")</script> dental care',
        image: "",
        lang: "en",
      },
    ],
    "en",
  );
  const { items } = await builtinProvider(async () => tricky, "en").search("dental", 0);
  expect(items[0]?.htmlSnippet).toBe(
    "About &lt;script&gt;alert(&quot;<b>dental</b>&quot;)&lt;/script&gt; <b>dental</b> care",
  );
  expect(items[0]?.title).toBe("Tricky <img src=x onerror=alert(1)>");
});

describe("a Spanish index", () => {
  const doc = (id: string, title: string, body: string): SearchDoc => ({
    id,
    kind: "page",
    title,
    keywords: "",
    body,
    image: "",
    lang: "es",
  });
  const spanish = buildEngine(
    [
      doc("/es/locations/norte", "Centro Norte", "Nuestras clinicas atienden a familias de toda la ciudad."),
      doc("/es/services/dental", "Atención dental", "Una clínica dental con análisis y radiografías."),
      doc("/es/services/vacunas", "Vacunación", "Vacunas para niños de seis meses en adelante."),
    ],
    "es",
  );
  const english = buildEngine([doc("/services/vision", "Eye care", "Our clinics test vision.")], "en");
  const found = (engine: Engine, term: string) => query(engine, term).map((hit) => String(hit.id));

  test("finds a word with or without its accents, in the singular or the plural", () => {
    expect(found(spanish, "clínica")).toEqual(
      expect.arrayContaining(["/es/locations/norte", "/es/services/dental"]),
    );
    expect(found(spanish, "clinicas")).toEqual(found(spanish, "clínica"));
    expect(found(spanish, "CLÍNICAS")).toEqual(found(spanish, "clínica"));
    expect(found(spanish, "vacuna")[0]).toBe("/es/services/vacunas");
    expect(found(spanish, "mes")).toEqual(["/es/services/vacunas"]);
    expect(found(spanish, "analisis")).toEqual(["/es/services/dental"]);
    expect(found(spanish, "ninos")).toEqual(["/es/services/vacunas"]);
  });

  test("ignores Spanish stop words in a query", () => {
    expect(found(spanish, "la vacuna de los niños")).toEqual(["/es/services/vacunas"]);
    expect(found(spanish, "de")).toEqual([]);
  });

  test("highlights the words of the text that match, in whichever form they are written", async () => {
    const { items } = await builtinProvider(async () => spanish, "es").search("clínica", 0);
    const snippets = Object.fromEntries(items.map((item) => [item.link, item.htmlSnippet]));
    expect(snippets["/es/locations/norte"]).toBe(
      "Nuestras <b>clinicas</b> atienden a familias de toda la ciudad.",
    );
    expect(snippets["/es/services/dental"]).toBe("Una <b>clínica</b> dental con análisis y radiografías.");
  });

  test("keeps each language's documents to its own index", () => {
    expect(found(english, "radiografías")).toEqual([]);
    expect(found(english, "vacunas")).toEqual([]);
    expect(found(spanish, "vision")).toEqual([]);
    expect(found(english, "vision")).toEqual(["/services/vision"]);
  });

  test("loads from its serialized form with the Spanish normalizer", () => {
    const loaded = loadEngine(JSON.stringify(spanish), "es");
    expect(found(loaded, "clinica")).toEqual(found(spanish, "clinica"));
    expect(found(loaded, "luz")).toEqual([]);
    expect(found(loaded, "meses")).toEqual(["/es/services/vacunas"]);
  });
});
