import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { changeLanguageExplicitly } from './language-preference';
import { LANGUAGE_OPTIONS, languageOption } from './languages';

/** English (US flag) / Spanish; the change is immediate (spec §2). Flags are bundled locally. */
export function LanguageSwitcher({ align = 'end' }: { align?: 'start' | 'end' }) {
  const { t, i18n } = useTranslation();
  const current = languageOption(i18n.resolvedLanguage ?? i18n.language);

  return (
    <Dropdown align={align} onSelect={(code) => code && void changeLanguageExplicitly(code)}>
      <Dropdown.Toggle
        variant="link"
        className="language-switcher text-body text-decoration-none px-2"
        id="language-switcher"
        aria-label={t('Language.Change', { language: t(current.labelKey) })}
        data-testid="language-switcher"
      >
        <span className={`fi fi-${current.flag} me-1`} aria-hidden="true" />
        <span className="d-none d-sm-inline">{t(current.labelKey)}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {LANGUAGE_OPTIONS.map((option) => (
          <Dropdown.Item
            key={option.code}
            eventKey={option.code}
            active={option.code === current.code}
            lang={option.code}
            data-testid={`language-${option.code}`}
          >
            <span className={`fi fi-${option.flag} me-2`} aria-hidden="true" />
            {t(option.labelKey)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
