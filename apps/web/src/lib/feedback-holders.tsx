import { message, notification } from 'antd';
import { useEffect } from 'react';
import type { FeedbackApis } from './feedback';

/**
 * antd's toast holders, inside the ConfigProvider (theme, locale); loaded with the first toast
 * (feedback.tsx). Reports the APIs once the holders are mounted, so no call meets an empty holder.
 */
export function FeedbackHolders({ onReady }: { onReady: (apis: FeedbackApis) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi });
  }, [onReady, messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
