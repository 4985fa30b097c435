import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

export const menuItemClass =
  'block w-full rounded px-3 py-2 text-left text-sm text-ink outline-none hover:bg-gold-50 hover:text-gold-800 focus:bg-gold-50 focus:text-gold-800';

interface MenuProps {
  /** The menu's accessible name. */
  label: string;
  /** What the button shows. */
  trigger: ReactNode;
  triggerClassName?: string;
  align?: 'left' | 'right';
  /** Where the menu opens: below the button, or above it (a bar at the foot of the screen). */
  side?: 'bottom' | 'top';
  /** The items (elements with role="menuitem" and tabIndex -1); `close` hides the menu. */
  children: (close: () => void) => ReactNode;
}

/**
 * A small menu button with the WAI-ARIA keyboard behaviour (arrows, Home/End, Escape, Tab).
 * Radix's DropdownMenu would pull popper, floating-ui and focus scope (~20 KB gzip) into the
 * entry chunk every page loads, for the navbar's two short menus (decision 030).
 */
export function Menu({
  label,
  trigger,
  triggerClassName,
  align = 'left',
  side = 'bottom',
  children,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    setOpen(true);
    // The items exist only after the menu renders.
    requestAnimationFrame(() => focusItem(index));
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape' && open) {
      // Opened with the mouse, the focus is still on the button: Escape closes it too.
      event.preventDefault();
      setOpen(false);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className={cn(
            'absolute z-50 min-w-48 rounded-md border border-stone-200 bg-white p-1 shadow-lg',
            side === 'top' ? 'bottom-full mb-1.5' : 'top-full mt-1.5',
            align === 'right' ? 'right-0' : 'left-0',
          )}
        >
          {children(() => setOpen(false))}
        </div>
      ) : null}
    </div>
  );
}
