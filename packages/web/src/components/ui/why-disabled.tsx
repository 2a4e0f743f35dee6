import { Tooltip } from 'antd';
import type { ReactElement } from 'react';

/**
 * A button that may be disabled, with the reason shown when the pointer rests on it (a disabled
 * button gets no mouse events: the tooltip sits on a wrapper). Without a reason: the button alone.
 */
export function WhyDisabled({
  reason,
  children,
}: {
  reason?: string | false | null;
  children: ReactElement;
}) {
  if (!reason) return children;
  return (
    <Tooltip title={reason}>
      <span
        style={{ display: 'inline-block', cursor: 'not-allowed' }}
        data-testid="why-disabled"
        data-reason={reason}
      >
        {children}
      </span>
    </Tooltip>
  );
}
