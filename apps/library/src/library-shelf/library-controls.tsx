import {
  GENRES,
  genreLabel,
  isLibrary,
  librarySelectorOptions,
  MEDIA_TYPES,
  type MediaType,
  SORT_OPTIONS,
  type Sort,
  showsSortSelector,
} from '@shelfmark/contract';
import { Select, TypeButtons } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import type { ShelfParams } from './shelf-params';
import './library-controls.css';
import './shelf-messages';

const TYPE_OPTIONS = MEDIA_TYPES.map((info) => ({ value: info.value, label: info.plural }));
/** Read at each render: the names follow the reader's language. */
const genreOptions = () => GENRES.map((genre) => ({ value: String(genre.id), label: genreLabel(genre) }));
const SORT_SELECT_OPTIONS = SORT_OPTIONS.map((option) => ({ value: `${option.sortBy}:${option.asc}`, label: option.label }));

interface LibraryControlsProps {
  params: ShelfParams;
  onChange: (changes: Partial<ShelfParams>) => void;
  sort: Sort;
  onSortChange: (sort: Sort) => void;
}

/** Library selector (shelves named for the chosen medium), sort selector, type buttons and genre filter. */
export function LibraryControls({ params, onChange, sort, onSortChange }: LibraryControlsProps) {
  const t = useT('library');
  const libraryOptions = librarySelectorOptions(params.type, params.library);
  const chooseSort = (value: string) => {
    const option = SORT_OPTIONS.find((candidate) => `${candidate.sortBy}:${candidate.asc}` === value);
    if (option) onSortChange({ sortBy: option.sortBy, asc: option.asc });
  };
  return (
    <div className="library-controls">
      <div className="library-controls__selects">
        <Select
          label={t('shelf.library')}
          options={libraryOptions}
          value={params.library}
          onChange={(event) => {
            const library = event.target.value;
            if (isLibrary(library)) onChange({ library });
          }}
        />
        {showsSortSelector(params.library) && (
          <Select
            label={t('shelf.sort')}
            options={SORT_SELECT_OPTIONS}
            value={`${sort.sortBy}:${sort.asc}`}
            onChange={(event) => chooseSort(event.target.value)}
          />
        )}
      </div>
      <TypeButtons<MediaType>
        label={t('shelf.type')}
        options={TYPE_OPTIONS}
        value={params.type ?? null}
        onChange={(type) => onChange({ type: type ?? undefined })}
      />
      <TypeButtons
        className="library-controls__genres"
        label={t('shelf.genre')}
        options={genreOptions()}
        value={params.genre === 0 ? null : String(params.genre)}
        onChange={(genre) => onChange({ genre: genre === null ? 0 : Number(genre), page: 1 })}
      />
    </div>
  );
}
