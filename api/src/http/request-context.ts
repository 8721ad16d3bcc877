import type { FastifyRequest } from 'fastify';
import type { Account, Viewer } from '@leave/domain';
import { metadataBy, type EventMetadata } from '@leave/core/event-store';

/** The audit metadata of everything a request appends: who, and which request. */
export function metadataOf(request: FastifyRequest, user: Account | null = request.currentUser): EventMetadata {
  return metadataBy(user, { requestId: request.id });
}

/** The facts about the signed-in user that permission checks need. */
export function viewerOf(user: Account): Viewer {
  return { id: user.id, role: user.role, department: user.department };
}
