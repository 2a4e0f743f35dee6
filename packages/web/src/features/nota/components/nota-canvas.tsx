import { NOTA_ITEM_ROWS, NOTA_PX, type NotaFont, type NotaLabel } from '@emas/contract/api/nota';
import type { NotaDocument } from '@emas/contract/nota-sample';
import { fillTemplate, isLineTemplate, parseIsi } from '@emas/contract/nota-template';
import type Konva from 'konva';
import { useEffect, useState } from 'react';
import { Group, Image as KonvaImage, Layer, Line, Rect, Stage, Text } from 'react-konva';

/**
 * The invoice canvas: 794 x 397 px (210 x 105 mm). Each label is a draggable group at its position;
 * a click selects it, a double click asks to remove it. Font sizes are points (1 px = 0.75 pt).
 */
const PT_TO_PX = 1 / 0.75;

/** The browser faces of the designer's font styles (DejaVu where the Windows fonts are missing). */
const FACES: Record<NotaFont, { family: string; bold: boolean }> = {
  'Tahoma Bold': { family: 'Tahoma, "DejaVu Sans", Verdana, sans-serif', bold: true },
  'Tahoma Reguler': { family: 'Tahoma, "DejaVu Sans", Verdana, sans-serif', bold: false },
  'Times New Roman': { family: '"Times New Roman", "DejaVu Serif", Times, serif', bold: false },
  Candara: { family: 'Candara, "DejaVu Sans Condensed", "Trebuchet MS", sans-serif', bold: false },
};

function useDataImage(src: string): HTMLImageElement | undefined {
  const [img, setImg] = useState<HTMLImageElement>();
  useEffect(() => {
    if (!/^data:image\/(png|jpe?g);base64,/.test(src.trim())) {
      setImg(undefined);
      return;
    }
    const el = new window.Image();
    el.onload = () => setImg(el);
    el.src = src.trim();
  }, [src]);
  return img;
}

/** A few bars, to tell a barcode apart on the canvas (the printed one is the real Code 128). */
const BARS = [3, 1, 2, 1, 1, 3, 2, 1, 1, 2, 3, 1, 1, 1, 2, 2, 1, 3, 1, 1, 2, 1, 3, 2, 1];

/** What a label shows: its template, or filled with the sample data (item labels: one text a line). */
function shownTexts(label: NotaLabel, sample: NotaDocument | null): string[] {
  const { template } = parseIsi(label.isi);
  if (!sample) return [template.replace(/\\n/g, '\n')];
  if (!isLineTemplate(label.isi)) return [fillTemplate(template, sample.fields)];
  return sample.lines.map((line, i) => fillTemplate(template, sample.fields, { no: String(i + 1), ...line }));
}

function Body({
  label,
  font,
  selected,
  sample,
}: {
  label: NotaLabel;
  font: NotaFont;
  selected: boolean;
  sample: NotaDocument | null;
}) {
  const { width: w, height: h } = label;
  const img = useDataImage(label.jenis === 'gambar' ? label.isi : '');
  switch (label.jenis) {
    case 'line':
      return <Rect width={w} height={Math.max(h, 1)} fill="#111" />;
    case 'barcode': {
      const total = BARS.reduce((s, b) => s + b, 0);
      const unit = w / total;
      const bars: { at: number; width: number }[] = [];
      let x = 0;
      BARS.forEach((b, i) => {
        if (i % 2 === 0) bars.push({ at: x, width: b * unit });
        x += b * unit;
      });
      return (
        <>
          {bars.map((b) => (
            <Rect key={b.at} x={b.at} width={b.width} height={h * 0.75} fill="#111" />
          ))}
          <Text
            y={h * 0.78}
            width={w}
            align="center"
            text={shownTexts(label, sample)[0] ?? ''}
            fontSize={8}
          />
        </>
      );
    }
    case 'qrcode':
      return (
        <>
          <Rect width={w} height={h} stroke="#111" strokeWidth={1} />
          {[0, 1, 2].map((i) => (
            <Rect
              key={i}
              x={i === 1 ? w * 0.66 : 2}
              y={i === 2 ? h * 0.66 : 2}
              width={w * 0.3}
              height={h * 0.3}
              stroke="#111"
              strokeWidth={3}
            />
          ))}
          <Text x={0} y={h / 2 - 5} width={w} align="center" text="QR" fontSize={10} fontStyle="bold" />
        </>
      );
    case 'gambar':
      return img ? (
        <KonvaImage image={img} width={w} height={h} />
      ) : (
        <>
          <Rect width={w} height={h} stroke="#999" dash={[4, 3]} />
          <Text width={w} height={h} align="center" verticalAlign="middle" text="Gambar" fill="#999" />
        </>
      );
    default: {
      const { bold, align } = parseIsi(label.isi);
      const face = FACES[font] ?? FACES['Tahoma Reguler'];
      return (
        <>
          {isLineTemplate(label.isi) && (
            <Rect width={w} height={h * NOTA_ITEM_ROWS} fill="#1677ff" opacity={0.05} listening={false} />
          )}
          {shownTexts(label, sample).map((text, i) => (
            <Text
              // biome-ignore lint/suspicious/noArrayIndexKey: one text per sample line, in order.
              key={i}
              y={i * h}
              width={w}
              // As the PDF: at least one line, and a little slack so n line heights hold n lines.
              height={Math.max(h, label.font_size * PT_TO_PX * 1.2) + label.font_size * PT_TO_PX * 0.3}
              text={text}
              fontFamily={face.family}
              fontStyle={bold || face.bold ? 'bold' : 'normal'}
              fontSize={label.font_size * PT_TO_PX}
              lineHeight={1.15}
              align={align}
              wrap="word"
              ellipsis
              fill={selected ? '#0958d9' : '#111'}
              opacity={i === 0 ? 1 : 0.6}
              listening={i === 0}
            />
          ))}
        </>
      );
    }
  }
}

