import type { ParameterSpec } from '@bus/domain';
import type { TFunction } from 'i18next';

/** i18next reads '.' and ':' in a key as path and namespace separators. */
function safeKey(text: string): string {
  return text.replace(/[.:]/g, '_');
}

/** The member a dotted ensemble parameter belongs to ('prophet' of 'prophet.growth'), if any. */
export function memberOf(name: string): { member: string | null; leaf: string } {
  const dot = name.indexOf('.');
  return dot < 0
    ? { member: null, leaf: name }
    : { member: name.slice(0, dot), leaf: name.slice(dot + 1) };
}

/** The field's label in the user's language ('변화점 유연성'); the member's name leads a dotted one. */
export function paramLabel(name: string, t: TFunction): string {
  const { member, leaf } = memberOf(name);
  const label = t(`forecastParams:${safeKey(leaf)}.label`, { defaultValue: leaf });
  return member
    ? `${t(`forecast:models.${member}.name`, { defaultValue: member })} · ${label}`
    : label;
}

/** One line on what the parameter does (spec §3 table, in plain words). */
export function paramHelp(name: string, t: TFunction): string {
  const { leaf } = memberOf(name);
  return t(`forecastParams:${safeKey(leaf)}.help`, { defaultValue: '' });
}

/** An enum option's label ('linear' → '직선 추세'), or the option itself. */
export function optionLabel(name: string, option: string, t: TFunction): string {
  const { leaf } = memberOf(name);
  // Options several fields share (auto, true, false) have one label under `common`.
  const common = t(`forecastParams:options.common.${safeKey(option)}`, { defaultValue: option });
  return t(`forecastParams:options.${safeKey(leaf)}.${safeKey(option)}`, { defaultValue: common });
}

/** The range and default under a field: '0.001 ~ 0.5 · 기본 0.05'. */
export function rangeText(spec: ParameterSpec, t: TFunction): string {
  if (spec.kind === 'number') {
    return t('forecast:params.range', { min: spec.min, max: spec.max, default: spec.default });
  }
  if (spec.kind === 'enum') {
    return t('forecast:params.default', { default: optionLabel(spec.name, spec.default, t) });
  }
  return t('forecast:params.default', {
    default: t(spec.default ? 'forecast:params.on' : 'forecast:params.off'),
  });
}
