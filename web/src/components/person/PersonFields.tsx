// The fields that describe a member of staff, in the order both the self-registration and the admin's
// employee form show them. Which are required, and whether the browser may fill them in (only for one's
// own details), differs per form; the rules themselves are the form's schema.
import type { HTMLInputAutoCompleteAttribute } from 'react';
import type { Role } from '@leave/domain';
import { DepartmentSelect, RoleSelect } from '@/components/ui/form-field/SelectField';
import { TextField } from '@/components/ui/form-field/TextField';
import type { FieldBinding } from '@/lib/use-schema-form';

export type PersonField = 'name' | 'email' | 'department' | 'role' | 'designation' | 'qualification' | 'mobileNo' | 'dateOfBirth' | 'dateOfJoining';

type TextFieldName = Exclude<PersonField, 'department' | 'role'>;

const TEXT_FIELDS: Record<TextFieldName, { label: string; type: string; autoComplete?: HTMLInputAutoCompleteAttribute; inputMode?: 'numeric' }> = {
  name: { label: 'Full Name', type: 'text', autoComplete: 'name' },
  email: { label: 'Email Address', type: 'email', autoComplete: 'email' },
  designation: { label: 'Designation', type: 'text', autoComplete: 'organization-title' },
  qualification: { label: 'Qualification', type: 'text' },
  mobileNo: { label: 'Mobile Number', type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  dateOfBirth: { label: 'Date of Birth', type: 'date', autoComplete: 'bday' },
  dateOfJoining: { label: 'Date of Joining', type: 'date' },
};

export interface PersonFieldsProps {
  bind: (name: PersonField) => FieldBinding;
  required: readonly PersonField[];
  /** The person fills in their own details: the browser may offer what it knows. */
  ownDetails?: boolean;
  /** The roles offered (all by default). */
  roles?: readonly Role[];
}

export function PersonFields({ bind, required, ownDetails = false, roles }: PersonFieldsProps) {
  const text = (name: TextFieldName) => {
    const { autoComplete, ...field } = TEXT_FIELDS[name];
    return <TextField key={name} {...field} {...bind(name)} required={required.includes(name)} autoComplete={ownDetails ? autoComplete : undefined} />;
  };
  return (
    <>
      {text('name')}
      {text('email')}
      <DepartmentSelect {...bind('department')} emptyOption="Select department" required={required.includes('department')} />
      <RoleSelect {...bind('role')} required={required.includes('role')} {...(roles ? { roles } : {})} />
      {(['designation', 'qualification', 'mobileNo', 'dateOfBirth', 'dateOfJoining'] as const).map(text)}
    </>
  );
}
