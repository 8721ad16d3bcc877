// A fact a leave command's domain decides on, declared by the owner of what it reads (issue 42: a new fact
// touches three files: the domain's command type, its reader beside its owner, a test). The owner exports
// it made with contextFact; the command's reads function (reads/) carries every context fact its owners
// export for that command, and commands.ts hands them to the domain under their names, as the domain's
// ApplyContext or DecisionContext declares them.

import type { z } from 'zod';

/** The SQL variables a context fact may read inside a command's reads function, after the applicant's lock. */
export interface FactScope {
  /** The applicant's id (text). */
  personId: string;
  /** The application's id (text). */
  leaveId: string;
  /** The applicant's department (text): the application's, for a decision. */
  department: string;
  /** The leave's first and last days (date; null when the range is not a range). */
  from: string;
  to: string;
}

/** Which command's domain a fact is for: applying, or a decision on an existing application. */
export type FactCommand = 'apply' | 'decision';

export interface ContextFact<Command extends FactCommand = FactCommand, Name extends string = string, Schema extends z.ZodType = z.ZodType> {
  readonly kind: 'contextFact';
  readonly command: Command;
  /** The domain context's field it fills. */
  readonly name: Name;
  /** The json it reads, an SQL expression under `scope`. */
  sql(scope: FactScope): string;
  readonly schema: Schema;
}

export function contextFact<Command extends FactCommand, Name extends string, Schema extends z.ZodType>(
  command: Command,
  name: Name,
  fact: { sql(scope: FactScope): string; schema: Schema },
): ContextFact<Command, Name, Schema> {
  return { kind: 'contextFact', command, name, ...fact };
}

export function isContextFact(value: unknown): value is ContextFact {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'contextFact';
}

/** The context facts for `Command` among a module's exports, by name, as the domain gets them. */
export type ContextOf<Module, Command extends FactCommand> = {
  [Key in keyof Module as Module[Key] extends ContextFact<Command, infer Name, z.ZodType> ? Name : never]: Module[Key] extends ContextFact<Command, string, infer Schema> ? z.output<Schema> : never;
};
