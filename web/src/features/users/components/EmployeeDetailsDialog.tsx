// The HOD's view of one person of the department: contact, role, dates, balances and last login.
import { LEAVE_TYPE_INFO, LEAVE_TYPES, type UserDto } from '@leave/domain';
import { PersonDetails } from '@/components/person/PersonDetails';
import { DetailsList } from '@/components/ui/details-list/DetailsList';
import { Dialog } from '@/components/ui/dialog/Dialog';

const SHOWN = ['name', 'employeeId', 'email', 'mobileNo', 'role', 'designation', 'age', 'dateOfBirth', 'dateOfJoining', 'service', 'lastLogin'] as const;

export function EmployeeDetailsDialog({ employee, onClose }: { employee: UserDto | null; onClose: () => void }) {
  return (
    <Dialog open={employee !== null} title="Employee Details" onClose={onClose} size="lg">
      {employee && (
        <>
          <PersonDetails person={employee} show={SHOWN} />
          <h3 className="dialog-subtitle">Leave Balance</h3>
          <DetailsList rows={LEAVE_TYPES.map((type) => [`${LEAVE_TYPE_INFO[type].code} (${LEAVE_TYPE_INFO[type].name})`, `${employee.leaveBalance[type]} days`] as const)} />
        </>
      )}
    </Dialog>
  );
}
