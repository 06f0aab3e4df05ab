import type { TFunction } from '@shelfmark/i18n';

const NAMED_ORDINALS = 10;

/** 'First', 'Second', ... for the reading at `index` (0-based); '#11' beyond the named ones. */
export function readingOrdinal(index: number, t: TFunction): string {
  return index < NAMED_ORDINALS ? t(`readings.ordinals.${index}`) : t('readings.nth', { count: index + 1 });
}
