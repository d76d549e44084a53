/**
 * @module The worker the end-to-end tests run: the site exactly as deployed, plus one test-only page
 * flagged `requiresAuth` (the site has none today) so the client route guard can be exercised.
 */
import site, { app } from "../../../worker/index.ts";
import { sendWithCommon } from "../../../worker/routes/pages/respond.tsx";
import { membersTestPage, membersTestPath } from "./members-page.tsx";

app.get(membersTestPath, (c) => sendWithCommon(c, membersTestPage()));

export default site;
