export {
  formatPrice,
  formatNumber,
  formatPercent,
  formatQuantity,
  type NumberFormatOptions,
} from './format-number';
export { parseDecimal, normalizeDecimalComma } from './parse-decimal';
export { formatDate, isoDatePart } from './format-date';
export { formatUnitQuantity, isKnownUnit, unitName } from './units';
