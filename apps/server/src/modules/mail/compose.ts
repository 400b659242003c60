export type Language = 'en' | 'es';

/** The customer's language for mail: Spanish when they chose it, else English. */
export const mailLanguage = (value: string | null | undefined): Language => (value === 'es' ? 'es' : 'en');

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
