import { repairPercentEscapes, safeDecodeURIComponent } from '../../src/core/url-escapes';

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
