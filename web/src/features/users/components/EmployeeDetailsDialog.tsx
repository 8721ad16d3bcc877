// The view of one member of staff (the HOD's department list, the admin's register): contact, role,
// dates, balances and last login; the portal adds what it shows below (the balance history).
import { t } from '@lingui/core/macro';
import { balanceTypes, figureOf, isLeaveType, LEAVE_TYPE_INFO, type BalanceType, type UserDto } from '@leave/domain';
import type { ReactNode } from 'react';
import { PersonDetails } from '@/components/person/PersonDetails';
import { DetailsList } from '@/components/ui/details-list/DetailsList';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { formatDayCount } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
import { usePolicyInForce } from '@/lib/policy';

/** One of the five under its standard name, in the language shown; a name the admin gave in the policy stays as written. */
const typeName = (type: BalanceType) => (isLeaveType(type.code) && LEAVE_TYPE_INFO[type.code].name === type.name ? translateText(type.name) : type.name);

/** A balance row: the type's label and name, and its days. */
function balanceRow(type: BalanceType, figure: number): readonly [string, string] {
  const label = type.label;
  const name = typeName(type);
  return [t`${label} (${name})`, formatDayCount(figure)];
}

const SHOWN = ['name', 'employeeId', 'email', 'mobileNo', 'role', 'designation', 'age', 'dateOfBirth', 'dateOfJoining', 'service', 'lastLogin'] as const;

export interface EmployeeDetailsDialogProps {
  employee: UserDto | null;
  onClose: () => void;
  /** Shown below the details, for the employee shown. */
  children?: (employee: UserDto) => ReactNode;
}

export function EmployeeDetailsDialog({ employee, onClose, children }: EmployeeDetailsDialogProps) {
  const policy = usePolicyInForce();
  return (
    <Dialog open={employee !== null} title={t`Employee Details`} onClose={onClose} size="lg">
      {employee && (
        <>
          <PersonDetails person={employee} show={SHOWN} />
          <h3 className="dialog-subtitle">{t`Leave Balance`}</h3>
          <DetailsList rows={balanceTypes(policy, employee.leaveBalance).map((type) => balanceRow(type, figureOf(employee.leaveBalance, type.code)))} />
          {children?.(employee)}
        </>
      )}
    </Dialog>
  );
}
