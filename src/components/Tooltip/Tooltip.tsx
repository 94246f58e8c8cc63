import { useEffect, useRef, useState, type ReactElement } from 'react';
import { TOOLTIP_DELAY_S } from '../../core/constants';
import * as styles from './Tooltip.module.css';

export interface TooltipProps {
  content: string;
  children: ReactElement;
}

/**
 * A label shown above an icon button on hover and keyboard focus, after the tooltip delay.
 * It repeats the button's accessible name for sighted users, so it is hidden from
 * assistive technology.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const [shown, setShown] = useState(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(true), TOOLTIP_DELAY_S * 1000);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setShown(false);
  };
  return (
    <span
      className={styles.anchor}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children}
      <span className={`${styles.tooltip}${shown ? ` ${styles.shown}` : ''}`} aria-hidden="true">
        {content}
      </span>
    </span>
  );
}
