// The kinds of stream in the event log, by the prefix of their ids ('leave-<id>', 'stand-in-<id>'): core's
// stream definitions are named from this list, and the audit screen names what an event is about from it.

/** Each kind of stream and what the audit calls its events' subject when the log's page names nobody. */
export const STREAM_KINDS = {
  leave: 'Application',
  balance: 'Balance',
  user: 'Record',
  holidays: 'College holidays',
  policy: 'Leave policy',
  import: 'Excel import',
  reminder: 'Reminder',
  'stand-in': 'Stand-in naming',
  timetable: 'Timetable',
  arrangements: 'Class arrangements',
} as const;

export type StreamKindName = keyof typeof STREAM_KINDS;

/** The kind of a stream id ('stand-in-42' is a stand-in naming, not a 'stand'), or null for none of them. */
export function streamKindOf(streamId: string): StreamKindName | null {
  const kinds = (Object.keys(STREAM_KINDS) as StreamKindName[]).filter((kind) => streamId.startsWith(`${kind}-`));
  return kinds.sort((a, b) => b.length - a.length)[0] ?? null;
}
