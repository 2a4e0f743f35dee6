import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  formatNotaValue,
  isLineTemplate,
  parseIsi,
  placeholdersOf,
  sliceText,
} from './nota-template.ts';

describe('nota label text', () => {
  it('slices text into 20-character pieces, at most 3', () => {
    expect(sliceText('Kalung Rantai Italy Model Nori Kuning')).toEqual([
      'Kalung Rantai Italy',
      'Model Nori Kuning',
    ]);
    expect(sliceText('A'.repeat(75))).toEqual(['A'.repeat(20), 'A'.repeat(20), 'A'.repeat(20)]);
    expect(sliceText('  cincin   polos  ')).toEqual(['cincin polos']);
    expect(sliceText('')).toEqual([]);
  });

  it('ends each slice at a space, so that an address does not break inside a word (issue 43)', () => {
    expect(sliceText('Jl. Kenanga No. 17 RT 03/RW 05, Kel. Sukajadi, Bandung')).toEqual([
      'Jl. Kenanga No. 17',
      'RT 03/RW 05, Kel.',
      'Sukajadi, Bandung',
    ]);
    // Every slice at most 20 characters; only a word longer than that is cut.
    expect(sliceText('Perum Griyaindahpermaisurisejahtera Blok C')).toEqual([
      'Perum',
      'Griyaindahpermaisuri',
      'sejahtera Blok C',
    ]);
    expect(sliceText('Kalung Rantai Italy Model Nori Kuning Super Mewah Sekali Ya')).toEqual([
      'Kalung Rantai Italy',
      'Model Nori Kuning',
      'Super Mewah Sekali',
    ]);
  });

  it('formats grams with 3 decimals and thousands commas, money whole with commas', () => {
    expect(formatNotaValue('5.25', 'gram')).toBe('5.250');
    expect(formatNotaValue(1234.5, 'gram')).toBe('1,234.500');
    expect(formatNotaValue(0.0004, 'gram')).toBe('0.000');
    expect(formatNotaValue(12_867_500, 'rp')).toBe('12,867,500');
    expect(formatNotaValue('2026-11-23', 'tanggal')).toBe('23-11-2026');
    expect(formatNotaValue('siti', 'upper')).toBe('SITI');
    expect(formatNotaValue(null, 'gram')).toBe('');
  });

  it('fills fields and item lines; unknown keys give nothing; full keeps long text whole', () => {
    const fields = { no_faktur: 'FJ-001', alamat: 'Jl. Kenanga No. 17 RT 03/RW 05 Bandung' };
    expect(fillTemplate('No: {no_faktur} {tidak_ada}', fields)).toBe('No: FJ-001 ');
    expect(fillTemplate('{alamat}', fields)).toBe('Jl. Kenanga No. 17\nRT 03/RW 05 Bandung');
    expect(fillTemplate('{alamat:full}', fields)).toBe(fields.alamat);
    expect(fillTemplate('{item.berat:gram} gr', fields, { berat: '3.5' })).toBe('3.500 gr');
    expect(fillTemplate('a\\nb', fields)).toBe('a\nb');
  });

  it('reads flags and line templates', () => {
    expect(parseIsi('[br]Rp {total:rp}')).toEqual({ bold: true, align: 'right', template: 'Rp {total:rp}' });
    expect(parseIsi('[c]x')).toMatchObject({ bold: false, align: 'center' });
    expect(parseIsi('plain [b]')).toEqual({ bold: false, align: 'left', template: 'plain [b]' });
    expect(isLineTemplate('[r]{item.harga:rp}')).toBe(true);
    expect(isLineTemplate('{harga:rp}')).toBe(false);
    expect(placeholdersOf('{a} {item.b:gram}')).toEqual(['a', 'item.b']);
  });
});
