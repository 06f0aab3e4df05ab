import { GENRES, genreLabel, MEDIA_TYPES, type MediaType } from '@shelfmark/contract';
import { TypeButtons } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';

export interface CatalogFiltersProps {
  id: string;
  type: MediaType | null;
  genre: number;
  onTypeChange: (type: MediaType | null) => void;
  onGenreChange: (genre: number) => void;
}

const typeOptions = MEDIA_TYPES.map((info) => ({ value: info.value, label: info.plural }));
/** Read at each render: the names follow the reader's language. */
const genreOptions = () => GENRES.map((genre) => ({ value: String(genre.id), label: genreLabel(genre) }));

/** The filter panel: one media type and one genre; choosing the selected one again clears it. */
export function CatalogFilters({ id, type, genre, onTypeChange, onGenreChange }: CatalogFiltersProps) {
  const t = useT('catalog');
  return (
    <div id={id} className="catalog-filters">
      <h2 className="catalog-filters__heading">{t('catalog.typeFilter')}</h2>
      <TypeButtons label={t('catalog.typeFilter')} options={typeOptions} value={type} onChange={onTypeChange} />
      <h2 className="catalog-filters__heading">{t('catalog.genreFilter')}</h2>
      <TypeButtons
        label={t('catalog.genreFilter')}
        className="catalog-filters__genres"
        options={genreOptions()}
        value={genre ? String(genre) : null}
        onChange={(value) => onGenreChange(value === null ? 0 : Number(value))}
      />
    </div>
  );
}
