import { useSelector } from 'react-redux';
import { useStatementSummary } from '../billing';
import { useBrand } from '../brand';
import { useSelectedEnrollment } from '../enrollments';
import { allowedActions } from '../home';
import { useUnreadNotifications } from '../notifications';
import { selectConfigurationParameters } from '../util';
import { mainMenu } from './menu-config';
import type { MenuEntry } from './menu-types';

/** The signed-in menu for the current customer, enrollment and brand (before role filtering). */
export function useMainMenu(): MenuEntry[] {
  const brand = useBrand();
  const unread = useUnreadNotifications();
  const config = useSelector(selectConfigurationParameters);
  const { enrollment } = useSelectedEnrollment();
  const summary = useStatementSummary(enrollment?.id_enrollment ?? null);
  const actions = enrollment ? allowedActions(enrollment, config) : [];
  return mainMenu({
    helpUrl: (brand?.url_faqs.trim() || brand?.url_contact_us.trim()) ?? '',
    unreadNotifications: unread.length,
    pastDue: (summary.data?.overdueBalanceAmt ?? 0) > 0,
    canCancel: actions.includes('cancel'),
    canTransfer: actions.includes('transfer'),
  });
}
