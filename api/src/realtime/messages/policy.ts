// policy:changed: a version of the leave policy was published; every portal's forms, lists and balances read
// the policy (its types, names, colours and rules), so everyone hears of it and refetches it.

import { SOCKET_ROOMS } from '@leave/domain';
import { policyStream } from '@leave/core/event-store';
import type { MessageBuilder } from './types';

export const policyMessages: MessageBuilder = async () => (event) =>
  policyStream.ownerOf(event.streamId) === null ? [] : [{ rooms: [SOCKET_ROOMS.everyone], event: 'policy:changed', payload: { position: event.globalPosition } }];
