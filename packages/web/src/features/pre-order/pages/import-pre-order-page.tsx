import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  PO_IMPORT_MSG,
  type PoImportBody,
  type PoImportResult,
  type PoImportRow,
  poImportTemplateCsv,
} from '@emas/contract';
import { Button, Flex, Space, Table, Tag, Upload } from 'antd';
import { useState } from 'react';
import { downloadText } from '../../../components/ui/csv.ts';
import { showError, toast } from '../../../components/ui/notify.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { WhyDisabled } from '../../../components/ui/why-disabled.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { checkImportFile, importFile } from '../api/pre-order-calls.ts';

const toBase64 = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};

/**
 * Import Pre Order (document 2): a CSV or xlsx of marketplace orders (the template downloads from
 * here), Proses shows the validation table (each bad row's reason), Import creates the valid rows in
 * one go; importing the same file again creates nothing.
 */
export function ImportPreOrderPage() {
  const [file, setFile] = useState<PoImportBody | null>(null);
  const [result, setResult] = useState<PoImportResult | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (f: () => Promise<void>) => {
    setBusy(true);
    try {
      await f();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  const proses = () =>
    run(async () => {
      if (!file) return;
      setResult(await checkImportFile(file));
    });
  const simpan = () =>
    run(async () => {
      if (!file) return;
      const res = await importFile(file);
      setResult(res.data);
      if (res.data.created) toast.success(res.message ?? PO_IMPORT_MSG.imported(res.data.created));
      else showError(res.message ?? PO_IMPORT_MSG.noneValid);
    });

  return (
    <PageFrame title="Import Pre Order">
      <Flex vertical gap={12}>
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => downloadText(poImportTemplateCsv(), 'template-import-pre-order.csv')}
          >
            Download Template
          </Button>
          <Upload
            accept=".csv,.xlsx"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(f) => {
              void toBase64(f).then((isi) => {
                setFile({ nama_file: f.name, isi });
                setResult(null);
              });
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} data-testid="po-import-file">
              Pilih File
            </Button>
          </Upload>
          <span data-testid="po-import-name">{file?.nama_file ?? 'Belum Ada File'}</span>
          <Button type="primary" disabled={!file} loading={busy} onClick={() => void proses()}>
            Proses
          </Button>
          <WhyDisabled
            reason={!result?.valid && (result ? 'Masih Ada Baris Yang Salah' : 'Pilih File Lalu Proses Dulu')}
          >
            <Button type="primary" disabled={!result?.valid} loading={busy} onClick={() => void simpan()}>
              Import
            </Button>
          </WhyDisabled>
        </Space>
        {result && (
          <div data-testid="po-import-summary">
            Valid: {result.valid} · Tidak Valid: {result.invalid} · Dibuat: {result.created}
          </div>
        )}
        <Table<PoImportRow>
          size="small"
          rowKey="baris"
          data-testid="po-import-table"
          dataSource={result?.rows ?? []}
          locale={{ emptyText: 'Tidak Ada Data' }}
          pagination={{ pageSize: 50, showSizeChanger: false }}
          scroll={{ y: 400 }}
          columns={[
            { title: 'Baris', dataIndex: 'baris', width: 60 },
            { title: 'No Order', dataIndex: 'no_order', ellipsis: true },
            { title: 'Marketplace', dataIndex: 'kode_marketplace', ellipsis: true },
            { title: 'Customer', dataIndex: 'nama_customer', ellipsis: true },
            { title: 'Deskripsi', dataIndex: 'deskripsi', ellipsis: true },
            { title: 'Berat', dataIndex: 'berat', align: 'right', width: 80 },
            { title: 'Harga', dataIndex: 'harga_estimasi', align: 'right', width: 100 },
            { title: 'No Po', dataIndex: 'no_po', ellipsis: true },
            {
              title: 'Keterangan',
              dataIndex: 'keterangan',
              width: 220,
              render: (v: string, r) => (
                <Tag color={r.valid ? 'green' : 'red'} style={{ whiteSpace: 'normal' }}>
                  {v}
                </Tag>
              ),
            },
          ]}
        />
      </Flex>
    </PageFrame>
  );
}
