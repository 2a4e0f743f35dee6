import { SaveOutlined } from '@ant-design/icons';
import { KAS_MSG } from '@emas/contract/api/kas';
import { Button, Card, Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { paymentAccepted, paymentRule } from '../../../components/ui/amount-limits.ts';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { RupiahInput } from '../../../components/ui/number-inputs.tsx';

/** What the Uang Kas / Uang Bank input form holds (no_rekening only on Uang Bank). */
export type CashEntryValues = {
  kategori?: string;
  no_rekening?: string;
  deskripsi?: string;
  jumlah?: number;
  keterangan?: string;
};

/** The body fields both kinds send, the kategori as the kind's own list types it. */
export const entryBody = <K extends string>(v: CashEntryValues) => ({
  kategori: v.kategori as K,
  deskripsi: v.deskripsi as string,
  jumlah: v.jumlah as number,
  keterangan: v.keterangan || undefined,
});

type Props = {
  title: string;
  kategori: readonly string[];
  /** Fields between Kategori and Deskripsi (the account on Uang Bank). */
  accountField?: ReactNode;
  saving: boolean;
  /** Saves the checked values; the answer's message is shown, or 'saved'. */
  save: (v: CashEntryValues) => Promise<{ message?: string }>;
};

/** The input card of Uang Kas and Uang Bank: kategori, deskripsi, jumlah, keterangan and Simpan. */
export function CashEntryCard({ title, kategori, accountField, saving, save }: Props) {
  const [form] = Form.useForm<CashEntryValues>();
  const onSave = async () => {
    const v = await form.validateFields();
    if (!(await paymentAccepted(v.jumlah))) return;
    const res = await save(v);
    showSuccess(res.message ?? KAS_MSG.saved);
    form.resetFields();
  };
  return (
    <Card size="small" title={title}>
      <Form<CashEntryValues> form={form} layout="vertical" autoComplete="off">
        <Form.Item
          name="kategori"
          label="Kategori"
          rules={[{ required: true, message: 'Kategori Harus Dipilih' }]}
        >
          <Select
            id="kategori"
            placeholder="Pilih Kategori"
            options={kategori.map((k) => ({ value: k, label: k }))}
          />
        </Form.Item>
        {accountField}
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
          loading={saving}
          onClick={() => void onSave().catch(() => undefined)}
          block
        >
          Simpan
        </Button>
      </Form>
    </Card>
  );
}
