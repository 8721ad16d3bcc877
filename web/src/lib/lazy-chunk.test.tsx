import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyChunk } from './lazy-chunk';

function Screen() {
  return <p>The screen</p>;
}

describe('a lazy chunk', () => {
  it('suspends while its chunk loads, like React.lazy', async () => {
    const chunk = lazyChunk(async () => ({ default: Screen }));
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <chunk.Component />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('The screen')).toBeInTheDocument();
  });

  it('renders at once, with no fallback, when its chunk was loaded ahead', async () => {
    const chunk = lazyChunk(async () => ({ default: Screen }));
    await chunk.load();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <chunk.Component />
      </Suspense>,
    );
    expect(screen.getByText('The screen')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});
