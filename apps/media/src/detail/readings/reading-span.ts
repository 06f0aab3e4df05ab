import type { Reading } from '@shelfmark/contract';
import type { TFunction } from '@shelfmark/i18n';
import { readingDateText } from './reading-dates';

/**
 * A reading's dates as the readings list writes them: "June 2019 – Present", one date when it
 * began and ended at the same moment (a finish whose start is unknown), "about 2019" when
 * Shelfmark estimated it (ADR 0026), and "(Did Not Finish)" when given up.
 */
export function readingSpan(reading: Reading, t: TFunction): string {
  const dnf = reading.status === 'DNF' ? ` (${t('readings.dnf')})` : '';
  if (reading.estimated && reading.dateFinished) return `${t('readings.about', { date: readingDateText(reading.dateFinished, 'year') })}${dnf}`;
  const start = readingDateText(reading.dateStarted, reading.dateStartedPrecision);
  if (reading.dateFinished === reading.dateStarted && reading.dateFinishedPrecision === reading.dateStartedPrecision) return `${start}${dnf}`;
  const end = reading.dateFinished ? readingDateText(reading.dateFinished, reading.dateFinishedPrecision) : t('readings.present');
  return `${start} – ${end}${dnf}`;
}
