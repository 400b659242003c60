import { CircleHelp } from 'lucide-react';
import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand';
import { helpLinks } from './help-links';

/** Help links of the brand, opened in a new tab; hidden when the brand configures none. */
export function HelpMenu() {
  const { t } = useTranslation();
  const links = helpLinks(useBrand());
  if (links.length === 0) return null;

  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="navbar-icon-btn no-caret"
        id="help-menu"
        aria-label={t('Help.Menu')}
        data-testid="help-menu"
      >
        <CircleHelp size={20} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {links.map((link) => (
          <Dropdown.Item
            key={link.key}
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`help-${link.key}`}
          >
            {t(link.labelKey)}
            <span className="visually-hidden"> {t('Common.OpensInNewTab')}</span>
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
