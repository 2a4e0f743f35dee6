import { SaveOutlined } from '@ant-design/icons';
import { formatMoney } from '@emas/contract';
import { type CashRow, KAS_MSG, type SaldoRekening, UANG_BANK_KATEGORI } from '@emas/contract/api/kas';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { paymentAccepted, paymentRule } from '../../../components/ui/amount-limits.ts';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { afterKasChange, useAddUangBank, useRekeningOptions, useUangBank } from '../api/kas-calls.ts';
import { cashColumns } from '../components/cash-columns.tsx';

type Values = {
  kategori?: string;
  no_rekening?: string;
  deskripsi?: string;
  jumlah?: number;
  keterangan?: string;
};

/** Uang Bank: money in and out of the shop's accounts (non-cash rows, validated later) and each account's day. */
export function UangBankPage() {
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const [tanggal, setTanggal] = useState<string | undefined>(user?.tgl_system);
  const list = useUangBank(tanggal);
  const rekening = useRekeningOptions();
  const add = useAddUangBank();

  const onSave = async () => {
    const v = await form.validateFields();
    if (!(await paymentAccepted(v.jumlah))) return;
    const res = await add.mutateAsync({
      kategori: v.kategori as (typeof UANG_BANK_KATEGORI)[number],
      no_rekening: v.no_rekening as string,
      deskripsi: v.deskripsi as string,
      jumlah: v.jumlah as number,
      keterangan: v.keterangan || undefined,
    });
    showSuccess(res.message ?? KAS_MSG.saved);
    form.resetFields();
  };

  return (
    <PageFrame title="Uang Bank" onRefresh={() => void afterKasChange()}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Card size="small" title="Input Uang Bank">
            <Form<Values> form={form} layout="vertical" autoComplete="off">
              <Form.Item
                name="kategori"
                label="Kategori"
                rules={[{ required: true, message: 'Kategori Harus Dipilih' }]}
              >
                <Select
                  id="kategori"
                  placeholder="Pilih Kategori"
                  options={UANG_BANK_KATEGORI.map((k) => ({ value: k, label: k }))}
                />
              </Form.Item>
              <Form.Item
                name="no_rekening"
                label="No Rekening"
                rules={[{ required: true, message: KAS_MSG.noRekeningEmpty }]}
              >
                <Select
                  id="no_rekening"
                  placeholder="Pilih Rekening"
                  loading={rekening.isFetching}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={(rekening.data ?? []).map((o) => ({
                    value: o.value,
                    label: `${o.value} - ${String(o.row.kode_bank ?? '')}`,
                  }))}
                />
              </Form.Item>
              <Form.Item
                name="deskripsi"
                label="Deskripsi"
                rules={[{ required: true, whitespace: true, message: 'Deskripsi Harus Diisi' }]}
              >
                <Input id="deskripsi" maxLength={150} style={{ textTransform: 'uppercase' }} />
              </Form.Item>
              <Form.Item
                name="jumlah"
                label="Jumlah"
                rules={[{ required: true, message: 'Jumlah Harus Diisi' }, paymentRule()]}
              >
                <RupiahInput id="jumlah" min={1} />
              </Form.Item>
              <Form.Item name="keterangan" label="Keterangan">
                <Input id="keterangan" maxLength={255} style={{ textTransform: 'uppercase' }} />
              </Form.Item>
              <Button
                type="primary"
                icon={<SaveOutlined />}
                loading={add.isPending}
                onClick={() => void onSave().catch(() => undefined)}
                block
              >
                Simpan
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Flex vertical gap={16}>
            <Flex gap={8} align="center">
              <span>Tanggal</span>
              <DatePickerField value={tanggal} onChange={setTanggal} maxDate={user?.tgl_system} />
            </Flex>
            <Typography.Title level={5} style={{ margin: 0 }}>
              Saldo Rekening
            </Typography.Title>
            <Table<SaldoRekening>
              size="small"
              rowKey={(r) => `${r.kode_bank}|${r.no_rekening}`}
              loading={list.isFetching}
              dataSource={list.data?.saldo ?? []}
              pagination={false}
              locale={{ emptyText: <EmptyState /> }}
              columns={[
                { key: 'kode_bank', title: 'Bank', dataIndex: 'kode_bank' },
                { key: 'no_rekening', title: 'No Rekening', dataIndex: 'no_rekening' },
                { key: 'masuk', title: 'Masuk', align: 'right', render: (_, r) => formatMoney(r.masuk) },
                { key: 'keluar', title: 'Keluar', align: 'right', render: (_, r) => formatMoney(r.keluar) },
                { key: 'saldo', title: 'Saldo', align: 'right', render: (_, r) => formatMoney(r.saldo) },
              ]}
            />
            <Table<CashRow>
              size="small"
              rowKey="_id"
              loading={list.isFetching}
              dataSource={list.data?.rows ?? []}
              columns={cashColumns([
                { key: 'no_rekening', title: 'No Rekening', dataIndex: 'no_rekening' },
                {
                  key: 'status',
                  title: 'Validasi',
                  render: (_, r) => (
                    <Tag color={r.status_validasi === 'VALID' ? 'green' : 'orange'}>{r.status_validasi}</Tag>
                  ),
                },
              ])}
              locale={{ emptyText: <EmptyState /> }}
              pagination={{ pageSize: 10 }}
            />
          </Flex>
        </Col>
      </Row>
    </PageFrame>
  );
}
