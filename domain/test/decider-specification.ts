// given(events).when(command).then(events) / .thenThrows(code, message), after Emmett's
// DeciderSpecification: a decider test states history, command and outcome and nothing else.

import { expect } from 'vitest';
import { DomainError, type DomainErrorCode } from '../src/errors';

export interface Decider<Command, Event, State> {
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
  initialState: State;
}

export function deciderSpecification<Command, Event, State>(decider: Decider<Command, Event, State>) {
  return {
    given(events: readonly Event[]) {
      return {
        when(command: Command) {
          const run = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState));
          return {
            then(expected: readonly Event[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(code: DomainErrorCode, message?: string) {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown, 'expected the command to be refused').toBeInstanceOf(DomainError);
              expect(thrown).toMatchObject(message === undefined ? { code } : { code, message });
            },
          };
        },
      };
    },
  };
}
