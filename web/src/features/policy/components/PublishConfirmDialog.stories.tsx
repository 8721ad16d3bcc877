import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublishConfirmDialog } from './PublishConfirmDialog';

const meta = {
  title: 'Policy/PublishConfirmDialog',
  component: PublishConfirmDialog,
  parameters: { bare: true },
  args: {
    busy: false,
    onConfirm: () => {},
    onCancel: () => {},
    preview: {
      follows: 3,
      effectiveFrom: '2027-01-04',
      types: [
        { code: 'cl', name: 'Casual Leave', kind: 'allowance', takenBy: ['employee', 'hod'], fromDays: 6, toDays: 8, people: 26 },
        { code: 'exam', name: 'Examination Leave', kind: 'added', takenBy: ['employee'], toDays: 3, people: 21 },
        { code: 'lop', name: 'Leave without pay', kind: 'removed', takenBy: ['employee', 'hod'], people: 26 },
      ],
      sections: ['blackouts'],
    },
  },
} satisfies Meta<typeof PublishConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each change in a sentence with how many people it reaches; Cancel has the focus. */
export const WhatChanges: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Publish this version?' });
    await expect(within(dialog).getByText(/Casual Leave \(CL\): 6 to 8 days, for 26 people/)).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const NothingChanges: Story = { args: { preview: { follows: 3, effectiveFrom: '2027-01-04', types: [], sections: [] } } };

export const Publishing: Story = { args: { busy: true } };
