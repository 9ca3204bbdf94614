import type { CustomDriver } from '@bus/domain';
import { useTranslation } from 'react-i18next';

const STANDARD: readonly string[] = ['distance_km', 'vehicles_operated', 'vehicles_owned'];

/**
 * Names a driver key: the standard ones in the reader's language, a custom one (`custom:<key>`) by
 * the name the user gave it (its key when the set no longer defines it).
 */
export function useDriverLabel(customDrivers: readonly CustomDriver[]): (driver: string) => string {
  const { t } = useTranslation('costAllocation');
  return (driver) => {
    if (STANDARD.includes(driver)) return t(`drivers.${driver}`);
    const key = driver.startsWith('custom:') ? driver.slice('custom:'.length) : driver;
    return customDrivers.find((item) => item.key === key)?.name || key;
  };
}
