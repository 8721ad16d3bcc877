// The holders of the offices of the approval routes (issue 43, docs/policy.md 'Approval routes'): the
// built-in `hod` (the department's HODs) and `admin` (the admins) from the people's accounts.

import type { OfficeHolders } from '@leave/domain';
import type { Db } from './db';
import { activeHoldersOfRole } from './users/accounts';

/** Who holds each office for an applicant of `department`. */
export async function officeHoldersFor(db: Db, department: string): Promise<OfficeHolders> {
  // One after the other: inside a transaction the statements share its one connection.
  const hod = await activeHoldersOfRole(db, 'hod', department);
  const admin = await activeHoldersOfRole(db, 'admin');
  return { hod, admin };
}
