// The view of one member of staff (the HOD's department list, the admin's register): contact, role,
// dates, balances and last login; the portal adds what it shows below (the balance history).
import { balanceTypes, figureOf, type UserDto } from '@leave/domain';
import type { ReactNode } from 'react';
import { PersonDetails } from '@/components/person/PersonDetails';
import { DetailsList } from '@/components/ui/details-list/DetailsList';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { usePolicyInForce } from '@/lib/policy';

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
    <Dialog open={employee !== null} title="Employee Details" onClose={onClose} size="lg">
      {employee && (
        <>
          <PersonDetails person={employee} show={SHOWN} />
          <h3 className="dialog-subtitle">Leave Balance</h3>
          <DetailsList rows={balanceTypes(policy, employee.leaveBalance).map((type) => [`${type.label} (${type.name})`, `${figureOf(employee.leaveBalance, type.code)} days`] as const)} />
          {children?.(employee)}
        </>
      )}
    </Dialog>
  );
}
