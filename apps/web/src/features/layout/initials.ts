/** First character, counting astral symbols (emoji, rare letters) as one. */
const firstChar = (word: string) => Array.from(word)[0] ?? '';

function fromWords(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return Array.from(words[0]!).slice(0, 2).join('');
  return firstChar(words[0]!) + firstChar(words[words.length - 1]!);
}

/**
 * Avatar initials (spec §2): 2 upper-case characters from first and last name, or from the
 * user name when there is no first name; with one word, its first two letters.
 */
export function initials(
  firstName?: string | null,
  lastName?: string | null,
  userName?: string | null,
): string {
  const source = firstName?.trim() ? `${firstName} ${lastName ?? ''}` : (userName ?? '');
  return fromWords(source).toLocaleUpperCase();
}
