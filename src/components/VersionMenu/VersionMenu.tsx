import { useTranslation } from 'react-i18next';
import { Dropdown } from '../Dropdown/Dropdown';
import * as menu from '../Dropdown/Dropdown.module.css';

export interface VersionMenuProps {
  versions: readonly string[];
  current: string;
}

/** The version switch: rendered only when the site has more than one version. */
export function VersionMenu({ versions, current }: VersionMenuProps) {
  const { t } = useTranslation();
  if (versions.length < 2) return null;
  return (
    <Dropdown label={t('nav.version')} trigger={<span>{current || versions[0]}</span>}>
      <ul className={menu.list}>
        {versions.map((version) => (
          <li key={version}>
            <a
              href={`/${version}/`}
              className={menu.item}
              aria-current={version === (current || versions[0]) ? 'true' : undefined}
            >
              {version}
            </a>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
