import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { SeoHead, type SeoHeadProps } from '../../../../src/components/SeoHead/SeoHead';
import { pageFeedLinks } from '../../../../src/core/feeds';
import { type HeadPage } from '../../../../src/core/page-head';
import { site, SITE } from '../../lib/head-site';

describe('SeoHead', () => {
  // Every feed of the site; the route data links a page to those of its locale where feeds belong.
  const channels = [
    {
      locale: 'en',
      url: `${SITE}/rss/releases-rss.xml`,
      mime: 'application/rss+xml',
      language: 'en',
      title: 'Rsbuild Releases',
    },
    {
      locale: 'en',
      url: `${SITE}/rss/releases-atom.xml`,
      mime: 'application/atom+xml',
      language: 'en',
      title: 'Rsbuild Releases',
    },
    {
      locale: 'zh',
      url: `${SITE}/rss/releases-rss-zh.xml`,
      mime: 'application/rss+xml',
      language: 'zh-CN',
      title: 'Rsbuild 版本发布',
    },
  ];

  const render = ({ globalUIComponents, ...page }: HeadPage & { globalUIComponents?: boolean }) => {
    const head: SeoHeadProps['head'] = {
      page,
      site,
      feeds: pageFeedLinks(page.route, page.pageType, page.locale, channels),
    };
    const markup = renderToStaticMarkup(<SeoHead head={head} globalUIComponents={globalUIComponents !== false} />);
    const body = new JSDOM(`<body>${markup}</body>`).window.document.body;
    return {
      title: body.querySelector('title')?.textContent,
      feeds: Array.from(body.querySelectorAll('link[rel="alternate"][type]')).map((l) => [
        l.getAttribute('type'),
        l.getAttribute('href'),
        l.getAttribute('hreflang'),
      ]),
      meta: (selector: string) => body.querySelector(selector)?.getAttribute('content'),
      icons: Array.from(body.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')).map((l) =>
        l.getAttribute('href'),
      ),
    };
  };

  it('renders the head of a release page with both feeds of its locale', () => {
    const head = render({
      title: 'Rsbuild 0.5',
      description: 'd',
      locale: 'en',
      route: '/community/releases/v0-5',
      pageType: 'doc',
      publishedAt: '2024-03-19T08:00:00.000Z',
    });
    expect(head.title).toBe('Rsbuild 0.5 | Rsbuild');
    expect(head.feeds).toEqual([
      ['application/rss+xml', `${SITE}/rss/releases-rss.xml`, 'en'],
      ['application/atom+xml', `${SITE}/rss/releases-atom.xml`, 'en'],
    ]);
    expect(head.meta('meta[name="twitter:site"]')).toBe('@rspack_dev');
    expect(head.icons).toEqual(['/favicon.svg', '/apple-touch-icon.png']);
  });

  it('renders no feed links on other pages, or when the frontmatter hides global UI', () => {
    expect(
      render({
        title: 'Quick Start',
        description: 'd',
        locale: 'en',
        route: '/guide/start/quick-start',
        pageType: 'doc',
      }).feeds,
    ).toEqual([]);
    expect(
      render({ title: null, description: 'd', locale: 'zh', route: '/', pageType: 'home', globalUIComponents: false })
        .feeds,
    ).toEqual([]);
    expect(render({ title: null, description: 'd', locale: 'zh', route: '/', pageType: 'home' }).feeds).toEqual([
      ['application/rss+xml', `${SITE}/rss/releases-rss-zh.xml`, 'zh-CN'],
    ]);
  });
});
