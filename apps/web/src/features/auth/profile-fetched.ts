/**
 * The profile is fetched once per page load: right after sign-in, or (on reload) once after
 * the stored copy was shown. Module state on purpose: it must survive re-mounts.
 */
let profileFetchedThisLoad = false;

export function markProfileFetched(): void {
  profileFetchedThisLoad = true;
}

export function isProfileFetched(): boolean {
  return profileFetchedThisLoad;
}
