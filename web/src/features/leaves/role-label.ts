// A role as the application lists and the details dialog name it, in the language shown.
import { t } from '@lingui/core/macro';

/** 'EMPLOYEE', 'HOD', 'ADMIN', 'AUDITOR' in the language shown; another role as its code in capitals. */
export function roleLabel(role: string | null | undefined): string {
  switch (role ?? 'employee') {
    case 'employee':
      return t`EMPLOYEE`;
    case 'hod':
      return t`HOD`;
    case 'admin':
      return t`ADMIN`;
    case 'auditor':
      return t`AUDITOR`;
    default:
      return (role ?? 'employee').toUpperCase();
  }
}
