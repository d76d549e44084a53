/**
 * @module A few seconds' memory of CMS answers in this isolate: renders that need the same CMS
 * resource at about the same time (the services and locations lists on home and location pages; every
 * page of a purge-all) share one request instead of each sending their own.
 */

/** Most answers remembered at once; the oldest is forgotten first. */
export const maxRememberedAnswers = 200;

interface Remembered {
  answer: Promise<unknown>;
  until: number;
}

const answers = new Map<string, Remembered>();

/**
 * The answer for `key` (a CMS URL): a remembered one younger than `ttlMs`, one still on its way, or
 * `load()`'s. Failures are never remembered, so the next render asks the CMS again. The answer is
 * shared between renders: callers must not change it (the CMS client keeps the raw JSON here and
 * gives each caller its own checked copy).
 */
export function rememberedAnswer<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  if (ttlMs <= 0) return load();
  const now = Date.now();
  const known = answers.get(key);
  if (known && known.until > now) return known.answer as Promise<T>;
  if (known) answers.delete(key);
  const answer = load();
  const entry: Remembered = { answer, until: now + ttlMs };
  answers.set(key, entry);
  answer.catch(() => {
    if (answers.get(key) === entry) answers.delete(key);
  });
  if (answers.size > maxRememberedAnswers) {
    const oldest = answers.keys().next().value;
    if (oldest !== undefined) answers.delete(oldest);
  }
  return answer;
}

/** Forgets every remembered answer (purges, and tests that change what the CMS says). */
export function forgetCmsAnswers(): void {
  answers.clear();
}

/** How many answers this isolate remembers now. */
export const rememberedAnswers = (): number => answers.size;
