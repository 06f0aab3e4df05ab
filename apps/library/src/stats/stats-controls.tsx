import type { StatsView } from '@shelfmark/api-client/stats';
import { MEDIA_TYPES, type MediaType } from '@shelfmark/contract';
import { Select, TypeButtons } from '@shelfmark/design-system/controls';
import { useT } from '@shelfmark/i18n';
import { yearChoices } from './stats-view';
import './stats-messages';

const TYPE_OPTIONS = MEDIA_TYPES.map((info) => ({ value: info.value, label: info.plural }));

/** The year (or all time) and the media type the screen shows; the selected type clicked again means every type. */
export function StatsControls({ view, thisYear, onChange }: { view: StatsView; thisYear: number; onChange: (view: StatsView) => void }) {
  const t = useT('library');
  const years = yearChoices(thisYear, view.year).map((year) => ({ value: String(year), label: String(year) }));
  return (
    <div className="stats-controls">
      <Select
        label={t('stats.year')}
        options={[...years, { value: 'all', label: t('stats.allTime') }]}
        value={view.year === null ? 'all' : String(view.year)}
        onChange={(event) => onChange({ ...view, year: event.target.value === 'all' ? null : Number(event.target.value) })}
        className="stats-controls__year"
      />
      <TypeButtons<MediaType> label={t('stats.type')} options={TYPE_OPTIONS} value={view.type} onChange={(type) => onChange({ ...view, type })} />
    </div>
  );
}
