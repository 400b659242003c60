import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type BrandColours, brandColours } from '../../pdf/brand-mark.ts';
import type { MailAttachment } from './outbox.ts';

/** What a mail needs of its brand: its name, sender and look. */
export interface MailBrand {
  /** Names the brand's logo and colours (`brightline`, `voltio`). */
  systemName: string;
  brandingName: string;
  emailName: string;
  emailAddress: string;
}

/**
 * The brands' logos as PNG (mail clients show no SVG and block data: URIs), rendered from the
 * web app's `brands/<brand>/logo.svg` by scripts/render-mail-logos.mjs. The server's build
 * copies the folder beside the bundle, where this same relative URL finds it.
 */
const LOGOS = fileURLToPath(new URL('./mail-logos/', import.meta.url));
const logos = new Map<string, Buffer | null>();

function logoOf(systemName: string): Buffer | null {
  if (!/^[a-z0-9-]+$/i.test(systemName)) return null;
  if (!logos.has(systemName)) {
    let png: Buffer | null = null;
    try {
      png = readFileSync(`${LOGOS}${systemName}.png`);
    } catch {
      // A brand without a mail logo shows its name in its colour instead.
    }
    logos.set(systemName, png);
  }
  return logos.get(systemName)!;
}

export interface BrandLook {
  colours: BrandColours;
  /** The logo, sent inline with the mail (HTML `cid:` reference), or null. */
  logo: { attachment: MailAttachment; src: string; width: number; height: number } | null;
}

/** The logo is drawn 48 px high, at the width its PNG (twice the size) gives. */
export function brandLook(brand: MailBrand): BrandLook {
  const png = logoOf(brand.systemName);
  const contentId = `logo.${brand.systemName}@myaccount`;
  return {
    colours: brandColours(brand.systemName),
    logo: png
      ? {
          attachment: {
            fileName: `${brand.systemName}-logo.png`,
            contentType: 'image/png',
            contentBase64: png.toString('base64'),
            contentId,
          },
          src: `cid:${contentId}`,
          // PNG header: width and height, big-endian, at bytes 16 and 20.
          width: Math.round(png.readUInt32BE(16) / 2),
          height: Math.round(png.readUInt32BE(20) / 2),
        }
      : null,
  };
}
