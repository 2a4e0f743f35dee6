import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { NamaTokoItem } from '../../system/components/shop-profile-fields.tsx';
import type { MasterToko } from '../api/get-master-toko.ts';
import { type AddMasterTokoInput, useAddMasterToko, useEditMasterToko } from '../api/save-master-toko.ts';

type Props = { open: boolean; editing: MasterToko | null; onClose: () => void };

/** Add or edit a shop known to head office: code, name, portal and its service credential. */
export function MasterTokoModal({ open, editing, onClose }: Props) {
  const [form] = Form.useForm<AddMasterTokoInput>();
  const add = useAddMasterToko();
  const edit = useEditMasterToko();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        kode_toko: editing.kode_toko,
        nama_toko: editing.nama_toko,
        portal: editing.portal,
      });
  }, [open, editing, form]);

  const save = async () => {
    const v = await form.validateFields();
    const service_token = v.service_token?.trim() || undefined;
    const portal = v.portal.trim().replace(/\/+$/, '');
    if (editing)
      await edit.mutateAsync({ kode_toko: editing.kode_toko, nama_toko: v.nama_toko, portal, service_token });
    else await add.mutateAsync({ ...v, kode_toko: v.kode_toko.toUpperCase(), portal, service_token });
    onClose();
  };

  return (
    <StaticModal
      open={open}
      title={editing ? `Edit Toko ${editing.kode_toko}` : 'Tambah Toko'}
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={add.isPending || edit.isPending}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" autoComplete="off">
        <Form.Item
          name="kode_toko"
          label="Kode Toko"
          normalize={(v: string) => v.toUpperCase().replace(/\s/g, '')}
          rules={[{ required: true, whitespace: true, message: 'Kode Toko Tidak Boleh Kosong' }]}
        >
          <Input disabled={!!editing} maxLength={20} />
        </Form.Item>
        <NamaTokoItem />
        <Form.Item
          name="portal"
          label="Portal"
          extra="Alamat server toko, mis. http://192.168.1.10:3000"
          rules={[
            { required: true, whitespace: true, message: 'Portal Tidak Boleh Kosong' },
            {
              pattern: /^https?:\/\/[^\s/]+(\/\S*)?$/,
              message: 'Portal Harus Berupa Alamat http:// atau https://',
            },
          ]}
        >
          <Input maxLength={255} placeholder="http://" />
        </Form.Item>
        <Form.Item
          name="service_token"
          label="Token Layanan"
          extra={
            editing
              ? 'Kosongkan bila tidak diganti; portal baru perlu token baru'
              : 'Dibuat di menu Setting Toko pada toko tersebut'
          }
        >
          <Input.Password autoComplete="new-password" maxLength={200} />
        </Form.Item>
      </Form>
    </StaticModal>
  );
}
