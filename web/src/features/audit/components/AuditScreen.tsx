// The audit screen (the auditor's portal, and the admin's): the event log filtered by person, department,
// application, event type and days, newest first, paged and counted on the server; an application's
// timeline; the exports. Nothing on it changes anything.
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import { AUDIT_EVENT_TYPES, AUDIT_PAGE_DEFAULT, auditEventLabel, auditSentence, EXPORT_FORMATS, EXPORT_KINDS, STREAM_KINDS, streamKindOf, type AuditEventDto, type AuditSubjectDto, type ExportFormat, type ExportKind, type UserDto } from '@leave/domain';
import { Banner } from '@/components/ui/banner/Banner';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { EmptyState } from '@/components/ui/empty-state/EmptyState';
import { FilterBar, filterBinding } from '@/components/ui/filter-bar/FilterBar';
import { DepartmentSelect, SelectField } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { formatDate, formatDateTime } from '@/lib/dates';
import { serverMessage } from '@/lib/api-error';
import { i18n } from '@/lib/i18n/i18n';
import { say } from '@/lib/i18n/say';
import { translateText } from '@/lib/i18n/texts';
import { useDownloadExportMutation } from '../api/download-export';
import { PersonPicker } from '@/components/person-picker/PersonPicker';
import { useGetAuditEventsQuery } from '../api/get-audit-events';
import { TimelineDialog } from './TimelineDialog';
// The log is a table of the data table's look, paged by the server rather than in the browser.
import '@/components/ui/data-table/data-table.css';
import './audit.css';

interface AuditFilters {
  personId: string;
  department: string;
  leaveId: string;
  type: string;
  from: string;
  to: string;
}

const NO_FILTERS: AuditFilters = { personId: '', department: '', leaveId: '', type: '', from: '', to: '' };
const PAGE_SIZE = AUDIT_PAGE_DEFAULT;
/** An event type's label in the language shown (domain's AUDIT_EVENT_LABELS; an unknown type reads as itself). */
const eventLabel = (type: string) => translateText(auditEventLabel(type));
const typeOptions = () => AUDIT_EVENT_TYPES.map((type) => ({ value: type, label: eventLabel(type) }));
const KIND_LABELS: Record<ExportKind, MessageDescriptor> = { applications: msg`Applications`, staff: msg`Staff register`, ledger: msg`Balance ledger`, events: msg`Event log` };
// The formats' names are the ones staff know in every language.
const FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

const LEAVE_PREFIX = 'leave-';

/** Someone as the log names them: with their employee ID when they have one. */
const named = (person: { name: string; employeeId: string | null }) => `${person.name}${person.employeeId ? ` (${person.employeeId})` : ''}`;

/** What an event is about, in words: an application, a person's balance or record, or the college's calendar or policy. */
function subjectOf(event: AuditEventDto, about: AuditSubjectDto | undefined): string {
  const kind = streamKindOf(event.streamId);
  if (about?.kind === 'application') {
    const applicant = named(about.applicant);
    return t`Application of ${applicant}`;
  }
  if (about?.kind === 'person') {
    const person = named(about);
    return kind === 'balance' ? t`Balance of ${person}` : t`Record of ${person}`;
  }
  return kind === null ? event.streamId : translateText(STREAM_KINDS[kind]);
}

/** A person as the filter offers them. */
const personLabel = (person: UserDto) => named(person);

