import { useEffect, type RefObject } from 'react';

/** While the dialog is open: its input has the focus and the page behind it does not scroll. */
export function useDialogOpening(input: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    input.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [input]);
}
