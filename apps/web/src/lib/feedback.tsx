import { message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

export type Feedback = { message: MessageInstance; notification: NotificationInstance };

const FeedbackContext = createContext<Feedback | null>(null);

/**
 * Context-aware toasts (theme and locale of the ConfigProvider) without antd's <App>: <App> also
 * brings Modal, and with it the form engine, into every page's first load (~25 kB gzip).
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const value = useMemo(
    () => ({ message: messageApi, notification: notificationApi }),
    [messageApi, notificationApi],
  );
  return (
    <FeedbackContext.Provider value={value}>
      {messageHolder}
      {notificationHolder}
      {children}
    </FeedbackContext.Provider>
  );
}

/** The message and notification APIs of the nearest FeedbackProvider. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider above it');
  return feedback;
}
