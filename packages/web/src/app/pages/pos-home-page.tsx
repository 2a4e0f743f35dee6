import { Typography } from 'antd';
import { useState } from 'react';
import { PageFrame } from '../../components/ui/page-frame.tsx';
import { useSession } from '../../lib/session.ts';
import { menuIcon } from '../layout/menu-icons.tsx';
import { visibleMenu } from '../routing/visible-menu.ts';
import { MenuCardGrid } from './menu-card-grid.tsx';

/**
 * The POS-mode home: large tiles of the menu groups the user may open. A group with a sub-menu page
 * opens it; the others unfold their pages below the tiles.
 */
export function PosHomePage() {
  const { user } = useSession();
  const groups = user ? visibleMenu(user) : [];
  const [open, setOpen] = useState<string | null>(null);
  const unfolded = groups.find((g) => g.group.key === open);
  return (
    <PageFrame title="Home" bare>
      <MenuCardGrid
        large
        cards={groups.map(({ group, routes }) => ({
          path: group.subMenuPath ?? `#${group.key}`,
          title: group.title,
          icon: menuIcon(group.icon),
          note: `${routes.length} menu`,
          onClick: group.subMenuPath ? undefined : () => setOpen(open === group.key ? null : group.key),
          active: open === group.key,
        }))}
      />
      {unfolded && (
        <section style={{ marginTop: 24 }} aria-label={unfolded.group.title}>
          <Typography.Title level={4}>{unfolded.group.title}</Typography.Title>
          <MenuCardGrid
            cards={unfolded.routes.map((r) => ({ path: r.path, title: r.title, soon: !r.built }))}
          />
        </section>
      )}
    </PageFrame>
  );
}
