import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../../utils/class-names';
import './tabs.css';

export interface TabItem<V extends string> {
  value: V;
  label: string;
}

export interface TabsProps<V extends string> {
  /** Accessible name of the tab list, e.g. 'Home shelves'. */
  label: string;
  tabs: ReadonlyArray<TabItem<V>>;
  value: V;
  onChange: (value: V) => void;
  /** `underline` for page tabs, `pills` for a compact switcher (Up Next? / Watch List / Recent). */
  variant?: 'underline' | 'pills';
  /** The selected tab's content, rendered in the tab panel. */
  children?: ReactNode;
  className?: string;
}

/**
 * Tabs, also used as the home switcher. Only the selected tab is in the Tab order; Left
 * and Right arrows (wrapping), Home and End select another tab.
 */
export function Tabs<V extends string>({ label, tabs, value, onChange, variant = 'underline', children, className }: TabsProps<V>) {
  const id = useId();
  const refs = useRef(new Map<V, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.value);
    refs.current.get(tab.value)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const targets: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const tabId = (tab: V) => `${id}-tab-${tab}`;
  const selected = tabs[selectedIndex];
  return (
    <div className={cx('sm-tabs', `sm-tabs--${variant}`, className)}>
      <div role="tablist" aria-label={label} className="sm-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => {
              if (element) refs.current.set(tab.value, element);
              else refs.current.delete(tab.value);
            }}
            id={tabId(tab.value)}
            type="button"
            role="tab"
            aria-selected={index === selectedIndex}
            aria-controls={children === undefined ? undefined : `${id}-panel`}
            tabIndex={index === selectedIndex ? 0 : -1}
            className="sm-tabs__tab"
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {children !== undefined && selected && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(selected.value)} className="sm-tabs__panel">
          {children}
        </div>
      )}
    </div>
  );
}
