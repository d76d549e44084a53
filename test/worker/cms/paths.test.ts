import { describe, expect, it } from "vitest";
import { apiPath, apiRoutes, browserPaths, fill } from "../../../shared/cms/paths.ts";

describe("CMS paths", () => {
  it("fills parameters, encoding each value but keeping the field:value colon", () => {
    expect(fill(apiRoutes.team, { slug: "dental-team" })).toBe("/team/dental-team/long");
    expect(fill(apiRoutes.list, { type: "locations", filter: "post_name:main street", count: 1 })).toBe(
      "/locations/post_name:main%20street/1",
    );
    expect(
      fill(apiRoutes.list, {
        type: "job-openings",
        filter: "location:a",
        count: 100,
        filter2: "department:b/c",
      }),
    ).toBe("/job-openings/location:a/100/department:b%2Fc");
  });

  it("refuses a missing required parameter", () => {
    expect(() => fill(apiRoutes.staffMember)).toThrow(/needs id/);
  });

  it("gives the browser the same paths the CMS answers on", () => {
    expect(browserPaths.signup).toBe("/cms-service/index.php/wp-json/v1/signup");
    expect(browserPaths.validateToken).toBe("/cms-service/index.php/wp-json/jwt-auth/v1/token/validate");
    expect(apiPath("contactPage", { id: 895 })).toBe("/cms-service/index.php/wp-json/v1/contact-page/id/895");
  });
});
