/** @module Gets a bot-check (reCAPTCHA v3) token in the browser, loading the script through `/proxy` once. */

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    /** reCAPTCHA v3, once its script (through `/proxy`) has run. */
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

function load(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `/proxy?type=recaptcha&render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const g = window.grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error("the bot check did not load"));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error("the bot check did not load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** A token for `action`, or undefined when no bot check is configured. */
export async function botToken(siteKey: string | null, action: string): Promise<string | undefined> {
  if (!siteKey) return undefined;
  const g = await load(siteKey);
  return g.execute(siteKey, { action });
}
