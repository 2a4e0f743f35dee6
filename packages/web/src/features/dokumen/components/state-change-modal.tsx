import type { DocumentKind, DocumentRow, OtorisasiKind } from '@emas/contract';
import { Form } from 'antd';
import { type ReactNode, useState } from 'react';
import { type AuthorizationInput, AuthorizationModal } from '../../../components/ui/authorization-modal.tsx';
import { showSuccess } from '../../../components/ui/notify.tsx';
import { StaticModal } from '../../../components/ui/static-modal.tsx';
import { authorise, refreshDocuments } from '../api/dokumen-calls.ts';
import { AmountSummary, type SummaryRow } from './amount-summary.tsx';
import { cellText } from './document-cell.tsx';

type Props<V, R> = {
  kind: DocumentKind;
  /** The document being moved; the modal is open while there is one. */
  doc: R | null;
  /** The move's name: the title is '{title} {document number}'. */
  title: string;
  okText: string;
  /** The form's test id. */
  testId: string;
  initialValues?: Partial<V>;
  /** Lines under the kind's summary (what is to be paid now). */
  summary?: readonly SummaryRow[];
  okDisabled?: boolean;
  /** The move needs an SPV/OWN authorisation of this kind: asked after the fields, its id is sent. */
  otorisasi?: OtorisasiKind;
  /** The amount the authorisation allows, from the move's fields (kinds with an amount). */
  otorisasiJumlah?: (values: V) => number;
  /** The call; its message (else `successMessage`) is shown and the kind's lists are asked again. */
  submit: (no: string, values: V, id_otorisasi?: string) => Promise<{ message?: string }>;
  successMessage: string;
  onClose: () => void;
  children?: ReactNode;
};

/**
 * The shell of a move of a document to its next state (service selesai, ambil; pesanan terima, ambil;
 * a loan's pay-off or auction): the kind's summary of the document, the move's fields, OK by click or
 * by Enter in a field, an optional SPV/OWN authorisation step, the success box and the lists asked
 * again. A refusal by the server keeps it open.
 */
export function StateChangeModal<V extends object, R extends DocumentRow>(p: Props<V, R>) {
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  /** Values waiting for the authorisation. */
  const [pending, setPending] = useState<V | null>(null);
  const no = p.doc ? String(p.doc[p.kind.numberField]) : '';

  const run = async (values: V, id_otorisasi?: string) => {
    setSaving(true);
    try {
      const res = await p.submit(no, values, id_otorisasi);
      showSuccess(res.message ?? p.successMessage);
      setPending(null);
      void refreshDocuments(p.kind);
      p.onClose();
    } catch {
      // The client showed the server's message; the modal stays open.
    } finally {
      setSaving(false);
    }
  };

  const onFinish = (values: V) => {
    if (saving || p.okDisabled) return;
    if (p.otorisasi) setPending(values);
    else void run(values);
  };

  const onAuthorise = async (input: AuthorizationInput) => {
    if (!p.otorisasi || !pending) return;
    const { id_otorisasi } = await authorise(p.otorisasi, input, {
      no_faktur: no,
      jumlah: p.otorisasiJumlah?.(pending),
    });
    await run(pending, id_otorisasi);
  };

  const doc = p.doc;
  const summary: SummaryRow[] = doc
    ? [
        ...(p.kind.summary ?? []).flatMap((k) => {
          const c = p.kind.columns.find((col) => col.key === k);
          return c ? [{ label: c.caption, value: cellText(c, doc) }] : [];
        }),
        ...(p.summary ?? []),
      ]
    : [];

  return (
    <>
      <StaticModal
        open={!!doc}
        title={`${p.title} ${no}`}
        okText={p.okText}
        cancelText="Batal"
        // OK submits the form the whole dialog sits in, so Enter in a field does the same.
        okButtonProps={{ htmlType: 'submit', disabled: p.okDisabled }}
        confirmLoading={saving}
        onCancel={p.onClose}
        modalRender={(dom) => (
          <Form<V>
            form={form}
            layout="vertical"
            initialValues={p.initialValues}
            onFinish={onFinish}
            clearOnDestroy
            data-testid={p.testId}
          >
            {dom}
          </Form>
        )}
      >
        {summary.length > 0 && <AmountSummary rows={summary} />}
        {p.children}
      </StaticModal>
      {p.otorisasi && (
        <AuthorizationModal
          open={!!pending}
          title={`Otorisasi ${p.title}`}
          withNote
          onSubmit={onAuthorise}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
