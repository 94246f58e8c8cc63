/**
 * @jest-environment jsdom
 */
import { renderAtom } from '../../../src/core/atom';
import { releaseFeedItems } from '../../../src/core/feeds';
import { channels, records, SITE } from '../lib/release-fixtures';

describe('renderAtom', () => {
  const channel = channels[3];
  if (!channel) throw new Error('no channel');
  const options = {
    copyright: 'Copyright © 2024 ByteDance.',
    author: 'Rsbuild',
    icon: `${SITE}/favicon.svg`,
    generator: 'Rsbuild docs',
    now: new Date('2030-01-01T00:00:00Z'),
  };
  const xml = renderAtom(channel, releaseFeedItems(records, 'zh', SITE), options);
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const ATOM = 'http://www.w3.org/2005/Atom';
  const feed = doc.documentElement;
  const child = (parent: Element, name: string) =>
    Array.from(parent.children).filter((el) => el.localName === name && el.namespaceURI === ATOM);
  const text = (parent: Element, name: string) => child(parent, name)[0]?.textContent ?? null;

  it('is well-formed Atom 1.0 with the feed language', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(feed.localName).toBe('feed');
    expect(feed.namespaceURI).toBe(ATOM);
    expect(feed.getAttribute('xml:lang')).toBe('zh-CN');
  });

  it('has the required feed elements: id, title, updated (the newest entry), author, self link', () => {
    expect(text(feed, 'id')).toBe(`${SITE}/rss/releases-atom-zh.xml`);
    expect(text(feed, 'title')).toBe('Rsbuild 版本发布');
    expect(text(feed, 'updated')).toBe('2024-03-19T08:00:00.000Z');
    expect(text(child(feed, 'author')[0] as Element, 'name')).toBe('Rsbuild');
    const links = child(feed, 'link').map((l) => [l.getAttribute('rel'), l.getAttribute('href')]);
    expect(links).toEqual([
      ['alternate', `${SITE}/zh/community/releases/`],
      ['self', `${SITE}/rss/releases-atom-zh.xml`],
    ]);
  });

  it('has five entries, newest first, each with id, title, link, updated, published and summary', () => {
    const entries = child(feed, 'entry');
    expect(entries).toHaveLength(5);
    expect(entries.map((e) => text(e, 'updated'))).toEqual([
      '2024-03-19T08:00:00.000Z',
      '2024-02-06T08:00:00.000Z',
      '2024-01-10T08:00:00.000Z',
      '2023-12-11T08:00:00.000Z',
      '2023-11-22T08:00:00.000Z',
    ]);
    const first = entries[0] as Element;
    expect(text(first, 'id')).toBe(`${SITE}/zh/community/releases/v0-5`);
    expect(child(first, 'link')[0]?.getAttribute('href')).toBe(`${SITE}/zh/community/releases/v0-5`);
    expect(text(first, 'title')).toBe('Rsbuild 0.5');
    expect(text(first, 'published')).toBe('2024-03-19T08:00:00.000Z');
    expect(text(first, 'summary')).toBe('What changed in v0-5 (zh).');
  });

  it('dates an empty feed with the build time', () => {
    const empty = new DOMParser().parseFromString(renderAtom(channel, [], options), 'application/xml');
    expect(empty.getElementsByTagName('updated')[0]?.textContent).toBe('2030-01-01T00:00:00.000Z');
    expect(empty.getElementsByTagName('entry')).toHaveLength(0);
  });
});
