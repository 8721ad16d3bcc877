import { ConfigError, loadConfig, type Config } from '@leave/core/config';

/**
 * What `npm run backup -- FILE` and `npm run restore -- FILE` share: the FILE argument (usage and exit
 * code 2 without it), the configuration, and one line on stderr with exit code 1 when the work fails.
 */
export async function runFileCommand(script: 'backup' | 'restore', work: (file: string, config: Config) => Promise<string>): Promise<void> {
  const file = process.argv[2];
  if (!file || file.startsWith('-')) {
    process.stderr.write(`Usage: npm run ${script} -- FILE\n`);
    process.exit(2);
  }
  try {
    process.stdout.write(`${await work(file, loadConfig())}\n`);
  } catch (error) {
    const failed = script === 'backup' ? 'Backup failed' : 'Restore failed';
    process.stderr.write(`${error instanceof ConfigError ? 'Configuration error' : failed}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
