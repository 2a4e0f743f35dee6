import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { NotaDesigner } from '../components/nota-designer.tsx';

/** setting-nota-slip: the layout of the POS slip (the is_mobile labels), printed in POS mode. */
export function SettingNotaSlipPage() {
  return (
    <PageFrame title="Setting Nota Slip">
      <NotaDesigner isMobile />
    </PageFrame>
  );
}
