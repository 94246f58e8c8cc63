import { Children, isValidElement, useId, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncedTab } from './useSyncedTab';
import * as styles from './Tabs.module.css';

export interface TabProps {
  label: string;
  children?: ReactNode;
}

/** One panel of <Tabs>; rendered by its parent. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

export interface TabsProps {
  /** Tabs sharing a groupId switch together and remember the choice. */
  groupId?: string;
  children?: ReactNode;
}

/** Alternatives shown one at a time: `<Tabs><Tab label="npm">…</Tab></Tabs>`. */
export function Tabs({ groupId, children }: TabsProps) {
  const { t } = useTranslation();
  const id = useId();
  const tabs = Children.toArray(children).filter(
    (child): child is ReactElement<TabProps> =>
      isValidElement<TabProps>(child) && typeof child.props.label === 'string',
  );
  const labels = tabs.map((tab) => tab.props.label);
  const [selected, select] = useSyncedTab(groupId, labels);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | null = null;
    if (event.key in moves) next = (selected + (moves[event.key] ?? 0) + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div className={styles.list} role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.props.label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
          >
            {tab.props.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.props.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          className={styles.panel}
        >
          {tab}
        </div>
      ))}
    </div>
  );
}
