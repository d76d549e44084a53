/** @module The contact form island as a page section, and its props: the contact page and the no-JavaScript fallback both show it. */
import type { CommonData } from "../cms/types.ts";
import ContactForm, { type ContactFormProps } from "./contact-form.tsx";
import { Island } from "./island.tsx";

/** The bot-check settings that decide whether the form asks for a token: both keys, or none. */
export interface BotCheckKeys {
  botCheckSiteKey: string | null;
  botCheckSecret: string | null;
}

/** The island's props: the locations to choose from, the public bot-check key, and any plain-post state. */
export function contactFormProps(
  common: CommonData,
  keys: BotCheckKeys,
  extra: Omit<ContactFormProps, "locations" | "botCheckSiteKey"> = {},
): ContactFormProps {
  return {
    locations: common.locations.map((l) => ({ value: l.post_name, label: l.nav_title })),
    botCheckSiteKey: keys.botCheckSecret ? keys.botCheckSiteKey : null,
    ...extra,
  };
}

export function ContactSection({ props }: { props: ContactFormProps }) {
  return <Island name="contact-form" component={ContactForm} props={props} strategy="interaction" />;
}
