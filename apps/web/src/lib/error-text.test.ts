import { accountErrorCodes, errorCodes } from '@myaccount/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../public/locales/en/translation.json';
import es from '../../public/locales/es/translation.json';
import { ApiRequestError, NETWORK_ERROR_STATUS } from './api-error';
import { errorKey, errorText, fieldErrorText } from './error-text';

const refused = (code: string, message = 'English text from the server', status = 422) =>
  new ApiRequestError(status, message, [{ code, message }]);

async function translator(language: 'en' | 'es') {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    keySeparator: false,
    nsSeparator: false,
    showSupportNotice: false,
    resources: { en: { translation: en }, es: { translation: es } },
  });
  return instance.t;
}

describe('errorText', () => {
  it('translates a precise reason and never shows the server’s English', async () => {
    const t = await translator('es');
    const text = errorText(t, refused('service_not_active', 'Only an active service can be changed.'), 'x');
    expect(text).toBe(es['ApiError.service_not_active']);
    expect(text).not.toContain('Only an active service');
  });

  it('prefers the screen’s fallback to a vague HTTP-level code, and uses the code without one', async () => {
    const t = await translator('es');
    expect(errorText(t, refused('business_rule'), 'No se pudo')).toBe('No se pudo');
    expect(errorText(t, refused('business_rule'))).toBe(es['ApiError.business_rule']);
  });

  it('always says "too many attempts"', async () => {
    const t = await translator('en');
    expect(errorText(t, refused('too_many_requests', 'x', 429), 'Failed')).toBe(
      en['ApiError.too_many_requests'],
    );
  });

  it('falls back to a translated text for an unknown code, an empty list or a non-API error', async () => {
    const t = await translator('es');
    expect(errorText(t, refused('some_new_code', 'Brand new English'), 'Falló')).toBe('Falló');
    expect(errorText(t, refused('some_new_code', 'Brand new English'))).toBe(es['Common.UnexpectedError']);
    expect(errorText(t, new ApiRequestError(500, 'Boom', []))).toBe(es['Common.UnexpectedError']);
    expect(errorText(t, new TypeError('fetch failed'), 'Falló')).toBe('Falló');
  });

  it('names a lost connection as such', async () => {
    const t = await translator('es');
    const lost = new ApiRequestError(NETWORK_ERROR_STATUS, 'Network error', []);
    expect(errorText(t, lost, 'Falló')).toBe(es['Common.NetworkError']);
  });
});

describe('fieldErrorText', () => {
  it('translates a field’s reason, and says "check this" for a generic validation message', async () => {
    const t = await translator('es');
    const taken = { code: 'user_name_taken', message: 'This user name is already taken.', field: 'username' };
    expect(fieldErrorText(t, taken)).toBe(es['ApiError.user_name_taken']);
    const zod = { code: 'bad_request', message: 'Invalid email address', field: 'email' };
    expect(fieldErrorText(t, zod)).toBe(es['Common.CheckField']);
  });
});

describe('every code the server can raise has its words', () => {
  const codes = [...errorCodes, ...accountErrorCodes];

  it.each(codes)('%s has an English and a Spanish text', (code) => {
    const key = errorKey(code) as keyof typeof en;
    expect(key).toBe(`ApiError.${code}`);
    expect(en[key], `en ${key}`).toEqual(expect.any(String));
    expect(es[key], `es ${key}`).toEqual(expect.any(String));
  });

  it('has no ApiError text for a code nobody raises', () => {
    const known = new Set<string>(codes);
    const stray = Object.keys(en).filter((k) => k.startsWith('ApiError.') && !known.has(k.slice(9)));
    expect(stray).toEqual([]);
  });
});
