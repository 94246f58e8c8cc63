import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RANKING } from '../../../src/core/search-parameters';

const source = readFileSync(path.join(__dirname, '../../../src/core/search-parameters.ts'), 'utf8');

describe("the ranking's numbers", () => {
  it('are each written on a line of their own, which `npm run tune:search -- --write` rewrites', () => {
    for (const [key, value] of Object.entries(RANKING)) {
      const lines = source.match(new RegExp(`^\\s+${key}: ([0-9.]+),$`, 'gm')) ?? [];
      expect({ key, lines: lines.length }).toEqual({ key, lines: 1 });
      expect(Number(lines[0]?.split(':')[1]?.replace(',', ''))).toBe(value);
    }
  });

  it('keep qualities and shares between 0 and 1, and weights positive', () => {
    for (const [key, value] of Object.entries(RANKING)) {
      expect(value).toBeGreaterThan(0);
      if (/Quality$|Share$|Coverage$/.test(key)) expect({ key, value: Math.min(value, 1) }).toEqual({ key, value });
    }
  });
});
