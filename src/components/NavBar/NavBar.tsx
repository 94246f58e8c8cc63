import { Link } from 'gatsby';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addLang, removeLang } from '../../core/links';
import { useLocaleSettings } from '../../hooks/useLocaleSettings';
import { useSiteData } from '../../hooks/useSiteData';
import { AppearanceToggle } from '../AppearanceToggle/AppearanceToggle';
import { Icon } from '../Icon/Icon';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu';
import { NavScreen } from '../NavScreen/NavScreen';
import { SiblingsMenu } from '../SiblingsMenu/SiblingsMenu';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import { VersionMenu } from '../VersionMenu/VersionMenu';
import { useNavbarHidden } from './useNavbarHidden';
import * as styles from './NavBar.module.css';

const MENU_ICON = 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z';
const CLOSE_ICON = 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z';

export interface NavBarProps {
  pathname: string;
  /** Slot for the search button, filled by the search feature. */
  search?: ReactNode;
}

/** The phone layout's button that opens and closes the navigation screen. */
function MenuButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.hamburger}
      aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
      aria-expanded={open}
      aria-controls="nav-screen"
      onClick={onToggle}
    >
      <Icon d={open ? CLOSE_ICON : MENU_ICON} size={22} />
    </button>
  );
}

export function NavBar({ pathname, search }: NavBarProps) {
  const { t } = useTranslation();
  const data = useSiteData();
  const { locale, langs, defaultLang } = useLocaleSettings();
  const theme = data.siteConfig?.themeConfig;
  const hidden = useNavbarHidden(theme?.hideNavbar ?? 'never');
  const [screenOpen, setScreenOpen] = useState(false);
  const closeScreen = useCallback(() => setScreenOpen(false), []);
  const items = data.allNavItem.nodes.filter((item) => item.locale === locale);
  const plainPath = removeLang(pathname, langs, defaultLang);
  const isActive = (activeMatch: string) => {
    try {
      return new RegExp(activeMatch).test(plainPath);
    } catch {
      return false;
    }
  };

  const links = (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.link}>
          <Link to={item.link} className={styles.item} aria-current={isActive(item.activeMatch) ? 'page' : undefined}>
            {item.text}
            {item.tag ? <span className={styles.tag}>{item.tag}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <header className={`${styles.navbar}${hidden ? ` ${styles.hidden}` : ''}`}>
      <div className={styles.inner}>
        <Link to={addLang('/', locale, defaultLang)} className={styles.brand} aria-label={t('nav.home')}>
          <img className={styles.logoLight} src={theme?.logo.light} alt="" width={32} height={32} />
          <img className={styles.logoDark} src={theme?.logo.dark} alt="" width={32} height={32} />
          <span className={styles.logoText}>{theme?.logoText}</span>
        </Link>
        <div className={styles.search}>{search}</div>
        <nav className={styles.main} aria-label={t('nav.main')}>
          {links}
        </nav>
        <div className={styles.tools}>
          <div className={styles.wideOnly}>
            <LanguageMenu pathname={pathname} />
            <VersionMenu versions={data.siteConfig?.versions ?? []} current="" />
          </div>
          <AppearanceToggle darkMode={theme?.darkMode ?? true} />
          <div className={styles.wideOnly}>
            <SiblingsMenu />
            <SocialLinks links={data.allSocialLink.nodes} />
          </div>
          <MenuButton open={screenOpen} onToggle={() => setScreenOpen((open) => !open)} />
        </div>
      </div>
      <NavScreen open={screenOpen} onClose={closeScreen}>
        <nav aria-label={t('nav.main')}>{links}</nav>
        <div className={styles.screenTools}>
          <LanguageMenu pathname={pathname} />
          <SocialLinks links={data.allSocialLink.nodes} />
        </div>
      </NavScreen>
    </header>
  );
}
