/** @module Loaders for the list pages and the CMS content pages. */

import type { ContentPage as Page } from "../../../shared/cms/types.ts";
import { breadcrumbJsonLd } from "../../../shared/components/breadcrumbs.tsx";
import { NewsCard } from "../../../shared/components/news-card.tsx";
import { eventsCalendarLink, newsFeedLink } from "../../../shared/lib/feeds.ts";
import { formatPhone } from "../../../shared/lib/format.ts";
import { AccessibilityPage } from "../../../shared/pages/accessibility.tsx";
import { ContentPage } from "../../../shared/pages/content-page.tsx";
import { DonatePage } from "../../../shared/pages/donate.tsx";
import { JobListPage } from "../../../shared/pages/job-list.tsx";
import { LoginPage } from "../../../shared/pages/login.tsx";
import { NewsListPage } from "../../../shared/pages/news-list.tsx";
import { NondiscriminationPage } from "../../../shared/pages/nondiscrimination.tsx";
import { NotFoundPage } from "../../../shared/pages/not-found.tsx";
import { StarEventsPage } from "../../../shared/pages/star-events.tsx";
import { sanitizeHtml } from "../../security/sanitize.ts";
import { contactForm } from "../forms/contact-section.tsx";
import { type Loader, type LoaderArgs, PageNotFound, pageParam, pagesFor } from "./loader.ts";
import { eventLd } from "./structured-data.ts";

export const perPage = 10;

/** Home › list › page n (the page crumb only past page 1). */
function listTrail(label: string, base: string, page: number) {
  const trail = [
    { label: "Home", href: "/" },
    { label, href: base },
  ];
  return page > 1 ? [...trail, { label: `Page ${page}`, href: `${base}/${page}` }] : trail;
}

export const news: Loader = async ({ cms, params, origin }) => {
  const page = pageParam(params);
  const total = await cms.newsTotal();
  const pages = pagesFor(total, perPage);
  if (page > pages) throw new PageNotFound();
  const stories = await cms.news(page, perPage);
  const trail = listTrail("News", "/news", page);
  return {
    status: 200,
    head: {
      title: page === 1 ? "News" : `News, page ${page}`,
      description:
        page === 1
          ? "Stories, health tips and announcements from our clinics."
          : `Stories, health tips and announcements from our clinics, page ${page} of ${pages}.`,
      path: page === 1 ? "/news" : `/news/${page}`,
      jsonLd: [breadcrumbJsonLd(trail, origin)],
      feeds: [newsFeedLink],
    },
    body: <NewsListPage stories={stories} page={page} pages={pages} total={total} trail={trail} />,
  };
};

const departmentRule = /^[A-Za-z][A-Za-z &-]{0,39}$/;

export const jobOpenings: Loader = async ({ cms, common, params, url, origin }) => {
  const page = pageParam(params);
  const wantedLocation = url.searchParams.get("location") ?? "";
  const wantedDepartment = url.searchParams.get("department") ?? "";
  const location = common.locations.some((l) => l.post_name === wantedLocation) ? wantedLocation : "";
  const department = departmentRule.test(wantedDepartment) ? wantedDepartment : "";
  const all = await cms.jobOpeningsWhere(["status", "publish"]);
  const departments = [...new Set(all.map((j) => j.department))].sort();
  let jobs: typeof all;
  let total: number;
  if (location || department) {
    const first: [string, string] = location ? ["location", location] : ["department", department];
    const second: [string, string] | undefined =
      location && department ? ["department", department] : undefined;
    const found = (await cms.jobOpeningsWhere(first, second)).sort(
      (a, b) => Date.parse(b.created) - Date.parse(a.created),
    );
    total = found.length;
    jobs = found.slice((page - 1) * perPage, page * perPage);
  } else {
    total = await cms.jobOpeningsTotal();
    jobs = page <= pagesFor(total, perPage) ? await cms.jobOpenings(page, perPage) : [];
  }
  const pages = pagesFor(total, perPage);
  if (page > pages) throw new PageNotFound();
  const trail = listTrail("Job openings", "/job-openings", page);
  return {
    status: 200,
    head: {
      title: page === 1 ? "Job openings" : `Job openings, page ${page}`,
      description:
        page === 1
          ? `Join our team: ${total} current job openings at our community health centers.`
          : `Join our team: current job openings at our community health centers, page ${page} of ${pages}.`,
      path: page === 1 ? "/job-openings" : `/job-openings/${page}`,
      jsonLd: [breadcrumbJsonLd(trail, origin)],
    },
    body: (
      <JobListPage
        jobs={jobs}
        total={total}
        page={page}
        pages={pages}
        locations={common.locations.map((l) => ({ value: l.post_name, label: l.nav_title }))}
        departments={departments}
        filter={{ location, department }}
        trail={trail}
      />
    ),
  };
};

