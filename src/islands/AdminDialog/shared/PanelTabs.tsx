import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { panelWords } from '../../../i18n/pl/panel.ts';
import { nextTab } from './next-tab.ts';

interface Props<T extends string> {
  tabs: readonly T[];
  selected: T;
  labels: Record<T, string>;
  onSelect: (tab: T) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * The panel's sections as ARIA tabs: one tab stop, the arrow keys (and Home, End) move between the tabs and select
 * them at once; the panel below is in the tab order, as the ARIA tabs pattern advises.
 */
export function PanelTabs<T extends string>({ tabs, selected, labels, onSelect, children }: Props<T>) {
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTab(tabs, selected, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <>
      <div className="tabs" role="tablist" aria-label={panelWords.panel.sections}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) tabRefs.current.set(name, element);
            }}
            type="button"
            role="tab"
            id={`admin-tab-${name}`}
            aria-selected={selected === name}
            aria-controls={`admin-tabpanel-${name}`}
            tabIndex={selected === name ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(name)}
            onKeyDown={onTabKey}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`admin-tabpanel-${selected}`}
        aria-labelledby={`admin-tab-${selected}`}
        className="tabs__panel"
        tabIndex={0}
      >
        {children}
      </div>
    </>
  );
}
