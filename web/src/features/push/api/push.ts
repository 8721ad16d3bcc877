// The push api (docs/contract.md, issue 23): the server's VAPID public key, this browser's subscription
// (POST to add it, DELETE to remove it) and the person's push choices per kind, which
// GET/PUT /users/me/notification-preferences carry as `push` beside `email`.
import type { ApiSuccess, NotificationKind } from '@leave/domain';
import { kindsNamed, NOTIFICATION_KINDS } from '@leave/domain';
import { api } from '@/lib/api';

/** Whether each kind of notification is on. */
export type KindSwitches = Record<NotificationKind, boolean>;

export interface NotificationChoices {
  email: KindSwitches;
  push: KindSwitches;
  /** The kinds the person can receive (issue 49): the only ones the profile offers. */
  kinds: readonly NotificationKind[];
}

/** The same tag as the e-mail preferences' (features/notifications): a change of either reloads both. */
const PREFERENCES = { type: 'Notification', id: 'PREFERENCES' } as const;

/** Every kind, each as the answer says or else off (an answer from before push has none: all off). */
function switchesOf(stored: Partial<Record<string, unknown>> | null | undefined): KindSwitches {
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, stored?.[kind] === true])) as KindSwitches;
}

function choicesOf(response: ApiSuccess<Partial<Record<'email' | 'push', Partial<Record<string, unknown>>>> & { kinds?: unknown }>): NotificationChoices {
  return { email: switchesOf(response.data.email), push: switchesOf(response.data.push), kinds: kindsNamed(response.data.kinds) };
}

/** The browser's PushSubscription as JSON: what POST /push/subscriptions takes. */
export interface PushSubscriptionBody {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationChoices: build.query<NotificationChoices, void>({
      query: () => '/users/me/notification-preferences',
      transformResponse: choicesOf,
      providesTags: [PREFERENCES],
    }),
    savePushChoices: build.mutation<NotificationChoices, Partial<KindSwitches>>({
      query: (push) => ({ url: '/users/me/notification-preferences', method: 'PUT', body: { push } }),
      transformResponse: choicesOf,
      invalidatesTags: [PREFERENCES],
      // A switch moves at once; a refusal puts it back.
      async onQueryStarted(push, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          pushApi.util.updateQueryData('getNotificationChoices', undefined, (choices) => {
            Object.assign(choices.push, push);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    getVapidPublicKey: build.query<string, void>({
      query: () => '/push/vapid-public-key',
      transformResponse: (response: ApiSuccess<{ publicKey: string }>) => response.data.publicKey,
    }),
    addPushSubscription: build.mutation<void, PushSubscriptionBody>({
      query: (body) => ({ url: '/push/subscriptions', method: 'POST', body }),
    }),
    removePushSubscription: build.mutation<void, { endpoint: string }>({
      query: (body) => ({ url: '/push/subscriptions', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useGetNotificationChoicesQuery,
  useSavePushChoicesMutation,
  useGetVapidPublicKeyQuery,
  useLazyGetVapidPublicKeyQuery,
  useAddPushSubscriptionMutation,
  useRemovePushSubscriptionMutation,
} = pushApi;
