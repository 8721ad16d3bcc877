import { ConfigError, loadConfig } from '@leave/core/config';
import { openServices } from '@leave/core/services';
import { ensureFirstAdmin } from '../users/first-admin';
import { DEMO_PASSWORDS, seedDemoData } from '../demo/seed';

/** `npm run seed:demo`: the demo people and applications on the configured database (once). */
try {
  const { config, database, eventStore, clock } = await openServices(loadConfig());
  try {
    const deps = { db: database.db, eventStore, config, clock };
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
