/** Declares every type the site queries, so nothing depends on inference. */
import type { GatsbyNode } from 'gatsby';

const typeDefs = `
  type HeroAction {
    text: String!
    link: String!
    theme: String!
  }

  type HeroImage {
    src: String!
    alt: String!
  }

  type Hero {
    name: String!
    "Split on line breaks when rendered. Default: modern ssg."
    text: String!
    tagline: String
    actions: [HeroAction!]!
    image: HeroImage
  }

  type Feature {
    icon: String
    title: String!
    details: String!
    link: String
    "2, 3, 4 or 6 columns out of 12. Default: 4."
    span: Int!
  }

  type MdxFrontmatter @dontInfer {
    "home, doc, 404, custom or blank. Default: doc."
    pageType: String!
    title: String
    description: String
    overview: Boolean
    navbar: Boolean
    sidebar: Boolean
    outline: Boolean
    footer: Boolean
    hero: Hero
    features: [Feature!]
    globalUIComponents: Boolean
    published_at: Date @dateformat
    "Configuration pages: the option's TypeScript type."
    type: String
    "Configuration pages: the default value, or a phrase when it depends on context."
    default: String
    "Configuration pages: the release that added the option."
    version: String
  }

  type TocItem {
    text: String!
    "The heading's anchor slug."
    id: String!
    "2 to 4."
    depth: Int!
    "Offset of the heading in plainText; -1 means no position."
    charIndex: Int!
  }

  type LinkRef {
    url: String!
    line: Int!
  }

  type MdxFields @dontInfer {
    locale: String!
    lang: String!
    "Always empty: the site has a single version."
    version: String!
    relativePath: String!
    "Route with locale prefix; null for shared snippets."
    routePath: String
    "Route without locale prefix; null for shared snippets."
    route: String
    pageType: String!
    "From the frontmatter, else the first paragraph (at most 160 characters)."
    description: String!
    section: String!
    isShared: Boolean!
    toc: [TocItem!]!
    anchors: [String!]!
    headingDepths: [Int!]!
    links: [LinkRef!]!
    components: [String!]!
    imports: [String!]!
    importSources: [String!]!
    plainText: String!
    lastUpdatedTime: Date! @dateformat
  }

  # Every field is declared (excerpt and tableOfContents by gatsby-plugin-mdx): inferring the
  # type from its ~350 nodes took about 0.1 s of every build and develop start.
  type Mdx implements Node @childOf(types: ["File"]) @dontInfer {
    "The MDX source without its frontmatter."
    body: String
    frontmatter: MdxFrontmatter!
    fields: MdxFields!
  }

  type LocaleInfo {
    lang: String!
    htmlLang: String!
    label: String!
    title: String!
    description: String!
    editLinkText: String!
  }

  type EditLinkConfig {
    docRepoBaseUrl: String!
  }

  type SearchSettings {
    mode: String!
    apiUrl: String
    searchIndexes: [String!]
    limit: Int!
  }

  type LogoConfig {
    light: String!
    dark: String!
  }

  type MarkdownSettings {
    showLineNumbers: Boolean!
    defaultWrapCode: Boolean!
  }

  type ThemeSettings {
    darkMode: Boolean!
    hideNavbar: String!
    lastUpdated: Boolean!
    editLink: EditLinkConfig
    localeRedirect: String!
    enableScrollToTop: Boolean!
    enableContentAnimation: Boolean!
    search: SearchSettings!
    footerMessage: String!
    logo: LogoConfig!
    logoText: String!
    markdown: MarkdownSettings!
  }

  type SiteConfig implements Node @dontInfer {
    title: String!
    description: String!
    siteUrl: String!
    icon: String!
    base: String!
    defaultLang: String!
    locales: [LocaleInfo!]!
    versions: [String!]!
    themeConfig: ThemeSettings!
  }

  type NavItem implements Node @dontInfer {
    locale: String!
    order: Int!
    text: String!
    link: String!
    activeMatch: String!
    position: String!
    tag: String
  }

  type SidebarItem {
    "The configured label, else the title of the linked page."
    text: String
    link: String
    tag: String
    dividerType: String
    sectionHeaderText: String
  }

  type SidebarGroup implements Node @dontInfer {
    locale: String!
    section: String!
    order: Int!
    "Null for links shown outside any group."
    text: String
    collapsible: Boolean!
    collapsed: Boolean!
    tag: String
    items: [SidebarItem!]!
  }

  type SiblingProject implements Node @dontInfer {
    name: String!
    desc: String!
    descEn: String!
    logo: String!
    logoScale: Float!
    url: String!
    urlEn: String!
    order: Int!
  }

  type SocialLink implements Node @dontInfer {
    icon: String!
    mode: String!
    content: String!
    order: Int!
  }
`;

interface ItemSource {
  text: string | null;
  link: string | null;
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, schema }) => {
  actions.createTypes([
    typeDefs,
    schema.buildObjectType({
      name: 'MdxFrontmatter',
      fields: {
        pageType: { type: 'String!', resolve: (source: { pageType?: string }) => source.pageType ?? 'doc' },
      },
    }),
    schema.buildObjectType({
      name: 'Hero',
      fields: {
        text: { type: 'String!', resolve: (source: { text?: string }) => source.text ?? 'modern ssg' },
        actions: { type: '[HeroAction!]!', resolve: (source: { actions?: unknown[] }) => source.actions ?? [] },
      },
    }),
    schema.buildObjectType({
      name: 'HeroAction',
      fields: { theme: { type: 'String!', resolve: (source: { theme?: string }) => source.theme ?? 'brand' } },
    }),
    schema.buildObjectType({
      name: 'Feature',
      fields: { span: { type: 'Int!', resolve: (source: { span?: number }) => source.span ?? 4 } },
    }),
    schema.buildObjectType({
      name: 'SidebarItem',
      fields: {
        text: {
          type: 'String',
          resolve: async (source: ItemSource, _args: unknown, context: { nodeModel: NodeModel }) => {
            if (source.text !== null || source.link === null) return source.text;
            const page = await context.nodeModel.findOne({
              type: 'Mdx',
              query: { filter: { fields: { routePath: { eq: source.link } } } },
            });
            return page?.frontmatter?.title ?? null;
          },
        },
      },
    }),
  ]);
};

interface NodeModel {
  findOne(args: { type: string; query: object }): Promise<{ frontmatter?: { title?: string } } | null>;
}
