/** What MDX elements render as, and the kit components every page may use without importing. */
import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import { Badge } from '../components/Badge/Badge';
import { Callout } from '../components/Callout/Callout';
import { CodeBlock } from '../components/CodeBlock/CodeBlock';
import { Details } from '../components/Details/Details';
import { H2, H3, H4, H5, H6 } from '../components/Heading/Heading';
import { InlineCode } from '../components/InlineCode/InlineCode';
import { MdxLink } from '../components/MdxLink/MdxLink';
import { PackageManagerTabs } from '../components/PackageManagerTabs/PackageManagerTabs';
import { SourceCode } from '../components/SourceCode/SourceCode';
import { Steps } from '../components/Steps/Steps';
import { Table } from '../components/Table/Table';
import { Tab, Tabs } from '../components/Tabs/Tabs';
import type { MdxKitComponent } from './kit';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const kit: Record<MdxKitComponent, ComponentType<any>> = {
  Badge,
  Callout,
  CodeBlock,
  Details,
  PackageManagerTabs,
  SourceCode,
  Steps,
  Tab,
  Tabs,
};

export const mdxComponents: MDXComponents = {
  ...kit,
  h2: H2,
  h3: H3,
  h4: H4,
  h5: H5,
  h6: H6,
  a: MdxLink,
  code: InlineCode,
  table: Table,
};