export function AuditScreen({ title = t`Audit` }: { title?: string }) {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [timelineOf, setTimelineOf] = useState<string | null>(null);
  const [download, { isLoading: downloading, originalArgs: downloadingArgs, error: downloadError }] = useDownloadExportMutation();
  const { data, error, isFetching } = useGetAuditEventsQuery({ ...filters, limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  const bind = filterBinding(filters, (next) => {
    setFilters(next);
    setPage(0);
  });
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const events = data?.events ?? [];
  const currentPage = page + 1;
  const first = page * PAGE_SIZE + 1;
  const last = Math.min((page + 1) * PAGE_SIZE, total);

  return (
    <div className="audit-screen">
      <PageHeader title={title} subtitle={t`Every event in the log, newest first. Nothing here changes anything.`} />
      <FilterBar label={t`Filter the event log`} onClear={() => { setFilters(NO_FILTERS); setPage(0); }}>
        <PersonPicker label={t`Person`} searchLabel={t`Find someone`} emptyOption={t`Everybody`} among={[{}]} describe={personLabel} {...bind('personId')} />
        <DepartmentSelect emptyOption={t`All Departments`} {...bind('department')} />
        <TextField label={t`Application ID`} {...bind('leaveId')} />
        <SelectField label={t`Event type`} emptyOption={t`All events`} options={typeOptions()} {...bind('type')} />
        <TextField label={t`From`} type="date" {...bind('from')} />
        <TextField label={t`To`} type="date" {...bind('to')} />
      </FilterBar>

      {error && (
        <Banner tone="error">
          <p>{serverMessage(error) ?? t`The event log could not be loaded.`}</p>
        </Banner>
      )}
      {isFetching && !data && <Spinner label={t`Loading the event log...`} />}
      {data && events.length === 0 && <EmptyState message={t`No event matches these filters`} />}
      {events.length > 0 && (
        <div className="data-table">
          <div className="data-table__scroll" role="region" aria-label={t`Event log`} tabIndex={0}>
            <table>
              <caption className="sr-only">{t`Event log, newest first`}</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t`When`}</th>
                  <th scope="col">{t`Event`}</th>
                  <th scope="col">{t`About`}</th>
                  <th scope="col">{t`By`}</th>
                  <th scope="col">{t`What happened`}</th>
                  <th scope="col">{t`Timeline`}</th>
                </tr>
              </thead>
              <tbody>
                {events.map((event) => {
                  const leaveId = event.streamId.startsWith(LEAVE_PREFIX) ? event.streamId.slice(LEAVE_PREFIX.length) : null;
                  const position = event.position;
                  const shortId = leaveId?.slice(0, 8) ?? '';
                  return (
                    <tr key={event.position}>
                      <td data-label="#">{event.position}</td>
                      <td data-label={t`When`}>{formatDateTime(event.occurredAt)}</td>
                      <td data-label={t`Event`}>{eventLabel(event.type)}</td>
                      <td data-label={t`About`}>{subjectOf(event, data?.about?.[event.streamId])}</td>
                      <td data-label={t`By`}>
                        {event.actor.name}
                        {event.actor.role ? ` (${event.actor.role})` : ''}
                      </td>
                      <td data-label={t`What happened`} className="audit-screen__what">
                        {/* The sentence is domain's, written with figures and names: it stays English (issue 23). */}
                        <p className="audit-screen__sentence">{auditSentence({ ...event, about: data?.about?.[event.streamId] }, formatDate, say)}</p>
                        <details className="audit-screen__raw">
                          <summary>{t`Raw event`}</summary>
                          <pre>{JSON.stringify(event.data, null, 2)}</pre>
                        </details>
                      </td>
                      <td data-label={t`Timeline`}>
                        {leaveId && (
                          <Button variant="secondary" size="sm" onClick={() => setTimelineOf(leaveId)} aria-label={t`Open the timeline of application ${shortId} (event ${position})`}>
                            {t`Timeline`}
                          </Button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <nav className="data-table__pager" aria-label={t`Event log pages`}>
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setPage(page - 1)} disabled={page === 0}>
              {t`Previous`}
            </button>
            <span aria-live="polite">{t`Page ${currentPage} of ${pageCount} (${first}-${last} of ${total})`}</span>
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setPage(page + 1)} disabled={page + 1 >= pageCount}>
              {t`Next`}
            </button>
          </nav>
        </div>
      )}

      <Card title={t`Exports`}>
        <p className="audit-screen__hint">{t`The files follow the filters above. The event log’s export carries a hash chain: a copy changed after it was downloaded can be told from the original.`}</p>
        {downloadError && (
          <Banner tone="error">
            <p>{serverMessage(downloadError) ?? t`The export could not be downloaded.`}</p>
          </Banner>
        )}
        <div className="audit-screen__exports">
          {EXPORT_KINDS.map((kind) => {
            const kindLabel = i18n._(KIND_LABELS[kind]);
            return (
              <div key={kind} className="audit-screen__export" role="group" aria-label={kindLabel}>
                <span>{kindLabel}</span>
                {EXPORT_FORMATS.map((format) => {
                  const busy = downloading && downloadingArgs?.kind === kind && downloadingArgs.format === format;
                  const formatLabel = FORMAT_LABELS[format];
                  return (
                    <Button key={format} variant="secondary" size="sm" busy={busy} onClick={() => void download({ kind, format, filters: { ...filters } })} aria-label={t`Download ${kindLabel} as ${formatLabel}`}>
                      {busy ? t`Preparing...` : formatLabel}
                    </Button>
                  );
                })}
              </div>
            );
          })}
        </div>
      </Card>

      {timelineOf && <TimelineDialog leaveId={timelineOf} onClose={() => setTimelineOf(null)} />}
    </div>
  );
}
