import type { TestProject } from 'vitest/node';
import { freePort, startProduct, type Runtime } from './product';

declare module 'vitest' {
  interface ProvidedContext {
    baseUrl: string;
    runtime: Runtime;
  }
}

/**
 * Starts `npm start` (web build + server) on the project's runtime, 'e2e' the embedded one and
 * 'e2e:services' Postgres + Redis with a worker, and waits for /api/health.
 */
export default async function setup(project: TestProject) {
  const runtime: Runtime = project.name.endsWith(':services') ? 'services' : 'embedded';
  const product = await startProduct(await freePort(), {}, runtime);
  project.provide('baseUrl', product.baseUrl);
  project.provide('runtime', runtime);
  return product.stop;
}
