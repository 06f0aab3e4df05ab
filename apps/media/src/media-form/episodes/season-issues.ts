import { MAX_SUBMEDIA } from '@shelfmark/contract';
import type { SchemaIssue } from '@shelfmark/design-system/form';
import { episodeCount, linesOf, type SeasonDraft, type SubmediaKind } from './episode-drafts';

export const SEASON_MESSAGES = {
  seasonNumber: 'A season is a whole number from 0 (Specials) to 1000',
  seasonTwice: 'This season is entered twice',
  count: `The number is a whole number from 0 to ${MAX_SUBMEDIA}`,
  moreTitles: (titles: number, count: number) => `${titles} titles for ${count}: add to the number or remove titles`,
  airDate: (line: number) => `Line ${line}: write an air date as 2019-05-06`,
  moreAirDates: 'More air dates than episodes',
  runtime: (line: number) => `Line ${line}: a runtime is whole minutes from 1 to 1440`,
  moreRuntimes: 'More runtimes than episodes',
} as const;

/** Where a season's message shows: one key per field of each season. */
export const seasonErrorKey = (season: SeasonDraft, field: 'number' | 'count' | 'titles' | 'airDates' | 'runtimes') => `season.${season.key}.${field}`;

const WHOLE = /^\d+$/;

function isDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function lineIssues(season: SeasonDraft, count: number): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const at = (field: 'airDates' | 'runtimes', message: string) => issues.push({ path: [seasonErrorKey(season, field)], message });
  const airDates = linesOf(season.airDates);
  const badDate = airDates.findIndex((line) => line !== '' && !isDay(line));
  if (badDate >= 0) at('airDates', SEASON_MESSAGES.airDate(badDate + 1));
  else if (airDates.length > count) at('airDates', SEASON_MESSAGES.moreAirDates);
  const runtimes = linesOf(season.runtimes);
  const badRuntime = runtimes.findIndex((line) => line !== '' && !(WHOLE.test(line) && Number(line) >= 1 && Number(line) <= 1440));
  if (badRuntime >= 0) at('runtimes', SEASON_MESSAGES.runtime(badRuntime + 1));
  else if (runtimes.length > 1 && runtimes.length > count) at('runtimes', SEASON_MESSAGES.moreRuntimes);
  return issues;
}

/** What is wrong with the seasons as typed, each message at its field; none when they can be saved. */
export function seasonIssues(seasons: readonly SeasonDraft[], kind: SubmediaKind): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const numbers = new Set<string>();
  for (const season of seasons) {
    const at = (field: 'number' | 'count' | 'titles', message: string) => issues.push({ path: [seasonErrorKey(season, field)], message });
    const number = season.number.trim();
    if (kind === 'episode' && number !== '') {
      if (!WHOLE.test(number) || Number(number) > 1000) at('number', SEASON_MESSAGES.seasonNumber);
      else if (numbers.has(String(Number(number)))) at('number', SEASON_MESSAGES.seasonTwice);
      else numbers.add(String(Number(number)));
    }
    const count = season.count.trim();
    if (count !== '' && (!WHOLE.test(count) || Number(count) > MAX_SUBMEDIA)) {
      at('count', SEASON_MESSAGES.count);
      continue;
    }
    const episodes = episodeCount(season);
    const titles = linesOf(season.titles).length;
    if (titles > episodes) at('titles', SEASON_MESSAGES.moreTitles(titles, episodes));
    issues.push(...lineIssues(season, episodes));
  }
  return issues;
}
