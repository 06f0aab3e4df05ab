import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, renderReleaseFeed } from './icalendar';

const now = new Date('2026-11-22T10:15:00.000Z');
const releases = [
  { mediaID: 12, type: 'movie' as const, title: 'Dune: Part Three', creators: 'Villeneuve, Denis', isbn: null, publication: '2026-12-18' },
  {
    mediaID: 40,
    type: 'book' as const,
    title: 'Winds; of, Winter\\ — a very long title that goes on and on, far past the seventy-five octets a line may hold',
    creators: 'Martin, George R. R.',
    isbn: '9780553801477',
    publication: '2026-12-31',
  },
];

describe('the release feed', () => {
  const text = renderReleaseFeed({ releases, now, publicUrl: 'https://shelf.example.org', uidTag: 'abc123' });

  it('parses with ical.js: one all-day event per release with its title, link and date', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Shelfmark//Release calendar//EN');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.summary)).toEqual([`Dune: Part Three (Movie)`, `${releases[1]?.title} (Book)`]);
    expect(events.map((event) => event.startDate.toString())).toEqual(['2026-12-18', '2026-12-31']);
    expect(events.map((event) => event.endDate.toString())).toEqual(['2026-12-19', '2027-01-01']);
    expect(events.every((event) => event.startDate.isDate)).toBe(true);
    expect(events.map((event) => event.uid)).toEqual(['release-12-abc123@shelf.example.org', 'release-40-abc123@shelf.example.org']);
    expect(events[0]?.description).toBe('Villeneuve, Denis\nNot Out Yet on your Shelfmark shelf.\nhttps://shelf.example.org/movie/12');
    expect(events[1]?.description).toContain('Watch List on your Shelfmark shelf.');
    expect(events[0]?.component.getFirstPropertyValue('url')).toBe('https://shelf.example.org/movie/12');
    expect(events[0]?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-22T10:15:00Z');
  });

  it('ends every line with CRLF and keeps every line within 75 octets', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.some((line) => line.includes('\n'))).toBe(false);
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);
  });

  it('is a valid, empty calendar when nothing is coming', () => {
    const calendar = new ICAL.Component(ICAL.parse(renderReleaseFeed({ releases: [], now, publicUrl: 'http://localhost:3000', uidTag: 'x' })));
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Shelfmark releases');
  });
});

describe('escapeText and foldLine', () => {
  it('escapes what TEXT values must escape', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines without splitting a character, and a parser unfolds them back', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});
