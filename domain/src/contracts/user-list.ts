// GET /users: optional server-side narrowing and paging of the people lists (docs/contract.md). Strict,
// like GET /leaves: a parameter the server does not know is refused.

import { fillTemplate } from '../i18n/templates';
import { z } from 'zod';
import { normaliseDepartment } from '../people/departments';
import { ROLES } from '../people/roles';
import { plainText } from './fields';

/** At most this many ids in one `ids` list (the applicants of one page of applications). */
export const USER_IDS_MAX = 100;
export const USER_LIST_TEMPLATES = { tooManyIds: 'At most {max} ids' } as const;

export const userListQuery = z.strictObject({
  role: z.enum(ROLES).optional(),
  department: z
    .string()
    .check(plainText('Department'))
    .transform((value, ctx) => normaliseDepartment(value) ?? (ctx.addIssue({ code: 'custom', message: 'Unknown department' }), z.NEVER))
    .optional(),
  /** Only the active (`true`) or the inactive (`false`) people: the HOD's "Active" tile counts with it. */
  active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Name, e-mail or employee ID, case-insensitive. */
  search: z.string().trim().max(100).check(plainText('Search')).optional(),
  /** Comma-separated ids: only these people (those deleted are not answered). */
  ids: z
    .string()
    .max(USER_IDS_MAX * 40)
    .check(plainText('Ids'))
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()).filter((id) => id.length > 0))])
    .refine((ids) => ids.length <= USER_IDS_MAX, { error: fillTemplate(USER_LIST_TEMPLATES.tooManyIds, { max: USER_IDS_MAX }) })
    .refine((ids) => ids.every((id) => id.length <= 200), { error: 'Invalid id' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type UserListQuery = z.output<typeof userListQuery>;
