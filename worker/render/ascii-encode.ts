/**
 * @module A JavaScript fast path for `TextEncoder#encode` on short ASCII strings.
 *
 * React's edge renderer encodes every attribute name, attribute value and text piece of a page
 * with its own `TextEncoder#encode` call, a few thousand calls per page. In workerd each call
 * crosses into the runtime's C++ and gets a backing store of its own, and that cost was about a
 * fifth of a render's CPU. For short ASCII strings, a loop in JavaScript gives the same bytes in
 * a small typed array without leaving V8. Everything else (longer strings, any character above
 * U+007F, lone surrogates) still goes to the runtime's encoder, so the bytes are always the same.
 */

/** Strings longer than this go to the runtime's encoder, which is then the faster of the two. */
export const asciiFastPathMaxLength = 256;

let installed = false;

type Encode = (this: TextEncoder, input?: string) => Uint8Array;

/** Encodes `text` byte for byte if it is ASCII; `null` if it has any other character. */
export function encodeAscii(text: string): Uint8Array | null {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return null;
    out[i] = code;
  }
  return out;
}

/** Installs the fast path on `TextEncoder.prototype.encode`, once per isolate. */
export function installAsciiFastPath(): void {
  if (installed) return;
  installed = true;
  const proto = TextEncoder.prototype;
  const runtimeEncode: Encode = proto.encode;
  const encode: Encode = function (this: TextEncoder, input = "") {
    // The runtime's encoder turns any argument into a string first; so does this one.
    const text = String(input);
    return (text.length <= asciiFastPathMaxLength && encodeAscii(text)) || runtimeEncode.call(this, text);
  };
  Object.defineProperty(proto, "encode", { value: encode, writable: true, configurable: true });
}
