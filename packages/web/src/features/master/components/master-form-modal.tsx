import {
  firstIssueMessage,
  type MasterDef,
  type MasterRow,
  type MasterValues,
  masterBodySchema,
} from '@emas/contract';
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useMemo } from 'react';
import { showError } from '../../../components/ui/notify.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { useAddMaster, useEditMaster } from '../api/master-calls.ts';
import { MasterFieldInput } from './master-field-input.tsx';

type Props = { def: MasterDef; open: boolean; editing: MasterRow | null; onClose: () => void };

/**
 * 'Tambah Data {title}' / 'Edit Data {title}': the fields of the definition, checked by its schema. On
 * edit the key fields are shown read-only (a row keeps its code; the server refuses a change too).
 */
export function MasterFormModal({ def, open, editing, onClose }: Props) {
  const [form] = Form.useForm<MasterValues>();
  const add = useAddMaster(def);
  const edit = useEditMaster(def);
  const schema = useMemo(() => masterBodySchema(def), [def]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const initial = Object.fromEntries(
      def.fields
        .map((f) => [f.key, editing ? editing[f.key] : f.initial])
        .filter(([, v]) => v !== undefined && v !== null),
    );
    form.setFieldsValue(initial);
  }, [open, editing, def, form]);

  // The same checks and messages as the server: the field's schema from the contract.
  const rulesOf = (key: string): Rule[] => [
    {
      validator: async (_, value) => {
        const r = schema.shape[key]?.safeParse(value);
        if (r && !r.success) throw new Error(r.error.issues[0]?.message ?? 'Tidak Valid');
      },
    },
  ];

  const save = async () => {
    const values = await form.validateFields();
    // The fields pass one by one; a rule across fields (the master's `check`) may still refuse.
    const parsed = schema.safeParse(values);
    if (!parsed.success) return showError(firstIssueMessage(parsed.error));
    const body = parsed.data as MasterValues;
    if (editing) await edit.mutateAsync({ _id: editing._id, body });
    else if ((await add.mutateAsync(body)) === null) return; // reactivation declined: keep the form
    onClose();
  };

  return (
    <StaticModal
      open={open}
      title={editing ? `Edit Data ${def.title}` : `Tambah Data ${def.title}`}
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={add.isPending || edit.isPending}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        autoComplete="off"
        name={`master-${def.key}`}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
            e.preventDefault();
            void save().catch(() => undefined);
          }
        }}
      >
        {def.fields.map((f) => {
          const locked = !!editing && def.keyFields.includes(f.key);
          return (
            <Form.Item
              key={f.key}
              name={f.key}
              label={f.label}
              rules={locked ? [] : rulesOf(f.key)}
              required={!!f.required}
              extra={locked ? 'Kode tidak bisa diubah' : undefined}
            >
              <MasterFieldInput field={f} disabled={locked} />
            </Form.Item>
          );
        })}
      </Form>
    </StaticModal>
  );
}
