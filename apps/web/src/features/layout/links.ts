/** "Link another account" lives on the profile page; its modal arrives with the profile feature. */
export const LINK_ACCOUNT_PATH = '/profile#link-account';

/** The account's sign-ins and changes (issue 14), from the user menu. */
export const ACCOUNT_ACTIVITY_PATH = '/account-activity';
