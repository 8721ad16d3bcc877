// Import boundaries of the web app (docs/architecture.md), spread into the root eslint.config.js. Shared
// code (components/, lib/, config/) flows into features, features into the portals and app/; never
// sideways or back:
// - a feature never imports another feature, a portal or app/;
// - components/, lib/ and config/ never import a feature, a portal or app/;
// - a portal never imports another portal (portals/shared/ is theirs in common) or app/;
// - production code never imports the test helpers of src/test/ (tests and stories do).
// The alias '@/...' is how one area reaches another: a relative import may not climb out of its own area
// (a feature's folder, a portal's folder, components/, ...), so the rules above cannot be walked around.
// Test files obey the same boundaries; they reach the whole app only through src/test/.
import { readdirSync } from 'node:fs';

const SRC = 'web/src';
/** Deepest folder nesting inside an area that the rules cover. */
const MAX_DEPTH = 6;
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'];

const subfolders = (folder) =>
  readdirSync(new URL(`./src/${folder}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const forbid = (regex, message) => ({ regex, message });
const noTestHelpers = forbid('^@/test(/|$)', 'src/test/ holds test helpers and fixtures: only tests and stories import it.');
const noUpperLayers = (what) => forbid('^@/(features|portals|app)(/|$)', `${what} is shared: it never imports a feature, a portal or app/ (pass what it needs in).`);

/** Each area of src/ and the imports it may not make, besides leaving its folder by a relative path. */
const areas = [
  ...subfolders('features').map((feature) => ({
    root: `features/${feature}`,
    patterns: [
      forbid(`^@/features/(?!${feature}(/|$))`, `features/${feature} may not import another feature: move what both need into lib/, components/ or the shared api slice, or compose them in a portal.`),
      forbid('^@/(portals|app)(/|$)', 'A feature never imports a portal or app/: they compose features, not the other way round.'),
    ],
  })),
  ...subfolders('portals').map((portal) => ({
    root: `portals/${portal}`,
    patterns: [
      forbid(
        portal === 'shared' ? '^@/portals/(?!shared(/|$))' : `^@/portals/(?!(${portal}|shared)(/|$))`,
        'A portal never imports another portal: what they share lives in portals/shared/ or a feature.',
      ),
      forbid('^@/app(/|$)', 'app/ composes the portals; a portal never imports it.'),
    ],
  })),
  { root: 'components', patterns: [noUpperLayers('components/')] },
  { root: 'lib', patterns: [noUpperLayers('lib/')] },
  { root: 'config', patterns: [noUpperLayers('config/')] },
  { root: 'app', patterns: [] },
];

/** A file `depth` folders below its area's root leaves the area with `depth` '../'. */
const noClimbingOut = (depth) =>
  forbid(`^(\\.\\./){${depth}}`, "A relative import may not leave its area (a feature, a portal, components/, lib/, ...): import through '@/...' so the boundaries apply.");

const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default areas.flatMap(({ root, patterns }) =>
  Array.from({ length: MAX_DEPTH }, (_, index) => {
    const depth = index + 1;
    const files = [`${SRC}/${root}/${'*/'.repeat(index)}*.{ts,tsx}`];
    const shared = [...patterns, noClimbingOut(depth)];
    return [
      { files, ignores: TEST_FILES, rules: rule([...shared, noTestHelpers]) },
      { files: files.map((glob) => glob.replace(/\*\.\{ts,tsx\}$/, '*.{test,stories}.{ts,tsx}')), rules: rule(shared) },
    ];
  }).flat(),
);
