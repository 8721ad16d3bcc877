// The holidays read model: one row per holiday of the `holidays-college` stream.

import type { HolidayRow } from '@leave/migrations';
import { holidayStream, streamProjection } from '../event-store/streams';
import { Rows } from './rows';

export const holidaysProjection = streamProjection('holidays', holidayStream, {
  async load(trx, _calendars, events, known) {
    const rows = new Rows<HolidayRow>('holidays', ['id']);
    rows.seed(known);
    await rows.load(
      trx,
      events.map((event) => event.data.holidayId),
    );
    return rows;
  },
  apply(rows, _calendar, event) {
    // Applied twice (a replay's catch-up meeting an event again), an addition changes nothing.
    if (event.type === 'HolidayAdded') rows.add({ id: event.data.holidayId, date: event.data.date, name: event.data.name });
    else rows.remove(event.data.holidayId);
  },
  // Removals are written first: a holiday removed and another added on its date meet no unique date.
  statements: (rows) => rows.statements(),
});
