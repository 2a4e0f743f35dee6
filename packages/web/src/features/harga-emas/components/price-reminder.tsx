import { findRoute, priceReminderText, priceSetOn, type UserData } from '@emas/contract';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { canOpen } from '../../../app/routing/visible-menu.ts';
import { useHargaEmasDay } from '../api/harga-emas.ts';

export const PRICE_PAGE = '/parameter-harga-emas';

/**
 * Issue 43: a new business day keeps yesterday's gold price. Whoever may set prices (the price page's
 * right) sees a reminder above every screen, from the first login of the day until today's price is
 * saved (saving refreshes the day's prices, and the reminder goes).
 */
export function PriceReminder({ user }: { user: UserData }) {
  const route = findRoute(PRICE_PAGE);
  const allowed = !!route && canOpen(user, route);
  if (!allowed) return null;
  return <Reminder />;
}

function Reminder() {
  const { data } = useHargaEmasDay(undefined);
  if (!data || priceSetOn(data)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      data-testid="harga-emas-reminder"
      style={{ marginBottom: 12 }}
      title={priceReminderText(data)}
      action={<Link to={PRICE_PAGE}>Atur Harga Emas</Link>}
    />
  );
}
