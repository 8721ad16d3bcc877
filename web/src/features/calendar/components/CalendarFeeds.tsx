// The 'Calendar feeds' box of the Leave Calendar: the person's secret iCal URLs, each in a read-only
// labelled input with Copy and a confirmed Regenerate (the old URL then stops working).
import { useState } from 'react';
import type { FeedKind } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { ConfirmDialog } from '@/components/ui/dialog/ConfirmDialog';
import { FormField } from '@/components/ui/form-field/FormField';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { serverMessage } from '@/lib/api-error';
import { useAppDispatch } from '@/lib/store-hooks';
import './calendar.css';
import { useGetCalendarFeedsQuery, useRegenerateCalendarFeedMutation } from '../api/calendar-feeds';

/** Each feed's name, in the language shown. */
function feedLabel(kind: FeedKind): string {
  return kind === 'personal' ? t`My leave and holidays` : t`Department leave`;
}

export function CalendarFeeds() {
  const dispatch = useAppDispatch();
  const { data } = useGetCalendarFeedsQuery();
  const [regenerate, { isLoading: regenerating }] = useRegenerateCalendarFeedMutation();
  const [asked, setAsked] = useState<FeedKind | null>(null);
  if (!data) return null;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      dispatch(toast.success(t`Feed URL copied`));
    } catch {
      dispatch(toast.error(t`The URL could not be copied; select it and copy it by hand`));
    }
  };
  const onRegenerate = async () => {
    if (!asked) return;
    const result = await regenerate(asked);
    setAsked(null);
    if (result.error) dispatch(toast.error(serverMessage(result.error) ?? t`The feed could not be regenerated`));
    else dispatch(toast.success(t`New feed URL made; the old one no longer works`));
  };
  const feeds = (['personal', 'department'] as const).flatMap((kind) => (data[kind] ? [{ kind, url: data[kind] }] : []));

  return (
    <Card title={t`Calendar feeds`} className="calendar-feeds">
      <p>{t`Subscribe to these addresses in your calendar app. Anyone with an address can read the feed: keep it private.`}</p>
      {feeds.map(({ kind, url }) => {
        const label = feedLabel(kind);
        return (
          <div key={kind} className="calendar-feeds__row">
            <FormField label={label}>{(control) => <input {...control} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />}</FormField>
            <div className="calendar-feeds__actions">
              <Button variant="secondary" onClick={() => void copy(url)} aria-label={t`Copy ${label} URL`}>
                {t`Copy`}
              </Button>
              <Button variant="secondary" onClick={() => setAsked(kind)} aria-label={t`Regenerate ${label} URL`}>
                {t`Regenerate`}
              </Button>
            </div>
          </div>
        );
      })}
      <ConfirmDialog
        open={asked !== null}
        title={t`Regenerate feed URL?`}
        confirmLabel={t`Regenerate`}
        busyLabel={t`Regenerating...`}
        busy={regenerating}
        onConfirm={() => void onRegenerate()}
        onCancel={() => setAsked(null)}
      >
        <p>{t`The current URL stops working at once; calendars subscribed to it must be given the new one.`}</p>
      </ConfirmDialog>
    </Card>
  );
}
