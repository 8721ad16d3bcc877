import type { Meta, StoryObj } from '@storybook/react-vite';
import { currentBalances, employeeUser } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { captureAlerts } from '@/test/story-alert';
import { BalancePanel } from './BalancePanel';
import { EarnedLeaveCard } from './EarnedLeaveCard';
import { LeaveBalanceCard } from './LeaveBalanceCard';

const meta = { title: 'Balances/BalancePanel', component: BalancePanel, args: { balances: currentBalances } } satisfies Meta<typeof BalancePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Panel: Story = {};
export const Loading: Story = { args: { balances: null } };

export const LeaveBalance: StoryObj<typeof LeaveBalanceCard> = {
  render: () => <LeaveBalanceCard balances={currentBalances} current={currentBalances} />,
};

export const EarnedLeave: StoryObj<typeof EarnedLeaveCard> = {
  render: () => <EarnedLeaveCard />,
  beforeEach: captureAlerts,
  parameters: {
    signedInAs: employeeUser,
    api: {
      'GET /users/earned-leave-details': ok({ totalWorkingDays: 230, actualWorkingDays: 224, earnedLeave: 112, currentELBalance: 12 }),
      'POST /users/calculate-earned-leave': ok({ earnedLeaveCalculation: { totalWorkingDays: 230, actualWorkingDays: 224, earnedLeave: 112, currentELBalance: 12 } }),
    },
  },
};

export const EarnedLeaveUnavailable: StoryObj<typeof EarnedLeaveCard> = {
  render: () => <EarnedLeaveCard />,
  beforeEach: captureAlerts,
  parameters: { signedInAs: employeeUser, api: { 'GET /users/earned-leave-details': fail(500, 'Database unavailable') } },
};
