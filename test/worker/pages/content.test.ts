import { describe, expect, it } from "vitest";
import { href } from "../../../shared/routes.ts";
import { newsNewestFirst } from "../../../worker/cms/demo/content.ts";
import { jobs } from "../../../worker/cms/demo/seed/jobs.ts";
import { staff } from "../../../worker/cms/demo/seed/staff.ts";
import { call } from "../support/app.ts";

const page = async (path: string, vars: Record<string, string> = {}) => {
  const res = await call(path, {}, vars);
  expect(res.status, path).toBe(200);
  return res.text();
};

/** Visible text of the page's `<main>`, tags removed. */
const mainText = (html: string) =>
  (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("page content from the demo CMS", () => {
  it("home: hero image eager with high priority, a size and smaller sizes, services, locations with phones and hours, news, STAR and portal", async () => {
    const html = await page("/");
    expect(html).toMatch(/<img[^>]*src="\/uploads\/hero\/home\.webp"[^>]*>/);
    const hero = /<img[^>]*src="\/uploads\/hero\/home\.webp"[^>]*>/.exec(html)?.[0] ?? "";
    // WordPress's narrower sizes of the upload, and how wide the page draws it.
    expect(hero).toContain(
      'srcSet="/uploads/hero/home-300x169.webp 300w, /uploads/hero/home-768x432.webp 768w,',
    );
    expect(hero).toMatch(/sizes="[^"]+"/);
    expect(hero).toContain('loading="eager"');
    expect(hero).toContain('fetchPriority="high"');
    expect(hero).toMatch(/width="\d+"/);
    expect(hero).toMatch(/height="\d+"/);
    expect(html).toContain('href="/services/primary-care"');
    expect(html).toContain('href="tel:+15035550142"');
    expect(mainText(html)).toContain("(503) 555-0142");
    expect(mainText(html)).toMatch(/Mon–Fri 8:00 AM – 6:00 PM/);
    expect(html).toContain('href="/star"');
    expect(html).toContain('href="https://portal.example.org/');
  });

  it("location: address, click-to-call phone, the week's hours, open-now island, services, care team and directions", async () => {
    const html = await page("/locations/main-street");
    const text = mainText(html);
    expect(html).toContain('<a href="tel:+15035550142" class="phone-link">(503) 555-0142</a>');
    expect(text).toContain("1420 Main Street");
    for (const day of ["Sunday", "Monday", "Saturday"]) expect(text).toContain(day);
    expect(text).toMatch(/(Open now · until|Closed now)/);
    expect(html).toContain('data-island="open-now"');
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=');
    expect(text).toContain("Get directions");
    expect(html).toContain('href="/services/pharmacy"');
    expect(html).toContain('href="/staff_member/401"');
    expect(html).toMatch(/class="map-slot"/);
  });

  it("services: primary care, dental and behavioral health answer with their own heading", async () => {
    for (const [slug, title] of [
      ["primary-care", "Primary Care"],
      ["dental", "Dental Care"],
      ["behavioral-health", "Behavioral Health"],
    ]) {
      const html = await page(href("service", { id: slug! }));
      expect(html, slug).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    }
  });

  it("team: its purpose and members linking to their profiles", async () => {
    const html = await page("/team/dental-team");
    const members = staff.filter((m) => m.team === "dental-team");
    expect(members.length).toBeGreaterThan(0);
    for (const m of members) expect(html).toContain(`href="/staff_member/${m.id}"`);
  });

  it("staff profile: photo, name, credentials, role, team, locations, languages and new-patient status", async () => {
    const m = staff.find((s) => s.id === 401)!;
    const html = await page("/staff_member/401");
    const text = mainText(html);
    expect(text).toContain(`${m.name}, ${m.credentials}`);
    expect(text).toContain(m.role);
    expect(text).toContain(m.languages.join(", "));
    expect(text).toContain(
      m.accepting_new_patients ? "Accepting new patients" : "Not accepting new patients",
    );
    expect(html).toContain(`href="/team/${m.team}"`);
    for (const l of m.locations) expect(html).toContain(`href="/locations/${l}"`);
    expect(html).toMatch(/<img[^>]*class="profile-photo"[^>]*>/);
  });

  it("job: details, posting date as Mon July 4, 2024 and a clear apply link", async () => {
    const job = jobs.find((j) => j.id === 601)!;
    const html = await page("/job-openings/job/601");
    expect(html).toContain(`href="${job.apply_url}"`);
    expect(mainText(html)).toContain("Apply for this job");
    expect(mainText(html)).toMatch(/Posted (?:Sun|Mon|Tue|Wed|Thu|Fri|Sat) [A-Z][a-z]+ \d{1,2}, \d{4}/);
  });

  it("news story: title, date as Mon July 4, 2024 and body", async () => {
    const story = newsNewestFirst.at(-1)!;
    expect(story.created).toBe("2024-01-16T09:00:00-08:00");
    const html = await page(href("newsStory", { slug: story.slug }));
    expect(mainText(html)).toContain("Tue January 16, 2024");
    expect(html).toContain(`<time dateTime="2024-01-16"`);
  });

  it("COVID-19 lists its news; STAR links to events and donating; donate uses the configured URL", async () => {
    expect(await page("/covid-19")).toContain('id="covid-news"');
    const star = await page("/star");
    expect(star).toContain('href="/star-events"');
    expect(star).toContain('href="/donate"');
    expect(await page("/donate", { DONATION_URL: "https://give.example.net/clinic" })).toContain(
      'href="https://give.example.net/clinic"',
    );
  });

  it("STAR events: each event with its date and venue", async () => {
    const text = mainText(await page("/star-events"));
    expect(text).toContain("STAR Winter Gala 2026");
    expect(text).toContain("Sat December 5, 2026");
  });

  it("STAR events: the first event's picture loads at once with high priority, the others lazily", async () => {
    const cards = (await page("/star-events")).match(/<img[^>]*class="card-image"[^>]*>/g) ?? [];
    expect(cards.length).toBeGreaterThan(1);
    expect(cards[0]).toContain('loading="eager"');
    expect(cards[0]).toContain('fetchPriority="high"');
    for (const card of cards.slice(1)) {
      expect(card).toContain('loading="lazy"');
      expect(card).not.toContain("fetchPriority");
    }
  });

  it("privacy tells what the site really does: no consent banner, GPC honoured, no analytics on form pages", async () => {
    const text = mainText(await page("/privacy"));
    expect(text).toContain("Global Privacy Control");
    expect(text).toMatch(/pages with a form/);
    expect(text).not.toMatch(/brings back the consent choice/);
    expect(text).not.toMatch(/only if you agree/);
  });

  it("login points to the patient and employee portals without a login form", async () => {
    const html = await page("/login");
    expect(html).toContain('href="https://portal.example.org/');
    expect(html).toContain('href="https://training.example.org/');
    expect(html).not.toMatch(/type="password"/);
  });

  it("about-us is titled as the General Info page and the footer links the legal pages", async () => {
    const html = await page("/about-us");
    expect(html).toContain("General Info");
    expect(html).toContain('href="/nondiscrimination"');
    expect(html).toContain('href="/accessibility"');
  });
});

describe("dates and times in the clinic's time zone", () => {
  it("shows STAR event times in CLINIC_TIME_ZONE", async () => {
    const clock = (html: string) =>
      /<time dateTime="[^"]+">[^<]*, (\d{1,2}:\d{2} [AP]M)<\/time>/.exec(html)?.[1];
    const west = clock(await page("/star-events"));
    // Another configuration is another deployment; a signed-in request skips this one's cached copy.
    const signedIn = { headers: { authorization: "Bearer test" } };
    const east = clock(
      await (await call("/star-events", signedIn, { CLINIC_TIME_ZONE: "America/New_York" })).text(),
    );
    expect(west).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    const minutes = (t: string) => {
      const [, h, m, ampm] = /(\d+):(\d+) ([AP]M)/.exec(t)!;
      return ((Number(h) % 12) + (ampm === "PM" ? 12 : 0)) * 60 + Number(m);
    };
    expect((minutes(east!) - minutes(west!) + 1440) % 1440).toBe(180);
  });
});
