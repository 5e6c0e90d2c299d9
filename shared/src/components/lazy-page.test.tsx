// @vitest-environment happy-dom
import '../testing/setup-dom.js';
import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.js';

const Greeting = ({ name }: { name: string }) => <h1>Hello {name}</h1>;

function renderInSuspense(element: React.ReactNode) {
  return render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);
}

describe('lazyPage', () => {
  it('shows the fallback until the chunk arrives, then the page with its props', async () => {
    const Page = lazyPage(() => Promise.resolve(Greeting));
    renderInSuspense(<Page name="Ada" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
  });

  it('renders a preloaded page at once, without suspending, and loads it only once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Page = lazyPage(load);
    await Page.preload();
    await Page.preload();
    renderInSuspense(<Page name="Grace" />);
    // Synchronously, before any promise could settle: no fallback in between.
    expect(screen.getByRole('heading', { name: 'Hello Grace' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a page that loaded on screen mounted when its parent renders again', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount((value) => value + 1)}>
          Clicked {count}
        </button>
      );
    }
    const Page = lazyPage(() => Promise.resolve(Counter));
    const view = renderInSuspense(<Page />);
    const button = await screen.findByRole('button', { name: 'Clicked 0' });
    act(() => button.click());
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    // The parent renders again after the chunk arrived: the page keeps its state.
    view.rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });

  it('forgets a failed preload, so opening the page loads it again', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Greeting);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await act(async () => {
      renderInSuspense(<Page name="Linus" />);
    });
    expect(await screen.findByRole('heading', { name: 'Hello Linus' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
