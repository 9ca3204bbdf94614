import { WarningFilled } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewField } from '../lib/review';

/**
 * A value OCR could not settle (issue 13 §5): warning colour, an icon and a tooltip asking for a
 * check against the original. Without `marked` the value shows as it is.
 */
export function ReviewMark({
  field,
  marked,
  children,
}: {
  field: ReviewField;
  marked: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('financial');
  if (!marked) return children;
  const text = t('accounts.reviewMarker');
  return (
    <Tooltip title={text}>
      <span className="fdc-review" data-review={field}>
        <WarningFilled className="fdc-review-icon" role="img" aria-label={text} />
        {children}
      </span>
    </Tooltip>
  );
}
