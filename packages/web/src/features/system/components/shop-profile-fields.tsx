import { Col, Form, Input, Row } from 'antd';
import { digitsOnly } from '../../../components/ui/input-formatters.ts';

/** The shop's required name. */
export function NamaTokoItem({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <Form.Item
      name="nama_toko"
      label="Nama Toko"
      rules={[{ required: true, whitespace: true, message: 'Nama Toko Tidak Boleh Kosong' }]}
    >
      <Input maxLength={100} autoFocus={autoFocus} />
    </Form.Item>
  );
}

/** The shop's phone and WhatsApp numbers, digits only, side by side. */
export function ShopPhoneFields() {
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item name="no_telp" label="No Telp" normalize={digitsOnly}>
          <Input maxLength={20} inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="no_whatsapp"
          label="No WhatsApp"
          normalize={digitsOnly}
          extra="Awalan 0 otomatis menjadi 62"
        >
          <Input maxLength={20} inputMode="numeric" />
        </Form.Item>
      </Col>
    </Row>
  );
}