export type NotaCanvasProps = {
  labels: NotaLabel[];
  /** Fills the labels with example data; null shows the templates. */
  sample: NotaDocument | null;
  font: NotaFont;
  selected: string | null;
  onSelect: (name: string) => void;
  onMove: (name: string, x: number, y: number) => void;
  onRemove: (name: string) => void;
};

const round1 = (v: number) => Math.round(v * 10) / 10;
const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);

export function NotaCanvas({ labels, sample, font, selected, onSelect, onMove, onRemove }: NotaCanvasProps) {
  const W = NOTA_PX.width;
  const H = NOTA_PX.height;
  const grid: number[] = [];
  for (let x = 50; x < W; x += 50) grid.push(x);
  return (
    <div
      data-testid="nota-canvas"
      style={{ width: W + 2, border: '1px solid #bfbfbf', background: '#fff', boxShadow: '0 1px 4px #0002' }}
    >
      <Stage width={W} height={H}>
        <Layer listening={false}>
          {grid.map((x) => (
            <Line key={`v${x}`} points={[x, 0, x, H]} stroke="#f0f0f0" strokeWidth={1} />
          ))}
          {grid
            .filter((y) => y < H)
            .map((y) => (
              <Line key={`h${y}`} points={[0, y, W, y]} stroke="#f0f0f0" strokeWidth={1} />
            ))}
        </Layer>
        <Layer>
          {labels
            .filter((l) => l.status)
            .map((l) => {
              const isSelected = l.name === selected;
              return (
                <Group
                  key={l.name}
                  name={l.name}
                  x={l.position_x}
                  y={l.position_y}
                  draggable
                  dragBoundFunc={(pos) => ({ x: clamp(pos.x, W - 4), y: clamp(pos.y, H - 4) })}
                  onMouseDown={() => onSelect(l.name)}
                  onTap={() => onSelect(l.name)}
                  onDragStart={() => onSelect(l.name)}
                  onDragEnd={(e: Konva.KonvaEventObject<DragEvent>) =>
                    onMove(l.name, round1(e.target.x()), round1(e.target.y()))
                  }
                  onDblClick={() => onRemove(l.name)}
                  onDblTap={() => onRemove(l.name)}
                  onMouseEnter={(e) => {
                    const c = e.target.getStage()?.container();
                    if (c) c.style.cursor = 'move';
                  }}
                  onMouseLeave={(e) => {
                    const c = e.target.getStage()?.container();
                    if (c) c.style.cursor = 'default';
                  }}
                >
                  {/* The hit area and the selection frame. */}
                  <Rect
                    width={l.width}
                    height={Math.max(l.height, 4)}
                    fill="rgba(0,0,0,0.001)"
                    stroke={isSelected ? '#1677ff' : undefined}
                    strokeWidth={isSelected ? 1 : 0}
                    dash={[4, 2]}
                  />
                  <Body label={l} font={font} selected={isSelected} sample={sample} />
                </Group>
              );
            })}
        </Layer>
      </Stage>
    </div>
  );
}
