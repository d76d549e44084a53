/**
 * @module The directions link of an address: always the map provider's fixed https address, the
 * CMS's address text only ever its encoded `destination` (never a URL the CMS gives).
 */

export const directionsUrl = (address: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
