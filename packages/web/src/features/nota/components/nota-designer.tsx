import {
  CopyOutlined,
  DeleteOutlined,
  FilePdfOutlined,
  SaveOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { activeModuleSet } from '@emas/contract';
import {
  NOTA_DEFAULT_FONT,
  NOTA_FONTS,
  NOTA_JENIS,
  NOTA_MSG,
  NOTA_PX,
  type NotaFont,
  type NotaLabel,
  type NotaType,
  notaTypesFor,
} from '@emas/contract/api/nota';
import { sampleDocument } from '@emas/contract/nota-sample';
import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Row,
  Select,
  Skeleton,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ask, showError, showSuccess, toast } from '../../../components/ui/notify.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { copyLabel, fetchPreview, removeLabel, saveLayout, useNotaLabels } from '../api/nota-calls.ts';
import { NotaCanvas } from './nota-canvas.tsx';

const JENIS_TEXT: Record<NotaLabel['jenis'], string> = {
  text: 'Teks',
  line: 'Garis',
  gambar: 'Gambar',
  barcode: 'Barcode',
  qrcode: 'QR Code',
};

function openPdf(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  if (!window.open(url, '_blank')) {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.click();
  }
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The note layout designer (member-card labels) of one variant: the invoice (Setting Nota) or the
 * POS slip (Setting Nota Slip). Changes stay on the page until Simpan Data; copy and delete are
 * stored at once (member-card/duplicate, member-card/deletion).
 */
export function NotaDesigner({ isMobile }: { isMobile: boolean }) {
  const { user } = useSession();
  const types = useMemo(() => notaTypesFor(activeModuleSet(user?.module ?? [])), [user?.module]);
  const [type, setType] = useState<NotaType>('PENJUALAN');
  const query = useNotaLabels(type);
  const [labels, setLabels] = useState<NotaLabel[]>([]);
  const [font, setFont] = useState<NotaFont>(NOTA_DEFAULT_FONT);
  const [selected, setSelected] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [withSample, setWithSample] = useState(true);
  const sample = useMemo(() => {
    const doc = sampleDocument(type);
    const shop = { nama_toko: user?.nama_toko, alamat_toko: user?.alamat_toko, no_telp: user?.no_telp };
    return { ...doc, fields: { ...shop, ...doc.fields } };
  }, [type, user?.nama_toko, user?.alamat_toko, user?.no_telp]);

  useEffect(() => {
    if (!query.data) return;
    const mine = query.data.filter((l) => l.is_mobile === isMobile);
    setLabels(mine);
    // The first label gives the note's font.
    setFont(mine[0]?.font_family ?? NOTA_DEFAULT_FONT);
    setDirty(false);
  }, [query.data, isMobile]);

  const current = labels.find((l) => l.name === selected) ?? null;
  const shown = labels.filter((l) => l.name.toLowerCase().includes(search.trim().toLowerCase()));

  const patch = (name: string, change: Partial<NotaLabel>) => {
    setLabels((ls) => ls.map((l) => (l.name === name ? { ...l, ...change } : l)));
    setDirty(true);
  };

  const changeType = async (next: NotaType) => {
    if (dirty && !(await ask({ title: 'Perubahan belum disimpan. Tetap pindah tipe nota?', okText: 'Ya' })))
      return;
    setSelected(null);
    setType(next);
  };

  const remove = async (name: string) => {
    const label = labels.find((l) => l.name === name);
    if (!label) return;
    if (
      !(await ask({ title: NOTA_MSG.confirmDelete(name), okText: 'Ya', cancelText: 'Tidak', danger: true }))
    )
      return;
    try {
      await removeLabel(label);
    } catch {
      return; // the client showed the server's text
    }
    setLabels((ls) => ls.filter((l) => l.name !== name));
    if (selected === name) setSelected(null);
    showSuccess(NOTA_MSG.deleted);
  };

  const copy = async (label: NotaLabel) => {
    try {
      const res = await copyLabel(label);
      const added = res.data.filter((l) => l.type === type && l.is_mobile === isMobile);
      setLabels((ls) => [...ls, ...added.map((l) => ({ ...l, font_family: font }))]);
      if (added[0]) setSelected(added[0].name);
      showSuccess(res.message ?? NOTA_MSG.copied);
    } catch {
      // shown by the client
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      const res = await saveLayout({
        font,
        type,
        nota: labels.map((l) => ({ ...l, font_family: font })),
      });
      const mine = res.data.filter((l) => l.is_mobile === isMobile);
      setLabels(mine);
      setDirty(false);
      showSuccess(res.message ?? NOTA_MSG.saved);
    } catch (e) {
      const detail = e instanceof ApiError && e.status === 400 ? ` (${e.message})` : '';
      showError(`${NOTA_MSG.saveFailed}${detail}`);
    } finally {
      setSaving(false);
    }
  };

  const preview = async () => {
    setPreviewing(true);
    const done = toast.loading('Menyiapkan contoh nota...');
    try {
      const blob = await fetchPreview({
        type,
        is_mobile: isMobile,
        font,
        ...(dirty ? { nota: labels } : {}),
      });
      openPdf(blob, `Contoh Nota ${type}.pdf`);
    } catch (e) {
      showError(e instanceof ApiError ? e.message : String(e));
    } finally {
      done();
      setPreviewing(false);
    }
  };

  const toolbar = (
    <Flex gap={8} wrap align="center">
      <Typography.Text strong>Tipe Nota</Typography.Text>
      <Select<NotaType>
        data-testid="nota-type"
        style={{ width: 200 }}
        // Every note type in view at once (eleven), without scrolling the list.
        listHeight={400}
        value={type}
        onChange={(v) => void changeType(v)}
        options={types.map((t) => ({ value: t, label: t }))}
      />
      <Typography.Text strong>Font</Typography.Text>
      <Select<NotaFont>
        data-testid="nota-font"
        style={{ width: 170 }}
        value={font}
        onChange={(v) => {
          setFont(v);
          setDirty(true);
        }}
        options={NOTA_FONTS.map((f) => ({ value: f, label: f }))}
      />
      <Switch checked={withSample} onChange={setWithSample} data-testid="nota-sample-switch" />
      <Typography.Text>Contoh Data</Typography.Text>
      {dirty && <Tag color="orange">Belum disimpan</Tag>}
      <Flex gap={8} style={{ marginLeft: 'auto' }}>
        <Button icon={<FilePdfOutlined />} onClick={() => void preview()} loading={previewing}>
          Cetak Contoh
        </Button>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          onClick={() => void save()}
          loading={saving}
          disabled={!labels.length}
        >
          Simpan Data
        </Button>
      </Flex>
    </Flex>
  );

  let body: React.ReactNode;
  if (query.isPending) body = <Skeleton active />;
  else if (query.isError) body = <Empty description={query.error.message} />;
  else if (!labels.length) body = <Empty description={NOTA_MSG.empty} />;
  else
    body = (
      <Row gutter={[16, 16]} wrap={false} style={{ overflowX: 'auto' }}>
        <Col flex={`${NOTA_PX.width + 4}px`}>
          <NotaCanvas
            labels={labels}
            sample={withSample ? sample : null}
            font={font}
            selected={selected}
            onSelect={setSelected}
            onMove={(name, x, y) => patch(name, { position_x: x, position_y: y })}
            onRemove={(name) => void remove(name)}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: 12 }}>
            Seret label untuk memindahkan, klik dua kali untuk menghapus. Isi label: teks biasa dan
            {' {nama_field}'}, {'{item.nama_field}'} untuk baris barang, format :gram :rp :tanggal :full;
            awalan [b] tebal, [r] rata kanan, [c] rata tengah. Ukuran 210 x 105 mm.
          </Typography.Paragraph>
          {current && (
            <LabelEditor key={current.name} label={current} onChange={(c) => patch(current.name, c)} />
          )}
        </Col>
        <Col flex="320px" style={{ minWidth: 280 }}>
          <Card size="small" title={`Daftar Label (${labels.length})`}>
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder="Cari label"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              style={{ marginBottom: 8 }}
              data-testid="nota-label-search"
            />
            <List
              size="small"
              data-testid="nota-label-list"
              style={{ maxHeight: 520, overflowY: 'auto' }}
              dataSource={shown}
              locale={{ emptyText: NOTA_MSG.empty }}
              renderItem={(l) => (
                <List.Item
                  data-label={l.name}
                  style={{
                    cursor: 'pointer',
                    background: l.name === selected ? '#e6f4ff' : undefined,
                    paddingInline: 6,
                  }}
                  onClick={() => setSelected(l.name)}
                  actions={[
                    <Tooltip title="Copy" key="copy">
                      <Button
                        size="small"
                        type="text"
                        aria-label={`Copy ${l.name}`}
                        icon={<CopyOutlined />}
                        onClick={(e) => {
                          e.stopPropagation();
                          void copy(l);
                        }}
                      />
                    </Tooltip>,
                    <Tooltip title="Hapus" key="delete">
                      <Button
                        size="small"
                        type="text"
                        danger
                        aria-label={`Hapus ${l.name}`}
                        icon={<DeleteOutlined />}
                        disabled={!l.is_deletable}
                        onClick={(e) => {
                          e.stopPropagation();
                          void remove(l.name);
                        }}
                      />
                    </Tooltip>,
                  ]}
                >
                  <Typography.Text ellipsis style={{ maxWidth: 170 }}>
                    {l.name}
                  </Typography.Text>
                  <Tag style={{ marginInlineStart: 6 }}>{JENIS_TEXT[l.jenis]}</Tag>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    );

  return (
    <Flex vertical gap={12}>
      {toolbar}
      {body}
    </Flex>
  );
}

/** The selected label's fields; name read-only; every change applies to the canvas at once. */
function LabelEditor({ label, onChange }: { label: NotaLabel; onChange: (c: Partial<NotaLabel>) => void }) {
  const num = (key: 'width' | 'height' | 'position_x' | 'position_y', max: number) => (
    <InputNumber
      id={`nota-${key}`}
      min={0}
      max={max}
      step={1}
      precision={1}
      style={{ width: '100%' }}
      value={label[key]}
      onChange={(v) => typeof v === 'number' && onChange({ [key]: v })}
    />
  );
  return (
    <Card size="small" title="Edit Label" data-testid="nota-label-editor">
      <Form layout="vertical" size="small">
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item label="Nama Label" htmlFor="nota-name">
              <Input id="nota-name" value={label.name} readOnly />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="Tipe" htmlFor="nota-jenis">
              <Select
                id="nota-jenis"
                value={label.jenis}
                onChange={(jenis) => onChange({ jenis })}
                options={NOTA_JENIS.map((j) => ({ value: j, label: JENIS_TEXT[j] }))}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="Ukuran Font" htmlFor="nota-font-size">
              <InputNumber
                id="nota-font-size"
                min={4}
                max={72}
                precision={0}
                style={{ width: '100%' }}
                value={label.font_size}
                onChange={(v) => typeof v === 'number' && onChange({ font_size: v })}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="Isi" htmlFor="nota-isi">
              <Input.TextArea
                id="nota-isi"
                rows={2}
                value={label.isi}
                onChange={(e) => onChange({ isi: e.target.value })}
                disabled={label.jenis === 'line'}
              />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="Lebar" htmlFor="nota-width">
              {num('width', NOTA_PX.width)}
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="Tinggi" htmlFor="nota-height">
              {num('height', NOTA_PX.height)}
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="Posisi X" htmlFor="nota-position_x">
              {num('position_x', NOTA_PX.width)}
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item label="Posisi Y" htmlFor="nota-position_y">
              {num('position_y', NOTA_PX.height)}
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
