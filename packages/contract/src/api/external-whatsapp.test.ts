import { describe, expect, it } from 'vitest';
import { processExternalBody, registerWebExternal } from './external.ts';
import { grosirUrl, marketplaceBody } from './marketplace.ts';
import { chatSendBody, editSystemBody, WA_MSG } from './whatsapp.ts';

describe('WhatsApp numbers', () => {
  it('a leading 0 becomes 62; shorter than a phone number is refused', () => {
    expect(chatSendBody.parse({ receiver: '0812-3456-7890', message: 'hai' })).toEqual({
      receiver: '6281234567890',
      message: 'hai',
      type: 'text',
    });
    expect(editSystemBody.parse({ no_whatsapp: '6281234567890' }).no_whatsapp).toBe('6281234567890');
    const short = editSystemBody.safeParse({ no_whatsapp: '0812' });
    expect(short.success ? '' : short.error.issues[0]?.message).toBe(WA_MSG.tooShort);
    expect(chatSendBody.safeParse({ receiver: '081234567890', message: 'x', type: 'image' }).success).toBe(
      false,
    );
  });
});

describe('external sync input', () => {
  it('the range must run forward; processing needs something chosen', () => {
    expect(
      registerWebExternal.body?.safeParse({ tgl_from: '2026-01-02', tgl_to: '2026-01-01' }).success,
    ).toBe(false);
    expect(processExternalBody.safeParse({}).success).toBe(false);
    expect(processExternalBody.parse({ data_barangs: ['EXT-1'] })).toEqual({
      data_barangs: ['EXT-1'],
      data_members: [],
    });
  });
});

describe('marketplace and wholesale', () => {
  it('k_m is an upper-cased code; the other keys default to empty', () => {
    expect(marketplaceBody.parse({ k_m: 'tokopedia' })).toEqual({
      k_m: 'TOKOPEDIA',
      a_i: '',
      c_i: '',
      c_s: '',
      b_t: '',
      s_i: '',
    });
  });

  it('the frame address carries the encoded user id, scp and hidden=true', () => {
    const url = new URL(grosirUrl('https://grosir.example.com/', 'kasir 1', 'TK1'));
    expect(url.pathname).toBe('/redirect');
    expect(atob((url.searchParams.get('user') ?? '').replace(/-/g, '+').replace(/_/g, '/'))).toBe('kasir 1');
    expect(url.searchParams.get('scp')).toBe('TK1');
    expect(url.searchParams.get('hidden')).toBe('true');
  });
});
