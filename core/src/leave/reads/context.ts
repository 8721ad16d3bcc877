// The context facts of each command, gathered from the owners that export them (context-fact.ts): a new
// fact in one of these modules reaches its command's reads function and the domain with no change here.

import { z } from 'zod';
import { isContextFact, type ContextOf, type FactCommand, type FactScope } from '../context-fact';
import * as applicationFacts from '../../projections/leave-applications/facts';
import * as balances from '../../projections/leave-balances';
import * as holidays from '../../projections/holidays';
import * as standIns from '../../stand-ins';
import * as accounts from '../../users/accounts';
import * as timetable from '../../projections/timetable';
import * as arrangements from '../../projections/arrangements';

/** The modules whose context facts the leave commands read: the owners of what they decide on. */
const OWNERS = [applicationFacts, balances, holidays, standIns, accounts, timetable, arrangements] as const;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The context a command's domain gets from the owners' facts. */
export type CommandContext<Command extends FactCommand> = UnionToIntersection<{ [I in keyof typeof OWNERS]: ContextOf<(typeof OWNERS)[I], Command> }[number]>;

/** The context facts of `command` as one fact of its reads function (a json object, a key per fact). */
export function contextFactOf<Command extends FactCommand>(command: Command, scope: FactScope): { sql: string; schema: z.ZodType<CommandContext<Command>> } {
  const facts = OWNERS.flatMap((owner) => Object.values(owner).filter(isContextFact)).filter((fact) => fact.command === command);
  const names = facts.map((fact) => fact.name);
  if (new Set(names).size !== names.length) throw new Error(`a ${command} context fact is declared twice: ${names.join(', ')}`);
  return {
    sql: facts.length === 0 ? `'{}'::json` : `json_build_object(${facts.map((fact) => `'${fact.name}', ${fact.sql(scope)}`).join(', ')})`,
    schema: z.object(Object.fromEntries(facts.map((fact) => [fact.name, fact.schema]))) as unknown as z.ZodType<CommandContext<Command>>,
  };
}
