import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog
        open={open}
        title="Leave Application Details"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">Approve</button>}
      >
        <label htmlFor="reason">Rejection Reason</label>
        <textarea id="reason" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog labelled by its title', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Application Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('moves the focus inside when it opens and gives it back when it closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    expect(screen.getByLabelText('Rejection Reason')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const approve = screen.getByRole('button', { name: 'Approve' });
    approve.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(approve).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('focuses Cancel first and confirms only on the confirm button', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    render(
      <ConfirmDialog open title="Delete Employee" confirmLabel="Delete" onConfirm={onConfirm} onCancel={onCancel}>
        <p>Are you sure?</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

function Nested({ closeOuter, closeInner }: { closeOuter: () => void; closeInner: () => void }) {
  const [inner, setInner] = useState(false);
  return (
    <Dialog open title="Outer" onClose={closeOuter}>
      <button type="button" onClick={() => setInner(true)}>
        Open inner
      </button>
      <Dialog
        open={inner}
        title="Inner"
        onClose={() => {
          closeInner();
          setInner(false);
        }}
      >
        <button type="button">Inner action</button>
      </Dialog>
    </Dialog>
  );
}

describe('Dialog inside a dialog', () => {
  it('closes only the innermost dialog on Escape', async () => {
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    const user = userEvent.setup();
    render(<Nested closeOuter={closeOuter} closeInner={closeInner} />);
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledOnce();
    expect(closeOuter).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus();
  });
});
