/** @module Loaders of the care teams and their staff: the team page and the staff member page. */
import { StaffMemberPage } from "../../../shared/pages/staff-member.tsx";
import { TeamPage } from "../../../shared/pages/team.tsx";
import { htmlToText } from "../../lib/plain-text.ts";
import { cmsHtml } from "./cms-html.ts";
import { clip, headWithTrail, itemCrumb, trailOf } from "./head.ts";
import type { Loader } from "./loader.ts";
import { personLd } from "./structured-data.ts";

export const team: Loader = async (args) => {
  const { cms, params, t, link } = args;
  const team = await cms.team(params.team ?? "");
  const trail = trailOf(
    args,
    { label: t("people.aboutUs"), href: link("aboutUs") },
    itemCrumb(args, team, team.nav_title, link("team", { team: team.post_name })),
  );
  return {
    status: 200,
    head: headWithTrail(
      args,
      { title: team.title, description: clip(htmlToText(team.purpose)), image: team.image.src },
      trail,
    ),
    body: <TeamPage team={team} html={await cmsHtml(args.locale, team.purpose)} trail={trail} />,
  };
};

export const staffMember: Loader = async (args) => {
  const { cms, common, params, config, t, link } = args;
  const m = await cms.staffMember(params.id ?? "");
  const team = common.teams.find((x) => x.post_name === m.team);
  const teamLink = team
    ? itemCrumb(args, team, team.nav_title, link("team", { team: team.post_name }))
    : null;
  const trail = trailOf(args, ...(teamLink ? [teamLink] : []), {
    label: m.name,
    href: link("staffMember", { id: m.id }),
  });
  const locations = m.locations.flatMap((slug) => {
    const l = common.locations.find((x) => x.post_name === slug);
    return l ? [itemCrumb(args, l, l.nav_title, link("location", { id: slug }))] : [];
  });
  const who = { name: m.name, credentials: m.credentials, brand: config.brandName };
  return {
    status: 200,
    head: headWithTrail(
      args,
      {
        title: `${m.name}, ${m.credentials}`,
        description: clip(
          m.lang === args.locale
            ? `${t("people.description", { ...who, role: m.role })} ${htmlToText(m.bio)}`
            : t("people.descriptionUntranslated", who),
        ),
        image: m.photo.src,
        jsonLd: [personLd(args, m, config.brandName)],
      },
      trail,
    ),
    body: (
      <StaffMemberPage
        member={m}
        html={await cmsHtml(args.locale, m.bio)}
        team={teamLink}
        locations={locations}
        trail={trail}
      />
    ),
  };
};
