import { Form } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { SaveModal } from '../../../components/ui/save-modal.tsx';
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
    <SaveModal open={open} title={title} saving={saving} onSave={submit} onClose={onClose}>
      <Form form={form} layout="vertical" autoComplete="off" name={name}>
        {children}
      </Form>
    </SaveModal>
  );
}
