import { toIsbn13 } from '../../media/isbn';

/**
 * An ISBN cell as the services write it: Goodreads wraps it as an Excel formula (`="0441172717"`),
 * and writes `=""` when there is none. Answers the digits (X allowed last), or null.
 */
export function cleanIsbn(cell: string | undefined): string | null {
  const text = (cell ?? '').trim().replace(/^="?/, '').replace(/"$/, '').replace(/[\s-]/g, '').toUpperCase();
  return toIsbn13(text) === null ? null : text;
}

/**
 * Stars (0.5 to 5, in halves or quarters) on Shelfmark's 1–10 scale: twice the stars,
 * rounded to the nearest whole number (halves up). 0 or empty means no rating.
 */
export function starsToRating(cell: string | undefined): number | null {
  const stars = Number((cell ?? '').trim());
  if (!Number.isFinite(stars) || stars <= 0) return null;
  return Math.min(10, Math.max(1, Math.round(stars * 2)));
}

/** A cell that should hold a whole number. */
export function parseWhole(cell: string | undefined): number | null {
  const text = (cell ?? '').trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

/** Comma-separated values (shelves, tags), trimmed, empty ones and repeats dropped. */
export function splitList(cell: string | undefined): string[] {
  const seen = new Set<string>();
  return (cell ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '' && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
}

/** Lower case, accents and punctuation gone, spaces collapsed: how titles and names compare. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A title as compared: Goodreads appends the series in parentheses ("Dune (Dune, #1)"),
 * and a leading article or a subtitle should not stop a match.
 */
export function titleForms(title: string): string[] {
  const withoutSeries = title.replace(/\s*\([^()]*#\s*[\d.]+\)\s*$/, '');
  const main = withoutSeries.split(/[:–—]/)[0] ?? withoutSeries;
  const dropArticle = (text: string) => foldText(text).replace(/^(the|a|an) /, '');
  return [...new Set([dropArticle(withoutSeries), dropArticle(main)].filter((form) => form !== ''))];
}

/** "Herbert, Frank" and "Frank Herbert" compare the same; initials lose their dots. */
export function nameForm(name: string): string {
  const comma = /^([^,]+),\s*(.+)$/.exec(name.trim());
  return foldText(comma ? `${comma[2]} ${comma[1]}` : name);
}

function bigrams(text: string): Map<string, number> {
  const padded = ` ${text} `;
  const grams = new Map<string, number>();
  for (let index = 0; index < padded.length - 1; index++) {
    const gram = padded.slice(index, index + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Dice coefficient over character pairs: 1 for equal texts, 0 for nothing in common. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a === '' || b === '') return 0;
  const left = bigrams(a);
  const right = bigrams(b);
  let shared = 0;
  let total = 0;
  for (const [gram, count] of left) {
    shared += Math.min(count, right.get(gram) ?? 0);
    total += count;
  }
  for (const count of right.values()) total += count;
  return (2 * shared) / total;
}

/** A score out of 10 (decimals allowed) on Shelfmark's 1–10: rounded, halves up; 0 or empty is none. */
export function tenPointRating(value: string | number | null | undefined): number | null {
  const score = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  if (!Number.isFinite(score) || score <= 0) return null;
  return Math.min(10, Math.max(1, Math.round(score)));
}

/** The summary's word on a rating scale that does not map exactly onto 1–10. */
export const ROUNDED_RATINGS = {
  quarterStars: 'Ratings in quarter stars were rounded to Shelfmark’s 1–10 scale, halves up: twice the stars, so 3.75 stars became 8 and 3.25 stars 7',
  decimals: 'Ratings with decimals were rounded to whole points out of 10, halves up (8.5 became 9)',
  hundred: 'Ryot’s ratings out of 100 were divided by 10 and rounded, halves up (85 became 9)',
};

/** Whether a star rating falls between Shelfmark's points (a quarter star). */
export const isQuarterStar = (cell: string) => {
  const stars = Number(cell.trim());
  return Number.isFinite(stars) && stars > 0 && !Number.isInteger(stars * 2);
};
