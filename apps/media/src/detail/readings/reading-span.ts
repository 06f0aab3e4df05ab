import type { Reading } from '@shelfmark/contract';
import type { TFunction } from '@shelfmark/i18n';
import { readingDateText } from './reading-dates';

/** A reading's dates as the readings list writes them: "June 2019 – Present", and "(Did Not Finish)" when given up. */
export function readingSpan(reading: Reading, t: TFunction): string {
  const start = readingDateText(reading.dateStarted, reading.dateStartedPrecision);
  const end = reading.dateFinished ? readingDateText(reading.dateFinished, reading.dateFinishedPrecision) : t('readings.present');
  return `${start} – ${end}${reading.status === 'DNF' ? ` (${t('readings.dnf')})` : ''}`;
}
