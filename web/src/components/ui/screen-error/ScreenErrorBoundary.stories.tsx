import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenErrorBoundary, type ScreenErrorBoundaryProps } from './ScreenErrorBoundary';

/** A screen whose code throws as it renders, as one whose chunk could not load does. */
function BrokenScreen(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

const meta = { title: 'UI/ScreenErrorBoundary', component: ScreenErrorBoundary, parameters: { bare: true } } satisfies Meta<ScreenErrorBoundaryProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In a portal's frame, in place of the screen. */
export const InPlaceOfAScreen: Story = { args: { children: <BrokenScreen />, reload: () => {} } };
/** Around the whole app: the message alone, centred. */
export const WholePage: Story = { args: { children: <BrokenScreen />, whole: true, reload: () => {} } };
