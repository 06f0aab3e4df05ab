import { genreById, genreLabel, mediaTypeInfo, type MediaType } from '@shelfmark/contract';
import { Button, CloseIcon } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';

export interface ActiveFiltersProps {
  type: MediaType | null;
  genre: number;
  onClear: () => void;
}

/** The clear-filter indicator: which filters are on, and one button to clear them. */
export function ActiveFilters({ type, genre, onClear }: ActiveFiltersProps) {
  const t = useT('catalog');
  const genreOf = genreById(genre);
  const names = [type && mediaTypeInfo(type).plural, genreOf && genreLabel(genreOf)].filter(Boolean);
  if (names.length === 0) return null;
  return (
    <p className="catalog-active-filters">
      <span>{t('catalog.filteredBy', { filters: names.join(', ') })}</span>
      <Button size="sm" variant="ghost" onClick={onClear}>
        <CloseIcon />
        {t('catalog.clearFilters')}
      </Button>
    </p>
  );
}
