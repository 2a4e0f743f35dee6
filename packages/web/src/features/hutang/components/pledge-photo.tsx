import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { showError } from '../../../components/ui/notify.tsx';
import { useApiImage } from '../../../lib/api-image.ts';
import { checkImageFile } from '../../../lib/image-file.ts';
import { uploadHutangFoto } from '../api/hutang-calls.ts';

export type PledgePhoto = { gambar: string; url: string };

type Props = {
  value?: PledgePhoto;
  onChange: (v: PledgePhoto | undefined) => void;
  /** What the buttons are named for (screen readers, tests): 'Foto 1'. */
  label: string;
};

/** A pledged piece's photo: picked, uploaded at once to the image store, shown small, removable. */
export function PledgePhotoCell({ value, onChange, label }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const shown = useApiImage(value?.url);

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return showError(problem);
    setBusy(true);
    try {
      const up = await uploadHutangFoto(file);
      onChange({ gambar: up.gambar_path, url: up.url });
    } catch {
      // the error box showed the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex align="center" gap={4}>
      {value ? (
        <>
          <Image src={shown} width={32} height={32} style={{ objectFit: 'cover' }} alt={label} />
          <Tooltip title="Hapus Foto">
            <Button
              size="small"
              type="text"
              icon={<CloseOutlined />}
              aria-label={`Hapus ${label}`}
              onClick={() => onChange(undefined)}
            />
          </Tooltip>
        </>
      ) : (
        <Tooltip title="Ambil / Pilih Foto (JPG / PNG)">
          <Button
            size="small"
            icon={<CameraOutlined />}
            loading={busy}
            aria-label={label}
            onClick={() => input.current?.click()}
          />
        </Tooltip>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        capture="environment"
        style={{ display: 'none' }}
        data-testid={`input-${label.replace(/\s+/g, '-').toLowerCase()}`}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </Flex>
  );
}
