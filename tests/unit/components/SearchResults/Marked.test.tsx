/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { Marked } from '../../../../src/components/SearchResults/Marked';

beforeEach(() => jest.useFakeTimers());

afterEach(() => jest.useRealTimers());

describe('Marked', () => {
  it('renders text only, whatever it looks like', () => {
    const segments = [
      { text: '<img src=x onerror="alert(1)">', match: false },
      { text: '<b>bold</b>', match: true },
    ];
    const { container } = render(createElement(Marked, { segments }));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('mark')).toHaveLength(1);
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"><b>bold</b>');
  });
});
