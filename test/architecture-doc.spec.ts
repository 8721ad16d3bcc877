// docs/architecture.md kept true to the code: every event type domain/ exports and every job of core's
// catalogue is named in it, and its diagram of who imports whom draws exactly the imports the packages'
// code makes, which are exactly the workspace packages their package.json lists. The names and the
// imports are read from the code, so a new event, job or import fails here until the document says so.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as domain from '@leave/domain';
import { JOB_NAMES } from '@leave/core/jobs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const architecture = readFileSync(path.join(repoRoot, 'docs/architecture.md'), 'utf8');

/** The packages the diagram draws, by folder; each package.json's name is `@leave/<folder>`. */
const PACKAGES = ['domain', 'migrations', 'core', 'api', 'worker', 'web'] as const;
type Package = (typeof PACKAGES)[number];
const isPackage = (name: string): name is Package => (PACKAGES as readonly string[]).includes(name);

/** Every event type the domain exports: each event union's `eventTypes(...)` list (domain/src/event-types.ts). */
function domainEventTypes(): string[] {
  const isEventTypes = (value: unknown): value is domain.EventTypes<{ type: string; data: unknown }> =>
    typeof value === 'object' && value !== null && Array.isArray((value as { names?: unknown }).names) && typeof (value as { is?: unknown }).is === 'function';
  return Object.values(domain as Record<string, unknown>).filter(isEventTypes).flatMap((types) => [...types.names]);
}

/** `from -> to` for each arrow of the mermaid block under "Who may import whom", dashed ones included. */
function drawnImports(): string[] {
  const section = architecture.split('### Who may import whom')[1] ?? '';
  const diagram = /```mermaid\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const arrow = /^\s*(\w+)\s*(?:-->|-\.\s*(?:"[^"]*")?\s*\.->)\s*(\w+)\s*$/;
  return diagram.split('\n').flatMap((line) => {
    const match = arrow.exec(line);
    return match ? [`${match[1]} -> ${match[2]}`] : [];
  });
}

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'storybook-static']);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(repoRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** `from -> to` for each workspace package whose code (sources, tests, tools) imports another, by name. */
function realImports(): string[] {
  const edges = new Set<string>();
  for (const from of PACKAGES) {
    for (const file of sourceFiles(from)) {
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(repoRoot, file), 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        const to = /^@leave\/([^/]+)/.exec(fileName)?.[1];
        if (to !== undefined && to !== from && isPackage(to)) edges.add(`${from} -> ${to}`);
      }
    }
  }
  return [...edges].sort();
}

/** `from -> to` for each workspace package a package.json lists (dependencies and devDependencies). */
function declaredImports(): string[] {
  return PACKAGES.flatMap((from) => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, from, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    return names.flatMap((name) => {
      const to = /^@leave\/(.+)$/.exec(name)?.[1];
      return to !== undefined && isPackage(to) ? [`${from} -> ${to}`] : [];
    });
  }).sort();
}

describe('docs/architecture.md', () => {
  it('names every event type the domain exports', () => {
    const events = domainEventTypes();
    expect(events.length).toBeGreaterThan(30);
    expect(events.filter((type) => !architecture.includes(`\`${type}\``))).toEqual([]);
  });

  it('names every job of the catalogue', () => {
    expect(JOB_NAMES.length).toBeGreaterThan(0);
    expect(JOB_NAMES.filter((name) => !architecture.includes(`\`${name}\``))).toEqual([]);
  });

  it('draws an arrow for each import between the packages, and no other', () => {
    const drawn = drawnImports();
    expect(drawn.length).toBeGreaterThan(0);
    expect([...drawn].sort()).toEqual(realImports());
  });

  it('has each package.json list exactly the workspace packages its code imports', () => {
    expect(declaredImports()).toEqual(realImports());
  });
});
