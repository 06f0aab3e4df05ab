import { useT } from '@shelfmark/i18n';
import { DESIGN_SYSTEM_NAMESPACE } from '../../i18n/en';
import { ChevronDownIcon } from '../../icons/icons';
import { cx } from '../../utils/class-names';
import { Menu } from './menu';

export interface DropdownOption<V extends string> {
  value: V;
  label: string;
  /** One letter that picks this option while the list is open. */
  hotkey?: string;
}

export interface DropdownProps<V extends string> {
  /** What is being chosen, e.g. 'Search type': part of the button's accessible name. */
  label: string;
  options: ReadonlyArray<DropdownOption<V>>;
  value: V;
  onChange: (value: V) => void;
  align?: 'start' | 'end';
  className?: string;
}

/** A compact single choice shown as a menu button, e.g. the search type (Title, Creator...). */
export function Dropdown<V extends string>({ label, options, value, onChange, align, className }: DropdownProps<V>) {
  const t = useT(DESIGN_SYSTEM_NAMESPACE);
  const selected = options.find((option) => option.value === value);
  return (
    <Menu
      className={cx('sm-dropdown', className)}
      triggerClassName="sm-dropdown__trigger"
      trigger={
        <>
          {selected?.label}
          <ChevronDownIcon className="sm-dropdown__chevron" />
        </>
      }
      triggerLabel={selected ? t('dropdown.triggerLabel', { label, value: selected.label }) : label}
      menuLabel={label}
      items={options.map((option) => ({ key: option.value, label: option.label, hotkey: option.hotkey }))}
      selectedKey={value}
      align={align}
      onSelect={(key) => {
        const option = options.find((candidate) => candidate.value === key);
        if (option) onChange(option.value);
      }}
    />
  );
}
