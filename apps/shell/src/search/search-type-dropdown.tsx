import { SEARCH_TYPE_HOTKEYS, type SearchType } from '@shelfmark/contract';
import { Dropdown, type DropdownOption } from '@shelfmark/design-system';
import { useT } from '@shelfmark/i18n';

/** In the order of the spec's hotkeys: T title, A creator, G tag, S series, I isbn. */
const hotkeys = Object.entries(SEARCH_TYPE_HOTKEYS);

export function SearchTypeDropdown({ value, onChange }: { value: SearchType; onChange: (type: SearchType) => void }) {
  const t = useT('shell');
  const options: DropdownOption<SearchType>[] = hotkeys.map(([hotkey, type]) => ({
    value: type,
    label: t(`search.types.${type}`),
    hotkey: hotkey.toUpperCase(),
  }));
  return <Dropdown label={t('search.typeLabel')} options={options} value={value} onChange={onChange} />;
}
