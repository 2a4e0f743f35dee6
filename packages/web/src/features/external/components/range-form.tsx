import { Col, Form, Row } from 'antd';
import type { ReactNode } from 'react';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';

export type Range = { from?: string; to?: string };

/** The external screens' date range (Tanggal Awal, Tanggal Akhir) and their action button. */
export function RangeForm({
  id,
  range,
  onChange,
  onSubmit,
  children,
}: {
  id: string;
  range: Range;
  onChange: (r: Range) => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Form layout="vertical" onFinish={onSubmit} data-testid={`${id}-form`}>
      <Row gutter={16} align="bottom">
        <Col xs={24} sm={8} md={6}>
          <Form.Item label="Tanggal Awal" htmlFor={`${id}-tgl-from`}>
            <DatePickerField
              id={`${id}-tgl-from`}
              value={range.from}
              onChange={(from) => onChange({ ...range, from })}
              maxDate={range.to}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8} md={6}>
          <Form.Item label="Tanggal Akhir" htmlFor={`${id}-tgl-to`}>
            <DatePickerField
              id={`${id}-tgl-to`}
              value={range.to}
              onChange={(to) => onChange({ ...range, to })}
              minDate={range.from}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8} md={6}>
          <Form.Item>{children}</Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
