import { Form, type FormItemProps } from 'antd';

type Rule = NonNullable<FormItemProps['rules']>[number];
type Props = Omit<FormItemProps, 'rules' | 'name' | 'label' | 'required'> & {
  name: string;
  label: string;
  /** The message shown when the field is left empty; without it the field may stay empty. */
  required?: string;
  /** Further checks of the value (a limit), shown beside the field like the required one. */
  rules?: Rule[];
};

/** A labelled field of a form; its control (the child) gets the id the label points to. */
export function Field({ required, rules = [], ...item }: Props) {
  const all = [...(required ? [{ required: true, message: required }] : []), ...rules];
  return <Form.Item {...item} rules={all.length ? all : undefined} />;
}

/** A rule from a contract check: refused ('over') values show its message beside the field. */
export const limitRule = (check: (v: number | undefined) => { kind: string; message?: string }): Rule => ({
  validator: (_: unknown, v: number | undefined) => {
    const r = check(v);
    return r.kind === 'over' ? Promise.reject(new Error(r.message)) : Promise.resolve();
  },
});
