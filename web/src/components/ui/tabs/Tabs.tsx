// Accessible tabs (WAI-ARIA tabs pattern): arrow keys move between tabs, the panel is labelled by its tab.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<Key extends string> {
  key: Key;
  label: ReactNode;
}

export interface TabsProps<Key extends string> {
  label: string;
  tabs: TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  children: ReactNode;
}

export function Tabs<Key extends string>({ label, tabs, selected, onSelect, children }: TabsProps<Key>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = { ArrowRight: (index + 1) % tabs.length, ArrowLeft: (index - 1 + tabs.length) % tabs.length, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(`${baseId}-tab-${tab.key}`)}`)?.focus();
  };

  return (
    <div className="tabs">
      <div ref={listRef} className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            id={`${baseId}-tab-${tab.key}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab.key === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${selected}`} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
