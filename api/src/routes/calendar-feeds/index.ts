import { createHash, createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildICalendar,
  halfDayHoursOf,
  DomainError,
  FEED_TOKEN_PATTERN,
  feedKindsOf,
  feedRange,
  feedScope,
  regenerateFeedBody,
  type CalendarFeedsDto,
  type FeedKind,
  type Viewer,
} from '@leave/domain';
import { holidaysBetween } from '@leave/core/holidays';
import { readPolicyHistory, versionInForce } from '@leave/core/policy';
import { joinPerson } from '@leave/core/users';
import { responses, success } from '../../http/responses';
import { viewerOf } from '../../http/request-context';
import { calendarLeaves } from '../../leaves/queries';

const bearer = [{ bearer: [] }];
const feedsSchema = z.object({ personal: z.string(), department: z.string().optional() });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * iCal feeds (docs/contract.md 'Calendar feeds',
 * docs/decisions/0113-calendar-feeds-the-token-is-a-credential-a-table-row-and-no.md).
 */
const calendarFeeds: FastifyPluginAsyncZod = async (app) => {
  const tokenOf = (seed: string) => createHmac('sha256', app.config.jwtSecret).update(`calendar-feed:${seed}`).digest('base64url');
  const newSeed = () => randomBytes(32).toString('base64url');

  /** APP_URL when it is set, else the origin the request came to. */
  const baseOf = (request: FastifyRequest) => (app.config.appUrlConfigured ? app.config.appUrl : `${request.protocol}://${request.host}`);

  /** The token of a person's feed, made on first use; the stored hash follows the seed (a changed JWT_SECRET). */
  async function feedToken(userId: string, kind: FeedKind): Promise<string> {
    await app.db
      .insertInto('calendar_feeds')
      .values(() => {
        const seed = newSeed();
        return { user_id: userId, kind, seed, token_hash: sha256(tokenOf(seed)), created_at: app.clock.now() };
      })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
      .execute();
    const row = await app.db.selectFrom('calendar_feeds').select(['seed', 'token_hash']).where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirstOrThrow();
    const token = tokenOf(row.seed);
    if (sha256(token) !== row.token_hash) {
      await app.db.updateTable('calendar_feeds').set({ token_hash: sha256(token) }).where('user_id', '=', userId).where('kind', '=', kind).execute();
    }
    return token;
  }

  async function feedsOf(request: FastifyRequest): Promise<CalendarFeedsDto> {
    const viewer = viewerOf(request.currentUser);
    const base = baseOf(request);
    const url = (token: string) => `${base}/api/calendar/feeds/${token}.ics`;
    const feeds: CalendarFeedsDto = { personal: url(await feedToken(viewer.id, 'personal')) };
    if (feedKindsOf(viewer).includes('department')) feeds.department = url(await feedToken(viewer.id, 'department'));
    return feeds;
  }

  app.get(
    '/calendar/feeds',
    { onRequest: app.authenticate, schema: { tags: ['calendar'], security: bearer, response: responses({ 200: success(feedsSchema) }) } },
    async (request) => ({ success: true as const, data: await feedsOf(request) }),
  );

  app.post(
    '/calendar/feeds/regenerate',
    { onRequest: app.authenticate, schema: { tags: ['calendar'], security: bearer, body: regenerateFeedBody, response: responses({ 200: success(feedsSchema) }) } },
    async (request) => {
      const viewer = viewerOf(request.currentUser);
      const { kind } = request.body;
      if (!feedKindsOf(viewer).includes(kind)) throw DomainError.forbidden('You have no department calendar feed');
      const seed = newSeed();
      await app.db
        .insertInto('calendar_feeds')
        .values({ user_id: viewer.id, kind, seed, token_hash: sha256(tokenOf(seed)), created_at: app.clock.now() })
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ seed, token_hash: sha256(tokenOf(seed)), created_at: app.clock.now() }))
        .execute();
      return { success: true as const, data: await feedsOf(request) };
    },
  );

  app.get(
    '/calendar/feeds/:file',
    {
      schema: {
        tags: ['calendar'],
        params: z.strictObject({ file: z.string().max(100) }),
        response: responses({ 200: z.string().describe('the feed: an iCalendar (RFC 5545) file') }),
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      if (!request.params.file.endsWith('.ics') || !FEED_TOKEN_PATTERN.test(token)) throw DomainError.notFound('Calendar feed not found');
      const feed = await app.db
        .selectFrom('calendar_feeds')
        .$call((q) => joinPerson(q, 'person', 'calendar_feeds.user_id'))
        .select(['calendar_feeds.kind', 'person.id', 'person.role', 'person.department', 'person.name', 'person.is_active', 'person.deleted_at'])
        .where('calendar_feeds.token_hash', '=', sha256(token))
        .executeTakeFirst();
      if (!feed || feed.deleted_at !== null || !feed.is_active) throw DomainError.notFound('Calendar feed not found');
      const owner: Viewer = { id: feed.id, role: feed.role, department: feed.department };
      const scope = feedScope(owner, feed.kind);
      if (scope === 'forbidden') throw DomainError.notFound('Calendar feed not found');
      const { first, last } = feedRange(app.clock.today());
      const entries = await calendarLeaves(app.db, scope, { first, last });
      const base = baseOf(request);
      const text = buildICalendar({
        calendarName: feed.kind === 'personal' ? `Leave – ${feed.name}` : `Leave – ${scope.kind === 'department' ? scope.department : 'All departments'}`,
        host: new URL(base).hostname,
        now: app.clock.now(),
        withNames: feed.kind === 'department',
        leaves: entries.map(({ leaveId, employee, ...entry }) => ({ ...entry, id: leaveId, name: employee.name })),
        holidays: await holidaysBetween(app.db, first, last),
        timeZone: app.config.appTimezone,
        halfDayHours: halfDayHoursOf(versionInForce(await readPolicyHistory(app.eventStore, app.db), app.clock.today()).policy),
      });
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(text);
    },
  );
};

export default calendarFeeds;
