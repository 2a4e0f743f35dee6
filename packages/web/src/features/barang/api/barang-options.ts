import { api, KATEGORI_HARGA_100, type MasterOption } from '@emas/contract';
import { useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client.ts';
import { optionText, useMasterOptions } from '../../../lib/master-options.ts';

/**
 * The masters the goods screens choose from. Same query key and call as the master screens, so a
 * change made there (which invalidates ['master', key]) refreshes these choices too.
 */
type ChoiceMaster = 'group' | 'jenis' | 'gudang' | 'baki' | 'kadar';

const useChoices = (key: ChoiceMaster) => useMasterOptions(key);

export const useGroupChoices = () => useChoices('group');
export const useJenisChoices = () => useChoices('jenis');
export const useGudangChoices = () => useChoices('gudang');
export const useBakiChoices = () => useChoices('baki');
export const useKadarChoices = () => useChoices('kadar');

export { type Choice, toChoices } from '../../../lib/master-options.ts';

const text = optionText;
const numberOf = (o: MasterOption | undefined, field: string): number | undefined => {
  const v = o?.row[field];
  if (v === null || v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** Group kinds (master Group, jenis_group): ACC has no gold content, BERLIAN is diamond jewellery. */
export const GROUP_ACC = 'ACC';
export const GROUP_BERLIAN = 'BERLIAN';
export const jenisGroupOf = (o: MasterOption | undefined) => text(o, 'jenis_group');
export const isAccGroup = (o: MasterOption | undefined) => jenisGroupOf(o) === GROUP_ACC;
export const isDiamondGroup = (o: MasterOption | undefined) => jenisGroupOf(o) === GROUP_BERLIAN;
export const kadarOfGroup = (o: MasterOption | undefined) => numberOf(o, 'kadar');

/** A jenis belongs to one group; its name fills the product name and its ongkos the item's. */
export const groupOfJenis = (o: MasterOption | undefined) => text(o, 'kode_group');
export const namaJenis = (o: MasterOption | undefined) => text(o, 'nama_jenis');
export const ongkosOfJenis = (o: MasterOption | undefined) => numberOf(o, 'ongkos');

/** A tray lies in one warehouse. */
export const gudangOfBaki = (o: MasterOption | undefined) => text(o, 'kode_gudang');

export const kadarPercent = (o: MasterOption | undefined) => numberOf(o, 'kadar');

/**
 * The price category (para-system kategori_harga). Only with harga_100% are kadar jual and kadar modal
 * entered; otherwise both are 100. Missing parameter: harga_100%, as the server's gold price rule reads it.
 */
export function useKategoriHarga() {
  const q = useQuery({
    queryKey: ['para-system', 'kategori_harga'],
    queryFn: async ({ signal }) => {
      try {
        return (await callData(api.getParaSystem, { params: { key: 'kategori_harga' }, signal, quiet: true }))
          .value;
      } catch {
        return KATEGORI_HARGA_100;
      }
    },
    staleTime: 60_000,
  });
  return { loading: q.isPending, hundred: (q.data ?? KATEGORI_HARGA_100) === KATEGORI_HARGA_100 };
}
