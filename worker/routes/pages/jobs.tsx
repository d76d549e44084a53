/** @module Loaders of the job openings: the filtered, paged list and the job page. */
import { departmentLabel, isDepartment } from "../../../shared/cms/departments.ts";
import { outboundUrl } from "../../../shared/lib/outbound-url.ts";
import { JobPage } from "../../../shared/pages/job.tsx";
import { JobListPage } from "../../../shared/pages/job-list.tsx";
import { listPageSize } from "../../../shared/routes.ts";
import { log } from "../../lib/log.ts";
import { htmlToText } from "../../lib/plain-text.ts";
import { cmsHtml } from "./cms-html.ts";
import { clip, headWithTrail, itemCrumb, listTrail, trailOf } from "./head.ts";
import { type Loader, PageNotFound, pageParam, pagesFor } from "./loader.ts";
import { jobLd } from "./structured-data.ts";

export const jobOpenings: Loader = async (args) => {
  const { cms, common, params, url, t } = args;
  const page = pageParam(params);
  const wantedLocation = url.searchParams.get("location") ?? "";
  const wantedDepartment = url.searchParams.get("department") ?? "";
  const location = common.locations.some((l) => l.post_name === wantedLocation) ? wantedLocation : "";
  const department = isDepartment(wantedDepartment) ? wantedDepartment : "";
  const all = await cms.jobOpeningsWhere(["status", "publish"]);
  const departments = [...new Set(all.map((j) => j.department))]
    .map((key) => ({ value: key, label: t(departmentLabel(key)) }))
    .sort((a, b) => a.label.localeCompare(b.label, args.locale));
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
  const trail = listTrail(args, t("jobs.title"), "jobOpenings", page);
  return {
    status: 200,
    head: headWithTrail(
      args,
      {
        title: page === 1 ? t("jobs.title") : t("jobs.titlePaged", { page }),
        description:
          page === 1 ? t("jobs.description", { total }) : t("jobs.descriptionPaged", { page, pages }),
      },
      trail,
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

export const jobOpening: Loader = async (args) => {
  const { cms, common, params, config, t, link } = args;
  const job = await cms.jobOpening(params.id ?? "");
  const [loc, html] = await Promise.all([
    cms.location(job.location).catch(() => undefined),
    cmsHtml(args.locale, job.description),
  ]);
  const label = common.locations.find((l) => l.post_name === job.location)?.nav_title ?? job.location;
  const trail = trailOf(
    args,
    { label: t("jobs.title"), href: link("jobOpenings") },
    itemCrumb(args, job, job.title, link("jobOpening", { id: job.id })),
  );
  const about = t("jobs.pageDescription", { title: job.title, brand: config.brandName, location: label });
  // Apply leads to an https address or a page of the site; any other (a script, `http:`, `//host`)
  // is replaced by the contact page, where a visitor can still ask how to apply.
  const applyUrl = outboundUrl(job.apply_url, args.origin);
  if (applyUrl === null)
    log("warn", "cms", `job ${job.id}: apply_url is not https or the site's own; contact page linked`);
  return {
    status: 200,
    head: headWithTrail(
      args,
      {
        title: t("jobs.pageTitle", { title: job.title, location: label }),
        description:
          job.lang === args.locale
            ? clip(`${about} ${htmlToText(job.description)}`)
            : t("jobs.pageDescriptionUntranslated", { brand: config.brandName, location: label }),
        jsonLd: [jobLd(args, job, loc, config.brandName, html)],
      },
      trail,
    ),
    body: (
      <JobPage
        job={{ ...job, apply_url: applyUrl ?? `${args.origin}${link("contactUs")}` }}
        html={html}
        location={{ href: link("location", { id: job.location }), label }}
        trail={trail}
      />
    ),
  };
};
