import { Alert } from 'antd';

/** Space below the alert, so it never touches the first field (auth pages and profile modals). */
const FORM_ERROR_STYLE = { marginBottom: 16 } as const;

/** A server error above a form, announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      role="alert"
      className="form-error"
      style={FORM_ERROR_STYLE}
    />
  );
}
