import { ClearOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ask, showError, showSuccess } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { createBarangBulk } from '../api/barang-calls.ts';
import {
  useBakiChoices,
  useGroupChoices,
  useGudangChoices,
  useJenisChoices,
  useKategoriHarga,
} from '../api/barang-options.ts';
import { BulkGenerator } from '../components/bulk-generator.tsx';
import { BulkGrid } from '../components/bulk-grid.tsx';
import {
  BULK_MAX,
  type BulkRow,
  editRow,
  type GeneratorValues,
  generateRows,
  hasTrailingPlaceholder,
  insertRows,
  placeholderRow,
  realRows,
  removeRow,
  toPayload,
} from '../components/bulk-rows.ts';
import { barcodeText } from '../components/format.ts';
import { KategoriHargaNote, showSaveError } from '../components/goods-form-parts.tsx';
import { SavedLabelActions } from '../components/saved-label-actions.tsx';
import { BARANG_TEXT, PLACEHOLDER_DELAY_MS } from '../messages.ts';

type Saved = { no_tambah: string; kode_barcodes: string[] };

/** tambah-barang-banyak: generator + editable grid, saved in one call (all rows or none). */
export function TambahBarangBanyakPage() {
  const [rows, setRows] = useState<BulkRow[]>(() => [placeholderRow()]);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<Saved | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const kategori = useKategoriHarga();
  const masters = {
    gudang: useGudangChoices().data ?? [],
    baki: useBakiChoices().data ?? [],
    group: useGroupChoices().data ?? [],
    jenis: useJenisChoices().data ?? [],
  };
  const count = realRows(rows).length;

  const onGenerate = (v: GeneratorValues) => {
    const firstNew = count;
    setRows((cur) => insertRows(cur, generateRows(v)));
    setPage(Math.floor(firstNew / pageSize) + 1);
  };

  // Editing the placeholder makes it a real row; a new placeholder follows 100 ms later.
  const onEdit = (id: string, patch: Partial<Omit<BulkRow, 'id'>>) => {
    const out = editRow(rowsRef.current, id, patch);
    rowsRef.current = out.rows;
    setRows(out.rows);
    if (out.fromPlaceholder) {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        () => setRows((cur) => (hasTrailingPlaceholder(cur) ? cur : [...cur, placeholderRow()])),
        PLACEHOLDER_DELAY_MS,
      );
    }
  };

  const onRemove = (id: string) => setRows((cur) => removeRow(cur, id));

  const clearData = async () => {
    const yes = await ask({ title: BARANG_TEXT.clearAsk, okText: 'Ya', cancelText: 'Tidak', danger: true });
    if (!yes) return;
    setRows([placeholderRow()]);
    window.location.reload();
  };

  const save = async () => {
    const payload = toPayload(rowsRef.current);
    if (!payload.ok) {
      showError(payload.message);
      return;
    }
    setSaving(true);
    try {
      const res = await createBarangBulk(payload.data);
      showSuccess(res.message ?? BARANG_TEXT.saved);
      setSaved({ no_tambah: res.data.no_tambah, kode_barcodes: res.data.data.map((d) => d.kode_barcode) });
      setRows([placeholderRow()]);
      setPage(1);
    } catch (e) {
      showSaveError(e);
    } finally {
      setSaving(false);
    }
  };

  const first = saved?.kode_barcodes[0];
  const last = saved?.kode_barcodes.at(-1);

  return (
    <PageFrame title="Tambah Barang Banyak">
      <KategoriHargaNote kategori={kategori} />
      <BulkGenerator kadarEditable={kategori.hundred} room={BULK_MAX - count} onGenerate={onGenerate} />
      {saved && first && last && (
        <Card size="small" style={{ marginBottom: 16, borderColor: '#b7eb8f' }} data-testid="bulk-tersimpan">
          <Flex justify="space-between" align="center" wrap gap={12}>
            <Typography.Text>
              {saved.kode_barcodes.length} barang tersimpan ({saved.no_tambah}), barcode{' '}
              <Typography.Text strong copyable={{ text: saved.kode_barcodes.join('\n') }}>
                {first === last ? barcodeText(first) : `${barcodeText(first)} s/d ${barcodeText(last)}`}
              </Typography.Text>
            </Typography.Text>
            <SavedLabelActions barcodes={saved.kode_barcodes} onClose={() => setSaved(null)} />
          </Flex>
        </Card>
      )}
      <Divider style={{ margin: '8px 0 16px' }} />
      <BulkGrid
        rows={rows}
        onEdit={onEdit}
        onRemove={onRemove}
        kadarEditable={kategori.hundred}
        masters={masters}
        page={page}
        pageSize={pageSize}
        onPage={(p, s) => {
          setPage(s !== pageSize ? 1 : p);
          setPageSize(s);
        }}
      />
      <Flex justify="end" gap={8} style={{ marginTop: 12 }}>
        <Button danger icon={<ClearOutlined />} onClick={() => void clearData()} disabled={saving}>
          Clear Data
        </Button>
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
          Simpan
        </Button>
      </Flex>
    </PageFrame>
  );
}
