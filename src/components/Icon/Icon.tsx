export interface IconProps {
  /** The path of the glyph on a 24-unit grid (paths.ts holds those several components draw). */
  d: string;
  /** Width and height in CSS pixels. */
  size: number;
  className?: string;
}

/**
 * A one-path glyph in the text colour. Hidden from assistive technology: the control or text
 * around it carries the name.
 */
export function Icon({ d, size, className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path fill="currentColor" d={d} />
    </svg>
  );
}
