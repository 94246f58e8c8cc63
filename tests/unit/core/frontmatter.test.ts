import { validateFrontmatter, writtenDateProblems } from '../../../src/core/frontmatter';

describe('validateFrontmatter', () => {
  it('accepts a complete home page', () => {
    expect(
      validateFrontmatter(
        {
          pageType: 'home',
          hero: {
            name: 'Rsbuild',
            text: 'The Rspack-based Build Tool',
            actions: [{ text: 'Go', link: '/guide/start/', theme: 'brand' }],
            image: { src: '/a.svg', alt: 'A' },
          },
          features: [{ title: 'Fast', details: 'Very', span: 6 }],
        },
        true,
      ),
    ).toEqual([]);
  });

  it('accepts a config page with its facts', () => {
    expect(
      validateFrontmatter({ title: 'output.minify', type: 'boolean', default: 'true', version: '0.5.0' }, true),
    ).toEqual([]);
  });

  it('accepts a release date as a Date or as text', () => {
    expect(validateFrontmatter({ title: 'v0.5', published_at: new Date('2024-03-19T08:00:00Z') }, true)).toEqual([]);
    expect(validateFrontmatter({ title: 'v0.5', published_at: '2024-03-19 08:00:00' }, true)).toEqual([]);
    expect(validateFrontmatter({ title: 'v0.5', published_at: 'soon' }, true)[0]?.field).toBe('published_at');
  });

  it.each([
    ['published_at: 2024-02-30 08:00:00', 'month 2 of 2024 has no day 30'],
    ['published_at: 2023-02-29', 'month 2 of 2023 has no day 29'],
    ["published_at: '2024-13-01 08:00:00'", 'there is no month 13'],
    ['title: v0.5\npublished_at: 2024-03-19 24:00:00', '24:00:00 is no time of day'],
    ['published_at: 2024-03-19T08:61', '8:61 is no time of day'],
  ])('refuses the date in %j, which YAML would roll over', (yaml, slip) => {
    expect(writtenDateProblems(yaml)).toEqual([
      { field: 'published_at', message: expect.stringContaining(slip) as string },
    ]);
  });

  it.each([
    'published_at: 2024-02-29 08:00:00',
    'published_at: "2024-03-19T08:00:00Z"',
    'published_at: 2024-12-31',
    'title: published_at: 2024-02-30',
    'published_at: soon',
    'title: no date',
  ])('leaves %j to the type check', (yaml) => {
    expect(writtenDateProblems(yaml)).toEqual([]);
  });

  it.each([
    [{ title: 'x', overview: 'yes' }, 'overview', 'true or false'],
    [{ title: 'x', pageType: 'landing' }, 'pageType', 'one of'],
    [{ title: 'x', default: true }, 'default', 'a string'],
    [{ title: 3 }, 'title', 'a string'],
    [{ title: 'x', features: [{ title: 'a', details: 'b', span: 5 }] }, 'features', 'item 1'],
    [{ pageType: 'home', hero: { text: 'no name' } }, 'hero', '"name"'],
    [{ title: 'x', sidbar: false }, 'sidbar', 'unknown field'],
    [{ title: '' }, 'title', 'a string that is not blank'],
    [{ title: 'x', description: ' \n ' }, 'description', 'a string that is not blank'],
  ])('rejects %j', (frontmatter, field, message) => {
    const problems = validateFrontmatter(frontmatter as Record<string, unknown>, true);
    expect(problems.map((p) => p.field)).toContain(field);
    expect(problems.map((p) => p.message).join(' ')).toContain(message);
  });

  it('reports a title of the wrong type once', () => {
    expect(validateFrontmatter({ title: 42 }, true)).toEqual([{ field: 'title', message: '"title" must be a string' }]);
  });

  it('requires a title on routed pages only', () => {
    expect(validateFrontmatter({}, true).map((p) => p.field)).toEqual(['title']);
    expect(validateFrontmatter({}, false)).toEqual([]);
  });
});
