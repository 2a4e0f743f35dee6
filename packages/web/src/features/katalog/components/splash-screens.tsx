import { EditOutlined } from '@ant-design/icons';
import { firstIssueMessage } from '@emas/contract';
import {
  folderOf,
  type KatalogVarian,
  SPLASH_POSITIONS,
  SPLASH_TYPES,
  type SplashRow,
  splashBody,
} from '@emas/contract/api/katalog';
import { Button, Card, Col, Descriptions, Empty, Form, Image, Input, Row, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { showError } from '../../../components/ui/notify.tsx';
import { SaveModal } from '../../../components/ui/save-modal.tsx';
import { uploadKatalogImage, useKatalogList, useSaveSplash } from '../api/katalog-calls.ts';
import { ImagePicker, type PickedImage } from './image-picker.tsx';

const POSITION_LABEL: Record<string, string> = { TOP: 'Atas', CENTER: 'Tengah', BOTTOM: 'Bawah' };
const TYPE_LABEL: Record<string, string> = { IMAGE: 'Gambar', TEXT: 'Teks' };

/** The four splash screen slots (MEMBER, GUEST-1, GUEST-2, GUEST-3) of a variant, each edited in a modal. */
export function SplashScreens({ varian }: { varian: KatalogVarian }) {
  const list = useKatalogList('SPLASH', varian);
  const [editing, setEditing] = useState<SplashRow | null>(null);
  if (list.isLoading) return <Skeleton active />;
  return (
    <>
      <Row gutter={[16, 16]} data-testid="splash-slots">
        {(list.data ?? []).map((s) => (
          <Col key={s.kode} xs={24} sm={12} lg={6}>
            <Card
              title={s.kode}
              data-testid={`splash-${s.kode}`}
              extra={
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`Edit ${s.kode}`}
                  onClick={() => setEditing(s)}
                >
                  Edit
                </Button>
              }
              cover={
                s.image_url ? (
                  <Image
                    src={`${s.image_url}?w=360`}
                    preview={{ src: s.image_url }}
                    height={220}
                    style={{ objectFit: 'cover' }}
                  />
                ) : (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description="Belum Ada Gambar"
                    style={{ height: 220 }}
                  />
                )
              }
            >
              <Descriptions column={1} size="small">
                <Descriptions.Item label="Text">{s.text || '-'}</Descriptions.Item>
                <Descriptions.Item label="Posisi">
                  {POSITION_LABEL[s.position] ?? s.position}
                </Descriptions.Item>
                <Descriptions.Item label="Tipe">
                  {TYPE_LABEL[s.type_splash] ?? s.type_splash}
                </Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
        ))}
      </Row>
      <SplashModal varian={varian} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

type Values = { text: string; position: string; type_splash: string };

function SplashModal({
  varian,
  editing,
  onClose,
}: {
  varian: KatalogVarian;
  editing: SplashRow | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [images, setImages] = useState<PickedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const save = useSaveSplash(varian);
  useEffect(() => {
    if (!editing) return;
    form.setFieldsValue({ text: editing.text, position: editing.position, type_splash: editing.type_splash });
    setImages(
      editing.image_path && editing.image_url ? [{ path: editing.image_path, url: editing.image_url }] : [],
    );
  }, [editing, form]);

  const submit = async () => {
    if (!editing) return;
    const v = form.getFieldsValue(true) as Values;
    const img = images[0];
    const checked = splashBody.safeParse({ ...v, image_path: img ? (img.path ?? 'PENDING') : '' });
    if (!checked.success) {
      showError(firstIssueMessage(checked.error));
      return;
    }
    let image_path = img?.path ?? '';
    if (img?.file) {
      setUploading(true);
      try {
        image_path = (await uploadKatalogImage(folderOf('SPLASH', varian) ?? 'SPLASHSCREEN', img.file))
          .gambar_path;
      } catch {
        return;
      } finally {
        setUploading(false);
      }
    }
    await save.mutateAsync({ kode: editing.kode, body: { ...checked.data, image_path } });
    onClose();
  };

  return (
    <SaveModal
      open={!!editing}
      title={`Edit Splash Screen ${editing?.kode ?? ''}`}
      saving={uploading || save.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" data-testid="splash-form">
        <Form.Item name="text" label="Text">
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <Form.Item name="position" label="Posisi Text">
          <Select options={SPLASH_POSITIONS.map((p) => ({ value: p, label: POSITION_LABEL[p] }))} />
        </Form.Item>
        <Form.Item name="type_splash" label="Tipe">
          <Select options={SPLASH_TYPES.map((t) => ({ value: t, label: TYPE_LABEL[t] }))} />
        </Form.Item>
        <Form.Item label="Gambar (1241 x 2348)">
          <ImagePicker value={images} onChange={setImages} max={1} testId="splash-image" />
        </Form.Item>
      </Form>
    </SaveModal>
  );
}
