import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** One tab: its button text and its panel. */
export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * Tabs on Ariakit's (the WAI-ARIA pattern): one Tab stop, arrow keys move and choose, wrapping at
 * the ends, and only the chosen panel is mounted. The chosen tab is kept inside unless `selected`
 * and `onSelect` hand it to the caller.
 */
export function Tabs({
  label,
  tabs,
  className,
  id,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly TabItem[];
  className?: string;
  id?: string;
  selected?: string;
  onSelect?: (id: string) => void;
}) {
  // Ariakit's ids are the DOM ids: prefixed, so that two tab lists may both have a "code" tab.
  const baseId = useId();
  const toDomId = (tabId: string) => `${baseId}-${tabId}`;
  return (
    <div className={className} id={id}>
      <TabProvider
        defaultSelectedId={toDomId(tabs[0]?.id ?? '')}
        {...(selected === undefined ? {} : { selectedId: toDomId(selected) })}
        setSelectedId={(domId) => {
          const chosen = tabs.find((tab) => toDomId(tab.id) === domId);
          if (chosen !== undefined) onSelect?.(chosen.id);
        }}
        focusLoop
      >
        <TabList aria-label={label} className="tablist">
          {tabs.map((tab) => (
            <Tab key={tab.id} id={toDomId(tab.id)}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          // Not a Tab stop of its own: each panel starts with controls, as the hand-written one did.
          <TabPanel
            key={tab.id}
            tabId={toDomId(tab.id)}
            className="tabpanel"
            focusable={false}
            unmountOnHide
          >
            {tab.content}
          </TabPanel>
        ))}
      </TabProvider>
    </div>
  );
}
