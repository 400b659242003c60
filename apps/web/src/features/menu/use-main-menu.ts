import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useStatementSummary } from '../billing';
import { useBrand } from '../brand';
import { useSelectedEnrollment } from '../enrollments';
import { allowedActions } from '../home';
import { useUnreadNotifications } from '../notifications';
import { selectConfigurationParameters } from '../util';
import { mainMenu } from './menu-config';
import type { MenuEntry } from './menu-types';

/**
 * The signed-in menu for the current customer, enrollment and brand (before role filtering).
 * The same menu object while the few facts it is made of stay the same: the frame and its
 * layouts re-render as each of Home's reads answers, and a new menu each time re-rendered every
 * entry of the side menu and the top bar too (issue 18: two whole-frame renders of ~210
 * components each on a returning customer's Home).
 */
export function useMainMenu(): MenuEntry[] {
  const brand = useBrand();
  const unread = useUnreadNotifications();
  const config = useSelector(selectConfigurationParameters);
  const { enrollment } = useSelectedEnrollment();
  const summary = useStatementSummary(enrollment?.id_enrollment ?? null);
  const actions = enrollment ? allowedActions(enrollment, config) : [];
  const helpUrl = (brand?.url_faqs.trim() || brand?.url_contact_us.trim()) ?? '';
  const unreadNotifications = unread.length;
  const pastDue = (summary.data?.overdueBalanceAmt ?? 0) > 0;
  const canCancel = actions.includes('cancel');
  const canTransfer = actions.includes('transfer');
  return useMemo(
    () => mainMenu({ helpUrl, unreadNotifications, pastDue, canCancel, canTransfer }),
    [helpUrl, unreadNotifications, pastDue, canCancel, canTransfer],
  );
}
