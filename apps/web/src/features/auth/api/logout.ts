import { apiClient } from '../../../lib/api-client';

/** Revokes the refresh token on the server. Best effort: signing out locally never waits on it. */
export async function logoutOnServer(refreshToken: string): Promise<void> {
  try {
    await apiClient.post<void>('/v2/auth/logout', { RefreshToken: refreshToken }, { skipRefresh: true });
  } catch {
    // Offline or already revoked: the local session is cleared either way.
  }
}
