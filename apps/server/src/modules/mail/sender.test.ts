import { describe, expect, it } from 'vitest';
import { senderOf } from './outbox.ts';

describe('senderOf', () => {
  it("quotes the brand's name in front of its address", () => {
    expect(senderOf({ emailName: 'Voltio Power', emailAddress: 'no-responder@voltio.example' })).toBe(
      '"Voltio Power" <no-responder@voltio.example>',
    );
    expect(senderOf({ emailName: '', emailAddress: ' info@brightline.example ' })).toBe(
      'info@brightline.example',
    );
  });

  it('cannot be turned into another header or a second address by the name', () => {
    const sender = senderOf({
      emailName: 'Evil, "Co"\r\nBcc: victim@example.com',
      emailAddress: 'no-reply@brightline.example',
    });
    expect(sender).toBe('"Evil, \\"Co\\"  Bcc: victim@example.com" <no-reply@brightline.example>');
    expect(sender).not.toMatch(/[\r\n]/);
  });

  it('falls back (undefined) when the brand has no usable address', () => {
    expect(senderOf({ emailName: 'Brightline', emailAddress: '' })).toBeUndefined();
    expect(senderOf({ emailName: 'Brightline', emailAddress: 'a@b.example, c@d.example' })).toBeUndefined();
  });
});
