/**
 * Just enough MIME to read a message nodemailer sent: the decoded text/plain body (quoted-
 * printable or base64, possibly inside multipart/alternative) and the Subject header.
 */
type Part = { headers: string; body: string };

function split(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: raw, body: '' };
  return { headers: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

/** A header's value with folded continuation lines joined. */
function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

function decodeBody(part: Part): string {
  const encoding = header(part.headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => `%${hex}`)
      // Keep literal percent signs from being read as escapes.
      .replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
    return decodeURIComponent(bytes);
  }
  return part.body;
}

function textOf(part: Part): string | null {
  const type = header(part.headers, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = part.body.split(`--${boundary}`).slice(1, -1);
    for (const piece of pieces) {
      const text = textOf(split(piece.replace(/^\r?\n/, '')));
      if (text !== null) return text;
    }
    return null;
  }
  return type === '' || /^text\/plain/i.test(type) ? decodeBody(part) : null;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header, decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, '%$1')),
    );
}

export function readMessage(raw: string): { subject: string; text: string } {
  const message = split(raw);
  return { subject: decodeWords(header(message.headers, 'Subject')), text: textOf(message) ?? '' };
}
