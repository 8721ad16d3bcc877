// A member of staff's details as the profile and the HOD's employee dialog list them: each screen names
// the details it shows, in its order.
import { ROLE_LABELS, UI_MESSAGES, type UserDto } from '@leave/domain';
import type { ReactNode } from 'react';
import { DetailsList } from '@/components/ui/details-list/DetailsList';
import { formatDate, formatDateTime, formatYearsSince } from '@/lib/dates';

const DETAILS = {
  name: ['Full Name', (person) => person.name],
  employeeId: ['Employee ID', (person) => person.employeeId ?? 'N/A'],
  email: ['Email', (person) => person.email],
  mobileNo: ['Mobile Number', (person) => person.mobileNo ?? 'N/A'],
  role: ['Role', (person) => ROLE_LABELS[person.role]],
  department: ['Department', (person) => person.department],
  designation: ['Designation', (person) => person.designation ?? 'N/A'],
  qualification: ['Qualification', (person) => person.qualification ?? 'N/A'],
  age: ['Age', (person) => formatYearsSince(person.dateOfBirth)],
  dateOfBirth: ['Date of Birth', (person) => formatDate(person.dateOfBirth)],
  dateOfJoining: ['Date of Joining', (person) => formatDate(person.dateOfJoining)],
  service: ['Years of Service', (person) => formatYearsSince(person.dateOfJoining)],
  lastLogin: ['Last Login', (person) => (person.lastLogin ? formatDateTime(person.lastLogin) : UI_MESSAGES.neverLoggedIn)],
} satisfies Record<string, readonly [string, (person: UserDto) => ReactNode]>;

export type PersonDetail = keyof typeof DETAILS;

export function PersonDetails({ person, show }: { person: UserDto; show: readonly PersonDetail[] }) {
  return <DetailsList rows={show.map((detail) => [DETAILS[detail][0], DETAILS[detail][1](person)] as const)} />;
}
