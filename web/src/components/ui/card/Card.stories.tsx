import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { PageHeader } from '../page-header/PageHeader';
import { QuickActions } from '../quick-actions/QuickActions';
import { WelcomeBanner } from '../welcome-banner/WelcomeBanner';
import { Card } from './Card';

const meta = { title: 'UI/Card', component: Card, args: { title: 'Leave Balance', children: <p>Card content</p> } } satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {};
export const WithActions: Story = { args: { title: 'Upload Employee Data', actions: <Button variant="secondary">Download Template</Button> } };
export const Header: Story = { render: () => <PageHeader title="Department Applications" subtitle="Leave applications of Computer Science & Engineering (CSE)" /> };
export const Welcome: Story = {
  render: () => <WelcomeBanner title="Welcome back, Esha Employee!" details={['Employee ID: EMP042', 'Computer Science & Engineering (CSE)', 'November 22, 2026']} />,
};
export const Shortcuts: Story = {
  render: () => (
    <QuickActions
      actions={[
        { to: '/employee/apply-leave', label: 'Apply for Leave', description: 'Submit a new leave application', icon: 'pen' },
        { to: '/employee/history', label: 'View History', description: 'Follow your applications', icon: 'history' },
        { to: '/employee/profile', label: 'Update Profile', description: 'Your details and password', icon: 'user' },
      ]}
    />
  ),
};
