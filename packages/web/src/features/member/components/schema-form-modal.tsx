import { Form } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { parseForm } from './zod-form.ts';

type Props<B> = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The form's name (its fields' ids start with it). */
  name: string;
  /** The contract's body schema: what it refuses is shown under each field. */
  schema: z.ZodType<B>;
  save: (body: B) => Promise<unknown>;
  saving: boolean;
  children: ReactNode;
};

/** A small form in a modal: Simpan checks it with the contract's schema, saves, empties it and closes. */
export function SchemaFormModal<B>({ open, onClose, title, name, schema, save, saving, children }: Props<B>) {
  const [form] = Form.useForm();
  const submit = async () => {
    const body = parseForm(form, schema, form.getFieldsValue(true));
    if (!body) return;
    await save(body);
    form.resetFields();
    onClose();
  };
  return (
    <StaticModal
      open={open}
      title={title}
      okText="Simpan"
      cancelText="Batal"
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={saving}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" autoComplete="off" name={name}>
        {children}
      </Form>
    </StaticModal>
  );
}
