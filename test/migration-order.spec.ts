// Kysely runs migrations in name order and refuses a database that has run a later name than one it has
// not ("corrupted migrations"): a migration written on a branch while main landed a later-named one would
// stop every database that ran main's. So a migration that lands sorts after every migration already on
// main (docs/architecture.md, 'Migrations'). This walks main's first-parent history from the commit where
// the rule became a test (older history broke it five times, before any college ran it) and, for each
// commit, checks the migrations it adds against those its first parent already had; the files not yet
// committed are checked against HEAD's the same way, so a branch learns it before it merges.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const FOLDER = 'migrations/src/migrations';
/** main's commit when this test was written; every first-parent commit after it is held to the rule. */
const SINCE = '8615d9b';

const git = (...args: string[]): string => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
const lines = (text: string): string[] => text.split('\n').filter(Boolean);
const names = (files: string[]): string[] => files.map((file) => file.split('/').pop()!).filter((name) => name.endsWith('.ts'));

/** A migration added after `before` was in place, which sorts before the last of them, as a sentence. */
function outOfOrder(where: string, before: string[], added: string[]): string[] {
  const last = [...before].sort().at(-1) ?? '';
  return added.filter((name) => name < last).map((name) => `${where}: ${name} sorts before ${last}, which was already on main`);
}

describe('the migrations are added in name order', () => {
  it('adds each migration after every migration its first parent had, from the rule on', () => {
    // A shallow clone lacks the older commits: it checks those it has whose first parent it has too.
    const has = (revision: string) => {
      try {
        git('cat-file', '-e', `${revision}^{commit}`);
        return true;
      } catch {
        return false;
      }
    };
    const range = has(SINCE) ? [`${SINCE}..HEAD`] : ['HEAD'];
    const commits = lines(git('rev-list', '--first-parent', '--reverse', ...range)).filter((commit) => has(`${commit}^1`));
    const problems = commits.flatMap((commit) => {
      const before = names(lines(git('ls-tree', '--name-only', `${commit}^1`, `${FOLDER}/`)));
      // --no-renames: a migration renamed is a new name, and it is the new name that must sort last.
      const added = names(lines(git('diff', '--no-renames', '--name-only', '--diff-filter=A', `${commit}^1`, commit, '--', FOLDER)));
      return outOfOrder(commit.slice(0, 8), before, added);
    });
    expect(problems).toEqual([]);
  });

  it('adds the migrations not yet committed after every migration of HEAD', () => {
    const committed = names(lines(git('ls-tree', '--name-only', 'HEAD', `${FOLDER}/`)));
    const present = readdirSync(`${repoRoot}${FOLDER}`).filter((name) => name.endsWith('.ts'));
    const fresh = present.filter((name) => !committed.includes(name));
    expect(outOfOrder('the work tree', committed, fresh)).toEqual([]);
  });

  it('finds a migration added out of order (the rule applied to main\'s history before it was a test)', () => {
    // 20261207_4401_decision_links was written on a branch while main had run 20261207_4801; the merge renamed it.
    expect(outOfOrder('e301245', ['20261207_4701_sign_in_once.ts', '20261207_4801_notifications_recipient_covering.ts'], ['20261207_4401_decision_links.ts']))
      .toEqual(['e301245: 20261207_4401_decision_links.ts sorts before 20261207_4801_notifications_recipient_covering.ts, which was already on main']);
  });
});
