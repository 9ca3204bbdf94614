import { type EquityPolicy, INVESTMENT_FIELDS, type InvestmentField } from '@bus/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_WARNING_DELAY_MS, type FormValues, fieldWarning } from '../lib/form';
import { messageText } from '../lib/messages';

/**
 * Spec §5 "Field edits": 500 ms after the last change each field outside its range gets its
 * warning (Rd above 50 % and Re above 30 % with their own text), translated.
 */
export function useFieldWarnings(
  values: FormValues | null,
  policy: EquityPolicy,
): Partial<Record<InvestmentField, string>> {
  const { t, i18n } = useTranslation('investment');
  const lng = i18n.resolvedLanguage === 'en' ? 'en' : 'ko';
  const [settled, setSettled] = useState(values);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(values), FIELD_WARNING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values]);
  if (!settled) return {};
  const out: Partial<Record<InvestmentField, string>> = {};
  for (const field of INVESTMENT_FIELDS) {
    const warning = fieldWarning(field, settled[field], policy);
    if (warning) out[field] = messageText(warning, t, lng);
  }
  return out;
}
