import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from './menu-types';

/**
 * Icon, title and badge of one entry; the title hides (but stays readable) when collapsed.
 * A badge shows short text and is read out in words ("3" is heard as "3 unread").
 */
export function MenuEntryContent({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const Icon = entry.icon;
  const badge = entry.badge;
  return (
    <>
      {Icon && <Icon size={20} className="menu-icon flex-shrink-0" aria-hidden="true" />}
      <span className="menu-title text-truncate">{t(entry.title)}</span>
      {badge && (
        <Badge bg={badge.color} pill className="menu-badge ms-auto" data-testid={`menu-badge-${entry.id}`}>
          <span aria-hidden="true">{t(badge.text, { count: badge.count })}</span>
          <span className="visually-hidden">{t(badge.label, { count: badge.count })}</span>
        </Badge>
      )}
    </>
  );
}

/** Read after an external link's title: it leaves the portal for a new tab. */
export function ExternalMark() {
  const { t } = useTranslation();
  return <span className="visually-hidden"> {t('Common.OpensInNewTab')}</span>;
}
