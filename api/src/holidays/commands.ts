// The admin's changes to the holiday calendar, through the command handler on its one stream
// (`holidays-college`): adding (one, or a year's file) and removing. Two changes at once: the stream's
// version lets one append, the other gets 409 (docs/rules.md 'Holidays').

import { randomUUID } from 'node:crypto';
import { decideHolidays, DomainError, HOLIDAY_MESSAGES, type HolidayBody, type HolidayDto, type HolidayImportBody, type HolidayImportResult, type Actor } from '@leave/domain';
import { HOLIDAY_CALENDAR, handleCommand, holidayStream, type EventMetadata } from '@leave/core/event-store';
import { readHolidaySheet, UnreadableWorkbookError } from '@leave/core/excel';
import { actorOf } from '@leave/core/users';
import type { LeaveServices } from '@leave/core/leave';

export async function addHoliday(deps: LeaveServices, admin: Actor, body: HolidayBody, metadata: EventMetadata): Promise<HolidayDto> {
  const id = randomUUID();
  await deps.eventStore.transaction((tx) =>
    handleCommand(tx, holidayStream, HOLIDAY_CALENDAR, (calendar) => decideHolidays({ type: 'AddHolidays', data: { actor: actorOf(admin), holidays: [{ id, date: body.date, name: body.name, optional: body.optional }] } }, calendar), metadata),
  );
  return { _id: id, date: body.date, name: body.name, ...(body.optional ? { optional: true as const } : {}) };
}

export async function removeHoliday(deps: LeaveServices, admin: Actor, holidayId: string, metadata: EventMetadata): Promise<void> {
  await deps.eventStore.transaction((tx) =>
    handleCommand(tx, holidayStream, HOLIDAY_CALENDAR, (calendar) => decideHolidays({ type: 'RemoveHoliday', data: { actor: actorOf(admin), holidayId } }, calendar), metadata),
  );
}

/** A year's holidays from a workbook: the rows without problems whose dates have no holiday yet, in one append. */
export async function importHolidays(deps: LeaveServices, admin: Actor, body: HolidayImportBody, metadata: EventMetadata): Promise<HolidayImportResult> {
  let rows;
  try {
    rows = readHolidaySheet(Buffer.from(body.fileData, 'base64'), body.year);
  } catch (error) {
    if (error instanceof UnreadableWorkbookError) throw DomainError.validation(error.message, 'fileData');
    throw error;
  }
  const errors = rows.filter((row) => row.errors.length > 0).map((row) => ({ row: row.rowNumber, errors: row.errors }));
  const existingDates: HolidayImportResult['existingDates'] = [];
  let added = 0;
  await deps.eventStore.transaction((tx) =>
    handleCommand(
      tx,
      holidayStream,
      HOLIDAY_CALENDAR,
      (calendar) => {
        const seen = new Set<string>();
        const fresh = [];
        for (const row of rows) {
          if (row.errors.length > 0 || row.date === null) continue;
          if (calendar.byDate.has(row.date) || seen.has(row.date)) {
            existingDates.push(row.date);
            continue;
          }
          seen.add(row.date);
          fresh.push({ id: randomUUID(), date: row.date, name: row.name, optional: row.optional });
        }
        added = fresh.length;
        return fresh.length === 0 ? [] : decideHolidays({ type: 'AddHolidays', data: { actor: actorOf(admin), holidays: fresh } }, calendar);
      },
      metadata,
    ),
  );
  return { message: `${added} holidays imported`, added, errors, existingDates };
}

export { HOLIDAY_MESSAGES };
