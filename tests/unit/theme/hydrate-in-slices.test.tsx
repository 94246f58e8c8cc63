/**
 * @jest-environment jsdom
 */
import { act, useState } from 'react';
import { hydrateInSlices } from '../../../src/theme/hydrate-in-slices';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`clicked ${count}`}
    </button>
  );
}

/** Gatsby's markup: the root holds the focus wrapper, which holds the page. */
const SERVER_HTML = '<div id="gatsby-focus-wrapper"><button type="button">clicked 0</button></div>';
const page = (
  <div id="gatsby-focus-wrapper">
    <Counter />
  </div>
);

let container: HTMLElement;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  container = document.createElement('div');
  container.id = '___gatsby';
  document.body.replaceChildren(container);
});

describe('hydrateInSlices', () => {
  it('hydrates the server HTML in place: the same nodes, now interactive, without recoverable errors', async () => {
    container.innerHTML = SERVER_HTML;
    const serverButton = container.querySelector('button');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => hydrateInSlices(page, container));
    const button = container.querySelector('button');
    expect(button).toBe(serverButton);
    await act(async () => button?.click());
    expect(button?.textContent).toBe('clicked 1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders on a client root when there is no server HTML', async () => {
    await act(async () => hydrateInSlices(page, container));
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('clicked 0');
    await act(async () => button?.click());
    expect(button?.textContent).toBe('clicked 1');
  });

  it('renders a root of its own into an empty element while the page has server HTML, and unmounts it', async () => {
    // Develop's loading indicator: Gatsby mounts it into a new element of the body.
    container.innerHTML = SERVER_HTML;
    const indicator = document.createElement('first-render-loading-indicator');
    document.body.append(indicator);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let unmount: () => void = () => undefined;
    await act(async () => {
      unmount = hydrateInSlices(<span>loading</span>, indicator);
    });
    expect(indicator.innerHTML).toBe('<span>loading</span>');
    await act(async () => unmount());
    expect(indicator.innerHTML).toBe('');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
