import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullPageSpinner, Spinner } from './Spinner';

const meta = { title: 'UI/Spinner', component: Spinner, parameters: { bare: true } } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = { args: { label: 'Loading applications...' } };
export const LoadingApplication: Story = { render: () => <FullPageSpinner />, parameters: { layout: 'fullscreen' } };
