import { Form, type FormItemProps } from 'antd';

type Props = Omit<FormItemProps, 'rules' | 'name' | 'label' | 'required'> & {
  name: string;
  label: string;
  /** The message shown when the field is left empty; without it the field may stay empty. */
  required?: string;
};

/** A labelled field of a form; its control (the child) gets the id the label points to. */
export function Field({ required, ...item }: Props) {
  return <Form.Item {...item} rules={required ? [{ required: true, message: required }] : undefined} />;
}
