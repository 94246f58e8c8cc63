import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TOOLTIP_DELAY_S } from '../../core/constants';
import * as styles from './Dropdown.module.css';

export interface DropdownProps {
  /** Accessible name of the trigger button. */
  label: string;
  trigger: ReactNode;
  children: ReactNode;
  align?: 'left' | 'right';
  className?: string;
}

/**
 * A button that opens a panel of links: on hover (after the popover delay), on click and
 * from the keyboard; Escape, a click elsewhere or leaving focus closes it.
 */
export function Dropdown({ label, trigger, children, align = 'right', className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  // The panel's content is rendered from its first opening on, so closed menus add no DOM,
  // no hydration work and no image requests (the sibling projects' logos) to a page load.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<number>();
  const panelId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const hover = (next: boolean) => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setOpen(next), TOOLTIP_DELAY_S * 1000);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <div
      ref={root}
      className={`${styles.dropdown} ${className ?? ''}`}
      onMouseEnter={() => hover(true)}
      onMouseLeave={() => hover(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      <div id={panelId} className={`${styles.panel} ${align === 'left' ? styles.left : styles.right}`} hidden={!open}>
        {opened ? children : null}
      </div>
    </div>
  );
}
