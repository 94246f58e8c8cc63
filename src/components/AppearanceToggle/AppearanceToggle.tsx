import { useTranslation } from 'react-i18next';
import { useAppearance } from '../../hooks/useAppearance';
import { Icon } from '../Icon/Icon';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './AppearanceToggle.module.css';

const SUN_ICON =
  'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10M11 1h2v3h-2zm0 19h2v3h-2zM3.5 4.9l1.4-1.4L7 5.6 5.6 7zM17 18.4l1.4-1.4 2.1 2.1-1.4 1.4zM1 11h3v2H1zm19 0h3v2h-3zM3.5 19.1 5.6 17 7 18.4l-2.1 2.1zM17 5.6l2.1-2.1 1.4 1.4L18.4 7z';
const MOON_ICON = 'M12.3 2a9 9 0 1 0 9.7 11.6A7.5 7.5 0 0 1 12.3 2';

/** Flips between dark and light; hidden when the site has no dark mode. */
export function AppearanceToggle({ darkMode }: { darkMode: boolean }) {
  const { t } = useTranslation();
  const [appearance, toggle] = useAppearance(darkMode);
  if (!darkMode) return null;
  const isDark = appearance === 'dark';
  const label =
    appearance === null ? t('appearance.toggle') : isDark ? t('appearance.toLight') : t('appearance.toDark');
  return (
    <Tooltip content={label}>
      <button
        type="button"
        className={styles.toggle}
        onClick={toggle}
        aria-label={label}
        aria-pressed={appearance === null ? undefined : isDark}
      >
        <Icon className={styles.sun} d={SUN_ICON} size={20} />
        <Icon className={styles.moon} d={MOON_ICON} size={20} />
      </button>
    </Tooltip>
  );
}
