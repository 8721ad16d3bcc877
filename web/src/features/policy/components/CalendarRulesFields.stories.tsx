import { DEFAULT_POLICY, type CalendarDate, type LeavePolicy } from '@leave/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CalendarRulesFields, type CalendarRulesFieldsProps } from './CalendarRulesFields';
import './policy.css';

/** The section as the editor holds it: every change goes back into the draft. */
function Editing(props: CalendarRulesFieldsProps) {
  const [policy, setPolicy] = useState<LeavePolicy>(props.policy);
  return <CalendarRulesFields {...props} policy={policy} onChange={(rules) => setPolicy({ ...policy, ...rules })} />;
}

const WITH_RULES: LeavePolicy = {
  ...DEFAULT_POLICY,
  blackouts: [{ name: 'End-semester examinations', from: '2026-12-08' as CalendarDate, to: '2026-12-19' as CalendarDate, departments: ['Computer Science & Engineering (CSE)'], exemptTypes: ['hpl'] }],
  departmentCap: { maxAway: 3, maxPercent: 25, mode: 'refuse' },
  restrictedHolidays: { perYear: 2 },
};

const meta = {
  title: 'Policy/CalendarRulesFields',
  component: CalendarRulesFields,
  render: (args) => <Editing {...args} />,
  args: { policy: DEFAULT_POLICY, onChange: () => {}, errors: {} },
} satisfies Meta<typeof CalendarRulesFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No rules yet: no windows, no cap, no restricted holidays. */
export const NoRules: Story = {};

/** An exam-week blackout for CSE with HPL still allowed, at most 3 (or 25 %) away at once, 2 restricted holidays. */
export const WithRules: Story = { args: { policy: WITH_RULES } };

/** The schema's messages on their fields. */
export const WithMistakes: Story = {
  args: {
    policy: { ...WITH_RULES, blackouts: [{ ...WITH_RULES.blackouts![0]!, from: '2026-12-19' as CalendarDate, to: '2026-12-08' as CalendarDate }], departmentCap: { mode: 'warn' } },
    errors: { 'policy.blackouts.0.to': 'A blackout must not end before it starts', 'policy.departmentCap.maxAway': 'Please give the most people away at once, or the most percent' },
  },
};

/** A window is added, named, and removed again. */
export const AddAndRemoveWindow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Blackout Window' }));
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Practical examinations');
    const window = canvas.getByRole('group', { name: 'Practical examinations' });
    await userEvent.click(within(window).getByRole('button', { name: 'Remove Practical examinations' }));
    await expect(canvas.getByText('No blackout windows.')).toBeInTheDocument();
  },
};
