import { describe, expect, it } from 'vitest';
import { serviceBalance } from './service-invoice.service.ts';

describe('the service note balance', () => {
  it('is what is still owed while open, LUNAS and 0 once picked up (paid at pick-up)', () => {
    expect(serviceBalance({ status: 'SELESAI', sisa_rp: 150_000, bayar_ambil: 0 })).toEqual({
      sisa_rp: 150_000,
      sisa_bayar: 'Rp 150,000',
      bayar_ambil: 0,
    });
    expect(serviceBalance({ status: 'DIAMBIL', sisa_rp: 150_000, bayar_ambil: 150_000 })).toEqual({
      sisa_rp: 0,
      sisa_bayar: 'LUNAS',
      bayar_ambil: 150_000,
    });
  });
});
