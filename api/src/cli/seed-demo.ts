import { migrateToLatest } from '@leave/migrations';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db';
import { EventStore } from '../event-store/event-store';
import { inlineProjections } from '../projections';
import { systemClock } from '../clock';
import { ensureFirstAdmin } from '../users/first-admin';
import { DEMO_PASSWORDS, seedDemoData } from '../demo/seed';

/** `npm run seed:demo`: the demo people and applications on the configured database (once). */
try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const deps = { db: database.db, eventStore: new EventStore(database.db, inlineProjections), config, clock: systemClock(config.appTimezone) };
    await ensureFirstAdmin(deps);
    const result = await seedDemoData(deps);
    process.stdout.write(
      result.seeded
        ? `demo data created: ${result.people} people, ${result.applications} applications (HOD password ${DEMO_PASSWORDS.hod}, employee password ${DEMO_PASSWORDS.employee})\n`
        : 'demo data already present: nothing to do\n',
    );
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? 'Configuration error' : 'Demo seed failed'}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
