import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { OverviewGroup } from '../../core/overview';
import * as styles from './Overview.module.css';

/** Every page of the section grouped as in the sidebar, each with its level-2 headings. */
export function Overview({ groups }: { groups: readonly OverviewGroup[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.overview}>
      {groups.map((group) => (
        <section key={group.text ?? 'others'} className={styles.group}>
          <h2 className={styles.groupTitle}>{group.text ?? t('overview.others')}</h2>
          <div className={styles.grid}>
            {group.items.map((item) => (
              <div key={item.link} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <Link to={item.link}>{item.text}</Link>
                </h3>
                {item.headings.length > 0 ? (
                  <ul className={styles.headings}>
                    {item.headings.map((heading) => (
                      <li key={heading.id}>
                        <Link to={`${item.link}#${heading.id}`}>{heading.text}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
