import { Select } from 'antd';
import { useMemo } from 'react';
import { gudangOfBaki, useBakiChoices, useGudangChoices } from '../api/stock-options.ts';

type SelectProps = {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  'aria-label'?: string;
};

/** Active warehouses, optionally only those the screen's rule allows. Works as a Form.Item child. */
export function GudangSelect({ allow, ...p }: SelectProps & { allow?: (kodeGudang: string) => boolean }) {
  const gudang = useGudangChoices();
  const options = useMemo(
    () =>
      (gudang.data ?? [])
        .filter((o) => !allow || allow(o.value))
        .map((o) => ({ value: o.value, label: o.label })),
    [gudang.data, allow],
  );
  return (
    <Select
      id={p.id}
      aria-label={p['aria-label']}
      value={p.value}
      onChange={(v) => p.onChange?.(v ?? undefined)}
      allowClear={p.allowClear ?? true}
      disabled={p.disabled}
      showSearch={{ optionFilterProp: 'label' }}
      loading={gudang.isFetching}
      placeholder={p.placeholder ?? 'Pilih Gudang'}
      options={options}
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
}: SelectProps & {
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
    <Select
      id={p.id}
      aria-label={p['aria-label']}
      value={p.value}
      onChange={(v) => p.onChange?.(v ?? undefined)}
      allowClear={p.allowClear ?? true}
      // undefined, not false: a disabled Form (a running job) must still disable it
      disabled={p.disabled || (!anyGudang && !gudang) || undefined}
      showSearch={{ optionFilterProp: 'label' }}
      loading={baki.isFetching}
      placeholder={p.placeholder ?? (anyGudang || gudang ? 'Pilih Baki' : 'Pilih Gudang Terlebih Dahulu')}
      options={options}
      notFoundContent={gudang || anyGudang ? 'Tidak Ada Baki' : undefined}
    />
  );
}

/** Whether the warehouse has any active tray (then a tray must be chosen). */
export function useGudangHasBaki(gudang: string | undefined): boolean {
  const baki = useBakiChoices();
  return !!gudang && (baki.data ?? []).some((o) => gudangOfBaki(o) === gudang);
}
