import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../lib/redux';
import { clearSession, getTokens } from '../../lib/session-store';
import { reset } from '../../lib/store-reset';
import { brandLoaded, selectBrand } from '../util';
import { logoutOnServer } from './api/logout';

/** Signs out: revoke on the server (best effort), clear the four entries and the whole state. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const brand = useSelector(selectBrand);

  return useCallback(() => {
    const tokens = getTokens();
    // The request's headers are built synchronously, so clearing storage right after is safe
    // and the UI never waits on a slow or unreachable server.
    if (tokens) void logoutOnServer(tokens.refreshToken);
    clearSession();
    dispatch(reset());
    // The brand is not user data; keep the page branded instead of reloading it.
    if (brand) dispatch(brandLoaded(brand));
    void navigate('/login', { replace: true });
  }, [brand, dispatch, navigate]);
}
