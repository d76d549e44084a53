/** @module Loaders of the news: the paged list and the story page. */

import { feedLinks } from "../../../shared/lib/feeds.ts";
import { NewsListPage } from "../../../shared/pages/news-list.tsx";
import { NewsStoryPage } from "../../../shared/pages/news-story.tsx";
import { listPageSize } from "../../../shared/routes.ts";
import { cmsHtml } from "./cms-html.ts";
import { clip, headWithTrail, itemCrumb, listTrail, trailOf } from "./head.ts";
import { type Loader, PageNotFound, pageParam, pagesFor } from "./loader.ts";
import { articleLd } from "./structured-data.ts";

export const news: Loader = async (args) => {
  const { cms, params, t } = args;
  const page = pageParam(params);
  const total = await cms.newsTotal();
  const pages = pagesFor(total, listPageSize);
  if (page > pages) throw new PageNotFound();
  const stories = await cms.news(page, listPageSize);
  const trail = listTrail(args, t("news.title"), "news", page);
  return {
    status: 200,
    head: headWithTrail(
      args,
      {
        title: page === 1 ? t("news.title") : t("news.titlePaged", { page }),
        description: page === 1 ? t("news.description") : t("news.descriptionPaged", { page, pages }),
        feeds: [feedLinks(args.locale).news],
      },
      trail,
    ),
    body: <NewsListPage stories={stories} page={page} pages={pages} total={total} trail={trail} />,
  };
};

export const newsStory: Loader = async (args) => {
  const { cms, params, config, t, link } = args;
  const story = await cms.newsStory(params.slug ?? "");
  const trail = trailOf(
    args,
    { label: t("news.title"), href: link("news") },
    itemCrumb(args, story, story.title, link("newsStory", { slug: story.slug })),
  );
  return {
    status: 200,
    head: headWithTrail(
      args,
      {
        title: story.title,
        description:
          story.lang === args.locale
            ? clip(story.excerpt)
            : t("news.storyDescriptionUntranslated", { brand: config.brandName }),
        image: story.image.src,
        type: "article",
        jsonLd: [articleLd(args, story, config.brandName)],
      },
      trail,
    ),
    body: <NewsStoryPage story={story} html={await cmsHtml(args.locale, story.content)} trail={trail} />,
  };
};
