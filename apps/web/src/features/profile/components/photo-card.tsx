import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES, type Profile } from '@bus/domain';
import { Alert, Avatar, Button, Card, Popconfirm, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useFeedback } from '../../../lib/feedback';
import { useRemovePhoto } from '../api/remove-photo';
import { useUploadPhoto } from '../api/upload-photo';
import { photoProblem } from '../lib/photo-check';

const AVATAR_SIZE = 112;
const MAX_MB = PROFILE_PHOTO_MAX_BYTES / (1024 * 1024);

/**
 * The profile photo (data-center-board-admin.md §2: the last upload is kept, on our storage).
 * Type and size are checked before anything is sent; the server checks the bytes again.
 */
export function PhotoCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['profile', 'errors']);
  const { message } = useFeedback();
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = (file: File) => {
    const local = photoProblem(file);
    if (local) {
      setProblem(t(`errors:codes.${local}`));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => message.success(t('photo.uploaded')),
      onError: (error) => setProblem(`${t('photo.uploadFailed')} ${errorMessage(error, t)}`),
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => message.success(t('photo.removed')),
      onError: (error) => setProblem(`${t('photo.removeFailed')} ${errorMessage(error, t)}`),
    });

  return (
    <Card title={t('photo.title')} className="profile-photo-card">
      <div className="profile-photo">
        <Avatar
          size={AVATAR_SIZE}
          src={profile.image ?? undefined}
          icon={<UserOutlined />}
          alt={t('photo.alt', { name: profile.name })}
          data-testid="profile-photo"
        />
        <Space wrap className="profile-photo-actions">
          <Upload
            accept={PROFILE_PHOTO_TYPES.join(',')}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              onFile(file);
              // The call goes through our API client (cookies, problem documents), not antd's.
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="photo-upload">
              {profile.image ? t('photo.change') : t('photo.upload')}
            </Button>
          </Upload>
          {profile.image && (
            <Popconfirm
              title={t('photo.removeConfirm')}
              okText={t('photo.removeOk')}
              cancelText={t('photo.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={onRemove}
            >
              <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
                {t('photo.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
        <Typography.Text type="secondary" className="profile-photo-hint">
          {t('photo.hint', { size: `${MAX_MB}MB` })}
        </Typography.Text>
        {problem && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={problem}
            closable={{ onClose: () => setProblem(null) }}
            data-testid="photo-problem"
          />
        )}
      </div>
    </Card>
  );
}
