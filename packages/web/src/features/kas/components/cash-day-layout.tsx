import { Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import { DayField } from './day-field.tsx';

type Props = { entry: ReactNode; tanggal?: string; onTanggal: (v: string) => void; children: ReactNode };

/** Uang Kas / Uang Bank: the input card on the left; the day picker and the day's lists on the right. */
export function CashDayLayout({ entry, tanggal, onTanggal, children }: Props) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        {entry}
      </Col>
      <Col xs={24} lg={15}>
        <Flex vertical gap={16}>
          <DayField value={tanggal} onChange={onTanggal} />
          {children}
        </Flex>
      </Col>
    </Row>
  );
}
