/** @module An iCalendar (RFC 5545) writer: TEXT escaping, 75-octet line folding, CRLF line ends, UTC date-times. */

/** One event as the calendar states it; times are instants, written in UTC. */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  /** The language of the summary and description (LANGUAGE=), when the calendar says it. */
  language?: string;
}

/** What the calendar says about itself. */
export interface CalendarInfo {
  /** The product identifier's owner and name, e.g. the brand and "STAR events". */
  owner: string;
  name: string;
  description: string;
  /** The language of the name and description (LANGUAGE=), when the calendar says it. */
  language?: string;
  /** IANA zone calendar apps should show the events in (X-WR-TIMEZONE). */
  timeZone: string;
  /**
   * For a calendar to subscribe to (not a one-off download): its name and description are shown,
   * and apps fetch it again from `url` every `refreshHours`.
   */
  subscription?: { url: string; refreshHours: number };
}

/** True for a character TEXT may carry: anything but the controls other than tab and line feed. */
const allowed = (ch: string) => {
  const code = ch.charCodeAt(0);
  return code === 9 || code === 10 || (code >= 32 && code !== 127);
};

/** A TEXT value escaped as RFC 5545 §3.3.11 says: backslash, semicolon, comma, new line. */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("")
    .filter(allowed)
    .join("")
    .replace(/[\\;,\n]/g, (ch) => (ch === "\n" ? "\\n" : `\\${ch}`));
}

const octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * A content line folded as RFC 5545 §3.1 says: no line longer than 75 octets of UTF-8, each
 * continuation starting with one space, and never a multi-octet character split across lines.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const n = octets(ch.codePointAt(0) ?? 0);
    if (size + n > limit) {
      lines.push(current);
      current = " ";
      size = 1;
      limit = 75;
    }
    current += ch;
    size += n;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** `20261206T013000Z`: an instant as an RFC 5545 UTC date-time. */
export const utcDateTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The unfolded content lines of one VEVENT, stamped with `stamp`. */
export function eventLines(event: CalendarEvent, stamp: Date): string[] {
  const lang = event.language ? `;LANGUAGE=${event.language}` : "";
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY${lang}:${escapeText(event.summary)}`,
    `DESCRIPTION${lang}:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    "END:VEVENT",
  ];
}

/** The whole VCALENDAR around the given (unfolded) VEVENT blocks, folded, with CRLF after every line. */
export function calendarText(info: CalendarInfo, events: string[][]): string {
  const sub = info.subscription;
  const lang = info.language ? `;LANGUAGE=${info.language}` : "";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(info.owner)}//${escapeText(info.name)}//${(info.language ?? "en").toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-TIMEZONE:${info.timeZone}`,
    ...(sub
      ? [
          `NAME${lang}:${escapeText(info.name)}`,
          `X-WR-CALNAME:${escapeText(info.name)}`,
          `DESCRIPTION${lang}:${escapeText(info.description)}`,
          `X-WR-CALDESC:${escapeText(info.description)}`,
          `SOURCE;VALUE=URI:${sub.url}`,
          `REFRESH-INTERVAL;VALUE=DURATION:PT${sub.refreshHours}H`,
          `X-PUBLISHED-TTL:PT${sub.refreshHours}H`,
        ]
      : []),
    ...events.flat(),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** The VEVENT blocks of a calendar this module wrote, unfolded, each with its `URL` value. */
export function eventBlocks(text: string): Array<{ url: string; lines: string[] }> {
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  const blocks: Array<{ url: string; lines: string[] }> = [];
  let block: string[] | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") block = [];
    if (block) block.push(line);
    if (line === "END:VEVENT" && block) {
      const url = block.find((l) => l.startsWith("URL:"))?.slice(4) ?? "";
      blocks.push({ url, lines: block });
      block = null;
    }
  }
  return blocks;
}
