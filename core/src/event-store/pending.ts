// Positions and time of an append, taken after the domain has decided (issue 42): an append folds its
// events through the projections before they are stored, so it gives them pending positions and a pending
// time, which every projection row carries as it would the real ones; the one statement that stores the
// events and writes the rows takes the positions from the log's sequence and reads the transaction's time,
// and resolves the pending values in the rows' json on the way in (resolve_pending); its answer then
// settles the same values in what the caller and the listeners get back.
//
// A pending value travels in the json as a token with U+0001 around it: no text a client sends can hold a
// control character (the text rule, api/src/http), so a token never meets a person's words. A position
// written into a text (an inbox entry's id) is written with positionText.

import { readModelLockSql } from './read-model-lock';
import type { StoreFunction } from '../db/store-functions';

/** Pending positions count up from here: above any position the log will ever reach, within safe integers. */
const PENDING_BASE = 2 ** 52;
/** The pending time: the latest instant a Date can hold. */
export const PENDING_TIME = new Date(8.64e15);
const PENDING_TIME_JSON = PENDING_TIME.toISOString();
const MARK = '\u0001';

/** The pending position of the `index`th event of an append (0-based): later than every stored one. */
export function pendingPosition(index: number): number {
  return PENDING_BASE + index;
}

function pendingIndex(value: number): number | null {
  return Number.isInteger(value) && value >= PENDING_BASE ? value - PENDING_BASE : null;
}

const positionToken = (index: number) => `${MARK}P${index}${MARK}`;
const TIME_TOKEN = `${MARK}T${MARK}`;
const POSITION_TOKEN = new RegExp(`${MARK}P(\\d+)${MARK}`, 'g');

/** A position as a row's text holds it (an inbox entry's id): its token while the position is pending. */
export function positionText(position: number): string {
  const index = pendingIndex(position);
  return index === null ? String(position) : positionToken(index);
}

/** The json text of rows for the append's statement: pending positions and the pending time as their tokens. */
export function rowsJson(rows: unknown): string {
  return JSON.stringify(rows, (_key, value: unknown) => {
    if (typeof value === 'number') {
      const index = pendingIndex(value);
      return index === null ? value : positionToken(index);
    }
    return value === PENDING_TIME_JSON ? TIME_TOKEN : value;
  });
}

/** What the append's statement answered: the positions taken, in order, and the transaction's time. */
export interface Taken {
  positions: readonly number[];
  at: Date;
}

/** `value` with every pending position and the pending time replaced by those taken (a deep copy where it changed). */
export function settle<T>(value: T, taken: Taken): T {
  return settled(value, taken) as T;
}

function settled(value: unknown, taken: Taken): unknown {
  if (typeof value === 'number') {
    const index = pendingIndex(value);
    return index === null ? value : taken.positions[index]!;
  }
  if (typeof value === 'string') return value.includes(MARK) ? value.replace(POSITION_TOKEN, (_token, index: string) => String(taken.positions[Number(index)]!)) : value;
  if (value instanceof Date) return value.getTime() === PENDING_TIME.getTime() ? taken.at : value;
  if (Array.isArray(value)) return value.map((item) => settled(item, taken));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, settled(item, taken)]));
  return value;
}

/**
 * `count` positions from the log's sequence, in order, after taking the read-model lock shared (every
 * append does, before its events get positions: read-model-lock.ts) and the transaction's id (so that
 * the log's commit order, by (xact_id, global_position), agrees with the positions across transactions).
 */
export const takePositions: StoreFunction = {
  name: 'take_positions',
  parameters: 'p_count int',
  returns: 'bigint[]',
  language: 'plpgsql',
  volatility: 'volatile',
  body: `
    begin
      perform ${readModelLockSql('shared')};
      perform pg_current_xact_id();
      return array(select nextval('events_global_position_seq') from generate_series(1, p_count));
    end`,
};

/** The rows' json text with the pending tokens replaced by the positions taken and the time (as rowsJson wrote them). */
export const resolvePending: StoreFunction = {
  name: 'resolve_pending',
  parameters: 'p_rows text, p_positions bigint[], p_at timestamptz',
  returns: 'json',
  language: 'plpgsql',
  volatility: 'immutable',
  body: `
    declare
      v_rows text := p_rows;
    begin
      if position(E'\\\\u0001' in v_rows) = 0 then
        return v_rows::json;
      end if;
      for i in 1 .. coalesce(array_length(p_positions, 1), 0) loop
        v_rows := replace(v_rows, E'"\\\\u0001P' || (i - 1) || E'\\\\u0001"', p_positions[i]::text);
        v_rows := replace(v_rows, E'\\\\u0001P' || (i - 1) || E'\\\\u0001', p_positions[i]::text);
      end loop;
      return replace(v_rows, E'\\\\u0001T\\\\u0001', to_char(p_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::json;
    end`,
};
