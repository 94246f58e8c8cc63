/** @jest-environment jsdom */
import {
  repairPathEscapes,
  repairPercentEscapes,
  safeDecodeURIComponent,
  urlRepairScript,
} from '../../../src/core/url-escapes';

describe('safeDecodeURIComponent', () => {
  it('decodes', () => expect(safeDecodeURIComponent('%E7%A4%BA%E4%BE%8B')).toBe('示例'));
  it.each(['%E0%A4%A', '%', '%zz', '%C3'])('returns %s as it came', (text) =>
    expect(safeDecodeURIComponent(text)).toBe(text),
  );
});

describe('repairPercentEscapes', () => {
  it.each([
    ['#%E0%A4%A', '#%25E0%25A4%25A', '#%E0%A4%A'],
    ['/guide/%', '/guide/%25', '/guide/%'],
    ['/a%zz/', '/a%25zz/', '/a%zz/'],
    ['?q=%C3%A9%C3', '?q=%C3%A9%25C3', '?q=é%C3'],
    ['#%E7%A4%BA%E4%BE', '#%E7%A4%BA%25E4%25BE', '#示%E4%BE'],
    ['%%41', '%25%41', '%A'],
    ['%C0%80', '%25C0%2580', '%C0%80'],
  ])('makes %s decodable as what was typed', (input, repaired, decoded) => {
    expect(repairPercentEscapes(input)).toBe(repaired);
    expect(decodeURI(repairPercentEscapes(input))).toBe(decodeURI(repaired));
    expect(decodeURIComponent(repairPercentEscapes(input))).toBe(decoded);
  });

  it.each(['/guide/start/', '#%E7%A4%BA%E4%BE%8B', '?a=%20b&c=%2F', ''])('leaves %j as it is', (text) =>
    expect(repairPercentEscapes(text)).toBe(text),
  );
});

describe('the inline script', () => {
  const run = (url: string) => {
    window.history.replaceState(null, '', url);

    new Function(urlRepairScript())();
    return window.location.pathname + window.location.search + window.location.hash;
  };

  it.each([
    '/guide/start/#%E0%A4%A',
    '/guide/start/%E0%A4%A/?q=%#%',
    '/zh/%zz/?x=%C3%A9%C3&y=1#%E7%A4%BA%E4%BE',
    '/?q=%%41#%C0%80',
    '/zh/guide/start/?navbar=0#%E7%A4%BA%E4%BE%8B',
  ])('repairs %s as repairPercentEscapes does', (url) => {
    const [beforeHash = '', hash = ''] = url.split(/(?=#)/);
    const [path = '', query = ''] = beforeHash.split(/(?=\?)/);
    expect(run(url)).toBe(repairPathEscapes(path) + repairPercentEscapes(query) + repairPercentEscapes(hash));
    expect(() => decodeURI(window.location.href)).not.toThrow();
  });

  it('agrees with repairPercentEscapes on random escapes', () => {
    const pieces = ['%', '%E0', '%A4', '%C3', '%A9', '%F0', '%9F', '%9A', '%80', '%41', '%2', 'a', '%zz', '/'];
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed;
    };
    for (let round = 0; round < 300; round += 1) {
      const hash = Array.from({ length: 1 + (next() % 8) }, () => pieces[next() % pieces.length]).join('');
      expect(run(`/guide/#${hash}`)).toBe(`/guide/${repairPercentEscapes(`#${hash}`)}`);
    }
  });

  it.each(['/guide/start/%E0%A4%A', '/zh/%zz/', '/a%25E0%A4/'])(
    'leaves no %% in the path %s once decoded, as Gatsby decodes it again',
    (url) => {
      const path = run(url);
      expect(decodeURIComponent(path)).not.toContain('%');
      expect(decodeURIComponent(decodeURIComponent(path))).toBe(decodeURIComponent(path));
    },
  );

  it('repairs a hash typed later, before the router reads it', () => {
    run('/guide/');
    window.history.replaceState(null, '', '/guide/#%E0%A4%A');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(window.location.hash).toBe('#%25E0%25A4%25A');
  });
});
