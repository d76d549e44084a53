/** @module DTO types for every CMS response the site reads, inferred from the schemas in schemas.ts that check them. */
import type { InferOutput } from "valibot";
import type * as s from "./schemas.ts";

export type CmsImage = InferOutput<typeof s.image>;
export type CommonData = InferOutput<typeof s.common>;
export type OpeningHours = InferOutput<typeof s.openingHours>;
export type Service = InferOutput<typeof s.service>;
export type Location = InferOutput<typeof s.location>;
export type StaffSummary = InferOutput<typeof s.staffSummary>;
export type StaffMember = InferOutput<typeof s.staffMember>;
export type Team = InferOutput<typeof s.team>;
export type TeamLong = InferOutput<typeof s.teamLong>;
export type NewsSummary = InferOutput<typeof s.newsSummary>;
export type NewsStory = InferOutput<typeof s.newsStory>;
export type JobSummary = InferOutput<typeof s.jobSummary>;
export type JobOpening = InferOutput<typeof s.jobOpening>;
export type StarEvent = InferOutput<typeof s.starEvent>;
export type ContentPage = InferOutput<typeof s.contentPage>;
export type HomePage = InferOutput<typeof s.homePage>;
export type StarPage = InferOutput<typeof s.starPage>;
export type SlugEntry = InferOutput<typeof s.slugEntry>;

/** The collection types reachable through the generic list endpoints. */
export const contentTypes = [
  "locations",
  "health-services",
  "job-openings",
  "teams",
  "staff_members",
  "news-stories",
] as const;
export type ContentType = (typeof contentTypes)[number];
