/** @module Loaders of the plain CMS pages (about, COVID-19, contact, privacy), each with what it adds below its text. */
import type { ContentPage as Page } from "../../../shared/cms/types.ts";
import { ListFallbackNote } from "../../../shared/components/in-language.tsx";
import { NewsCard } from "../../../shared/components/news-card.tsx";
import type { MessageKey } from "../../../shared/i18n/catalogue.ts";
import { ContactSection, contactFormProps } from "../../../shared/islands/contact-section.tsx";
import { ContentPage } from "../../../shared/pages/content-page.tsx";
import type { RouteName } from "../../../shared/routes.ts";
import { cmsHtml } from "./cms-html.ts";
import { headWithTrail, trailOf } from "./head.ts";
import type { Loader, LoaderArgs } from "./loader.ts";

/** What a CMS page shows below its own text. */
type Extra = (args: LoaderArgs) => Promise<React.ReactNode>;

/** A loader for a plain CMS page shown at route `name` under the breadcrumb label `label` (a catalogue key). */
export function contentLoader(
  fetch: (args: LoaderArgs) => Promise<Page>,
  name: RouteName & ("aboutUs" | "covid19" | "contactUs" | "privacy" | "star"),
  label: MessageKey,
  extra?: Extra,
): Loader {
  return async (args) => {
    const [page, more] = await Promise.all([fetch(args), extra ? extra(args) : Promise.resolve(null)]);
    const trail = trailOf(args, { label: args.t(label), href: args.link(name) });
    return {
      status: 200,
      head: headWithTrail(
        args,
        { title: page.title, description: page.summary, ...(page.image ? { image: page.image.src } : {}) },
        trail,
      ),
      body: (
        <ContentPage page={page} html={await cmsHtml(args.locale, page.content)} trail={trail}>
          {more}
        </ContentPage>
      ),
    };
  };
}

const covidNews: Extra = async ({ cms, t }) => {
  const stories = await cms.covidNews(6);
  return (
    <section aria-labelledby="covid-news">
      <h2 id="covid-news">{t("news.covidNews")}</h2>
      <ListFallbackNote items={stories} />
      <div className="card-grid">
        {stories.map((s) => (
          <NewsCard key={s.id} story={s} />
        ))}
      </div>
    </section>
  );
};

/** The contact form, or its success state after a plain post (`?sent=1`). */
const contactForm: Extra = async ({ common, config, url }) => (
  <ContactSection
    props={contactFormProps(common, config, url.searchParams.get("sent") === "1" ? { sent: true } : {})}
  />
);

export const aboutUs = contentLoader(({ cms }) => cms.aboutUs(), "aboutUs", "pages.generalInfo");
export const covid19 = contentLoader(({ cms }) => cms.covid19(), "covid19", "pages.covid19", covidNews);
export const contactUs = contentLoader(
  ({ cms }) => cms.contactPage(),
  "contactUs",
  "pages.contactUs",
  contactForm,
);
export const privacy = contentLoader(({ cms }) => cms.privacy(), "privacy", "pages.privacy");
