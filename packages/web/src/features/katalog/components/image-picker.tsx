import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { showError } from '../../../components/ui/notify.tsx';
import { checkImageFile } from '../../../lib/image-file.ts';

/** An image of the form: already stored (`path`, `name`, `url`) or newly picked (`file`, preview `url`). */
export type PickedImage = { path?: string; name?: string; url: string; file?: File };

type Props = {
  value: PickedImage[];
  onChange: (v: PickedImage[]) => void;
  /** 1 for one image, more for an item's list. */
  max: number;
  testId?: string;
  width?: number;
};

/** Picks jpg or png files (checked again by the server), shows them, and lets them be removed. */
export function ImagePicker({ value, onChange, max, testId = 'katalog-image', width = 96 }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // Previews of picked files are object URLs: released when they leave the list.
  const owned = useRef(new Set<string>());
  useEffect(() => {
    const live = new Set(value.filter((v) => v.file).map((v) => v.url));
    for (const u of owned.current)
      if (!live.has(u)) {
        URL.revokeObjectURL(u);
        owned.current.delete(u);
      }
  }, [value]);

  const pick = (files: FileList | null) => {
    if (!files?.length) return;
    const next = [...value];
    for (const file of Array.from(files)) {
      const problem = checkImageFile(file);
      if (problem) {
        showError(problem);
        continue;
      }
      const url = URL.createObjectURL(file);
      owned.current.add(url);
      if (max === 1) next.splice(0, next.length, { url, file });
      else if (next.length < max) next.push({ url, file });
    }
    onChange(next);
    if (input.current) input.current.value = '';
  };

  return (
    <Flex gap={8} wrap data-testid={testId}>
      {value.map((img, i) => (
        <Flex key={img.url} vertical align="center" gap={4}>
          <Image
            src={img.url}
            width={width}
            height={Math.round(width * 1.4)}
            style={{ objectFit: 'cover' }}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Hapus Gambar ${i + 1}`}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          />
        </Flex>
      ))}
      {value.length < max || max === 1 ? (
        <Flex vertical justify="center">
          <Button icon={<PlusOutlined />} onClick={() => input.current?.click()}>
            {value.length && max === 1 ? 'Ganti Gambar' : 'Pilih Gambar'}
          </Button>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            JPG / PNG, maks. 5 MB
          </Typography.Text>
        </Flex>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        multiple={max > 1}
        style={{ display: 'none' }}
        data-testid={`${testId}-input`}
        onChange={(e) => pick(e.target.files)}
      />
    </Flex>
  );
}

/** The stored images of a row as picker entries. */
export const storedImages = (paths: string[], names: string[], urls: string[]): PickedImage[] =>
  paths.map((path, i) => ({ path, name: names[i] ?? '', url: urls[i] ?? '' }));
