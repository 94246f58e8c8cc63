import { Link } from 'gatsby';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeGroupIndex, type RouteSidebarGroup, type RouteSidebarItem } from '../../core/sidebar';
import { Icon } from '../Icon/Icon';
import * as styles from './Sidebar.module.css';

function SidebarLink({ item, current }: { item: RouteSidebarItem; current: string }) {
  if (item.dividerType)
    return <li className={`${styles.divider} ${styles[item.dividerType] ?? ''}`} role="separator" />;
  if (item.sectionHeaderText) return <li className={styles.sectionHeader}>{item.sectionHeaderText}</li>;
  if (!item.link) return null;
  const active = item.link === current;
  return (
    <li>
      <Link to={item.link} className={styles.link} aria-current={active ? 'page' : undefined}>
        {item.text}
        {item.tag ? <span className={styles.tag}>{item.tag}</span> : null}
      </Link>
    </li>
  );
}

function SidebarGroup({
  group,
  current,
  holdsCurrent,
}: {
  group: RouteSidebarGroup;
  current: string;
  holdsCurrent: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [collapsed, setCollapsed] = useState(group.collapsed && !holdsCurrent);
  const items = (
    <ul className={styles.items} id={id} hidden={group.collapsible && collapsed}>
      {group.items.map((item, index) => (
        <SidebarLink key={item.link ?? index} item={item} current={current} />
      ))}
    </ul>
  );
  if (group.text === null) return <li className={styles.loose}>{items}</li>;
  return (
    <li className={styles.group}>
      {group.collapsible ? (
        <button
          type="button"
          className={styles.groupTitle}
          aria-expanded={!collapsed}
          aria-controls={id}
          aria-label={t('sidebar.toggleGroup', { group: group.text })}
          onClick={() => setCollapsed((value) => !value)}
        >
          <span>{group.text}</span>
          {group.tag ? <span className={styles.tag}>{group.tag}</span> : null}
          <Icon className={styles.chevron} d="m8.6 16.6 4.6-4.6-4.6-4.6L10 6l6 6-6 6z" size={16} />
        </button>
      ) : (
        <p className={styles.groupTitle}>{group.text}</p>
      )}
      {items}
    </li>
  );
}

export interface SidebarProps {
  groups: readonly RouteSidebarGroup[];
  current: string;
}

/** The section's pages in reading order; the current one is marked and scrolled into view. */
export function Sidebar({ groups, current }: SidebarProps) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const active = activeGroupIndex(groups, current);

  useEffect(() => {
    const link = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const box = nav.current;
    if (!link || !box) return;
    const top = link.offsetTop - box.clientHeight / 3;
    if (link.offsetTop < box.scrollTop || link.offsetTop > box.scrollTop + box.clientHeight - 40) box.scrollTop = top;
  }, [current]);

  return (
    <nav ref={nav} className={styles.sidebar} aria-label={t('sidebar.label')}>
      <ul className={styles.groups}>
        {groups.map((group, index) => (
          <SidebarGroup
            key={`${group.text ?? ''}-${index}`}
            group={group}
            current={current}
            holdsCurrent={index === active}
          />
        ))}
      </ul>
    </nav>
  );
}
