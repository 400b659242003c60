/** "Link another account" lives on the profile page; its modal arrives with the profile feature. */
export const LINK_ACCOUNT_PATH = '/profile#link-account';
