import { Children, isValidElement, type ReactNode } from 'react';

/** The plain text of rendered children, e.g. a heading's label for an aria-label. */
export function textOf(node: ReactNode): string {
  let text = '';
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += String(child);
    else if (isValidElement<{ children?: ReactNode }>(child)) text += textOf(child.props.children);
  });
  return text;
}
