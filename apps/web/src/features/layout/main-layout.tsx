import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { SessionQueryProvider } from '../../lib/query';
import { useCurrentUser, useSessionRefresh } from '../auth';
import { selectCustomizer } from '../customizer';
import { useRole } from '../enrollments';
import { useMainMenu } from '../menu';
import { HorizontalLayout } from './horizontal-layout';
import { PageHost } from './page-host';
import { RouteAnnouncer } from './route-announcer';
import { useForbiddenPath } from './use-forbidden-path';
import { MENU_BREAKPOINT, useMinWidth } from './use-media';
import { VerticalLayout } from './vertical-layout';

/**
 * Signed-in frame. Spec §2: the chosen layout applies from 1200 px; narrower windows always
 * get the vertical layout with an off-canvas side menu. The route's screen is rendered once,
 * outside either layout (PageHost), so switching layouts keeps what the screen holds.
 * `forbidden` (spec §6: the role may not see this path's menu entry) shows the unauthorized
 * page instead of the screen.
 */
export function MainLayout() {
  const user = useCurrentUser();
  // Server data is cached per session: another customer, or an agent acting for another,
  // starts with an empty cache (lib/query).
  const session = user ? `${user.id_customer}:${user.cc_un ?? ''}` : 'none';
  return (
    <SessionQueryProvider session={session}>
      <Frame />
    </SessionQueryProvider>
  );
}

function Frame() {
  useSessionRefresh();
  const { layout } = useSelector(selectCustomizer);
  const desktop = useMinWidth(MENU_BREAKPOINT);
  const forbidden = useForbiddenPath(useMainMenu(), useLocation().pathname, useRole());
  // The frame re-renders whenever a read its hooks follow changes state (the statement summary,
  // unread notifications, the session's refresh), several times on Home's first load. The same
  // layout element, and a memoized PageHost, stop that here instead of re-rendering the top
  // bar, the menu and the screen each time (issue 18); each part still follows its own reads.
  const frame = useMemo(
    () => (desktop && layout === 'horizontal' ? <HorizontalLayout /> : <VerticalLayout desktop={desktop} />),
    [desktop, layout],
  );
  return (
    <>
      <RouteAnnouncer />
      <PageHost forbidden={forbidden}>{frame}</PageHost>
    </>
  );
}
