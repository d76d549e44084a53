/** @module The service page's loader. */
import { ServicePage } from "../../../shared/pages/service.tsx";
import { cmsHtml } from "./cms-html.ts";
import { clip, headWithTrail, itemCrumb, trailOf } from "./head.ts";
import type { Loader } from "./loader.ts";

export const service: Loader = async (args) => {
  const { cms, params, link } = args;
  const [s, locations] = await Promise.all([cms.service(params.id ?? ""), cms.locations()]);
  const trail = trailOf(args, itemCrumb(args, s, s.display_title, link("service", { id: s.url_slug })));
  return {
    status: 200,
    head: headWithTrail(
      args,
      { title: s.display_title, description: clip(s.summary), image: s.image.src },
      trail,
    ),
    body: (
      <ServicePage
        service={s}
        html={await cmsHtml(args.locale, s.content)}
        locations={locations.filter((l) => l.services.includes(s.url_slug))}
        trail={trail}
      />
    ),
  };
};
