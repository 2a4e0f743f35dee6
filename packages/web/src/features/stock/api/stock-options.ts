import type { MasterOption } from '@emas/contract';
import { useMasterOptions } from '../../../lib/master-options.ts';

/**
 * The active rows of a master as choices. Same query key and call as the master screens, so a change
 * made there (which invalidates ['master', key]) refreshes these choices too.
 */
export const useGudangChoices = () => useMasterOptions('gudang');
export const useBakiChoices = () => useMasterOptions('baki');
export const useKondisiChoices = () => useMasterOptions('kondisi-barang');

/** The warehouse a tray belongs to. */
export const gudangOfBaki = (o: MasterOption): string => String(o.row.kode_gudang ?? '');

export { type Choice, toChoices } from '../../../lib/master-options.ts';
