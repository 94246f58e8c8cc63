import type { SidebarSectionConfig } from '../../../src/config/types';
import {
  activeGroupIndex,
  flattenSidebar,
  normalizeSidebarSection,
  prevNext,
  routeSidebarItem,
  sidebarRoutes,
} from '../../../src/core/sidebar';

const config: SidebarSectionConfig = [
  { link: '/config/', text: { en: 'Overview', zh: '概览' } },
  { link: '/config/plugins' },
  { dividerType: 'dashed' },
  {
    text: { en: 'dev', zh: 'dev' },
    items: [{ link: '/config/dev/hmr' }, { link: '/config/dev/client', tag: 'new' }],
  },
  { sectionHeaderText: { en: 'More', zh: '更多' } },
  { text: { en: 'output', zh: '输出' }, collapsed: true, items: [{ link: '/config/output/minify' }] },
];

describe('normalizeSidebarSection', () => {
  const zh = normalizeSidebarSection(config, 'zh', 'en');
  it('gathers loose entries into untitled groups', () => {
    expect(zh.map((g) => g.text)).toEqual([null, 'dev', null, '输出']);
    expect(zh[0]?.items.map((i) => i.link)).toEqual(['/zh/config/', '/zh/config/plugins', null]);
    expect(zh[0]?.items[2]?.dividerType).toBe('dashed');
    expect(zh[2]?.items[0]?.sectionHeaderText).toBe('更多');
  });
  it('uses configured labels and leaves the rest to page titles', () => {
    expect(zh[0]?.items[0]?.text).toBe('概览');
    expect(zh[0]?.items[1]?.text).toBeNull();
  });
  it('applies the defaults: collapsible and expanded', () => {
    expect(zh[1]).toMatchObject({ collapsible: true, collapsed: false });
    expect(zh[3]).toMatchObject({ collapsible: true, collapsed: true });
    expect(zh[1]?.items[1]?.tag).toBe('new');
  });
  it('keeps English routes unprefixed', () => {
    expect(sidebarRoutes(normalizeSidebarSection(config, 'en', 'en'))).toEqual([
      '/config/',
      '/config/plugins',
      '/config/dev/hmr',
      '/config/dev/client',
      '/config/output/minify',
    ]);
  });
});

describe('routeSidebarItem', () => {
  const en = normalizeSidebarSection(config, 'en', 'en');
  it('keeps only the fields an item has', () => {
    expect(en[0]?.items.map(routeSidebarItem)).toEqual([
      { text: 'Overview', link: '/config/' },
      { link: '/config/plugins' },
      { dividerType: 'dashed' },
    ]);
    expect(en[1]?.items.map(routeSidebarItem)).toEqual([
      { link: '/config/dev/hmr' },
      { link: '/config/dev/client', tag: 'new' },
    ]);
    expect(en[2]?.items.map(routeSidebarItem)).toEqual([{ sectionHeaderText: 'More' }]);
  });
  it('leaves the active group where it was', () => {
    const compact = en.map((group) => ({ ...group, items: group.items.map(routeSidebarItem) }));
    expect(activeGroupIndex(compact, '/config/output/minify')).toBe(3);
    expect(activeGroupIndex(compact, '/config/plugins')).toBe(0);
  });
});

describe('reading order', () => {
  const groups = normalizeSidebarSection(config, 'en', 'en').map((g) => ({
    ...g,
    items: g.items.map((i) => ({ ...i, text: i.text ?? `T ${i.link}` })),
  }));
  it('flattens only links', () => expect(flattenSidebar(groups).map((i) => i.link)).toHaveLength(5));
  it('links previous and next across groups', () => {
    expect(prevNext(groups, '/config/plugins')).toEqual({
      prev: { text: 'Overview', link: '/config/' },
      next: { text: 'T /config/dev/hmr', link: '/config/dev/hmr' },
    });
    expect(prevNext(groups, '/config/').prev).toBeNull();
    expect(prevNext(groups, '/config/output/minify').next).toBeNull();
    expect(prevNext(groups, '/elsewhere')).toEqual({ prev: null, next: null });
  });
  it('finds the group holding the page', () => {
    expect(activeGroupIndex(groups, '/config/dev/client')).toBe(1);
    expect(activeGroupIndex(groups, '/nope')).toBe(-1);
  });
});
