interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** Where the visitor wanted to go before being sent to sign in (never back to a sign-in page). */
export function targetAfterSignIn(state: unknown): string {
  const from = (state as FromState | null)?.from;
  const path = from?.pathname;
  if (!path || !path.startsWith('/') || path.startsWith('/login')) return '/';
  return `${path}${from?.search ?? ''}${from?.hash ?? ''}`;
}
