import { Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The §5 refusal for the typed text, or null when the tags are fine. */
  validate: (text: string | undefined) => string | null;
  /** The tags as they will be stored (normalised, without duplicates). */
  preview: (text: string | undefined) => string[];
};

/** Comma-separated tags, checked as typed (§5 "Tags"), with the stored form shown. */
export function TagsField({ validate, preview }: Props) {
  const { t } = useTranslation('board');
  const form = Form.useFormInstance();
  const text: string | undefined = Form.useWatch('tags', form);
  const tags = preview(text);
  return (
    <Form.Item
      name="tags"
      label={t('form.tags')}
      extra={
        <span>
          {t('form.tagsHelp')}
          {tags.length > 0 ? (
            <span className="board-tags-preview" data-testid="board-tags-preview">
              {' '}
              {t('form.tagsPreview')}
              {tags.map((tag) => (
                <Tag key={tag}>#{tag}</Tag>
              ))}
            </span>
          ) : null}
        </span>
      }
      rules={[
        {
          validator: (_, value: string | undefined) => {
            const error = validate(value);
            return error ? Promise.reject(new Error(error)) : Promise.resolve();
          },
        },
      ]}
    >
      <Input placeholder={t('form.tagsPlaceholder')} data-testid="board-form-tags" />
    </Form.Item>
  );
}
