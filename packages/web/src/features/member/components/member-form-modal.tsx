import { type api, todayJakarta } from '@emas/contract';
import { createMemberBody, editMemberBody } from '@emas/contract/api/member';
import { Col, Form, Input, Row, Select } from 'antd';
import { useEffect } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { useSaveMember } from '../api/member-calls.ts';
import { parseForm } from './zod-form.ts';

type Props = { open: boolean; editing: api.MemberRow | null; onClose: () => void };
type Values = Record<string, string | undefined>;

const FIELDS: [string, string, number][] = [
  ['nama_customer', 'Nama Customer', 100],
  ['alamat_customer', 'Alamat', 255],
  ['kelurahan', 'Kelurahan', 100],
  ['kecamatan', 'Kecamatan', 100],
  ['kota', 'Kota', 100],
  ['no_hp', 'No HP', 20],
  ['nik', 'NIK', 16],
];

/** Add a member (empty code: numbered by setting-member) or edit one (its code and points stay). */
export function MemberFormModal({ open, editing, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const save = useSaveMember();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        kode_member: editing.kode_member,
        nama_customer: editing.nama_customer,
        alamat_customer: editing.alamat_customer,
        kelurahan: editing.kelurahan,
        kecamatan: editing.kecamatan,
        kota: editing.kota,
        no_hp: editing.no_hp,
        nik: editing.nik,
        tgl_lahir: editing.tgl_lahir ?? undefined,
        status: editing.status,
      });
  }, [open, editing, form]);

  const submit = async () => {
    const values = form.getFieldsValue(true);
    const body = editing
      ? parseForm(form, editMemberBody, values)
      : parseForm(form, createMemberBody, values);
    if (!body) return;
    await save.mutateAsync({ kode: editing?.kode_member, body });
    onClose();
  };

  return (
    <StaticModal
      open={open}
      title={editing ? `Edit Member ${editing.kode_member}` : 'Tambah Member'}
      okText="Simpan"
      cancelText="Batal"
      width={720}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" autoComplete="off" name="member-form">
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="kode_member"
              label="Kode Member"
              extra={editing ? undefined : 'Kosongkan untuk nomor otomatis'}
            >
              <Input
                maxLength={13}
                disabled={!!editing}
                onChange={(e) => form.setFieldValue('kode_member', e.target.value.toUpperCase())}
              />
            </Form.Item>
          </Col>
          {FIELDS.map(([name, label, max]) => (
            <Col key={name} xs={24} sm={name === 'alamat_customer' ? 24 : 12}>
              <Form.Item name={name} label={label}>
                <Input maxLength={max} aria-label={label} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} sm={12}>
            <Form.Item name="tgl_lahir" label="Tanggal Lahir">
              <DatePickerField id="member-tgl-lahir" maxDate={todayJakarta()} />
            </Form.Item>
          </Col>
          {editing && (
            <Col xs={24} sm={12}>
              <Form.Item name="status" label="Status">
                <Select
                  aria-label="Status"
                  options={[
                    { value: 'ACTIVE', label: 'ACTIVE' },
                    { value: 'NONAKTIF', label: 'NONAKTIF' },
                  ]}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </StaticModal>
  );
}
