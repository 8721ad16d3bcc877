import type { Meta, StoryObj } from '@storybook/react-vite';
import { UI_MESSAGES } from '@leave/domain';
import { Banner } from './Banner';

const meta = { title: 'UI/Banner', component: Banner, parameters: { bare: true } } satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Failure: Story = { args: { tone: 'error', title: 'Login failed', children: <p>{UI_MESSAGES.invalidCredentials}</p>, onDismiss: () => {} } };
export const Success: Story = { args: { tone: 'success', title: UI_MESSAGES.leaveSubmittedBanner } };
export const Info: Story = { args: { tone: 'info', children: <p>The import continues on the server.</p> } };
