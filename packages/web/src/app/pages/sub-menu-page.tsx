import { MENU_GROUPS } from '@emas/contract';
import { PageFrame } from '../../components/ui/page-frame.tsx';
import { useSession } from '../../lib/session.ts';
import { menuIcon } from '../layout/menu-icons.tsx';
import { useCurrentRoute } from '../routing/current-route.ts';
import { visibleMenu } from '../routing/visible-menu.ts';
import { MenuCardGrid } from './menu-card-grid.tsx';

/** A sub-menu page (/subMenuBarang, /SubMenuPenjualan, ...): its group's routes as cards. */
export function SubMenuPage() {
  const route = useCurrentRoute();
  const { user } = useSession();
  const group = MENU_GROUPS.find((g) => g.subMenuPath === route.path);
  const routes =
    (user && group ? visibleMenu(user).find((g) => g.group.key === group.key)?.routes : undefined) ?? [];
  return (
    <PageFrame title={group?.title ?? route.title} bare>
      <MenuCardGrid
        cards={routes.map((r) => ({
          path: r.path,
          title: r.title,
          soon: !r.built,
          icon: menuIcon(group?.icon),
        }))}
      />
    </PageFrame>
  );
}
