/** @module The location page's loader. */
import { openStatus } from "../../../shared/lib/hours.ts";
import { LocationPage } from "../../../shared/pages/location.tsx";
import { cmsHtml } from "./cms-html.ts";
import { clip, headWithTrail, itemCrumb, trailOf } from "./head.ts";
import type { Loader } from "./loader.ts";
import { clinicLd } from "./structured-data.ts";

export const location: Loader = async (args) => {
  const { cms, params, config, link } = args;
  const slug = params.id ?? "";
  const [l, services, staff] = await Promise.all([cms.location(slug), cms.services(), cms.staffAt(slug)]);
  const trail = trailOf(args, itemCrumb(args, l, l.nav_title, link("location", { id: l.post_name })));
  return {
    status: 200,
    head: headWithTrail(
      args,
      {
        title: l.title,
        description: clip(l.summary),
        image: l.image.src,
        jsonLd: [clinicLd(args, l, config.brandName)],
      },
      trail,
    ),
    body: (
      <LocationPage
        location={l}
        html={await cmsHtml(args.locale, l.content)}
        services={services.filter((s) => l.services.includes(s.url_slug))}
        staff={staff}
        status={openStatus(l.hours, l.timezone, new Date())}
        trail={trail}
      />
    ),
  };
};
