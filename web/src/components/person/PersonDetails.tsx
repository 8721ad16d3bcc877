// A member of staff's details as the profile and the HOD's employee dialog list them: each screen names
// the details it shows, in its order.
import { ROLE_LABELS, UI_MESSAGES, type UserDto } from '@leave/domain';
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { DetailsList } from '@/components/ui/details-list/DetailsList';
import { formatDate, formatDateTime, formatYearsSince } from '@/lib/dates';
import { i18n } from '@/lib/i18n/i18n';
import { translateText } from '@/lib/i18n/texts';

// The labels are translated where they are shown (the language may change after this module loads).
const DETAILS = {
  name: [msg`Full Name`, (person) => person.name],
  employeeId: [msg`Employee ID`, (person) => person.employeeId ?? t`N/A`],
  email: [msg`Email`, (person) => person.email],
  mobileNo: [msg`Mobile Number`, (person) => person.mobileNo ?? t`N/A`],
  role: [msg`Role`, (person) => translateText(ROLE_LABELS[person.role])],
  department: [msg`Department`, (person) => person.department],
  designation: [msg`Designation`, (person) => person.designation ?? t`N/A`],
  qualification: [msg`Qualification`, (person) => person.qualification ?? t`N/A`],
  age: [msg`Age`, (person) => formatYearsSince(person.dateOfBirth)],
  dateOfBirth: [msg`Date of Birth`, (person) => formatDate(person.dateOfBirth)],
  dateOfJoining: [msg`Date of Joining`, (person) => formatDate(person.dateOfJoining)],
  service: [msg`Years of Service`, (person) => formatYearsSince(person.dateOfJoining)],
  lastLogin: [msg`Last Login`, (person) => (person.lastLogin ? formatDateTime(person.lastLogin) : translateText(UI_MESSAGES.neverLoggedIn))],
} satisfies Record<string, readonly [MessageDescriptor, (person: UserDto) => ReactNode]>;

export type PersonDetail = keyof typeof DETAILS;

export function PersonDetails({ person, show }: { person: UserDto; show: readonly PersonDetail[] }) {
  return <DetailsList rows={show.map((detail) => [i18n._(DETAILS[detail][0]), DETAILS[detail][1](person)] as const)} />;
}
