import { z } from 'zod';

/**
 * Optional optimistic concurrency on a leave command: the `version` of the application as the client saw
 * it (`If-Match: 3`, `"3"` or `W/"3"`). Other headers pass. The command handler compares it.
 */
export const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .regex(/^(W\/)?"?\d{1,9}"?$/, { error: 'If-Match must be the version of the application' })
    .transform((value) => Number(value.replace(/\D/g, '')))
    .optional(),
});
