import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveIndicator } from '@/components/ui/live-indicator/LiveIndicator';
import { PortalLayout, type NavItem } from './PortalLayout';

const hodNav: NavItem[] = [
  { to: '/hod/dashboard', label: 'Dashboard', icon: 'dashboard' },
  { to: '/hod/applications', label: 'Applications', icon: 'list' },
  { to: '/hod/apply-leave', label: 'Apply Leave', icon: 'pen' },
  { to: '/hod/history', label: 'History', icon: 'history' },
  { to: '/hod/employees', label: 'Employees', icon: 'users' },
  { to: '/hod/profile', label: 'Profile', icon: 'user' },
];

const meta = {
  title: 'Layout/PortalLayout',
  component: PortalLayout,
  parameters: { layout: 'fullscreen', route: '/hod/dashboard' },
  args: {
    theme: 'hod',
    portalLabel: 'HOD Portal',
    userName: 'Harish Head',
    greeting: 'Welcome, Harish Head',
    navItems: hodNav,
    bottomNavCount: 5,
    onSignOut: () => {},
    status: <LiveIndicator status="live" />,
    children: <p>Screen content. Narrow the viewport under 769 px to see the bottom bar with the first five items.</p>,
  },
} satisfies Meta<typeof PortalLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hod: Story = {};
export const Employee: Story = {
  args: {
    theme: 'employee',
    portalLabel: 'Employee Portal',
    userName: 'Esha Employee',
    greeting: 'Welcome, Esha Employee',
    navItems: hodNav.filter((item) => ['Dashboard', 'Apply Leave', 'History', 'Profile'].includes(item.label)).map((item) => ({ ...item, to: item.to.replace('/hod', '/employee') })),
    bottomNavCount: undefined,
  },
  parameters: { route: '/employee/dashboard' },
};
export const Administrator: Story = {
  args: { theme: 'admin', portalLabel: 'Administrator', userName: 'Asha Admin', greeting: 'Welcome, Asha Admin', bottomNavCount: undefined },
};
