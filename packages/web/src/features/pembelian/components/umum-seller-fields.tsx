import { IdcardOutlined } from '@ant-design/icons';
import { UMUM_SELLER_FIELDS } from '@emas/contract';
import { Card, Col, Form, type FormInstance, Input, Row, Typography } from 'antd';

export const SELLER_IDS = { nama_customer: 'beli-penjual-nama', no_ktp: 'beli-penjual-ktp' } as const;

/**
 * Issue 43: a walk-in seller (UMUM, no member picked) is named on the ownership statement the note
 * prints: the seller's name and KTP number, beside the customer section and marked required while no
 * member is chosen (unless the shop's module PEMBELIAN_UMUM_BEBAS_KTP relaxes it).
 */
export function UmumSellerFields({ form, required }: { form: FormInstance; required: boolean }) {
  const member = Form.useWatch('kode_member', form) as string | undefined;
  if (member?.trim()) return null;
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      data-testid="umum-seller"
      title={
        <span>
          <IdcardOutlined /> Penjual UMUM{' '}
          {required && (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 12 }}>
              wajib untuk surat pernyataan penjual
            </Typography.Text>
          )}
        </span>
      }
    >
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name="nama_customer"
            label={UMUM_SELLER_FIELDS.nama_customer}
            htmlFor={SELLER_IDS.nama_customer}
            required={required}
            style={{ marginBottom: 0 }}
          >
            <Input
              id={SELLER_IDS.nama_customer}
              aria-required={required}
              maxLength={100}
              placeholder="Sesuai KTP"
              style={{ textTransform: 'uppercase' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="no_ktp"
            label={UMUM_SELLER_FIELDS.no_ktp}
            htmlFor={SELLER_IDS.no_ktp}
            required={required}
            style={{ marginBottom: 0 }}
          >
            <Input id={SELLER_IDS.no_ktp} aria-required={required} maxLength={30} inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
