import { type MediaType, unitCount } from '@shelfmark/contract';
import { formatNumber, useT } from '@shelfmark/i18n';

/** "387 pages", "1 h 56 min", "20 episodes", "12 tracks", "40 missions": a length in its type's unit. */
export function useLengthText(): (type: MediaType, length: number) => string {
  const t = useT('library');
  return (type, length) => {
    if (type !== 'movie') return unitCount(type, length, formatNumber);
    const hours = Math.floor(length / 60);
    const minutes = length % 60;
    return hours > 0 ? t('lengths.hours', { hours, minutes }) : t('lengths.minutes', { minutes });
  };
}
