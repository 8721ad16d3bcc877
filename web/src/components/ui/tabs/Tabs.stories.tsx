import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs } from './Tabs';

function HistoryTabs() {
  const [tab, setTab] = useState<'my' | 'department'>('my');
  return (
    <Tabs
      label="Leave history"
      tabs={[
        { key: 'my', label: 'My History' },
        { key: 'department', label: 'Department History' },
      ]}
      selected={tab}
      onSelect={setTab}
    >
      <p>{tab === 'my' ? 'Your own applications.' : 'Applications of your department.'}</p>
    </Tabs>
  );
}

const meta = { title: 'UI/Tabs', component: HistoryTabs, parameters: { bare: true } } satisfies Meta<typeof HistoryTabs>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
