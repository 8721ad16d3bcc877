// The admin's holiday calendar: a year's holidays, a form to add one, a confirmed removal, and a year's
// import from a workbook (with its template), as the employee import does it.
import { holidayBody, type HolidayDto, type HolidayImportResult } from '@leave/domain';
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
import { useAppDispatch } from '@/lib/store-hooks';
import { useSchemaForm } from '@/lib/use-schema-form';
import { readFileAsBase64 } from '@/lib/read-file';
import { useAddHolidayMutation, useDeleteHolidayMutation, useDownloadHolidayTemplateMutation, useGetHolidaysQuery, useImportHolidaysMutation } from '../api/holidays-api';
import './holidays.css';

const EMPTY = { date: '', name: '' };

const messageOf = (error: unknown, fallback: string) => serverMessage(error) ?? firstValidationMessage(error) ?? ownMessage(error) ?? fallback;

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
      dispatch(toast.error(messageOf(result.error, 'The holiday could not be added')));
      return;
    }
    dispatch(toast.success('Holiday added'));
    form.reset(EMPTY);
  });

  const onRemove = async () => {
    if (!removing) return;
    const result = await deleteHoliday(removing._id);
    setRemoving(null);
    dispatch(result.error ? toast.error(messageOf(result.error, 'The holiday could not be removed')) : toast.success('Holiday removed'));
  };

  const onImport = async () => {
    const picked = file.current?.files?.[0];
    if (!picked) {
      dispatch(toast.error('Please choose a workbook (.xlsx or .xls)'));
      return;
    }
    const result = await importHolidays({ fileData: await readFileAsBase64(picked), fileName: picked.name, year });
    if (result.error) {
      dispatch(toast.error(messageOf(result.error, 'The holidays could not be imported')));
      return;
    }
    setImported(result.data);
    dispatch(toast.success(result.data.message));
  };

  const columns: Column<HolidayDto>[] = [
    { id: 'date', header: 'Date', cell: (holiday) => formatDate(holiday.date) },
    { id: 'name', header: 'Name', cell: (holiday) => holiday.name },
    {
      id: 'actions',
      header: 'Actions',
      cell: (holiday) => (
        <Button size="sm" variant="danger" onClick={() => setRemoving(holiday)} aria-label={`Remove ${holiday.name} on ${formatDate(holiday.date)}`}>
          Remove
        </Button>
      ),
    },
  ];
  const years = Array.from({ length: 5 }, (_, index) => initialYear - 1 + index);

  return (
    <>
      <Card title="Holidays">
        <SelectField label="Year" value={String(year)} onChange={(value) => setYear(Number(value))} options={years.map((option) => ({ value: String(option), label: String(option) }))} />
        <DataTable caption={`Holidays of ${year}`} columns={columns} rows={holidays} rowKey={(holiday) => holiday._id} emptyMessage={isLoading ? 'Loading holidays...' : `No holidays in ${year} yet`} />
      </Card>

      <Card title="Add a Holiday">
        <form onSubmit={onAdd} noValidate aria-label="Add a holiday" className="holiday-form">
          <TextField label="Date" type="date" {...form.bind('date')} required />
          <TextField label="Name" {...form.bind('name')} required maxLength={100} />
          <FormActions busy={adding} busyLabel="Adding..." submitLabel="Add Holiday" onCancel={() => form.reset(EMPTY)} cancelLabel="Clear" />
        </form>
      </Card>

      <Card title={`Import the Holidays of ${year}`}>
        <p>A workbook with the columns Date and Name, one row per holiday of {year}. Dates that already have a holiday are skipped.</p>
        <div className="holiday-import">
          <label htmlFor="holiday-file">Workbook (.xlsx or .xls)</label>
          <input id="holiday-file" ref={file} type="file" accept=".xlsx,.xls" />
          <Button onClick={() => void onImport()} busy={importing}>
            {importing ? 'Importing...' : 'Import Holidays'}
          </Button>
          <Button variant="secondary" onClick={() => void downloadTemplate()} busy={downloading}>
            Download Template
          </Button>
        </div>
        {imported && (
          <div className="holiday-import-result" role="status">
            <p>{imported.message}.</p>
            {imported.existingDates.length > 0 && <p>Already holidays, skipped: {imported.existingDates.map((date) => formatDate(date)).join(', ')}</p>}
            {imported.errors.length > 0 && (
              <ul>
                {imported.errors.map((error) => (
                  <li key={error.row}>
                    Row {error.row}: {error.errors.join('; ')}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Card>

      <ConfirmDialog
        open={removing !== null}
        title="Remove Holiday"
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={deleting}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
      >
        {removing && (
          <p>
            Remove {removing.name} on {formatDate(removing.date)}? Applications already made keep the days they counted.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
