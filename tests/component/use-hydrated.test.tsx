import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from '../../src/islands/hooks/use-hydrated';

function Probe() {
  const hydrated = useHydrated();
  return <button disabled={!hydrated}>開始する</button>;
}

describe('useHydrated', () => {
  it('is false in the server HTML and during hydration, true once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    expect(container.querySelector('button')?.disabled).toBe(true);

    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.querySelector('button')?.disabled).toBe(false);
    container.remove();
  });
});
