/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import en from '../../../locales/en/translation.json';
import zh from '../../../locales/zh/translation.json';
import lite from '../../../src/i18n/i18next-lite';

// The options gatsby-config.ts gives gatsby-plugin-react-i18next, plus what the plugin adds.
const options = {
  resources: { en: { translation: en }, zh: { translation: zh } },
  fallbackLng: 'en',
  defaultNS: 'translation',
  fallbackNS: [] as string[],
  interpolation: { escapeValue: false },
  keySeparator: false as const,
  nsSeparator: false as const,
  react: { useSuspense: false },
};

async function both(lng: string) {
  const real = i18next.createInstance();
  await real.init({ ...options, lng });
  const mine = lite.createInstance();
  await mine.init({ ...options, lng });
  return { real, mine };
}

const sample = (text: string) =>
  Object.fromEntries([...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => [name, `<${name} & "value">`]));

describe.each(['en', 'zh'])('every %s string', (lng) => {
  const strings = lng === 'en' ? en : zh;
  it('renders exactly as i18next renders it, with and without values', async () => {
    const { real, mine } = await both(lng);
    for (const [key, text] of Object.entries(strings)) {
      expect([key, mine.t(key)]).toEqual([key, real.t(key)]);
      expect([key, mine.t(key, sample(text))]).toEqual([key, real.t(key, sample(text))]);
    }
  });
});

describe('lookup rules', () => {
  it('falls back to English for a key only English has, and to the key itself when none has it', async () => {
    const real = i18next.createInstance();
    await real.init({
      ...options,
      resources: { en: { translation: { only: 'English only' } }, zh: { translation: {} } },
      lng: 'zh',
    });
    const mine = lite.createInstance();
    await mine.init({
      ...options,
      resources: { en: { translation: { only: 'English only' } }, zh: { translation: {} } },
      lng: 'zh',
    });
    for (const key of ['only', 'missing.key']) expect(mine.t(key)).toBe(real.t(key));
    expect(mine.languages).toEqual(real.languages);
    expect(mine.getFixedT('en')('only')).toBe(real.getFixedT('en')('only'));
  });

  it('escapes values when escapeValue is on, like i18next', async () => {
    const escaped = { ...options, interpolation: { escapeValue: true }, lng: 'en' };
    const real = i18next.createInstance();
    await real.init(escaped);
    const mine = lite.createInstance();
    await mine.init(escaped);
    expect(mine.t('search.noResults', { query: '<img onerror="x">' })).toBe(
      real.t('search.noResults', { query: '<img onerror="x">' }),
    );
  });

  it('changes language and tells listeners', async () => {
    const { mine } = await both('en');
    const heard: unknown[] = [];
    mine.on('languageChanged', (lng) => heard.push(lng));
    await mine.changeLanguage('zh');
    expect([mine.language, mine.t('doc.prev'), heard]).toEqual(['zh', zh['doc.prev'], ['zh']]);
  });
});

describe('with react-i18next', () => {
  function Label() {
    const { t, ready } = useTranslation();
    return <p data-ready={String(ready)}>{t('search.noResults', { query: 'minfy' })}</p>;
  }

  it('provides ready translations to useTranslation', async () => {
    const { mine } = await both('zh');
    render(
      <I18nextProvider i18n={mine as never}>
        <Label />
      </I18nextProvider>,
    );
    const label = screen.getByText('没有找到与“minfy”相关的结果。');
    expect(label.getAttribute('data-ready')).toBe('true');
  });
});
