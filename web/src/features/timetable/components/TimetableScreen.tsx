// Issue 45, 'Timetable': a department's week for its HOD and the admin (GET /timetable?department=), each
// day's periods with Remove; 'Add a period' (a teacher of the department, the day, the period and its
// times, the class, the subject, the room, the term); and the Excel import of the whole timetable for a
// term, with its template and its progress as the staff import shows it (import:progress), then the
// periods imported and each refused row with its reasons: from the upload's answer, or, for a large file
// answered 202 {jobId}, from timetable:import-done when the job ends.
import type { ImportProgress, TimetablePeriodDto } from '@leave/domain';
import { plural, t } from '@lingui/core/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner/Banner';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { DepartmentSelect, SelectField } from '@/components/ui/form-field/SelectField';
import { FormField } from '@/components/ui/form-field/FormField';
import { TextField } from '@/components/ui/form-field/TextField';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { PersonPicker } from '@/components/person-picker/PersonPicker';
import { firstValidationMessage, ownMessage, serverMessage } from '@/lib/api-error';
import { translateText } from '@/lib/i18n/texts';
import { readFileAsBase64 } from '@/lib/read-file';
import { useAddPeriodMutation, useDownloadTimetableTemplateMutation, useGetDepartmentTimetableQuery, useGetTimetableImportsQuery, useRemovePeriodMutation, useUploadTimetableMutation } from '../api/timetable';
import { endedPhase, type UploadPhase } from './upload-phase';
import './timetable.css';

const weekdayName = (weekday: number): string =>
  [t`Monday`, t`Tuesday`, t`Wednesday`, t`Thursday`, t`Friday`, t`Saturday`, t`Sunday`][weekday - 1] ?? String(weekday);

/** A refused row of the file: 'Row 4: <its reasons>', in the language shown where the catalogs know them. */
function rowErrorLines(errors: readonly unknown[]): string[] {
  return errors.flatMap((entry) => {
    const { row, errors } = (entry ?? {}) as { row?: unknown; errors?: unknown };
    if (!Array.isArray(errors)) return [];
    const reasons = errors.filter((reason): reason is string => typeof reason === 'string').map(translateText).join(', ');
    return [typeof row === 'number' ? t`Row ${row}: ${reasons}` : reasons];
  });
}

/** The server's words for a refusal, in the language shown where the catalogs know them. */
function refusalOf(error: unknown, fallback: string): string {
  const message = firstValidationMessage(error) ?? serverMessage(error) ?? ownMessage(error);
  return message ? translateText(message) : fallback;
}

interface Term {
  termFrom: string;
  termTo: string;
}

function TermFields({ term, onChange, idPrefix }: { term: Term; onChange: (term: Term) => void; idPrefix: string }) {
  return (
    <>
      <TextField label={t`Term from`} name={`${idPrefix}-termFrom`} type="date" value={term.termFrom} onChange={(termFrom) => onChange({ ...term, termFrom })} required />
      <TextField label={t`Term to`} name={`${idPrefix}-termTo`} type="date" min={term.termFrom || undefined} value={term.termTo} onChange={(termTo) => onChange({ ...term, termTo })} required />
    </>
  );
}

