/**
 * Sources the typed site configuration as GraphQL nodes, so GraphiQL shows what the theme reads;
 * and keeps the pages' nodes of the last run (gatsby/page-nodes-kept.ts).
 */
import type { GatsbyNode, NodePluginArgs } from 'gatsby';
import { navItems } from '../src/config/nav';
import { siblingProjects } from '../src/config/siblings';
import { sidebarSections } from '../src/config/sidebar';
import { siteConfig } from '../src/config/site';
import { socialLinks } from '../src/config/social';
import { themeConfig } from '../src/config/theme';
import { normalizeSidebarSection } from '../src/core/sidebar';
import { keepPageNodes } from './page-nodes-kept';

function makeNode(args: NodePluginArgs, type: string, key: string, data: object) {
  args.actions.createNode({
    ...data,
    id: args.createNodeId(`${type}-${key}`),
    parent: null,
    children: [],
    internal: { type, contentDigest: args.createContentDigest(data) },
  });
}

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  keepPageNodes(args.store);
  makeNode(args, 'SiteConfig', 'site', { ...siteConfig, themeConfig });

  for (const { lang } of siteConfig.locales) {
    navItems.forEach((item, order) => {
      makeNode(args, 'NavItem', `${lang}-${order}`, {
        locale: lang,
        order,
        text: item.text[lang],
        link: lang === siteConfig.defaultLang ? item.link : `/${lang}${item.link}`,
        activeMatch: item.activeMatch,
        position: item.position,
        tag: item.tag ?? null,
      });
    });

    let order = 0;
    for (const [section, entries] of Object.entries(sidebarSections)) {
      for (const group of normalizeSidebarSection(entries, lang, siteConfig.defaultLang)) {
        makeNode(args, 'SidebarGroup', `${lang}-${order}`, { ...group, locale: lang, section, order });
        order += 1;
      }
    }
  }

  siblingProjects.forEach((project, order) => {
    makeNode(args, 'SiblingProject', project.name, { ...project, logoScale: project.logoScale ?? 1, order });
  });
  socialLinks.forEach((link, order) => {
    makeNode(args, 'SocialLink', `${link.icon}-${order}`, { ...link, order });
  });
};
