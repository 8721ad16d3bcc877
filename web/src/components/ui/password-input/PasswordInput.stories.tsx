import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from '../form-field/FormField';
import { PasswordInput } from './PasswordInput';

function PasswordField() {
  return <FormField label="Password">{(control) => <PasswordInput {...control} defaultValue="secret123" />}</FormField>;
}

const meta = { title: 'UI/PasswordInput', component: PasswordField, parameters: { bare: true } } satisfies Meta<typeof PasswordField>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
