import type { DocumentKind, DocumentRow } from '@emas/contract';
import { Card, Col, ConfigProvider, Flex, Form, type FormInstance, Row } from 'antd';
import type { ReactNode } from 'react';
import { paymentAccepted } from '../../../components/ui/amount-limits.ts';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { refreshDocuments } from '../api/dokumen-calls.ts';
import { CustomerPanel } from './customer-panel.tsx';
import { SaveButtons, type SavedAmounts, useDocumentSave } from './document-save.tsx';
import { OpenDocuments } from './open-documents.tsx';
import { PaymentFields } from './payment-fields.tsx';

type Props<V, D extends DocumentRow, R extends DocumentRow> = {
  kind: DocumentKind;
  form: FormInstance<V>;
  initialValues: Partial<V>;
  /** The create call of the kind and its success text. */
  save: (values: V) => Promise<{ message?: string; data: D }>;
  successMessage: string;
  /** What the saved document amounts to, shown under Simpan. */
  savedAmounts: (saved: D) => SavedAmounts;
  /** The middle card: what the document is about (the item, the model, the collateral). */
  detail: { title: string; fields: ReactNode };
  /**
   * The payment card: the kinds of payment, the amount's field (the down payment dp_rp 'DP' unless
   * given: a loan's amount), and fields before or after them.
   */
  payment: {
    kinds: readonly string[];
    amount?: { name: string; label: string };
    before?: ReactNode;
    after?: ReactNode;
  };
  /** The open documents under the form, and what a row's move button does. */
  open: { title: string; days: number; onAction: (action: string, row: R) => void };
  /** The moves' modals. */
  children?: ReactNode;
};

const DP = { name: 'dp_rp', label: 'DP' };

/** The form's fields closer together, so the open list shows on a 768 px high screen. */
const COMPACT = { components: { Form: { itemMarginBottom: 14, verticalLabelPadding: '0 0 4px' } } };

/**
 * Transaksi {kind}: the page of a counter document taken with a down payment (repair, order, and the
 * coming loan, deposit and instalment screens). Customer, the kind's own card and the payment card
 * side by side (stacked on narrow screens), filled by mouse or by Tab and saved by Simpan or Enter;
 * the invoice printed; the open documents and their moves below.
 */
export function DocumentEntryPage<V extends object, D extends DocumentRow, R extends DocumentRow>(
  p: Props<V, D, R>,
) {
  const save = useDocumentSave(p.kind, p.form, p.save, p.successMessage);
  const last = save.last;
  const amountName = (p.payment.amount ?? DP).name;
  // An unusual amount (the payment limits of every payment screen) is asked before saving.
  const onFinish = async (v: V) => {
    if (await paymentAccepted((v as Record<string, unknown>)[amountName] as number | undefined))
      await save.onFinish(v);
  };
  return (
    <PageFrame title={`Transaksi ${p.kind.title}`} onRefresh={() => void refreshDocuments(p.kind)}>
      <Flex vertical gap={16}>
        <ConfigProvider theme={COMPACT}>
          <Form<V>
            form={p.form}
            layout="vertical"
            name={`transaksi-${p.kind.key}`}
            autoComplete="off"
            initialValues={p.initialValues}
            onFinish={(v) => void onFinish(v)}
            data-testid={`${p.kind.short}-form`}
          >
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={12} xl={8}>
                <CustomerPanel />
              </Col>
              <Col xs={24} lg={12} xl={8}>
                <Card size="small" title={p.detail.title}>
                  {p.detail.fields}
                </Card>
              </Col>
              <Col xs={24} lg={12} xl={8}>
                <Card size="small" title="Pembayaran">
                  {p.payment.before}
                  <PaymentFields kinds={p.payment.kinds} amount={p.payment.amount ?? DP} />
                  {p.payment.after}
                  <SaveButtons
                    kind={p.kind}
                    saving={save.saving}
                    last={last && { no: String(last[p.kind.numberField]), amounts: p.savedAmounts(last) }}
                  />
                </Card>
              </Col>
            </Row>
          </Form>
        </ConfigProvider>
        <OpenDocuments<R> kind={p.kind} title={p.open.title} days={p.open.days} onAction={p.open.onAction} />
      </Flex>
      {p.children}
    </PageFrame>
  );
}
