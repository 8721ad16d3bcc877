import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';

function DialogDemo({ size = 'md' as const }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        open={open}
        size={size}
        title="Leave Application Details"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="success">Approve as HOD</Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
          </>
        }
      >
        <p>Focus stays inside while the dialog is open; Escape closes it.</p>
        <label htmlFor="story-reason">Rejection Reason</label>
        <textarea id="story-reason" className="input" rows={3} />
      </Dialog>
    </>
  );
}

const meta = { title: 'UI/Dialog', component: DialogDemo, parameters: { bare: true } } satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'Leave Application Details' })).toBeInTheDocument();
    await waitFor(() => expect(body.getByLabelText('Rejection Reason')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Confirm: StoryObj<typeof ConfirmDialog> = {
  render: () => (
    <ConfirmDialog open title="Delete Employee" confirmLabel="Delete" onConfirm={() => {}} onCancel={() => {}}>
      <p>Are you sure you want to delete Ravi Kumar?</p>
    </ConfirmDialog>
  ),
};

export const ConfirmBusy: StoryObj<typeof ConfirmDialog> = {
  render: () => (
    <ConfirmDialog open busy title="Delete Employee" confirmLabel="Delete" busyLabel="Deleting..." onConfirm={() => {}} onCancel={() => {}}>
      <p>Are you sure you want to delete Ravi Kumar?</p>
    </ConfirmDialog>
  ),
};
