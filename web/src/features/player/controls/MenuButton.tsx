import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CheckGlyph } from './icons';
import { IconButton, MenuItem, MenuList, MenuWrap } from './styles';

export interface MenuOption<T> {
  value: T;
  label: string;
}

export interface MenuButtonProps<T> {
  /** the button's accessible name, e.g. 'Playback speed: Normal' */
  label: string;
  /** the menu's accessible name, e.g. 'Playback speed' */
  title: string;
  /** what the button shows */
  children: ReactNode;
  options: readonly MenuOption<T>[];
  value: T;
  onSelect: (value: T) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A button opening a single-choice menu (role=menu, menuitemradio with aria-checked):
 * the checked item takes focus, ↑ / ↓ / Home / End move, Enter / Space choose, Escape and
 * Tab close it (focus back on the button); a click outside closes. Keys used inside stay inside (they are not shortcuts).
 */
export function MenuButton<T extends string | number>(props: MenuButtonProps<T>) {
  const { label, title, children, options, value, onSelect, open, onOpenChange } = props;
  const menuId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const onPointer = (e: Event) => {
      if (!wrap.current?.contains(e.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, onOpenChange]);

  const close = (refocus: boolean) => {
    onOpenChange(false);
    if (refocus) button.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (e.key) {
      case 'ArrowDown': move(at + 1); break;
      case 'ArrowUp': move(at - 1); break;
      case 'Home': move(0); break;
      case 'End': move(items.length - 1); break;
      case 'Escape':
      case 'Tab':
        close(true);
        break;
      case 'Enter':
      case ' ':
        // the focused item's own click chooses it
        e.stopPropagation();
        return;
      default:
        e.stopPropagation();
        return;
    }
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <MenuWrap ref={wrap}>
      <IconButton
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => onOpenChange(!open)}
      >
        {children}
      </IconButton>
      {open && (
        <MenuList id={menuId} ref={list} role="menu" aria-label={title} onKeyDown={onKeyDown}>
          <div className="heading" aria-hidden="true">
            {title}
          </div>
          {options.map((o) => (
            <MenuItem
              key={String(o.value)}
              type="button"
              role="menuitemradio"
              aria-checked={o.value === value}
              tabIndex={o.value === value ? 0 : -1}
              onClick={() => {
                onSelect(o.value);
                close(true);
              }}
            >
              <span className="check">{o.value === value && <CheckGlyph size={18} />}</span>
              {o.label}
            </MenuItem>
          ))}
        </MenuList>
      )}
    </MenuWrap>
  );
}
