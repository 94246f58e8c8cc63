import { useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS } from '../../core/constants';

/** Whether the navigation bar is hidden: never, always, or while scrolling down ("auto"). */
export function useNavbarHidden(mode: string): boolean {
  const [hidden, setHidden] = useState(mode === 'always');

  useEffect(() => {
    setHidden(mode === 'always');
    if (mode !== 'auto') return undefined;
    let last = window.scrollY;
    const timer = window.setInterval(() => {
      const now = window.scrollY;
      if (Math.abs(now - last) < 4) return;
      setHidden(now > last && now > 64);
      last = now;
    }, SCROLL_THROTTLE_MS);
    return () => window.clearInterval(timer);
  }, [mode]);

  return hidden;
}
