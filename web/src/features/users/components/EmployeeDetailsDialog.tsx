// The HOD's view of one person of the department: contact, role, dates, balances and last login.
import { LEAVE_TYPE_INFO, LEAVE_TYPES, ROLE_LABELS, wholeYearsBetween, type UserDto, UI_MESSAGES } from '@leave/domain';
import { Dialog } from '@/components/ui/dialog/Dialog';
import { formatDate, formatDateTime, localToday } from '@/lib/dates';

function years(date: UserDto['dateOfBirth']): string {
  if (!date) return 'N/A';
  const count = wholeYearsBetween(date, localToday());
  return `${count} ${count === 1 ? 'year' : 'years'}`;
}

export function EmployeeDetailsDialog({ employee, onClose }: { employee: UserDto | null; onClose: () => void }) {
  return (
    <Dialog open={employee !== null} title="Employee Details" onClose={onClose} size="lg">
      {employee && (
        <>
          <dl className="details-list">
            <dt>Full Name</dt>
            <dd>{employee.name}</dd>
            <dt>Employee ID</dt>
            <dd>{employee.employeeId ?? 'N/A'}</dd>
            <dt>Email</dt>
            <dd>{employee.email}</dd>
            <dt>Mobile Number</dt>
            <dd>{employee.mobileNo ?? 'N/A'}</dd>
            <dt>Role</dt>
            <dd>{ROLE_LABELS[employee.role]}</dd>
            <dt>Designation</dt>
            <dd>{employee.designation ?? 'N/A'}</dd>
            <dt>Age</dt>
            <dd>{years(employee.dateOfBirth)}</dd>
            <dt>Date of Birth</dt>
            <dd>{formatDate(employee.dateOfBirth)}</dd>
            <dt>Date of Joining</dt>
            <dd>{formatDate(employee.dateOfJoining)}</dd>
            <dt>Years of Service</dt>
            <dd>{years(employee.dateOfJoining)}</dd>
            <dt>Last Login</dt>
            <dd>{employee.lastLogin ? formatDateTime(employee.lastLogin) : UI_MESSAGES.neverLoggedIn}</dd>
          </dl>
          <h3 className="dialog-subtitle">Leave Balance</h3>
          <dl className="details-list">
            {LEAVE_TYPES.map((type) => (
              <div key={type} style={{ display: 'contents' }}>
                <dt>
                  {LEAVE_TYPE_INFO[type].code} ({LEAVE_TYPE_INFO[type].name})
                </dt>
                <dd>{employee.leaveBalance[type]} days</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Dialog>
  );
}
