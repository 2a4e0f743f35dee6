import { useMemo } from 'react';
import { ChoiceSelect, type ChoiceSelectProps } from '../../../components/ui/choice-select.tsx';
import { gudangOfBaki, useBakiChoices, useGudangChoices } from '../api/stock-options.ts';

/** Active warehouses, optionally only those the screen's rule allows. Works as a Form.Item child. */
export function GudangSelect({
  allow,
  ...p
}: ChoiceSelectProps & { allow?: (kodeGudang: string) => boolean }) {
  const gudang = useGudangChoices();
  const options = useMemo(
    () =>
      (gudang.data ?? [])
        .filter((o) => !allow || allow(o.value))
        .map((o) => ({ value: o.value, label: o.label })),
    [gudang.data, allow],
  );
  return (
    <ChoiceSelect
      {...p}
      options={options}
      loading={gudang.isFetching}
      placeholder={p.placeholder ?? 'Pilih Gudang'}
    />
  );
}

/**
 * Active trays; with `gudang` only the trays of that warehouse (none before a warehouse is chosen
 * unless `anyGudang`). Labels show the warehouse when trays of every warehouse are offered.
 */
export function BakiSelect({
  gudang,
  anyGudang,
  allowGudang,
  exclude,
  ...p
}: ChoiceSelectProps & {
  gudang?: string;
  anyGudang?: boolean;
  allowGudang?: (kodeGudang: string) => boolean;
  exclude?: string;
}) {
  const baki = useBakiChoices();
  const options = useMemo(
    () =>
      (baki.data ?? [])
        .filter((o) => (anyGudang ? true : !!gudang && gudangOfBaki(o) === gudang))
        .filter((o) => !allowGudang || allowGudang(gudangOfBaki(o)))
        .filter((o) => o.value !== exclude)
        .map((o) => ({
          value: o.value,
          label: anyGudang ? `${o.label} (${gudangOfBaki(o)})` : o.label,
        })),
    [baki.data, gudang, anyGudang, allowGudang, exclude],
  );
  return (
    <ChoiceSelect
      {...p}
      options={options}
      loading={baki.isFetching}
      // undefined, not false: a disabled Form (a running job) must still disable it
      disabled={p.disabled || (!anyGudang && !gudang) || undefined}
      placeholder={p.placeholder ?? (anyGudang || gudang ? 'Pilih Baki' : 'Pilih Gudang Terlebih Dahulu')}
      notFound={gudang || anyGudang ? 'Tidak Ada Baki' : undefined}
    />
  );
}

/** Whether the warehouse has any active tray (then a tray must be chosen). */
export function useGudangHasBaki(gudang: string | undefined): boolean {
  const baki = useBakiChoices();
  return !!gudang && (baki.data ?? []).some((o) => gudangOfBaki(o) === gudang);
}
