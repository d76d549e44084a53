/** @module Loaders for the single-item pages: home, location, service, team, staff, story, job. */
import { breadcrumbJsonLd } from "../../../shared/components/breadcrumbs.tsx";
import { openStatus } from "../../../shared/lib/hours.ts";
import { HomePage } from "../../../shared/pages/home.tsx";
import { JobPage } from "../../../shared/pages/job.tsx";
import { LocationPage } from "../../../shared/pages/location.tsx";
import { NewsStoryPage } from "../../../shared/pages/news-story.tsx";
import { ServicePage } from "../../../shared/pages/service.tsx";
import { StaffMemberPage } from "../../../shared/pages/staff-member.tsx";
import { TeamPage } from "../../../shared/pages/team.tsx";
import { htmlToText } from "../../lib/plain-text.ts";
import { sanitizeHtml } from "../../security/sanitize.ts";
import type { Loader } from "./loader.ts";
import { articleLd, clinicLd, jobLd, organizationLd, personLd } from "./structured-data.ts";

const clip = (text: string, max = 155) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

export const home: Loader = async ({ cms, config, origin }) => {
  const [page, services, locations, featured] = await Promise.all([
    cms.home(),
    cms.services(),
    cms.locations(),
    cms.featuredNews(3),
  ]);
  return {
    status: 200,
    head: {
      title: `${config.brandName}: ${page.hero_title}`,
      description: clip(page.hero_text),
      path: "/",
      jsonLd: [
        organizationLd(
          origin,
          config.brandName,
          page.social.map((s) => s.url),
        ),
      ],
    },
    body: (
      <HomePage
        home={page}
        services={services}
        locations={locations}
        featured={featured}
        patientPortalUrl={config.patientPortalUrl}
      />
    ),
  };
};

export const location: Loader = async ({ cms, params, config, origin }) => {
  const slug = params.id ?? "";
  const [l, services, staff] = await Promise.all([cms.location(slug), cms.services(), cms.staffAt(slug)]);
  const trail = [
    { label: "Home", href: "/" },
    { label: l.nav_title, href: `/locations/${l.post_name}` },
  ];
  return {
    status: 200,
    head: {
      title: l.title,
      description: clip(l.summary),
      path: trail[1]!.href,
      image: l.image.src,
      jsonLd: [clinicLd(origin, l, config.brandName), breadcrumbJsonLd(trail, origin)],
    },
    body: (
      <LocationPage
        location={l}
        html={await sanitizeHtml(l.content)}
        services={services.filter((s) => l.services.includes(s.url_slug))}
        staff={staff}
        status={openStatus(l.hours, l.timezone, new Date())}
        trail={trail}
      />
    ),
  };
};

export const service: Loader = async ({ cms, params, origin }) => {
  const [s, locations] = await Promise.all([cms.service(params.id ?? ""), cms.locations()]);
  const trail = [
    { label: "Home", href: "/" },
    { label: s.display_title, href: `/services/${s.url_slug}` },
  ];
  return {
    status: 200,
    head: {
      title: s.display_title,
      description: clip(s.summary),
      path: trail[1]!.href,
      image: s.image.src,
      jsonLd: [breadcrumbJsonLd(trail, origin)],
    },
    body: (
      <ServicePage
        service={s}
        html={await sanitizeHtml(s.content)}
        locations={locations.filter((l) => l.services.includes(s.url_slug))}
        trail={trail}
      />
    ),
  };
};

export const team: Loader = async ({ cms, params, origin }) => {
  const t = await cms.team(params.team ?? "");
  const trail = [
    { label: "Home", href: "/" },
    { label: "About Us", href: "/about-us" },
    { label: t.nav_title, href: `/team/${t.post_name}` },
  ];
  return {
    status: 200,
    head: {
      title: t.title,
      description: clip(htmlToText(t.purpose)),
      path: trail[2]!.href,
      image: t.image.src,
      jsonLd: [breadcrumbJsonLd(trail, origin)],
    },
    body: <TeamPage team={t} html={await sanitizeHtml(t.purpose)} trail={trail} />,
  };
};

export const staffMember: Loader = async ({ cms, common, params, config, origin }) => {
  const m = await cms.staffMember(params.id ?? "");
  const team = common.teams.find((t) => t.post_name === m.team);
  const trail = [
    { label: "Home", href: "/" },
    ...(team ? [{ label: team.nav_title, href: `/team/${team.post_name}` }] : []),
    { label: m.name, href: `/staff_member/${m.id}` },
  ];
  const locations = m.locations.flatMap((slug) => {
    const l = common.locations.find((x) => x.post_name === slug);
    return l ? [{ href: `/locations/${slug}`, label: l.nav_title }] : [];
  });
  return {
    status: 200,
    head: {
      title: `${m.name}, ${m.credentials}`,
      description: clip(
        `${m.name}, ${m.credentials}, ${m.role} at ${config.brandName}. ${htmlToText(m.bio)}`,
      ),
      path: `/staff_member/${m.id}`,
      image: m.photo.src,
      jsonLd: [personLd(origin, m, config.brandName), breadcrumbJsonLd(trail, origin)],
    },
    body: (
      <StaffMemberPage
        member={m}
        html={await sanitizeHtml(m.bio)}
        team={team ? { href: `/team/${team.post_name}`, label: team.nav_title } : null}
        locations={locations}
        trail={trail}
      />
    ),
  };
};

export const newsStory: Loader = async ({ cms, params, config, origin }) => {
  const story = await cms.newsStory(params.slug ?? "");
  const trail = [
    { label: "Home", href: "/" },
    { label: "News", href: "/news" },
    { label: story.title, href: `/news/story/${story.slug}` },
  ];
  return {
    status: 200,
    head: {
      title: story.title,
      description: clip(story.excerpt),
      path: trail[2]!.href,
      image: story.image.src,
      type: "article",
      jsonLd: [articleLd(origin, story, config.brandName), breadcrumbJsonLd(trail, origin)],
    },
    body: <NewsStoryPage story={story} html={await sanitizeHtml(story.content)} trail={trail} />,
  };
};

export const jobOpening: Loader = async ({ cms, common, params, config, origin }) => {
  const job = await cms.jobOpening(params.id ?? "");
  const [loc, html] = await Promise.all([
    cms.location(job.location).catch(() => undefined),
    sanitizeHtml(job.description),
  ]);
  const label = common.locations.find((l) => l.post_name === job.location)?.nav_title ?? job.location;
  const trail = [
    { label: "Home", href: "/" },
    { label: "Job openings", href: "/job-openings" },
    { label: job.title, href: `/job-openings/job/${job.id}` },
  ];
  return {
    status: 200,
    head: {
      title: `${job.title} (${label})`,
      description: clip(`${job.title} at ${config.brandName}, ${label}. ${htmlToText(job.description)}`),
      path: trail[2]!.href,
      jsonLd: [jobLd(origin, job, loc, config.brandName, html), breadcrumbJsonLd(trail, origin)],
    },
    body: (
      <JobPage job={job} html={html} location={{ href: `/locations/${job.location}`, label }} trail={trail} />
    ),
  };
};
