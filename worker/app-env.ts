/** @module The Hono environment shared by every sub-app: bindings and per-request variables. */
import type { CmsClient } from "./cms/client.ts";
import type { Config } from "./env.ts";

export type AppEnv = {
  Bindings: Env;
  /** `nonce`: this response's CSP nonce once a handler asked for it (`responseNonce`, security/headers.ts). */
  Variables: { config: Config; cms: CmsClient; nonce: string | undefined };
};
