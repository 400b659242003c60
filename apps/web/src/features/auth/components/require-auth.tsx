import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router';
import { selectUser } from '../auth-slice';
import { targetAfterSignIn } from '../redirect-target';

/** Signed-out visitors go to /login, remembering where they wanted to go. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSelector(selectUser);
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}

/** The sign-in pages are pointless once signed in: go where the visitor was heading. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useSelector(selectUser);
  const location = useLocation();
  if (user) return <Navigate to={targetAfterSignIn(location.state)} replace />;
  return children;
}
