import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { switchLang } from '../../core/links';
import { useLocaleSettings } from '../../hooks/useLocaleSettings';
import { Dropdown } from '../Dropdown/Dropdown';
import * as menu from '../Dropdown/Dropdown.module.css';
import { Icon } from '../Icon/Icon';
import * as styles from './LanguageMenu.module.css';

/** Links to the same page in every locale; shown only when there is more than one. */
export function LanguageMenu({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const { locale, langs, defaultLang, locales } = useLocaleSettings();
  if (locales.length < 2) return null;
  const current = locales.find((l) => l.lang === locale);
  return (
    <Dropdown
      label={t('nav.languageSwitch')}
      trigger={
        <>
          <Icon
            d="m12.9 15.1-2.6-2.5c1.5-1.7 2.6-3.6 3.2-5.6H16V5h-7V3H7v2H0v2h11.2A15.4 15.4 0 0 1 8 12.4 15.5 15.5 0 0 1 5.7 9h-2a17 17 0 0 0 3 4.6L1.6 18.6 3 20l5-5 3.1 3.1zM18.5 10h-2L12 22h2l1.1-3h4.8l1.1 3h2zm-2.6 7 1.6-4.3 1.6 4.3z"
            size={18}
          />
          <span className={styles.current}>{current?.label}</span>
        </>
      }
    >
      <ul className={menu.list}>
        {locales.map((entry) => (
          <li key={entry.lang}>
            <Link
              to={switchLang(pathname, entry.lang, langs, defaultLang)}
              hrefLang={entry.htmlLang}
              lang={entry.htmlLang}
              className={menu.item}
              aria-current={entry.lang === locale ? 'true' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
