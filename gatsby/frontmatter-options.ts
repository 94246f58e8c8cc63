/** Options as gatsby-plugin-mdx reads frontmatter with gray-matter: YAML only. */
export const FRONTMATTER_OPTIONS = {
  language: 'yaml',
  engines: { js: () => ({}), javascript: () => ({}), json: () => ({}) },
} as const;
