/** The Atom 1.0 document of a release feed, written with the `feed` package (build time only). */
import { Feed } from 'feed';
import type { FeedChannel, FeedItem } from './feeds';

export interface AtomOptions {
  /** Copyright line of the site. */
  copyright: string;
  /** The feed's author (Atom requires one): the site. */
  author: string;
  /** Absolute URL of the site icon. */
  icon: string;
  generator: string;
  /** `updated` of an empty feed; otherwise the newest item's date is used. */
  now: Date;
}

const ATOM_ROOT = '<feed xmlns="http://www.w3.org/2005/Atom">';

/** The Atom 1.0 document of a channel. The feed's language goes in `xml:lang` on the root. */
export function renderAtom(channel: FeedChannel, items: readonly FeedItem[], options: AtomOptions): string {
  const feed = new Feed({
    id: channel.url,
    title: channel.title,
    description: channel.description,
    link: channel.link,
    language: channel.language,
    updated: items[0]?.date ?? options.now,
    generator: options.generator,
    copyright: options.copyright,
    favicon: options.icon,
    feedLinks: { atom: channel.url },
    author: { name: options.author, link: channel.home },
  });
  for (const item of items) {
    feed.addItem({
      id: item.id,
      link: item.link,
      title: item.title,
      description: item.description,
      date: item.date,
      published: item.date,
    });
  }
  const xml = feed.atom1();
  if (xml.split(ATOM_ROOT).length !== 2) throw new Error('Unexpected Atom root element from the feed package.');
  return xml.replace(ATOM_ROOT, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${channel.language}">`);
}
