/**
 * @module `POST /contact-us` (and `/es/contact-us`): the contact form without JavaScript, in the
 * language of the page it was posted to; success redirects to that page, problems show the form again.
 */
import type { Context } from "hono";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import { ContactSection, contactFormProps } from "../../../shared/islands/contact-section.tsx";
import type { ContactField } from "../../../shared/lib/form-rules.ts";
import { localizedHref } from "../../../shared/routes.ts";
import { uncachedPage } from "../../cache/index.ts";
import { tell } from "../../forms/answer.ts";
import { type FormOutcome, submitForm } from "../../forms/pipeline.ts";
import { renderPage } from "../../render/render-page.tsx";
import type { AppEnv } from "../../request/app-env.ts";
import { commonFor, emptyCommon, lastCommon } from "../../request/common-data.ts";

const keptFields = ["name", "email", "phone", "location", "reason", "message", "consent"];

/** The submitted values worth showing again: known fields, as short strings. */
function keep(fields: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of keptFields) {
    const value = fields?.[name];
    if (typeof value === "string") out[name] = value.slice(0, 2000);
    else if (typeof value === "boolean") out[name] = String(value);
  }
  return out;
}

export async function contactFallback(c: Context<AppEnv>): Promise<Response> {
  const outcome = await submitForm(c, "contact", "form");
  if (outcome.success) return c.redirect(`${localizedHref(c.get("locale"), "contactUs")}?sent=1`, 303);
  return contactFallbackPage(c, outcome);
}

/**
 * The contact page again, in the language of the path posted to, saying what went wrong with a
 * submission (its field messages are in the submission's language, which is the page's).
 */
export async function contactFallbackPage(c: Context<AppEnv>, outcome: FormOutcome): Promise<Response> {
  const locale = c.get("locale");
  const t = textsFor(locale);
  const path = localizedHref(locale, "contactUs");
  // Without common data the form still renders; the location list is empty until the CMS is back.
  const common = (await commonFor(c)) ?? lastCommon(locale) ?? emptyCommon;
  const props = contactFormProps(common, c.get("config"), {
    values: keep(outcome.fields),
    errors: (outcome.errors ?? {}) as Partial<Record<ContactField, string>>,
    ...(outcome.errors ? { notice: tell("invalid", "contact", locale) } : {}),
  });
  const url = new URL(c.req.url);
  const title = t("pages.contactUs");
  const page = await renderPage({
    page: {
      status: 200,
      head: { title, description: t("contact.heading"), path, noindex: true },
      body: (
        <article className="page narrow">
          <h1>{title}</h1>
          {outcome.errors ? null : (
            <p className="form-problem" role="alert">
              {tell(outcome.code, "contact", locale)}
            </p>
          )}
          <ContactSection props={props} />
        </article>
      ),
    },
    common,
    config: c.get("config"),
    requestOrigin: url.origin,
    path,
  });
  const headers = new Headers(page.headers);
  if (outcome.retryAfter) headers.set("retry-after", String(outcome.retryAfter));
  return uncachedPage(new Response(page.body, { status: outcome.status, headers }));
}
