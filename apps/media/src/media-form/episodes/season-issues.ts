import { MAX_SUBMEDIA } from '@shelfmark/contract';
import type { SchemaIssue } from '@shelfmark/design-system/form';
import type { TFunction } from '@shelfmark/i18n';
import { episodeCount, linesOf, type SeasonDraft, type SubmediaKind } from './episode-drafts';

/** Where a season's message shows: one key per field of each season. */
export const seasonErrorKey = (season: SeasonDraft, field: 'number' | 'count' | 'titles' | 'airDates' | 'runtimes') => `season.${season.key}.${field}`;

const WHOLE = /^\d+$/;

function isDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function lineIssues(season: SeasonDraft, count: number, t: TFunction): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const at = (field: 'airDates' | 'runtimes', message: string) => issues.push({ path: [seasonErrorKey(season, field)], message });
  const airDates = linesOf(season.airDates);
  const badDate = airDates.findIndex((line) => line !== '' && !isDay(line));
  if (badDate >= 0) at('airDates', t('form.seasonIssue.airDate', { line: badDate + 1 }));
  else if (airDates.length > count) at('airDates', t('form.seasonIssue.moreAirDates'));
  const runtimes = linesOf(season.runtimes);
  const badRuntime = runtimes.findIndex((line) => line !== '' && !(WHOLE.test(line) && Number(line) >= 1 && Number(line) <= 1440));
  if (badRuntime >= 0) at('runtimes', t('form.seasonIssue.runtime', { line: badRuntime + 1 }));
  else if (runtimes.length > 1 && runtimes.length > count) at('runtimes', t('form.seasonIssue.moreRuntimes'));
  return issues;
}

/** What is wrong with the seasons as typed, each message at its field; none when they can be saved. */
export function seasonIssues(seasons: readonly SeasonDraft[], kind: SubmediaKind, t: TFunction): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const numbers = new Set<string>();
  for (const season of seasons) {
    const at = (field: 'number' | 'count' | 'titles', message: string) => issues.push({ path: [seasonErrorKey(season, field)], message });
    const number = season.number.trim();
    if (kind === 'episode' && number !== '') {
      if (!WHOLE.test(number) || Number(number) > 1000) at('number', t('form.seasonIssue.seasonNumber'));
      else if (numbers.has(String(Number(number)))) at('number', t('form.seasonIssue.seasonTwice'));
      else numbers.add(String(Number(number)));
    }
    const count = season.count.trim();
    if (count !== '' && (!WHOLE.test(count) || Number(count) > MAX_SUBMEDIA)) {
      at('count', t('form.seasonIssue.count', { max: MAX_SUBMEDIA }));
      continue;
    }
    const episodes = episodeCount(season);
    const titles = linesOf(season.titles).length;
    if (titles > episodes) at('titles', t('form.seasonIssue.moreTitles', { titles, episodes }));
    issues.push(...lineIssues(season, episodes, t));
  }
  return issues;
}
