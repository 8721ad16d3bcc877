// React.lazy for a chunk that may be loaded ahead of its first render (app/portal-chunks.ts loads the
// portal's and the screen's beside the session check). A lazy component suspends on its first render even
// when its chunk is already in, and React 19 holds the reveal of a suspended boundary until 300 ms after
// its fallback showed: once `load` has answered, the component renders at once instead.
import { lazy, type ComponentType } from 'react';

export function lazyChunk<Module extends { default: ComponentType }>(importChunk: () => Promise<Module>) {
  let loaded: Module | undefined;
  const load = () => importChunk().then((chunk) => (loaded = chunk));
  const Lazy = lazy(load);
  function Chunk() {
    const Component = loaded?.default ?? Lazy;
    return <Component />;
  }
  return { Component: Chunk, load };
}
