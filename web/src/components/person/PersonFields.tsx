// The fields that describe a member of staff, in the order both the self-registration and the admin's
// employee form show them. Which are required, and whether the browser may fill them in (only for one's
// own details), differs per form; the rules themselves are the form's schema.
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import type { Role } from '@leave/domain';
import { DepartmentSelect, RoleSelect } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';
import { i18n } from '@/lib/i18n/i18n';
import type { FieldBinding } from '@/lib/use-schema-form';

export type PersonField = 'name' | 'email' | 'department' | 'role' | 'designation' | 'qualification' | 'mobileNo' | 'dateOfBirth' | 'dateOfJoining';

type TextFieldName = Exclude<PersonField, 'department' | 'role'>;

// The labels are translated where the fields are drawn (the language may change after this module loads).
const TEXT_FIELDS: Record<TextFieldName, { label: MessageDescriptor; type: string; autoComplete?: HTMLInputAutoCompleteAttribute; inputMode?: 'numeric' }> = {
  name: { label: msg`Full Name`, type: 'text', autoComplete: 'name' },
  email: { label: msg`Email Address`, type: 'email', autoComplete: 'email' },
  designation: { label: msg`Designation`, type: 'text', autoComplete: 'organization-title' },
  qualification: { label: msg`Qualification`, type: 'text' },
  mobileNo: { label: msg`Mobile Number`, type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  dateOfBirth: { label: msg`Date of Birth`, type: 'date', autoComplete: 'bday' },
  dateOfJoining: { label: msg`Date of Joining`, type: 'date' },
};

export interface PersonFieldsProps {
  bind: (name: PersonField) => FieldBinding;
  required: readonly PersonField[];
  /** The person fills in their own details: the browser may offer what it knows. */
  ownDetails?: boolean;
  /** The roles offered (all by default). */
  roles?: readonly Role[];
  /** The name takes the focus when its dialog opens (the first thing a person types). */
  focusName?: boolean;
}

export function PersonFields({ bind, required, ownDetails = false, roles, focusName = false }: PersonFieldsProps) {
  const text = (name: TextFieldName) => {
    const { autoComplete, label, ...field } = TEXT_FIELDS[name];
    const focus = focusName && name === 'name' ? { 'data-autofocus': true } : {};
    return <TextField key={name} label={i18n._(label)} {...field} {...focus} {...bind(name)} required={required.includes(name)} autoComplete={ownDetails ? autoComplete : undefined} />;
  };
  return (
    <>
      {text('name')}
      {text('email')}
      <DepartmentSelect {...bind('department')} emptyOption={t`Select department`} required={required.includes('department')} />
      <RoleSelect {...bind('role')} required={required.includes('role')} {...(roles ? { roles } : {})} />
      {(['designation', 'qualification', 'mobileNo', 'dateOfBirth', 'dateOfJoining'] as const).map(text)}
    </>
  );
}