/** A loader for a plain CMS page shown at `path` under the given breadcrumb label. */
function contentLoader(
  fetch: (args: LoaderArgs) => Promise<Page>,
  path: string,
  label: string,
  extra?: Loader,
): Loader {
  return async (args) => {
    const [page, more] = await Promise.all([fetch(args), extra ? extra(args) : Promise.resolve(null)]);
    const trail = [
      { label: "Home", href: "/" },
      { label, href: path },
    ];
    return {
      status: 200,
      head: {
        title: page.title,
        description: page.summary,
        path,
        ...(page.image ? { image: page.image.src } : {}),
        jsonLd: [breadcrumbJsonLd(trail, args.origin)],
      },
      body: (
        <ContentPage page={page} html={await sanitizeHtml(page.content)} trail={trail}>
          {more && !(more instanceof Response) ? more.body : null}
        </ContentPage>
      ),
    };
  };
}

const covidNews: Loader = async ({ cms }) => {
  const stories = await cms.covidNews(6);
  return {
    status: 200,
    head: { title: "", description: "", path: "" },
    body: (
      <section aria-labelledby="covid-news">
        <h2 id="covid-news">COVID-19 news</h2>
        <div className="card-grid">
          {stories.map((s) => (
            <NewsCard key={s.id} story={s} />
          ))}
        </div>
      </section>
    ),
  };
};

const starLinks: Loader = async () => ({
  status: 200,
  head: { title: "", description: "", path: "" },
  body: (
    <p>
      <a className="button" href="/star-events">
        See STAR events
      </a>{" "}
      <a className="button button-outline" href="/donate">
        Donate
      </a>
    </p>
  ),
});

export const aboutUs = contentLoader(({ cms }) => cms.aboutUs(), "/about-us", "General Info");
export const covid19 = contentLoader(({ cms }) => cms.covid19(), "/covid-19", "COVID-19", covidNews);
export const contactUs = contentLoader(
  ({ cms }) => cms.contactPage(),
  "/contact-us",
  "Contact Us",
  contactForm,
);
export const privacy = contentLoader(({ cms }) => cms.privacy(), "/privacy", "Privacy");
export const star = contentLoader(({ cms }) => cms.star(), "/star", "About STAR", starLinks);

export const starEvents: Loader = async ({ cms, config, origin }) => {
  const events = await cms.starEvents();
  const trail = [
    { label: "Home", href: "/" },
    { label: "STAR", href: "/star" },
    { label: "STAR Events", href: "/star-events" },
  ];
  const withHtml = await Promise.all(
    events.map(async (event) => ({ event, html: await sanitizeHtml(event.description) })),
  );
  return {
    status: 200,
    head: {
      title: "STAR events",
      description: "Fundraising events that support care for everyone in our community.",
      path: "/star-events",
      jsonLd: [...events.map((e) => eventLd(origin, e, config.brandName)), breadcrumbJsonLd(trail, origin)],
      feeds: [eventsCalendarLink],
    },
    body: <StarEventsPage events={withHtml} trail={trail} origin={origin} now={Date.now()} />,
  };
};

export const donate: Loader = async ({ cms, config, origin }) => {
  const page = await cms.star();
  const trail = [
    { label: "Home", href: "/" },
    { label: "Donate", href: "/donate" },
  ];
  return {
    status: 200,
    head: {
      title: "Donate",
      description: page.tagline,
      path: "/donate",
      jsonLd: [breadcrumbJsonLd(trail, origin)],
    },
    body: <DonatePage star={page} donationUrl={config.donationUrl} trail={trail} />,
  };
};

const mainPhone = (args: LoaderArgs) => formatPhone(args.common.locations[0]?.phone_number) ?? "";

export const nondiscrimination: Loader = async (args) => {
  const trail = [
    { label: "Home", href: "/" },
    { label: "Nondiscrimination", href: "/nondiscrimination" },
  ];
  return {
    status: 200,
    head: {
      title: "Notice of nondiscrimination and language assistance",
      description: "We do not discriminate. Free language assistance and aids for people with disabilities.",
      path: "/nondiscrimination",
      jsonLd: [breadcrumbJsonLd(trail, args.origin)],
    },
    body: <NondiscriminationPage brandName={args.config.brandName} phone={mainPhone(args)} trail={trail} />,
  };
};

export const accessibility: Loader = async (args) => {
  const trail = [
    { label: "Home", href: "/" },
    { label: "Accessibility", href: "/accessibility" },
  ];
  return {
    status: 200,
    head: {
      title: "Accessibility statement",
      description: "Our commitment to an accessible website, and how to report a barrier.",
      path: "/accessibility",
      jsonLd: [breadcrumbJsonLd(trail, args.origin)],
    },
    body: <AccessibilityPage brandName={args.config.brandName} phone={mainPhone(args)} trail={trail} />,
  };
};

export const login: Loader = async ({ config }) => ({
  status: 200,
  head: {
    title: "Sign in",
    description: "Links to the patient portal and the employee training portal.",
    path: "/login",
    noindex: true,
  },
  body: <LoginPage patientPortalUrl={config.patientPortalUrl} employeePortalUrl={config.employeePortalUrl} />,
});

export const notFound: Loader = async () => notFoundResult();

export function notFoundResult() {
  return {
    status: 404 as const,
    head: {
      title: "Page not found",
      description: "We couldn’t find that page.",
      path: "/404",
      noindex: true,
    },
    body: <NotFoundPage />,
  };
}
