/** A short two-tone beep through WebAudio (no sound file to ship); silent where audio is blocked. */
export function playNotificationSound(): void {
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.gain.setValueAtTime(0.08, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.35);
    gain.connect(context.destination);
    [880, 1320].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(context.currentTime + index * 0.12);
      oscillator.stop(context.currentTime + index * 0.12 + 0.12);
    });
    setTimeout(() => void context.close(), 600);
  } catch (error) {
    console.warn('Notification sound could not play', error);
  }
}

export function desktopNotificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** platform.md §2.4: desktop notification permission is requested on load. */
export function requestDesktopPermission(): void {
  if (!desktopNotificationsSupported() || Notification.permission !== 'default') return;
  Notification.requestPermission().catch((error: unknown) => {
    console.warn('Desktop notification permission request failed', error);
  });
}

/** Shows a system notification when the user allowed them. */
export function showDesktopNotification(alert: {
  id: string;
  title: string;
  body: string;
  sticky: boolean;
}): void {
  if (!desktopNotificationsSupported() || Notification.permission !== 'granted') return;
  try {
    // The tag stops a second tab from showing the same notification twice.
    new Notification(alert.title, {
      body: alert.body,
      requireInteraction: alert.sticky,
      tag: alert.id,
    });
  } catch (error) {
    console.warn('Desktop notification failed', error);
  }
}
