import type { Meta, StoryObj } from '@storybook/react-vite';
import { balanceLedger, employeeUser } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { BalanceHistory } from './BalanceHistory';

const meta = {
  title: 'Balances/BalanceHistory',
  component: BalanceHistory,
  args: { userId: employeeUser._id, own: true },
  parameters: { signedInAs: employeeUser, api: { 'GET /users/:id/balance-ledger': ok({ entries: balanceLedger }) } },
} satisfies Meta<typeof BalanceHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { parameters: { api: { 'GET /users/:id/balance-ledger': ok({ entries: [] }) } } };
export const Unavailable: Story = { parameters: { api: { 'GET /users/:id/balance-ledger': fail(500, 'Database unavailable') } } };
