import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useClickOutside } from '../../hooks/use-click-outside';
import { CheckIcon } from '../../icons/icons';
import { cx } from '../../utils/class-names';
import './menu.css';

export interface MenuItem {
  /** Passed to `onSelect`. */
  key: string;
  label: string;
  /** One letter that picks this item while the menu is open, e.g. 'T' for Title. */
  hotkey?: string;
  disabled?: boolean;
}

export interface MenuProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text, e.g. an avatar. */
  triggerLabel?: string;
  items: MenuItem[];
  onSelect: (key: string) => void;
  /** Makes the items radio items and checks this one (how `Dropdown` shows its value). */
  selectedKey?: string;
  /** Accessible name of the open menu; defaults to the trigger's name. */
  menuLabel?: string;
  /** Which trigger edge the menu lines up with: `end` for a menu at the right of a nav bar. */
  align?: 'start' | 'end';
  className?: string;
  triggerClassName?: string;
  /** The menu opened, e.g. to fetch what its items show. */
  onOpen?: () => void;
}

/**
 * A menu button. Enter, Space or ArrowDown open it; arrows, Home and End move; Enter or
 * Space picks; an item's hotkey picks it; Escape, Tab or a click outside close it.
 */
export function Menu({
  trigger,
  triggerLabel,
  items,
  onSelect,
  selectedKey,
  menuLabel,
  align = 'start',
  className,
  triggerClassName,
  onOpen,
}: MenuProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLLIElement | null>>([]);
  const [active, setActive] = useState<number | null>(null);
  const open = active !== null;
  const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));

  useEffect(() => {
    if (active !== null) itemRefs.current[active]?.focus();
  }, [active]);

  useClickOutside(rootRef, open, () => setActive(null));

  const openAt = (position: 'first' | 'last' | 'selected') => {
    onOpen?.();
    const selected = items.findIndex((item) => item.key === selectedKey && !item.disabled);
    if (position === 'selected' && selected >= 0) setActive(selected);
    else setActive((position === 'last' ? enabled.at(-1) : enabled[0]) ?? null);
  };

  const close = () => {
    setActive(null);
    triggerRef.current?.focus();
  };

  const pick = (item: MenuItem) => {
    if (item.disabled) return;
    close();
    onSelect(item.key);
  };

  const move = (step: 1 | -1) => {
    const at = active === null ? -1 : enabled.indexOf(active);
    const next = enabled[(at + step + enabled.length) % enabled.length];
    if (next !== undefined) setActive(next);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? 'last' : 'selected');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = active === null ? undefined : items[active];
    const hotkeyItem = items.find((item) => item.hotkey?.toLowerCase() === event.key.toLowerCase());
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Home') setActive(enabled[0] ?? null);
    else if (event.key === 'End') setActive(enabled.at(-1) ?? null);
    else if ((event.key === 'Enter' || event.key === ' ') && current) pick(current);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') {
      // Let the browser move on from the trigger, as if the menu had not been open.
      triggerRef.current?.focus();
      setActive(null);
      return;
    }
    else if (hotkeyItem && !event.ctrlKey && !event.metaKey && !event.altKey) pick(hotkeyItem);
    else return;
    event.preventDefault();
  };

  const radio = selectedKey !== undefined;
  return (
    <div ref={rootRef} className={cx('sm-menu', className)}>
      <button
        ref={triggerRef}
        id={`${id}-trigger`}
        type="button"
        className={cx('sm-menu__trigger', triggerClassName)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? setActive(null) : openAt('selected'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <ul
          id={`${id}-menu`}
          role="menu"
          aria-label={menuLabel}
          aria-labelledby={menuLabel ? undefined : `${id}-trigger`}
          className={cx('sm-menu__list', `sm-menu__list--${align}`)}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <li
              key={item.key}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role={radio ? 'menuitemradio' : 'menuitem'}
              aria-checked={radio ? item.key === selectedKey : undefined}
              aria-disabled={item.disabled || undefined}
              aria-keyshortcuts={item.hotkey}
              tabIndex={-1}
              className="sm-menu__item"
              onClick={() => pick(item)}
              onMouseEnter={() => !item.disabled && setActive(index)}
            >
              {radio && <CheckIcon className="sm-menu__check" />}
              <span className="sm-menu__label">{item.label}</span>
              {item.hotkey && (
                <kbd className="sm-menu__hotkey" aria-hidden="true">
                  {item.hotkey.toUpperCase()}
                </kbd>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
