/** @module A local CMS that answers like the demo CMS it sits in front of, but with no job openings published this month. */
import http from "node:http";
import { type LocalServer, listenLocally } from "../../support/local-server.ts";

/** What the CMS says about job openings when there are none, by path; null for every other path. */
function withoutJobs(pathname: string, answer: unknown): unknown {
  if (/\/job-openings(?:\/slugs)?$/.test(pathname) || /\/job-openings\/[^/]*:[^/]*\/\d+/.test(pathname))
    return [];
  if (/\/job-openings\/total$/.test(pathname)) return [0];
  if (pathname.endsWith("/totals") && typeof answer === "object" && answer !== null)
    return { ...answer, "job-openings": 0 };
  return answer;
}

/** Starts the CMS on a free port in front of `demo` (the demo CMS worker's origin). */
export function noJobsCms(demo: string): Promise<LocalServer> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", demo);
    const answer = await fetch(url, { method: req.method ?? "GET" });
    const type = answer.headers.get("content-type") ?? "text/plain";
    const body = type.startsWith("application/json")
      ? JSON.stringify(withoutJobs(url.pathname, await answer.json()))
      : Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, { "content-type": type });
    res.end(body);
  });
  return listenLocally(server);
}
