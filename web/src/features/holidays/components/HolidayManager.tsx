// The admin's holiday calendar: a year's holidays, a form to add one, a confirmed removal, and a year's
// import from a workbook (with its template), as the employee import does it.
import { holidayBody, type HolidayDto, type HolidayImportResult } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { DataTable, type Column } from '@/components/ui/data-table/DataTable';
import { ConfirmDialog } from '@/components/ui/dialog/ConfirmDialog';
import { FormActions } from '@/components/ui/form-field/FormActions';
import { SelectField } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { firstValidationMessage, ownMessage, serverMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
import { useAppDispatch } from '@/lib/store-hooks';
import { useSchemaForm } from '@/lib/use-schema-form';
import { readFileAsBase64 } from '@/lib/read-file';
import { useAddHolidayMutation, useDeleteHolidayMutation, useDownloadHolidayTemplateMutation, useGetHolidaysQuery, useImportHolidaysMutation } from '../api/holidays-api';
import './holidays.css';

const EMPTY: { date: string; name: string; optional?: boolean } = { date: '', name: '' };

const messageOf = (error: unknown, fallback: string) => serverMessage(error) ?? firstValidationMessage(error) ?? ownMessage(error) ?? fallback;

/** A domain text (a rule's message) in the language shown; a text no catalog has stays as it is. */
const shown = (text: string | undefined): string | undefined => (text ? translateText(text) : undefined);

export function HolidayManager({ initialYear }: { initialYear: number }) {
  const dispatch = useAppDispatch();
  const [year, setYear] = useState(initialYear);
  const { data: holidays = [], isLoading } = useGetHolidaysQuery(year);
  const [addHoliday, { isLoading: adding }] = useAddHolidayMutation();
  const [deleteHoliday, { isLoading: deleting }] = useDeleteHolidayMutation();
  const [importHolidays, { isLoading: importing }] = useImportHolidaysMutation();
  const [downloadTemplate, { isLoading: downloading }] = useDownloadHolidayTemplateMutation();
  const [removing, setRemoving] = useState<HolidayDto | null>(null);
  const [imported, setImported] = useState<HolidayImportResult | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const form = useSchemaForm(holidayBody, EMPTY);

  const onAdd = form.handleSubmit(async (values) => {
    const result = await addHoliday(values);
    if (result.error) {
      dispatch(toast.error(messageOf(result.error, t`The holiday could not be added`)));
      return;
    }
    dispatch(toast.success(t`Holiday added`));
    form.reset(EMPTY);
  });

  const onRemove = async () => {
    if (!removing) return;
    const result = await deleteHoliday(removing._id);
    setRemoving(null);
    dispatch(result.error ? toast.error(messageOf(result.error, t`The holiday could not be removed`)) : toast.success(t`Holiday removed`));
  };

  const onImport = async () => {
    const picked = file.current?.files?.[0];
    if (!picked) {
      dispatch(toast.error(t`Please choose a workbook (.xlsx or .xls)`));
      return;
    }
    const result = await importHolidays({ fileData: await readFileAsBase64(picked), fileName: picked.name, year });
    if (result.error) {
      dispatch(toast.error(messageOf(result.error, t`The holidays could not be imported`)));
      return;
    }
    setImported(result.data);
    dispatch(toast.success(result.data.message));
  };

  const columns: Column<HolidayDto>[] = [
    { id: 'date', header: t`Date`, cell: (holiday) => formatDate(holiday.date) },
    {
      id: 'name',
      header: t`Name`,
      cell: (holiday) =>
        holiday.optional ? (
          <>
            {holiday.name} <span className="badge holiday-optional">{t`Optional (restricted holiday)`}</span>
          </>
        ) : (
          holiday.name
        ),
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (holiday) => {
        const name = holiday.name;
        const date = formatDate(holiday.date);
        return (
          <Button size="sm" variant="danger" onClick={() => setRemoving(holiday)} aria-label={t`Remove ${name} on ${date}`}>
            {t`Remove`}
          </Button>
        );
      },
    },
  ];
  const years = Array.from({ length: 5 }, (_, index) => initialYear - 1 + index);
  const skippedDates = imported ? imported.existingDates.map((date) => formatDate(date)).join(', ') : '';
  const removingName = removing?.name ?? '';
  const removingDate = removing ? formatDate(removing.date) : '';

  return (
    <>
      <Card title={t`Holidays`}>
        <SelectField label={t`Year`} value={String(year)} onChange={(value) => setYear(Number(value))} options={years.map((option) => ({ value: String(option), label: String(option) }))} />
        <DataTable caption={t`Holidays of ${year}`} columns={columns} rows={holidays} rowKey={(holiday) => holiday._id} emptyMessage={isLoading ? t`Loading holidays...` : t`No holidays in ${year} yet`} />
      </Card>

      <Card title={t`Add a Holiday`}>
        <form onSubmit={onAdd} noValidate aria-label={t`Add a holiday`} className="holiday-form">
          <TextField label={t`Date`} type="date" {...form.bind('date')} error={shown(form.errors.date)} required />
          <TextField label={t`Name`} {...form.bind('name')} error={shown(form.errors.name)} required maxLength={100} />
          <label className="holiday-form__check">
            <input type="checkbox" checked={form.values.optional === true} onChange={(event) => form.setValue('optional', event.target.checked ? true : undefined)} />{' '}
            {t`Optional (restricted holiday): each person may choose to take it, as many as the policy allows`}
          </label>
          <FormActions busy={adding} busyLabel={t`Adding...`} submitLabel={t`Add Holiday`} onCancel={() => form.reset(EMPTY)} cancelLabel={t`Clear`} />
        </form>
      </Card>

      <Card title={t`Import the Holidays of ${year}`}>
        <p>{t`A workbook with the columns Date and Name, one row per holiday of ${year}; a column Optional saying yes marks a restricted holiday. Dates that already have a holiday are skipped.`}</p>
        <div className="holiday-import">
          <label htmlFor="holiday-file">{t`Workbook (.xlsx or .xls)`}</label>
          <input id="holiday-file" ref={file} type="file" accept=".xlsx,.xls" />
          <Button onClick={() => void onImport()} busy={importing}>
            {importing ? t`Importing...` : t`Import Holidays`}
          </Button>
          <Button variant="secondary" onClick={() => void downloadTemplate()} busy={downloading}>
            {t`Download Template`}
          </Button>
        </div>
        {imported && (
          <div className="holiday-import-result" role="status">
            <p>{imported.message}.</p>
            {imported.existingDates.length > 0 && <p>{t`Already holidays, skipped: ${skippedDates}`}</p>}
            {imported.errors.length > 0 && (
              <ul>
                {imported.errors.map((error) => {
                  const row = error.row;
                  const problems = error.errors.join('; ');
                  return <li key={row}>{t`Row ${row}: ${problems}`}</li>;
                })}
              </ul>
            )}
          </div>
        )}
      </Card>

      <ConfirmDialog
        open={removing !== null}
        title={t`Remove Holiday`}
        confirmLabel={t`Remove`}
        busyLabel={t`Removing...`}
        busy={deleting}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
      >
        {removing && (
          <p>{t`Remove ${removingName} on ${removingDate}? Applications already made keep the days they counted.`}</p>
        )}
      </ConfirmDialog>
    </>
  );
}
