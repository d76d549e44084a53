/** @module Swaps the render-time nonce for this response's nonce, on exactly the elements that carry it. */

/**
 * Rewrites the `nonce` attribute of every element whose nonce equals `renderNonce`. Elements with
 * no nonce or another nonce (CMS content, anything injected) are left alone, so they stay blocked.
 */
export function rewriteNonce(response: Response, renderNonce: string, freshNonce: string): Response {
  return new HTMLRewriter()
    .on("[nonce]", {
      element(el) {
        if (el.getAttribute("nonce") === renderNonce) el.setAttribute("nonce", freshNonce);
        else el.removeAttribute("nonce");
      },
    })
    .transform(response);
}
