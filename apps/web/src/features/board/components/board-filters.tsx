import { FilterOutlined } from '@ant-design/icons';
import { BOARD_CATEGORY_COLORS, BOARD_SORTS, type BoardCategory } from '@bus/domain';
import { Badge, Button, Input, Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardFilter } from '../api/keys';

/** The search waits this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  filter: BoardFilter;
  categories: readonly BoardCategory[];
  onChange: (patch: Partial<BoardFilter>) => void;
  onAdvanced: () => void;
};

/** Category (with its colour), sort, search box and the advanced-search entry (§2). */
export function BoardFilters({ filter, categories, onChange, onAdvanced }: Props) {
  const { t } = useTranslation('board');
  const [text, setText] = useState(filter.search ?? '');

  // A reset or a shared link changes the URL: the box follows.
  useEffect(() => setText(filter.search ?? ''), [filter.search]);

  useEffect(() => {
    if (text.trim() === (filter.search ?? '')) return;
    const timer = setTimeout(() => onChange({ search: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filter.search, onChange]);

  const active = [
    filter.tag
      ? { key: 'tag', label: t('filters.tag', { tag: filter.tag }), clear: { tag: '' } }
      : null,
    filter.author
      ? {
          key: 'author',
          label: t('filters.author', { author: filter.author }),
          clear: { author: '' },
        }
      : null,
    filter.startDate || filter.endDate
      ? {
          key: 'period',
          label: t('filters.period', { from: filter.startDate ?? '', to: filter.endDate ?? '' }),
          clear: { startDate: '', endDate: '' },
        }
      : null,
  ].filter((chip) => chip !== null);

  return (
    <section className="board-filters" aria-label={t('filters.label')}>
      <div className="board-filters__row">
        <Select
          className="board-filters__category"
          value={filter.category ?? ''}
          onChange={(category: string) => onChange({ category })}
          aria-label={t('filters.category')}
          data-testid="board-filter-category"
          options={[
            { value: '', label: t('categories.all') },
            ...categories.map((category) => ({
              value: category,
              label: (
                <Badge color={BOARD_CATEGORY_COLORS[category]} text={t(`categories.${category}`)} />
              ),
            })),
          ]}
        />
        <Select
          className="board-filters__sort"
          value={filter.sort}
          onChange={(sort) => onChange({ sort })}
          aria-label={t('filters.sort')}
          data-testid="board-filter-sort"
          options={BOARD_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
        />
        <Input.Search
          className="board-filters__search"
          allowClear
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => onChange({ search: value.trim() })}
          placeholder={t('filters.searchPlaceholder')}
          aria-label={t('filters.search')}
          data-testid="board-search"
        />
        <Button icon={<FilterOutlined />} onClick={onAdvanced} data-testid="board-advanced">
          {t('filters.advanced')}
        </Button>
      </div>
      {active.length > 0 ? (
        <div className="board-filters__active">
          {active.map((chip) => (
            <Tag key={chip.key} closable onClose={() => onChange(chip.clear)}>
              {chip.label}
            </Tag>
          ))}
          <Button
            type="link"
            size="small"
            onClick={() =>
              onChange({
                tag: '',
                author: '',
                startDate: '',
                endDate: '',
                search: '',
                category: '',
              })
            }
          >
            {t('filters.reset')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
