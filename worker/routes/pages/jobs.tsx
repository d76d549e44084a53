/** @module Loaders of the job openings: the filtered, paged list and the job page. */

import { JobPage } from "../../../shared/pages/job.tsx";
import { JobListPage } from "../../../shared/pages/job-list.tsx";
import { href, listPageSize } from "../../../shared/routes.ts";
import { htmlToText } from "../../lib/plain-text.ts";
import { sanitizeHtml } from "../../security/sanitize.ts";
import { clip, headWithTrail, listTrail, trailOf } from "./head.ts";
import { type Loader, PageNotFound, pageParam, pagesFor } from "./loader.ts";
import { jobLd } from "./structured-data.ts";

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
    jobs = found.slice((page - 1) * listPageSize, page * listPageSize);
  } else {
    total = await cms.jobOpeningsTotal();
    jobs = page <= pagesFor(total, listPageSize) ? await cms.jobOpenings(page, listPageSize) : [];
  }
  const pages = pagesFor(total, listPageSize);
  if (page > pages) throw new PageNotFound();
  const trail = listTrail("Job openings", "jobOpenings", page);
  return {
    status: 200,
    head: headWithTrail(
      {
        title: page === 1 ? "Job openings" : `Job openings, page ${page}`,
        description:
          page === 1
            ? `Join our team: ${total} current job openings at our community health centers.`
            : `Join our team: current job openings at our community health centers, page ${page} of ${pages}.`,
      },
      trail,
      origin,
    ),
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

export const jobOpening: Loader = async ({ cms, common, params, config, origin }) => {
  const job = await cms.jobOpening(params.id ?? "");
  const [loc, html] = await Promise.all([
    cms.location(job.location).catch(() => undefined),
    sanitizeHtml(job.description),
  ]);
  const label = common.locations.find((l) => l.post_name === job.location)?.nav_title ?? job.location;
  const trail = trailOf(
    { label: "Job openings", href: href("jobOpenings") },
    { label: job.title, href: href("jobOpening", { id: job.id }) },
  );
  return {
    status: 200,
    head: headWithTrail(
      {
        title: `${job.title} (${label})`,
        description: clip(`${job.title} at ${config.brandName}, ${label}. ${htmlToText(job.description)}`),
        jsonLd: [jobLd(origin, job, loc, config.brandName, html)],
      },
      trail,
      origin,
    ),
    body: (
      <JobPage
        job={job}
        html={html}
        location={{ href: href("location", { id: job.location }), label }}
        trail={trail}
      />
    ),
  };
};
