/**
 * Components every MDX page may use without importing them. The build refuses any other
 * capitalised element that the page does not import, so this list and `components.tsx` agree.
 */
export const MDX_KIT_COMPONENTS = [
  'Callout',
  'Details',
  'Tabs',
  'Tab',
  'PackageManagerTabs',
  'CodeBlock',
  'Badge',
  'Steps',
  'SourceCode',
] as const;

export type MdxKitComponent = (typeof MDX_KIT_COMPONENTS)[number];
