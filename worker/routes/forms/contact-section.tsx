/** @module The contact form island as the contact page's extra content, and its props. */
import type { CommonData } from "../../../shared/cms/types.ts";
import ContactForm, { type ContactFormProps } from "../../../shared/islands/contact-form.tsx";
import { Island } from "../../../shared/islands/island.tsx";
import type { Config } from "../../env.ts";
import type { Loader } from "../pages/loader.ts";

/** The island's props: the locations to choose from, the public bot-check key, and any plain-post state. */
export function contactFormProps(
  common: CommonData,
  config: Config,
  extra: Omit<ContactFormProps, "locations" | "botCheckSiteKey"> = {},
): ContactFormProps {
  return {
    locations: common.locations.map((l) => ({ value: l.post_name, label: l.nav_title })),
    botCheckSiteKey: config.botCheckSecret ? config.botCheckSiteKey : null,
    ...extra,
  };
}

export function ContactSection({ props }: { props: ContactFormProps }) {
  return <Island name="contact-form" component={ContactForm} props={props} strategy="idle" />;
}

/** The contact page's extra content: the form, or its success state after a plain post (`?sent=1`). */
export const contactForm: Loader = async ({ common, config, url }) => ({
  status: 200,
  head: { title: "", description: "", path: "" },
  body: (
    <ContactSection
      props={contactFormProps(common, config, url.searchParams.get("sent") === "1" ? { sent: true } : {})}
    />
  ),
});
