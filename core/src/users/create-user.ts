import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { readPolicyHistory, policyForAccruals } from '../policy';
import { balanceAdjustments, DomainError, foldBalance, openingBalanceEvents, type Account, type BalanceEvent, type CalendarDate, type LeaveBalance, type Role } from '@leave/domain';
import { EMPLOYEE_ID_SEQUENCES, type Database } from '@leave/migrations';
import type { Db } from '../db';
import { isUniqueViolation, type EventMetadata, type EventStore, type EventTransaction } from '../event-store';
import { handleCommand } from '../event-store/command-handler';
import { balanceStream, userStream } from '../event-store/streams';
import { employeeIdEverUsed, insertAccount, liveHolderOf } from './accounts';

export interface NewUser {
  /** The person's id: a new random one unless given (a generated history gives its seeded ones). */
  id?: string;
  name: string;
  email: string;
  /** Already hashed with argon2id (users/passwords.ts); plain passwords never reach this layer. */
  passwordHash: string;
  role: Role;
  department: string | null;
  designation?: string | null;
  qualification?: string | null;
  mobileNo?: string | null;
  dateOfBirth?: CalendarDate | null;
  dateOfJoining?: CalendarDate | null;
  employeeId?: string | null;
  /** The password is the fixed default (DEFAULT_EMPLOYEE_PASSWORD) an admin's form or import gave: the person is asked to choose their own. */
  passwordIsDefault?: boolean;
  /** An admin may set the opening balance; otherwise it follows the policy for new users. */
  leaveBalance?: LeaveBalance;
}

const PREFIX: Record<Role, keyof typeof EMPLOYEE_ID_SEQUENCES> = { admin: 'ADM', hod: 'HOD', employee: 'EMP', auditor: 'AUD' };

/**
 * The next id of the form EMP0001 / HOD0001 / ADM0001, from the prefix's sequence: never parsed from the
 * stored ids, so no stored id can break it, and two people created at once never get the same number.
 * A number someone typed in by hand (deleted people's included, as they keep theirs) is skipped.
 */
async function nextEmployeeId(trx: Transaction<Database>, role: Role): Promise<string> {
  const prefix = PREFIX[role];
  for (;;) {
    const { rows } = await sql<{ n: string }>`select nextval(${EMPLOYEE_ID_SEQUENCES[prefix]})::text as n`.execute(trx);
    const candidate = `${prefix}${rows[0]!.n.padStart(4, '0')}`;
    if (!(await employeeIdEverUsed(trx, candidate))) return candidate;
  }
}

export const EMAIL_TAKEN = 'User already exists with this email';
export const EMPLOYEE_ID_TAKEN = 'Employee ID already exists';

/**
 * Creates a person: the users row, a UserRegistered event in their user stream and the opening balance
 * in their ledger (domain's openingBalanceEvents), all in one transaction. A taken e-mail or employee id
 * is a 409.
 */
export async function createUser(
  deps: { db: Db; eventStore: EventStore },
  input: NewUser,
  today: CalendarDate,
  /** Or, for a self-registration, built from the new user: then they are the actor of their own events. */
  metadata: EventMetadata | ((user: Account) => EventMetadata),
  trxIn?: Transaction<Database>,
): Promise<Account> {
  const run = async (tx: EventTransaction) => {
    const { trx } = tx;
    const email = input.email.trim().toLowerCase();
    if (await liveHolderOf(trx, 'email', email)) throw new DomainError('CONFLICT', EMAIL_TAKEN, 'email');
    const employeeId = input.employeeId?.trim().toUpperCase() || (await nextEmployeeId(trx, input.role));
    if (await liveHolderOf(trx, 'employeeId', employeeId)) throw new DomainError('CONFLICT', EMPLOYEE_ID_TAKEN, 'employeeId');
    const id = input.id ?? randomUUID();
    const user = await insertAccount(trx, {
      id,
      employee_id: employeeId,
      name: input.name.trim(),
      email,
      password_hash: input.passwordHash,
      password_is_default: input.passwordIsDefault ?? false,
      role: input.role,
      department: input.department,
      designation: input.designation ?? null,
      qualification: input.qualification ?? null,
      mobile_no: input.mobileNo ?? null,
      date_of_birth: input.dateOfBirth ?? null,
      date_of_joining: input.dateOfJoining ?? null,
    });
    // The policy's opening quotas carry their period keys, so the scheduled accruals do not grant them again.
    const policy = policyForAccruals(await readPolicyHistory(deps.eventStore, trx), today);
    const opening: BalanceEvent[] = openingBalanceEvents(input.dateOfJoining ?? null, today, policy);
    const ledger = input.leaveBalance ? [...opening, ...balanceAdjustments(foldBalance(opening), input.leaveBalance, 'Opening balance set by an admin')] : opening;
    const actor = typeof metadata === 'function' ? metadata(user) : metadata;
    const registered = { userId: id, employeeId, name: user.name, email, role: input.role, department: input.department };
    await handleCommand(tx, userStream, id, () => [{ type: 'UserRegistered', data: registered }], actor);
    await handleCommand(tx, balanceStream, id, () => ledger, actor);
    return user;
  };
  try {
    return trxIn ? await run(deps.eventStore.within(trxIn)) : await deps.eventStore.transaction(run);
  } catch (error) {
    throw takenConflict(error) ?? error;
  }
}

/**
 * A duplicate the users table's unique indexes caught after the checks before the write had passed (two
 * writers at once): the 409 those checks would have given, or null for any other error.
 */
export function takenConflict(error: unknown): DomainError | null {
  if (isUniqueViolation(error, 'users_employee_id_unique')) return new DomainError('CONFLICT', EMPLOYEE_ID_TAKEN, 'employeeId');
  if (isUniqueViolation(error, 'users_email_unique')) return new DomainError('CONFLICT', EMAIL_TAKEN, 'email');
  return null;
}
