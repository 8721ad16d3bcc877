import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@leave/domain';
import { FormField } from './FormField';

function EmailField({ error, hint, value = '' }: { error?: string; hint?: string; value?: string }) {
  return (
    <FormField label="Email Address" error={error} hint={hint} required>
      {(control) => <input {...control} type="email" defaultValue={value} />}
    </FormField>
  );
}

const meta = { title: 'UI/FormField', component: EmailField, parameters: { bare: true } } satisfies Meta<typeof EmailField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { hint: 'Use your college address.' } };
export const Invalid: Story = { args: { value: 'not-an-email', error: MESSAGES.emailInvalid } };
