import { CloudUploadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';

/** Where financial statements are uploaded (platform.md §2.9). */
const DATA_CENTER_PATH = '/financial-data-center';

type DataPromptProps = {
  /** Screen-specific explanation; the generic one is shown when omitted. */
  description?: ReactNode;
};

/**
 * Shown by screens that need company financial data when none exists yet (platform.md §2.9):
 * asks the user to upload statements and links to the financial data center.
 */
export function DataPrompt({ description }: DataPromptProps) {
  const { t } = useTranslation('dataPrompt');
  const href = useHref(DATA_CENTER_PATH);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(DATA_CENTER_PATH);

  return (
    <Result
      icon={<CloudUploadOutlined />}
      title={t('title')}
      subTitle={description ?? t('description')}
      extra={
        <Button
          type="primary"
          size="large"
          href={href}
          // antd renders a real <a> when href is set, so the anchor event is what arrives here;
          // handing it to react-router keeps the navigation inside the SPA (and lets ctrl-click open a tab).
          onClick={(event) => navigate(event as MouseEvent<HTMLAnchorElement>)}
        >
          {t('action')}
        </Button>
      }
    />
  );
}
