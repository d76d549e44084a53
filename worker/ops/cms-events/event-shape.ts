/**
 * @module What a change event from WordPress's clinic-site plugin holds: one entry for each item,
 * page or setting a save changed (recorded once per save), as a valibot schema.
 */
import * as v from "valibot";
import { contentTypes } from "../../../shared/cms/types.ts";
import { locales } from "../../../shared/i18n/locales.ts";
import { paramRules } from "../../../shared/routes.ts";

/** The collections an item change can name: the contract's list types and the STAR events. */
const itemTypes = [...contentTypes, "star-events"] as const;

/** The singleton pages, by the role the plugin's settings give them. */
const pageRoles = ["home", "about-us", "covid-19", "privacy", "star", "contact"] as const;

/** Most changes in one event (a bulk edit in wp-admin sends more events). */
const maxChanges = 50;

const slug = v.pipe(v.string(), v.maxLength(120), v.regex(paramRules.slug, "a slug of the site's pattern"));
const languages = v.pipe(v.array(v.picklist(locales)), v.maxLength(locales.length));
const action = v.picklist(["save", "trash", "delete"]);

const itemChange = v.strictObject({
  kind: v.literal("item"),
  type: v.picklist(itemTypes),
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)),
  /** The item's slugs before and after the save (one when it did not change); an old one's page goes too. */
  slugs: v.pipe(v.array(slug), v.maxLength(4)),
  languages,
  action,
});

const pageChange = v.strictObject({
  kind: v.literal("page"),
  role: v.picklist(pageRoles),
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  languages,
  action,
});

/** The settings page: common data (nav, footer, contact details, social links) or which page has a role. */
const settingsChange = v.strictObject({
  kind: v.literal("settings"),
  keys: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(50)),
});

export const cmsEvent = v.strictObject({
  /** The plugin's id for the event (the same on every retry of it). */
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/)),
  changes: v.pipe(
    v.array(v.variant("kind", [itemChange, pageChange, settingsChange])),
    v.minLength(1),
    v.maxLength(maxChanges),
  ),
});

export type CmsEvent = v.InferOutput<typeof cmsEvent>;
export type Change = CmsEvent["changes"][number];
