import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@leave/domain';
import { useState } from 'react';
import { DepartmentSelect, RoleSelect } from './SelectField';
import { PasswordField, TextField } from './TextField';

/** The bound fields every form and filter uses, each with its label, error and hint. */
function Fields({ error }: { error?: string }) {
  const [values, setValues] = useState({ name: '', password: '', department: '', role: 'employee' });
  const bind = (name: keyof typeof values) => ({ name, value: values[name], onChange: (value: string) => setValues({ ...values, [name]: value }) });
  return (
    <div className="form-grid">
      <TextField label="Full Name" type="text" {...bind('name')} error={error} required />
      <PasswordField label="Password" {...bind('password')} hint="At least 6 characters." required />
      <DepartmentSelect {...bind('department')} emptyOption="Select department" required />
      <RoleSelect {...bind('role')} />
    </div>
  );
}

const meta = { title: 'UI/Fields', component: Fields, parameters: { bare: true } } satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Invalid: Story = { args: { error: MESSAGES.nameTooShort } };
