/** @module Loaders of the care teams and their staff: the team page and the staff member page. */
import { StaffMemberPage } from "../../../shared/pages/staff-member.tsx";
import { TeamPage } from "../../../shared/pages/team.tsx";
import { href } from "../../../shared/routes.ts";
import { htmlToText } from "../../lib/plain-text.ts";
import { sanitizeHtml } from "../../security/sanitize.ts";
import { clip, headWithTrail, trailOf } from "./head.ts";
import type { Loader } from "./loader.ts";
import { personLd } from "./structured-data.ts";

export const team: Loader = async ({ cms, params, origin }) => {
  const t = await cms.team(params.team ?? "");
  const trail = trailOf(
    { label: "About Us", href: href("aboutUs") },
    { label: t.nav_title, href: href("team", { team: t.post_name }) },
  );
  return {
    status: 200,
    head: headWithTrail(
      { title: t.title, description: clip(htmlToText(t.purpose)), image: t.image.src },
      trail,
      origin,
    ),
    body: <TeamPage team={t} html={await sanitizeHtml(t.purpose)} trail={trail} />,
  };
};

export const staffMember: Loader = async ({ cms, common, params, config, origin }) => {
  const m = await cms.staffMember(params.id ?? "");
  const t = common.teams.find((x) => x.post_name === m.team);
  const teamLink = t ? { label: t.nav_title, href: href("team", { team: t.post_name }) } : null;
  const trail = trailOf(...(teamLink ? [teamLink] : []), {
    label: m.name,
    href: href("staffMember", { id: m.id }),
  });
  const locations = m.locations.flatMap((slug) => {
    const l = common.locations.find((x) => x.post_name === slug);
    return l ? [{ href: href("location", { id: slug }), label: l.nav_title }] : [];
  });
  return {
    status: 200,
    head: headWithTrail(
      {
        title: `${m.name}, ${m.credentials}`,
        description: clip(
          `${m.name}, ${m.credentials}, ${m.role} at ${config.brandName}. ${htmlToText(m.bio)}`,
        ),
        image: m.photo.src,
        jsonLd: [personLd(origin, m, config.brandName)],
      },
      trail,
      origin,
    ),
    body: (
      <StaffMemberPage
        member={m}
        html={await sanitizeHtml(m.bio)}
        team={teamLink}
        locations={locations}
        trail={trail}
      />
    ),
  };
};
