import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS_SHOWN } from '../../core/constants';
import { Dropdown } from '../Dropdown/Dropdown';
import * as menu from '../Dropdown/Dropdown.module.css';
import { SocialIcon, socialName } from './icons';
import * as styles from './SocialLinks.module.css';

export interface SocialLinkData {
  icon: string;
  mode: string;
  content: string;
}

function SocialEntry({ link, withName }: { link: SocialLinkData; withName: boolean }) {
  const { t } = useTranslation();
  const name = socialName(link.icon);
  if (link.mode === 'text') {
    return (
      <span className={styles.text}>
        <SocialIcon icon={link.icon} /> {name}: {link.content}
      </span>
    );
  }
  if (link.mode === 'img') {
    return (
      <span className={styles.text}>
        <SocialIcon icon={link.icon} />
        <img src={link.content} alt={name} width={120} height={120} loading="lazy" />
      </span>
    );
  }
  return (
    <a
      className={withName ? menu.item : styles.icon}
      href={link.content}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={withName ? undefined : `${name} ${t('nav.opensInNewTab')}`}
    >
      <SocialIcon icon={link.icon} />
      {withName ? <span className={styles.name}>{name}</span> : null}
    </a>
  );
}

/** The first links as icons; the rest in a menu that opens on hover or click. */
export function SocialLinks({ links }: { links: readonly SocialLinkData[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  const shown = links.slice(0, SOCIAL_LINKS_SHOWN);
  const more = links.slice(SOCIAL_LINKS_SHOWN);
  return (
    <ul className={styles.links} aria-label={t('nav.social')}>
      {shown.map((link) => (
        <li key={`${link.icon}-${link.content}`}>
          <SocialEntry link={link} withName={false} />
        </li>
      ))}
      {more.length > 0 ? (
        <li>
          <Dropdown label={t('nav.moreSocial')} trigger={<span aria-hidden="true">⋯</span>}>
            <ul className={menu.list}>
              {more.map((link) => (
                <li key={`${link.icon}-${link.content}`}>
                  <SocialEntry link={link} withName />
                </li>
              ))}
            </ul>
          </Dropdown>
        </li>
      ) : null}
    </ul>
  );
}
