import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';

/** A table row's Edit and Hapus buttons, named '<Edit|Hapus> <kode>' for screen readers; no Hapus without `onDelete`. */
export function EditDeleteActions({
  kode,
  onEdit,
  onDelete,
}: {
  kode: string;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  return (
    <Space size={4}>
      <Tooltip title="Edit">
        <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${kode}`} onClick={onEdit} />
      </Tooltip>
      {onDelete && (
        <Tooltip title="Hapus">
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Hapus ${kode}`}
            onClick={onDelete}
          />
        </Tooltip>
      )}
    </Space>
  );
}
