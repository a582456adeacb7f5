export { sv, type TextTree } from './sv';
export {
  t,
  isTextKey,
  allTextKeys,
  composeErrorMessage,
  type TextKey,
  type TextParams,
} from './translate';
