import { type api, formatNumber, formatTanggal, formatWaktu } from '@emas/contract';
import { Tag } from 'antd';
import type { DataColumn } from '../../../components/ui/data-table.tsx';

const COLOR: Record<string, string> = {
  TAMBAH: 'green',
  BATAL: 'red',
  TUKAR: 'gold',
  BAYAR: 'blue',
  RESET: 'default',
  KOREKSI: 'purple',
};
const num = (n: number) => formatNumber(n);

/** The point ledger's columns (transaksi poin, lihat transaksi member). */
export const poinColumns = (withMember: boolean): DataColumn<api.PoinRow>[] => [
  {
    key: 'tanggal',
    title: 'Tanggal',
    render: (r) => formatTanggal(r.tanggal),
    exportValue: (r) => r.tanggal,
    exportFormat: 'date',
  },
  {
    key: 'created_at',
    title: 'Waktu Input',
    render: (r) => formatWaktu(r.created_at),
    exportValue: (r) => formatWaktu(r.created_at),
  },
  ...(withMember
    ? ([
        { key: 'kode_member', title: 'Kode Member', field: 'kode_member' },
        { key: 'nama_customer', title: 'Nama Customer', field: 'nama_customer' },
      ] satisfies DataColumn<api.PoinRow>[])
    : []),
  {
    key: 'jenis',
    title: 'Jenis',
    render: (r) => <Tag color={COLOR[r.jenis]}>{r.jenis}</Tag>,
    exportValue: (r) => r.jenis,
  },
  { key: 'no_ref', title: 'No Referensi', field: 'no_ref' },
  { key: 'deskripsi', title: 'Deskripsi', field: 'deskripsi' },
  {
    key: 'total_rp',
    title: 'Total Transaksi',
    align: 'right',
    render: (r) => (r.total_rp ? num(r.total_rp) : '-'),
    exportValue: (r) => r.total_rp,
    exportFormat: 'rupiah',
  },
  {
    key: 'poin_in',
    title: 'Poin Masuk',
    align: 'right',
    render: (r) => num(r.poin_in),
    exportValue: (r) => r.poin_in,
  },
  {
    key: 'poin_out',
    title: 'Poin Keluar',
    align: 'right',
    render: (r) => num(r.poin_out),
    exportValue: (r) => r.poin_out,
  },
  { key: 'saldo', title: 'Saldo', align: 'right', render: (r) => num(r.saldo), exportValue: (r) => r.saldo },
  { key: 'input_by', title: 'Input By', field: 'input_by' },
];
