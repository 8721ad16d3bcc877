// The event log stores an event's type as text: each event union of the domain names its types once
// here, and gets back the list of them and the guard that tells one of its events from any other.

export interface EventTypes<Event extends { type: string; data: unknown }> {
  names: readonly Event['type'][];
  is(event: { type: string; data: unknown }): event is Event;
}

/** `names` lists every type of the union: a type added to the union and not here fails to compile. */
export function eventTypes<Event extends { type: string; data: unknown }>(names: Record<Event['type'], true>): EventTypes<Event> {
  return {
    names: Object.keys(names) as Event['type'][],
    is: (event): event is Event => Object.hasOwn(names, event.type),
  };
}
