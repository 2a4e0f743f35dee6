import type { MasterOption } from '@emas/contract';
import { AutoComplete } from 'antd';
import { useMemo } from 'react';
import {
  ChoiceSelect,
  type ChoiceSelectProps as SelectProps,
} from '../../../components/ui/choice-select.tsx';
import {
  groupOfJenis,
  gudangOfBaki,
  isDiamondGroup,
  useBakiChoices,
  useGroupChoices,
  useGudangChoices,
  useJenisChoices,
  useKadarChoices,
} from '../api/barang-options.ts';

const plain = (list: readonly MasterOption[]) => list.map((o) => ({ value: o.value, label: o.label }));

/** Active groups; `noDiamond` leaves the diamond (BERLIAN) groups out, as bulk add does. */
export function GroupSelect({ noDiamond, ...p }: SelectProps & { noDiamond?: boolean }) {
  const q = useGroupChoices();
  const options = useMemo(
    () => plain((q.data ?? []).filter((o) => !noDiamond || !isDiamondGroup(o))),
    [q.data, noDiamond],
  );
  return (
    <ChoiceSelect
      {...p}
      options={options}
      loading={q.isFetching}
      placeholder={p.placeholder ?? 'Pilih Group'}
    />
  );
}

/** Active jenis of the chosen group (all of them when `anyGroup`). */
export function JenisSelect({ group, anyGroup, ...p }: SelectProps & { group?: string; anyGroup?: boolean }) {
  const q = useJenisChoices();
  const options = useMemo(
    () => plain((q.data ?? []).filter((o) => (anyGroup && !group) || groupOfJenis(o) === group)),
    [q.data, group, anyGroup],
  );
  return (
    <ChoiceSelect
      {...p}
      options={options}
      loading={q.isFetching}
      disabled={p.disabled || (!anyGroup && !group)}
      placeholder={p.placeholder ?? (group || anyGroup ? 'Pilih Jenis' : 'Pilih Group Terlebih Dahulu')}
      notFound={group ? 'Tidak Ada Jenis' : undefined}
    />
  );
}

export function GudangSelect(p: SelectProps) {
  const q = useGudangChoices();
  const options = useMemo(() => plain(q.data ?? []), [q.data]);
  return (
    <ChoiceSelect
      {...p}
      options={options}
      loading={q.isFetching}
      placeholder={p.placeholder ?? 'Pilih Gudang'}
    />
  );
}

/** Active trays of the chosen warehouse (all of them when `anyGudang`). */
export function BakiSelect({
  gudang,
  anyGudang,
  ...p
}: SelectProps & { gudang?: string; anyGudang?: boolean }) {
  const q = useBakiChoices();
  const options = useMemo(
    () =>
      (q.data ?? [])
        .filter((o) => (anyGudang && !gudang) || gudangOfBaki(o) === gudang)
        .map((o) => ({
          value: o.value,
          label: anyGudang && !gudang ? `${o.label} (${gudangOfBaki(o)})` : o.label,
        })),
    [q.data, gudang, anyGudang],
  );
  return (
    <ChoiceSelect
      {...p}
      options={options}
      loading={q.isFetching}
      disabled={p.disabled || (!anyGudang && !gudang)}
      placeholder={p.placeholder ?? (gudang || anyGudang ? 'Pilih Baki' : 'Pilih Gudang Terlebih Dahulu')}
      notFound={gudang || anyGudang ? 'Tidak Ada Baki' : undefined}
    />
  );
}

/** Kadar cetak: free text, with the kadar master's codes and names offered. */
export function KadarCetakInput(p: {
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  onPick?: (kadar: number | undefined) => void;
  placeholder?: string;
}) {
  const q = useKadarChoices();
  const options = useMemo(
    () =>
      (q.data ?? []).map((o) => ({
        value: o.value,
        label: `${o.value} (${o.row.kadar ?? ''}%)`,
        kadar: Number(o.row.kadar),
      })),
    [q.data],
  );
  return (
    <AutoComplete
      id={p.id}
      value={p.value}
      options={options}
      onChange={(v: string) => p.onChange?.(v.toUpperCase())}
      onSelect={(_: string, o: { kadar?: number }) =>
        p.onPick?.(Number.isFinite(o.kadar) ? o.kadar : undefined)
      }
      filterOption={(input, o) =>
        String(o?.value ?? '')
          .toUpperCase()
          .includes(input.toUpperCase())
      }
      placeholder={p.placeholder ?? 'Contoh: 750 / 17K'}
    />
  );
}
