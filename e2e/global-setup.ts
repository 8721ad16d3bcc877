import type { TestProject } from 'vitest/node';
import { freePort, startProduct } from './product';

declare module 'vitest' {
  interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts `npm start` (web build + server) on the embedded runtime and waits for /api/health. */
export default async function setup(project: TestProject) {
  const product = await startProduct(await freePort());
  project.provide('baseUrl', product.baseUrl);
  return product.stop;
}
