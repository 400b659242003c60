import { useSelector } from 'react-redux';
import { useCurrentUser, useSessionRefresh } from '../auth';
import { selectCustomizer } from '../customizer';
import { useLoadEnrollments } from '../enrollments';
import { HorizontalLayout } from './horizontal-layout';
import { MENU_BREAKPOINT, useMinWidth } from './use-media';
import { VerticalLayout } from './vertical-layout';

/**
 * Signed-in frame. Spec §2: the chosen layout applies from 1200 px; narrower windows always
 * get the vertical layout with an off-canvas side menu.
 */
export function MainLayout() {
  useSessionRefresh();
  useLoadEnrollments(useCurrentUser()?.id_customer);
  const { layout } = useSelector(selectCustomizer);
  const desktop = useMinWidth(MENU_BREAKPOINT);
  if (desktop && layout === 'horizontal') return <HorizontalLayout />;
  return <VerticalLayout desktop={desktop} />;
}
