// What the read models read before a command's append, read with the command's own facts (issue 42): each
// inline projection declares its prefetch, an SQL expression over the command reads' variables and the zod
// schema its answer parses with; the command's reads function carries every projection's prefetch in its
// one statement (core/src/leave/reads), and the projection's `load` gets its typed answer instead of
// reading. Nothing here is keyed by a string a caller spells: a projection finds its own answer.

import { z } from 'zod';
import type { InlineProjection } from './types';

/**
 * The variables of a command's reads function a prefetch may use: SQL expressions, each valid inside
 * the function after the person's lock (the leave application, its applicant), and what the command needs.
 */
export interface PrefetchScope {
  /** The application's id (text). */
  leaveId: string;
  /** The applicant's id (text). */
  personId: string;
  /** Whether the command may make an application (the inbox then needs the stand-ins named). */
  applies: boolean;
  /** An SQL boolean: whether the command may change the applicant's ledger. */
  ledger: string;
}

export interface Prefetch<Known> {
  /** The json it reads under `scope`, an SQL expression. */
  sql(scope: PrefetchScope): string;
  /** Its answer, parsed into what `load` takes. */
  schema: z.ZodType<Known>;
}

/** What a command's reads prefetched, each projection's answer found by the projection itself. */
export class Prefetched {
  constructor(private readonly answers: ReadonlyMap<InlineProjection<any, any>, unknown>) {}

  static readonly none = new Prefetched(new Map());

  of<Known>(projection: InlineProjection<any, Known>): Known | undefined {
    return this.answers.get(projection) as Known | undefined;
  }
}

/** The projections' prefetches, composed into the reads of a command: one json object, a key per projection. */
export function prefetchOf(projections: readonly InlineProjection<any, any>[]) {
  const fetching = projections.filter((projection) => projection.prefetch !== undefined);
  const key = (index: number) => `p${index}`;
  return {
    /** A json_build_object of every prefetch, for the reads function's text. */
    sql(scope: PrefetchScope): string {
      if (fetching.length === 0) return `'{}'::json`;
      return `json_build_object(${fetching.map((projection, i) => `'${key(i)}', ${projection.prefetch!.sql(scope)}`).join(', ')})`;
    },
    schema: z
      .object(Object.fromEntries(fetching.map((projection, i) => [key(i), projection.prefetch!.schema])))
      .transform((answers) => new Prefetched(new Map(fetching.map((projection, i) => [projection, (answers as Record<string, unknown>)[key(i)]])))),
  };
}
