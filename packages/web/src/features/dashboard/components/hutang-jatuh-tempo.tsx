import { findRoute, formatRupiah } from '@emas/contract';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { canOpen } from '../../../app/routing/visible-menu.ts';
import { useSession } from '../../../lib/session.ts';
import { useHutangJatuhTempo } from '../api/charts.ts';

const LELANG = '/lelang-hutang';

/** Flags the open pawn loans past their due date (count, principal, owed today), linking to the auction. */
export function HutangJatuhTempo() {
  const { user } = useSession();
  const route = findRoute(LELANG);
  const allowed = !!user && !!route && canOpen(user, route);
  const { data } = useHutangJatuhTempo(allowed);
  if (!data || data.jumlah === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={`${data.jumlah} Hutang Lewat Jatuh Tempo`}
      description={
        <>
          Pokok {formatRupiah(data.jumlah_hutang)}, sisa tagihan hari ini {formatRupiah(data.sisa_rp)}.{' '}
          <Link to={LELANG}>Buka Lelang Hutang</Link>
        </>
      }
    />
  );
}
