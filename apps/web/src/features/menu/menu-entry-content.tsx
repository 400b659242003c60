import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from './menu-types';

/** Icon, title and badge of one entry; the title hides (but stays readable) when collapsed. */
export function MenuEntryContent({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const Icon = entry.icon;
  return (
    <>
      {Icon && <Icon size={20} className="menu-icon flex-shrink-0" aria-hidden="true" />}
      <span className="menu-title text-truncate">{t(entry.title)}</span>
      {entry.badgeText && (
        <Badge bg={entry.badge ?? 'primary'} pill className="menu-badge ms-auto">
          {entry.badgeText}
        </Badge>
      )}
    </>
  );
}
