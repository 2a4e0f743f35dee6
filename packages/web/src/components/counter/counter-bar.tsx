import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import './counter-bar.css';

export type CounterFigure = {
  label: string;
  value: string;
  testId?: string;
  /** Large and coloured: what the cashier must see from a distance (rest to pay, change). */
  tone?: 'due' | 'change' | 'done';
};

/**
 * The counter's bar of totals and its save action. It sticks to the bottom of the window, so the
 * total, what is paid, the rest or change and Simpan stay on screen however long the cart is.
 */
export function CounterBar({ figures, children }: { figures: CounterFigure[]; children: ReactNode }) {
  return (
    <div className="counter-bar" data-testid="counter-bar">
      <Flex gap={24} align="center" wrap style={{ flex: 1, minWidth: 0 }}>
        {figures.map((f) => (
          <div key={f.label} className={`counter-figure${f.tone ? ` counter-figure-${f.tone}` : ''}`}>
            <Typography.Text type="secondary" className="counter-figure-label">
              {f.label}
            </Typography.Text>
            <div className="counter-figure-value" data-testid={f.testId}>
              {f.value}
            </div>
          </div>
        ))}
      </Flex>
      <Flex gap={8} align="center">
        {children}
      </Flex>
    </div>
  );
}
