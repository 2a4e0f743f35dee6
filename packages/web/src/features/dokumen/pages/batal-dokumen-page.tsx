import { type DocumentKind, documentKindByRoute } from '@emas/contract';
import { Flex } from 'antd';
import { useCurrentRoute } from '../../../app/routing/current-route.ts';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { CancelCard, cancelRuleOf } from '../components/cancel-card.tsx';
import { DocumentLookup } from '../components/document-lookup.tsx';
import { DokumenInvoiceView } from '../components/dokumen-invoice-view.tsx';
/** Batal {kind}: one page for every document kind of the route table, from its declaration. */
export function BatalDokumenPage() {
  const route = useCurrentRoute();
  const kind = documentKindByRoute(route.path);
  if (!kind) return null;
  return <BatalDokumen key={kind.key} kind={kind} />;
}

/**
 * Find a document by any of its numbers, see its lines and payments, give the reason and cancel it;
 * a document of an earlier business day first asks the SPV/OWN authorisation of the kind's cancel rule.
 */
function BatalDokumen({ kind }: { kind: DocumentKind }) {
  return (
    <PageFrame title={`Batal ${kind.title}`}>
      <DocumentLookup kind={kind} idPrefix={`batal-${kind.short}`}>
        {(inv, number) => (
          <Flex vertical gap={16}>
            <DokumenInvoiceView kind={kind} invoice={inv} />
            <CancelCard key={number} kind={kind} inv={inv} number={number} rule={cancelRuleOf(kind)} />
          </Flex>
        )}
      </DocumentLookup>
    </PageFrame>
  );
}
