import { CheckCircleTwoTone, NotificationOutlined, WarningTwoTone } from '@ant-design/icons';
import {
  type ClosingChecklist,
  formatMoney,
  formatNumber,
  formatRupiah,
  kasNeedsNote,
  kasSelisih,
} from '@emas/contract';
import { Alert, Button, Card, Col, Flex, Input, Row, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';

export type Counted = Record<string, number | undefined>;
/** Each drawer's note (keterangan) on its difference: required when it is short. */
export type Notes = Record<string, string | undefined>;

type Props = {
  data: ClosingChecklist;
  counted: Counted;
  onCount: (kasir: string, jumlah: number | undefined) => void;
  notes: Notes;
  onNote: (kasir: string, keterangan: string) => void;
  onWarn: () => void;
  warning: boolean;
  disabled: boolean;
};

/** A check's title with its state: done (green) or to look at (orange). */
function CheckTitle({ ok, title }: { ok: boolean; title: string }) {
  return (
    <Flex gap={8} align="center">
      {ok ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <WarningTwoTone twoToneColor="#d48806" />} {title}
    </Flex>
  );
}

/** A difference: green when the drawer matches, red when short, orange when over. */
function Selisih({ value }: { value: number | undefined }) {
  if (value === undefined) return <Typography.Text type="secondary">-</Typography.Text>;
  const type = value === 0 ? 'success' : value < 0 ? 'danger' : 'warning';
  return (
    <Typography.Text strong type={type}>
      {value > 0 ? '+' : ''}
      {formatMoney(value)}
    </Typography.Text>
  );
}

/**
 * The store closing's checklist: users still logged in (with carts their screens have not saved),
 * non-cash rows not validated, and each cashier's drawer counted against the system's balance.
 */
export function ClosingChecklistView({
  data,
  counted,
  onCount,
  notes,
  onNote,
  onWarn,
  warning,
  disabled,
}: Props) {
  const carts = data.users.reduce((n, u) => n + u.keranjang.reduce((s, k) => s + k.lines, 0), 0);
  const others = data.users.filter((u) => u.layar > 0);
  const nonCashBlocks = data.non_cash.wajib && data.non_cash.jumlah > 0;
  return (
    <Row gutter={[16, 16]} data-testid="closing-checklist">
      <Col xs={24} xl={12}>
        <Card
          size="small"
          title={<CheckTitle ok={carts === 0} title="User Masih Login" />}
          extra={
            <Button
              size="small"
              icon={<NotificationOutlined />}
              onClick={onWarn}
              loading={warning}
              disabled={disabled || others.length === 0}
            >
              Peringatkan Layar Terbuka
            </Button>
          }
          data-testid="closing-users"
        >
          {carts > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 8 }}
              title={`${formatNumber(carts)} baris belum disimpan di layar yang terbuka. Layar tersebut diperingatkan saat toko ditutup dan keranjangnya tetap tersimpan di perangkat.`}
            />
          )}
          <Table
            size="small"
            pagination={false}
            rowKey="user_id"
            dataSource={data.users}
            locale={{ emptyText: 'Tidak Ada User Yang Login' }}
            columns={[
              { key: 'user', title: 'User', render: (_, u) => `${u.user_id} (${u.level})` },
              { key: 'sesi', title: 'Sesi', align: 'right', render: (_, u) => formatNumber(u.sesi) },
              {
                key: 'layar',
                title: 'Layar Terbuka',
                align: 'right',
                render: (_, u) => formatNumber(u.layar),
              },
              {
                key: 'keranjang',
                title: 'Belum Disimpan',
                render: (_, u) =>
                  u.keranjang.length ? (
                    u.keranjang.map((k) => (
                      <Tag key={k.screen} color="orange">
                        {k.screen}: {formatNumber(k.lines)} baris
                      </Tag>
                    ))
                  ) : (
                    <Typography.Text type="secondary">-</Typography.Text>
                  ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card
          size="small"
          title={<CheckTitle ok={data.non_cash.jumlah === 0} title="Non Cash Belum Divalidasi" />}
          data-testid="closing-non-cash"
        >
          {data.non_cash.jumlah === 0 ? (
            <Typography.Text>Semua transaksi non cash hari ini sudah divalidasi.</Typography.Text>
          ) : (
            <Alert
              type={nonCashBlocks ? 'error' : 'warning'}
              showIcon
              title={`${formatNumber(data.non_cash.jumlah)} transaksi non cash (${formatRupiah(data.non_cash.total)}) belum divalidasi.`}
              description={
                <>
                  {nonCashBlocks
                    ? 'Setting toko mewajibkan validasi sebelum tutup toko. '
                    : 'Tetap bisa tutup toko; transaksi tetap menunggu validasi. '}
                  <Link to="/validasi-non-cash">Buka Validasi Non Cash</Link>
                </>
              }
            />
          )}
        </Card>
      </Col>
      <Col xs={24}>
        <Card size="small" title="Hitung Kas Per Kasir" data-testid="closing-kas">
          <Table
            size="small"
            pagination={false}
            rowKey="input_by"
            dataSource={data.kas}
            locale={{ emptyText: 'Tidak Ada Transaksi Cash Hari Ini' }}
            summary={() => {
              const saldo = data.kas.reduce((s, k) => s + k.saldo, 0);
              const all = data.kas.every((k) => counted[k.input_by] !== undefined);
              const hitung = data.kas.reduce((s, k) => s + (counted[k.input_by] ?? 0), 0);
              return data.kas.length ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>
                    <Typography.Text strong>TOTAL</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <Typography.Text strong>{formatMoney(saldo)}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <Typography.Text strong>{all ? formatMoney(hitung) : '-'}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    <Selisih value={all ? kasSelisih(saldo, hitung) : undefined} />
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} />
                </Table.Summary.Row>
              ) : null;
            }}
            columns={[
              { key: 'kasir', title: 'Kasir', dataIndex: 'input_by' },
              {
                key: 'saldo',
                title: 'Saldo Sistem (Rp)',
                align: 'right',
                render: (_, k) => formatMoney(k.saldo),
              },
              {
                key: 'hitung',
                title: 'Uang Dihitung (Rp)',
                width: 220,
                render: (_, k) => (
                  <RupiahInput
                    aria-label={`Uang Dihitung ${k.input_by}`}
                    value={counted[k.input_by]}
                    onChange={(v) => onCount(k.input_by, v)}
                    disabled={disabled}
                  />
                ),
              },
              {
                key: 'selisih',
                title: 'Selisih (Rp)',
                align: 'right',
                render: (_, k) => {
                  const c = counted[k.input_by];
                  return (
                    <span data-testid={`selisih-${k.input_by}`}>
                      <Selisih value={c === undefined ? undefined : kasSelisih(k.saldo, c)} />
                    </span>
                  );
                },
              },
              {
                key: 'keterangan',
                title: 'Keterangan Selisih',
                width: 300,
                // Issue 43: a short drawer is closed only with a note explaining it.
                render: (_, k) => {
                  const c = counted[k.input_by];
                  if (c === undefined || kasSelisih(k.saldo, c) >= 0) return null;
                  const missing = kasNeedsNote(k.saldo, c, notes[k.input_by]);
                  return (
                    <Flex vertical gap={2}>
                      <Input
                        aria-label={`Keterangan Selisih ${k.input_by}`}
                        aria-required
                        placeholder="Wajib diisi: sebab kas kurang"
                        status={missing ? 'error' : undefined}
                        value={notes[k.input_by] ?? ''}
                        maxLength={255}
                        onChange={(e) => onNote(k.input_by, e.target.value)}
                        disabled={disabled}
                      />
                      {missing && (
                        <Typography.Text type="danger" data-testid={`keterangan-wajib-${k.input_by}`}>
                          Kas kurang: keterangan wajib diisi
                        </Typography.Text>
                      )}
                    </Flex>
                  );
                },
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
