import { Button, DatePicker, Drawer, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardFilter } from '../api/keys';

type Values = { author?: string; startDate?: Dayjs | null; endDate?: Dayjs | null };
type Props = {
  open: boolean;
  filter: BoardFilter;
  onApply: (patch: Pick<BoardFilter, 'author' | 'startDate' | 'endDate'>) => void;
  onClose: () => void;
};

const DAY = 'YYYY-MM-DD';

/** §2 advanced search: author, start date, end date. */
export function AdvancedSearchDrawer({ open, filter, onApply, onClose }: Props) {
  const { t } = useTranslation('board');
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({
      author: filter.author ?? '',
      startDate: filter.startDate ? dayjs(filter.startDate) : null,
      endDate: filter.endDate ? dayjs(filter.endDate) : null,
    });
  }, [open, filter, form]);

  const submit = (values: Values) => {
    onApply({
      author: values.author?.trim() ?? '',
      startDate: values.startDate?.format(DAY) ?? '',
      endDate: values.endDate?.format(DAY) ?? '',
    });
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('advanced.title')}
      destroyOnHidden
      data-testid="board-advanced-drawer"
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="author" label={t('advanced.author')}>
          <Input
            placeholder={t('advanced.authorPlaceholder')}
            data-testid="board-advanced-author"
          />
        </Form.Item>
        <Form.Item name="startDate" label={t('advanced.startDate')}>
          <DatePicker className="board-date" data-testid="board-advanced-start" />
        </Form.Item>
        <Form.Item
          name="endDate"
          label={t('advanced.endDate')}
          dependencies={['startDate']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: Dayjs | null | undefined) => {
                const start: Dayjs | null | undefined = getFieldValue('startDate');
                return value && start && value.isBefore(start, 'day')
                  ? Promise.reject(new Error(t('advanced.dateOrder')))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <DatePicker className="board-date" data-testid="board-advanced-end" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="board-advanced-apply">
            {t('advanced.apply')}
          </Button>
          <Button
            onClick={() => form.setFieldsValue({ author: '', startDate: null, endDate: null })}
          >
            {t('advanced.reset')}
          </Button>
        </Space>
      </Form>
    </Drawer>
  );
}
