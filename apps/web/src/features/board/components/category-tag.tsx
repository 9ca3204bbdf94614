import { BOARD_CATEGORY_COLORS, type BoardCategory } from '@bus/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** §9 category colours: notice red, general blue, question orange, discussion green. */
export function CategoryTag({ category }: { category: BoardCategory }) {
  const { t } = useTranslation('board');
  return (
    <Tag color={BOARD_CATEGORY_COLORS[category]} data-testid={`board-category-${category}`}>
      {t(`categories.${category}`)}
    </Tag>
  );
}
