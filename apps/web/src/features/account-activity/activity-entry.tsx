import type { AccountActivityItem } from '@myaccount/contract';
import {
  CreditCard,
  FileText,
  Headset,
  KeyRound,
  type LucideIcon,
  LogIn,
  UserRound,
  Wrench,
} from 'lucide-react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Ltr } from '../../components/ui/ltr';
import { formatDateTime } from '../../lib/format-date';
import { activitySentence } from './activity-text';
import { deviceOf } from './device';

/** The picture beside an entry, by what it touched (the words carry the meaning). */
function iconOf(item: AccountActivityItem): LucideIcon {
  if (item.agent) return Headset;
  const [area] = item.action.split('.');
  if (area === 'session') return LogIn;
  if (area === 'password' || area === 'passkey' || area === 'two-step' || area === 'api-token')
    return KeyRound;
  if (area === 'profile' || area === 'account') return UserRound;
  if (area === 'payment' || area === 'payment-profile' || area === 'recurring-billing') return CreditCard;
  if (area === 'enrollment' || area === 'credit-letter') return Wrench;
  return FileText;
}

/**
 * One entry: the sentence, when, and for the customer's own sign-ins and changes the browser and
 * IP address they came from. An agent's entries are marked; the agent's own address is not shown.
 */
export function ActivityEntry({ item }: { item: AccountActivityItem }) {
  const { t, i18n } = useTranslation();
  const Icon = iconOf(item);
  const own = item.agent === null;
  const ip = own && typeof item.details.ip === 'string' ? item.details.ip : null;
  const device = own && 'userAgent' in item.details ? deviceOf(item.details.userAgent) : null;
  const deviceText =
    device &&
    (device.browser && device.system
      ? t('Activity.Device', { browser: device.browser, system: device.system })
      : (device.browser ?? device.system ?? t('Activity.UnknownBrowser')));

  return (
    <li
      id={`activity-${item.id}`}
      tabIndex={-1}
      className="list-group-item d-flex gap-3 py-3"
      data-testid="activity-item"
      data-action={item.action}
    >
      <Icon size={20} aria-hidden="true" className="flex-shrink-0 mt-1 text-body-secondary" />
      <div className="flex-grow-1 min-w-0">
        <p className="mb-1 text-break">{activitySentence(t, item, i18n.language)}</p>
        <p className="mb-0 small text-body-secondary d-flex flex-wrap align-items-center column-gap-3 row-gap-1">
          {!own && (
            <Badge bg="info-subtle" text="info-emphasis">
              {t('Activity.ByAgent')}
            </Badge>
          )}
          <time dateTime={item.at}>
            <Ltr>{formatDateTime(item.at, i18n.language)}</Ltr>
          </time>
          {deviceText && <span>{deviceText}</span>}
          {ip && (
            <span>
              {t('Activity.IpLabel')}: <Ltr>{ip}</Ltr>
            </span>
          )}
        </p>
      </div>
    </li>
  );
}
