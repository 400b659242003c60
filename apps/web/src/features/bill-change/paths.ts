/** The page explaining a statement's change (route /billing/change/:token). */
export const billChangePath = (token: string) => `/billing/change/${encodeURIComponent(token)}`;
