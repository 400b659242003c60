/** The page that verifies a statement line by line (route /billing/verify/:token). */
export const billVerifyPath = (token: string) => `/billing/verify/${encodeURIComponent(token)}`;
