import { type CalendarRelease, mediaPath, mediaTypeLabel, statusLabel } from '@shelfmark/contract';

/**
 * The release feed as iCalendar (RFC 5545): one all-day event per release. Written here rather
 * than with a generator package: the format needs only escaping, line folding and a handful
 * of properties, and the tests check the output with a real parser (ical.js).
 */

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Lines longer than 75 octets are folded: a CRLF and a space before the rest (RFC 5545 3.1),
 * never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const dateValue = (isoDate: string) => isoDate.replace(/-/g, '');

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A UTC date-time as iCalendar writes it: 20261122T101500Z. */
const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export interface FeedOptions {
  releases: readonly CalendarRelease[];
  now: Date;
  /** Where Shelfmark is reached (PUBLIC_URL), for each event's link and the UIDs' domain. */
  publicUrl: string;
  /** Stable per feed, so the same release keeps its UID while the feed's address stands. */
  uidTag: string;
}

function releaseEvent(release: CalendarRelease, { now, publicUrl, uidTag }: FeedOptions): string[] {
  const label = mediaTypeLabel(release.type);
  const link = `${publicUrl}${mediaPath(release)}`;
  const description = [release.creators, `${statusLabel(release.type, 'watch')} on your Shelfmark shelf.`, link].filter(Boolean).join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:release-${release.mediaID}-${uidTag}@${new URL(publicUrl).hostname}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${dateValue(release.publication)}`,
    `DTEND;VALUE=DATE:${dateValue(nextDay(release.publication))}`,
    `SUMMARY:${escapeText(`${release.title} (${label})`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `CATEGORIES:${escapeText(label)}`,
    `URL:${link}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

export function renderReleaseFeed(options: FeedOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Shelfmark//Release calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Shelfmark releases',
    `X-WR-CALDESC:${escapeText('Release dates of the items on your Shelfmark Watch List')}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
    ...options.releases.flatMap((release) => releaseEvent(release, options)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
