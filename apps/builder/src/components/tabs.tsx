import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';

/** One tab: its button text and its panel. */
export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA pattern): arrow keys move between tabs, only the chosen panel is shown.
 * The chosen tab is kept inside unless `selected` and `onSelect` hand it to the caller.
 */
export function Tabs({
  label,
  tabs,
  className,
  id,
  selected: shownTab,
  onSelect,
}: {
  label: string;
  tabs: readonly TabItem[];
  className?: string;
  id?: string;
  selected?: string;
  onSelect?: (id: string) => void;
}) {
  const baseId = useId();
  const [ownTab, setOwnTab] = useState(tabs[0]?.id ?? '');
  const selected = shownTab ?? ownTab;
  const setSelected = (id: string) => {
    setOwnTab(id);
    onSelect?.(id);
  };
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (by === 0) return;
    const next = (index + by + tabs.length) % tabs.length;
    setSelected(tabs[next]?.id ?? selected);
    buttons.current[next]?.focus();
  };
  const active = tabs[index];
  return (
    <div className={className} id={id}>
      <div role="tablist" aria-label={label} className="tablist">
        {tabs.map((tab, at) => (
          <button
            key={tab.id}
            ref={(node) => {
              buttons.current[at] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={at === index}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={at === index ? 0 : -1}
            onClick={() => setSelected(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {active === undefined ? null : (
        <div
          role="tabpanel"
          id={`${baseId}-${active.id}-panel`}
          aria-labelledby={`${baseId}-${active.id}-tab`}
          className="tabpanel"
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
