// The monthly payroll export: a month, and its file as CSV or as an Excel workbook.
import { payrollQuery, PAYROLL_FORMATS, type PayrollFormat } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { TextField } from '@/components/ui/form-field/TextField';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { firstValidationMessage, ownMessage, serverMessage } from '@/lib/api-error';
import { localToday } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
import { useAppDispatch } from '@/lib/store-hooks';
import { useDownloadPayrollMutation } from '../api/download-payroll';
import './payroll.css';

/** Each format's button, in the language shown. */
function formatLabel(format: PayrollFormat): string {
  return format === 'csv' ? t`Download CSV` : t`Download Excel`;
}

const downloaded = (fileName: string) => t`${fileName} downloaded`;

export function PayrollExport() {
  const dispatch = useAppDispatch();
  const [month, setMonth] = useState(localToday().slice(0, 7));
  const [error, setError] = useState<string | undefined>();
  const [download, { isLoading, originalArgs }] = useDownloadPayrollMutation();

  const onDownload = async (format: PayrollFormat) => {
    const parsed = payrollQuery.safeParse({ month, format });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message && translateText(message));
      return;
    }
    setError(undefined);
    const result = await download(parsed.data);
    dispatch(result.error ? toast.error(serverMessage(result.error) ?? firstValidationMessage(result.error) ?? ownMessage(result.error) ?? t`The payroll could not be downloaded`) : toast.success(downloaded(result.data.fileName)));
  };

  return (
    <Card title={t`Monthly Payroll`}>
      <p>{t`For each person and leave type, the days of leave taken in the month, paid or unpaid as the leave policy says. A leave across two months counts in each.`}</p>
      <div className="payroll-export">
        <TextField label={t`Month`} type="month" value={month} onChange={setMonth} error={error} required />
        {PAYROLL_FORMATS.map((format) => (
          <Button key={format} variant={format === 'csv' ? 'primary' : 'secondary'} busy={isLoading && originalArgs?.format === format} onClick={() => void onDownload(format)}>
            {formatLabel(format)}
          </Button>
        ))}
      </div>
    </Card>
  );
}
