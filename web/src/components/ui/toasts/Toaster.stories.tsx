import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Button } from '../button/Button';
import { toast } from './toasts-slice';

function ToastDemo({ initial = [] as [kind: 'success' | 'error' | 'info', message: string][] }) {
  const dispatch = useDispatch();
  useEffect(() => {
    for (const [kind, message] of initial) dispatch(toast[kind](message, 600_000));
  }, [dispatch, initial]);
  return (
    <div className="row-actions">
      <Button variant="success" onClick={() => dispatch(toast.success('Login successful!'))}>
        Success (3 s)
      </Button>
      <Button variant="danger" onClick={() => dispatch(toast.error('Registration failed'))}>
        Error (5 s)
      </Button>
      <Button variant="secondary" onClick={() => dispatch(toast.info('Logged out successfully'))}>
        Info (4 s)
      </Button>
    </div>
  );
}

const meta = { title: 'UI/Toaster', component: ToastDemo } satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Interactive: Story = {};
export const Stack: Story = {
  args: {
    initial: [
      ['success', 'Profile updated successfully'],
      ['error', 'Password change failed'],
      ['info', 'Logged out successfully'],
    ],
  },
};
