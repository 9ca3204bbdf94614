import { BOARD_POPULAR_TAGS_SHOWN } from '@bus/domain';
import { Card, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useBoardTags } from '../api/get-tags';

type Props = { active: string | undefined; onSelect: (tag: string | undefined) => void };

/** §9: the 5 most used tags, each a filter (chosen again, it clears the filter). */
export function PopularTags({ active, onSelect }: Props) {
  const { t } = useTranslation(['board', 'errors']);
  const tags = useBoardTags();
  const shown = tags.data?.tags.slice(0, BOARD_POPULAR_TAGS_SHOWN) ?? [];
  return (
    <Card size="small" title={t('board:tags.title')} data-testid="board-tags">
      {tags.isPending ? <Skeleton active paragraph={{ rows: 1 }} title={false} /> : null}
      {tags.isError ? (
        <Typography.Text type="danger" role="alert">
          {t('board:tags.loadFailed')} {errorMessage(tags.error, t)}
        </Typography.Text>
      ) : null}
      {tags.data && shown.length === 0 ? (
        <Typography.Text type="secondary">{t('board:tags.empty')}</Typography.Text>
      ) : null}
      <div className="board-tag-chips">
        {shown.map(({ tag }) => (
          <Tag.CheckableTag
            key={tag}
            checked={active === tag}
            onChange={(checked) => onSelect(checked ? tag : undefined)}
            aria-label={t('board:list.tagFilter', { tag })}
            data-testid={`board-popular-tag-${tag}`}
          >
            #{tag}
          </Tag.CheckableTag>
        ))}
      </div>
    </Card>
  );
}