function Week({ department, periods }: { department: string; periods: readonly TimetablePeriodDto[] }) {
  const [removePeriod, { isLoading: removing }] = useRemovePeriodMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const days = [1, 2, 3, 4, 5, 6, 7].filter((weekday) => weekday <= 6 || periods.some((period) => period.weekday === weekday));
  const remove = async (period: TimetablePeriodDto) => {
    setRefusal(null);
    const result = await removePeriod({ id: period._id, department });
    if (result.error) setRefusal(refusalOf(result.error, t`The period could not be removed. Please try again.`));
  };
  return (
    <Card title={t`The week`} className="timetable-week">
      {refusal && (
        <p className="timetable__error" role="alert">
          {refusal}
        </p>
      )}
      {periods.length === 0 && <p className="muted">{t`No periods yet: import the timetable from Excel or add a period.`}</p>}
      {days.map((weekday) => {
        const todays = periods.filter((period) => period.weekday === weekday);
        const day = weekdayName(weekday);
        return (
          <section key={weekday} className="timetable-day" aria-label={day}>
            <h3 className="timetable-day__title">{day}</h3>
            {todays.length === 0 ? (
              <p className="muted">{t`No periods`}</p>
            ) : (
              <ul className="timetable-day__periods">
                {todays.map((period) => {
                  const number = period.period;
                  const teacher = period.teacherName;
                  const room = period.room;
                  return (
                    <li key={period._id} className="timetable-period">
                      <div>
                        <strong>{t`Period ${number}`}</strong> <span>{`${period.start}–${period.end}`}</span>
                        <br />
                        {period.className} · {period.subject}
                        {room && <> · {t`Room ${room}`}</>}
                        <br />
                        <span className="muted">{teacher}</span>
                      </div>
                      <Button size="sm" variant="danger" disabled={removing} onClick={() => void remove(period)} aria-label={t`Remove period ${number} of ${teacher} on ${day}`}>
                        {t`Remove`}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </Card>
  );
}

const EMPTY_PERIOD = { userId: '', weekday: '1', period: '', start: '', end: '', className: '', subject: '', room: '' };

function AddPeriod({ department, term, onTermChange }: { department: string; term: Term; onTermChange: (term: Term) => void }) {
  const [values, setValues] = useState(EMPTY_PERIOD);
  const [addPeriod, { isLoading }] = useAddPeriodMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const set = (field: keyof typeof EMPTY_PERIOD) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setAdded(false);
    if (values.userId === '') {
      setRefusal(t`Please choose the teacher`);
      return;
    }
    const result = await addPeriod({ department, ...values, weekday: Number(values.weekday), period: Number(values.period), ...term });
    if (result.error) {
      setRefusal(refusalOf(result.error, t`The period could not be added. Please try again.`));
      return;
    }
    setValues((current) => ({ ...EMPTY_PERIOD, userId: current.userId, weekday: current.weekday }));
    setAdded(true);
  };
  return (
    <Card title={t`Add a period`}>
      <form onSubmit={(event) => void onSubmit(event)} aria-label={t`Add a period`} className="timetable-form">
        <PersonPicker label={t`Teacher`} searchLabel={t`Find a teacher`} emptyOption={t`Select teacher`} value={values.userId} onChange={set('userId')} among={[{ department, active: true }]} required />
        <div className="form-grid">
          <SelectField label={t`Day`} name="weekday" value={values.weekday} onChange={set('weekday')} options={[1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ value: String(weekday), label: weekdayName(weekday) }))} required />
          <TextField label={t`Period`} name="period" type="number" min={1} inputMode="numeric" value={values.period} onChange={set('period')} required />
          <TextField label={t`Start`} name="start" type="time" value={values.start} onChange={set('start')} required />
          <TextField label={t`End`} name="end" type="time" value={values.end} onChange={set('end')} required />
          <TextField label={t`Class`} name="className" value={values.className} onChange={set('className')} required />
          <TextField label={t`Subject`} name="subject" value={values.subject} onChange={set('subject')} required />
          <TextField label={t`Room`} name="room" value={values.room} onChange={set('room')} />
          <TermFields term={term} onChange={onTermChange} idPrefix="add" />
        </div>
        {refusal && (
          <p className="timetable__error" role="alert">
            {refusal}
          </p>
        )}
        {added && <p role="status">{t`Period added`}</p>}
        <Button type="submit" busy={isLoading}>
          {t`Add period`}
        </Button>
      </form>
    </Card>
  );
}


function UploadTimetable({ department, term, onTermChange, progress: reported }: { department: string; term: Term; onTermChange: (term: Term) => void; progress: ImportProgress | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [asked, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const [upload] = useUploadTimetableMutation();
  // An upload answered 202 {jobId} ends when the socket says so (timetable:import-done).
  const { data: ended } = useGetTimetableImportsQuery();
  const phase = asked.kind === 'queued' && ended?.[asked.jobId] ? endedPhase(ended[asked.jobId]!) : asked;
  const [downloadTemplate, { isLoading: downloading }] = useDownloadTimetableTemplateMutation();
  const progress = phase.kind === 'queued' ? (reported?.jobId === phase.jobId ? reported : null) : phase.kind === 'processing' ? reported : null;
  const processing = phase.kind === 'processing' || phase.kind === 'queued';

  const onUpload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setPhase({ kind: 'failure', message: t`Please choose the Excel file`, rows: [] });
      return;
    }
    setPhase({ kind: 'processing' });
    let fileData: string;
    try {
      fileData = await readFileAsBase64(file);
    } catch (error) {
      setPhase({ kind: 'failure', message: ownMessage(error) ?? t`The file could not be read`, rows: [] });
      return;
    }
    const answer = await upload({ fileData, fileName: file.name, ...term, department });
    if (answer.error) {
      const body = (answer.error as { data?: { errors?: unknown } }).data;
      setPhase({ kind: 'failure', message: refusalOf(answer.error, t`The timetable could not be imported. Please try again.`), rows: rowErrorLines(Array.isArray(body?.errors) ? body.errors : []) });
      return;
    }
    setPhase(answer.data.kind === 'queued' ? { kind: 'queued', jobId: answer.data.jobId } : { kind: 'done', result: answer.data.result });
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const processed = progress?.processed ?? 0;
  const rows = progress?.total ?? 0;
  const lines = phase.kind === 'done' ? rowErrorLines(phase.result.errors) : [];
  const imported = phase.kind === 'done' ? phase.result.imported : 0;
  const refused = lines.length;
  return (
    <Card
      title={t`Import from Excel`}
      actions={
        <Button variant="secondary" busy={downloading} onClick={() => void downloadTemplate()}>
          {t`Download Template`}
        </Button>
      }
    >
      <form onSubmit={(event) => void onUpload(event)} aria-label={t`Import the timetable`} className="timetable-form">
        <p className="muted">{t`Columns: Email or Employee ID, Day, Period, Start, End, Class, Subject, Room. Every period of the file is for the term below.`}</p>
        <div className="form-grid">
          <FormField label={t`Timetable file (.xlsx or .xls)`} required>
            {(control) => <input {...control} ref={inputRef} type="file" name="timetableFile" accept=".xlsx,.xls" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />}
          </FormField>
          <TermFields term={term} onChange={onTermChange} idPrefix="upload" />
        </div>
        <Button type="submit" busy={processing}>
          {t`Upload and Import`}
        </Button>
      </form>
      {processing && (
        <div className="import-progress" role="status">
          <p>{t`Importing the timetable...`}</p>
          {progress && progress.total > 0 ? <progress max={progress.total} value={progress.processed} aria-label={t`Import progress`} /> : <progress aria-label={t`Import progress`} />}
          {progress && progress.total > 0 && <p className="muted">{t`${processed} of ${rows} rows processed`}</p>}
          {phase.kind === 'queued' && <p className="muted">{t`The file is large: the import continues on the server. Its result shows here when it is done.`}</p>}
        </div>
      )}
      {phase.kind === 'done' && (
        <div className="timetable-result" role="status">
          <p>
            <strong>
              {plural(imported, { one: '# period imported', other: '# periods imported' })}, {plural(refused, { one: '# row refused', other: '# rows refused' })}
            </strong>
          </p>
          {lines.length > 0 && (
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {phase.kind === 'failure' && (
        <Banner tone="error" title={t`Import failed`} onDismiss={() => setPhase({ kind: 'idle' })}>
          <p>{phase.message}</p>
          {phase.rows.length > 0 && (
            <ul>
              {phase.rows.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </Banner>
      )}
    </Card>
  );
}

/** `department`: the HOD's own; absent, the admin chooses one. `progress`: the running import's (import:progress). */
export function TimetableScreen({ department: own, progress = null }: { department?: string; progress?: ImportProgress | null }) {
  const [chosen, setChosen] = useState('');
  const department = own ?? chosen;
  const { data: periods, isLoading } = useGetDepartmentTimetableQuery(department, { skip: department === '' });
  const [term, setTerm] = useState<Term | null>(null);
  // The term of the periods shown until one is typed.
  const first = periods?.[0];
  const shownTerm: Term = term ?? (first ? { termFrom: first.termFrom, termTo: first.termTo } : { termFrom: '', termTo: '' });
  return (
    <>
      <PageHeader title={t`Timetable`} subtitle={own ? t`Your department's periods for the week` : t`A department's periods for the week`} />
      {!own && (
        <div className="timetable-department">
          <DepartmentSelect value={chosen} onChange={setChosen} emptyOption={t`Select department`} name="department" />
        </div>
      )}
      {department === '' ? (
        <p className="muted">{t`Choose a department to see its timetable.`}</p>
      ) : (
        <div className="timetable">
          {isLoading ? <Spinner label={t`Loading the timetable...`} /> : <Week department={department} periods={periods ?? []} />}
          <AddPeriod department={department} term={shownTerm} onTermChange={setTerm} />
          <UploadTimetable department={department} term={shownTerm} onTermChange={setTerm} progress={progress} />
        </div>
      )}
    </>
  );
}
