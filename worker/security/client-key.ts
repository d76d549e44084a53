/**
 * @module The rate limits' client (forms, paid search): one bucket per IPv4 address, one per IPv6 /64
 * (what one household or phone is given), and one bucket of its own for requests with no usable address.
 */

/** The 16-bit groups of an IPv6 address (compressed, IPv4-mixed or with a zone id), or null. */
function ipv6Groups(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, "").replace(/%[^%]*$/, "");
  if (!/^[0-9a-f:.]+$/i.test(address) || address.split("::").length > 2) return null;
  const toGroups = (part: string): number[] | null => {
    if (part === "") return [];
    const groups: number[] = [];
    const pieces = part.split(":");
    for (const [index, piece] of pieces.entries()) {
      if (piece.includes(".")) {
        const v4 = index === pieces.length - 1 ? ipv4Octets(piece) : null;
        if (!v4) return null;
        groups.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) groups.push(Number.parseInt(piece, 16));
      else return null;
    }
    return groups;
  };
  const [head = "", tail] = address.split("::");
  // A dotted IPv4 part may only end the address.
  if (tail !== undefined && head.includes(".")) return null;
  const before = toGroups(head);
  const after = tail === undefined ? [] : toGroups(tail);
  if (!before || !after) return null;
  if (tail === undefined) return before.length === 8 ? before : null;
  const missing = 8 - before.length - after.length;
  return missing >= 1 ? [...before, ...new Array<number>(missing).fill(0), ...after] : null;
}

/** The four octets of a dotted IPv4 address (no leading zeros, each 0–255), or null. */
function ipv4Octets(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

/**
 * The rate-limit key of a client address: `ip4:a.b.c.d`, or `ip6:` and the first four groups of an
 * IPv6 address (its /64) in one spelling however it was written; an IPv4-mapped IPv6 address counts
 * as its IPv4 address. Null when there is no address or it is not one.
 */
export function clientKey(address: string | null | undefined): string | null {
  const text = address?.trim() ?? "";
  if (text === "") return null;
  const v4 = ipv4Octets(text);
  if (v4) return `ip4:${v4.join(".")}`;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  const [a, b, c, d, e, f, g, h] = groups;
  if (
    a === 0 &&
    b === 0 &&
    c === 0 &&
    d === 0 &&
    e === 0 &&
    f === 0xffff &&
    g !== undefined &&
    h !== undefined
  )
    return `ip4:${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  return `ip6:${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The one key of the bucket shared only by requests without a usable address. */
const noAddressKey = "no-client-address";

/**
 * One request against the client's bucket of `perClient`, per address or /64; without a usable
 * address, against one bucket of `noAddress` shared by all such requests, so they can never use up
 * a visitor's bucket, and nothing a sender chooses (any header) mints fresh buckets.
 */
export function limitClient(
  perClient: RateLimit,
  noAddress: RateLimit,
  address: string | null | undefined,
): Promise<RateLimitOutcome> {
  const key = clientKey(address);
  return key === null ? noAddress.limit({ key: noAddressKey }) : perClient.limit({ key });
}
