import { Alert } from 'antd';

/** A server error above a form, announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} role="alert" className="form-error" />;
}
