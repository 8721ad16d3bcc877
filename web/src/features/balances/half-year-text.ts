// A half-year period's words in the language shown. Domain and the server write a period as 'January - June
// 2026' or 'July - December 2026' (English); any other text is shown as it is.
import { t } from '@lingui/core/macro';

export function halfYearText(label: string): string {
  const match = /^(January - June|July - December) (\d{4})$/.exec(label);
  if (!match) return label;
  const year = match[2]!;
  return match[1] === 'January - June' ? t`January - June ${year}` : t`July - December ${year}`;
}
