import { formatDate } from '@shelfmark/i18n';
import type { ChartBar } from './bar-chart';

const monthOf = (period: string) => new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(5, 7)) - 1, 15));

/** Bars for counts per period: months ("2024-03", labelled "Mar" / "March 2024") of a year, or years of all time. */
export function periodBars(counts: readonly { period: string; value: number }[], byMonth: boolean): ChartBar[] {
  return counts.map(({ period, value }) => ({
    key: period,
    shortLabel: byMonth ? formatDate(monthOf(period), { month: 'short', timeZone: 'UTC' }) : period,
    label: byMonth ? formatDate(monthOf(period), { month: 'long', year: 'numeric', timeZone: 'UTC' }) : period,
    value,
  }));
}
