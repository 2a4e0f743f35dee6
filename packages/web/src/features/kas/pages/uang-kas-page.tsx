import { SaveOutlined } from '@ant-design/icons';
import { MSG } from '@emas/contract';
import { type CashRow, KAS_MSG, UANG_KAS_KATEGORI } from '@emas/contract/api/kas';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Table } from 'antd';
import { useState } from 'react';
import { paymentAccepted, paymentRule } from '../../../components/ui/amount-limits.ts';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useSession } from '../../../lib/session.ts';
import { afterKasChange, useAddUangKas, useUangKas } from '../api/kas-calls.ts';
import { cashColumns } from '../components/cash-columns.tsx';
import { SaldoKasirTable } from '../components/saldo-kasir-table.tsx';

type Values = { kategori?: string; deskripsi?: string; jumlah?: number; keterangan?: string };

/** Uang Kas: cash in and out of the user's drawer, the day's movements and each cashier's saldo. */
export function UangKasPage() {
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const [tanggal, setTanggal] = useState<string | undefined>(user?.tgl_system);
  const list = useUangKas(tanggal);
  const add = useAddUangKas();

  const onSave = async () => {
    const v = await form.validateFields();
    if (!(await paymentAccepted(v.jumlah))) return;
    const res = await add.mutateAsync({
      kategori: v.kategori as (typeof UANG_KAS_KATEGORI)[number],
      deskripsi: v.deskripsi as string,
      jumlah: v.jumlah as number,
      keterangan: v.keterangan || undefined,
    });
    showSuccess(res.message ?? KAS_MSG.saved);
    form.resetFields();
  };

  return (
    <PageFrame title="Uang Kas" onRefresh={() => void afterKasChange()}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Card size="small" title="Input Uang Kas">
            <Form<Values> form={form} layout="vertical" autoComplete="off">
              <Form.Item
                name="kategori"
                label="Kategori"
                rules={[{ required: true, message: 'Kategori Harus Dipilih' }]}
              >
                <Select
                  id="kategori"
                  placeholder="Pilih Kategori"
                  options={UANG_KAS_KATEGORI.map((k) => ({ value: k, label: k }))}
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
            <SaldoKasirTable tanggal={tanggal} />
            <Table<CashRow>
              size="small"
              rowKey="_id"
              data-testid="uang-kas-list"
              loading={list.isFetching}
              dataSource={list.data ?? []}
              columns={cashColumns([{ key: 'keterangan', title: 'Keterangan', dataIndex: 'keterangan' }])}
              locale={{ emptyText: <EmptyState /> }}
              pagination={{ pageSize: 10 }}
            />
            {list.isError && <EmptyState text={MSG.requestFailed} />}
          </Flex>
        </Col>
      </Row>
    </PageFrame>
  );
}
