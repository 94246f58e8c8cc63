import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { useSiteData } from '../../hooks/useSiteData';
import { Dropdown } from '../Dropdown/Dropdown';
import { Icon } from '../Icon/Icon';
import * as styles from './SiblingsMenu.module.css';

/** Projects of the same family; English pages get the English description and site. */
export function SiblingsMenu() {
  const { t } = useTranslation();
  const english = useLocale() === 'en';
  const projects = useSiteData().allSiblingProject.nodes;
  if (projects.length === 0) return null;
  return (
    <Dropdown
      label={t('nav.siblings')}
      trigger={<Icon d="M4 4h6v6H4zm10 0h6v6h-6zM4 14h6v6H4zm10 0h6v6h-6z" size={18} />}
    >
      <ul className={styles.grid}>
        {projects.map((project) => (
          <li key={project.name}>
            <a
              className={styles.project}
              href={english ? project.urlEn : project.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <img
                className={styles.logo}
                src={project.logo}
                alt=""
                width={32}
                height={32}
                style={{ transform: `scale(${project.logoScale})` }}
              />
              <span>
                <span className={styles.name}>{project.name}</span>
                <span className={styles.desc}>{english ? project.descEn : project.desc}</span>
              </span>
              <span className="visually-hidden">{t('nav.opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
