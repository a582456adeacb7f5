import { t } from '../../../lib/texts';
import type { DynamicFormTexts } from './dynamic-form';

/**
 * The Swedish texts of a dynamic form from the catalogue: the island cannot call t() itself, and
 * the edge route that checks submissions must use the very same messages.
 */
export function dynamicFormTexts(): DynamicFormTexts {
  return {
    submit: t('content.forms.submit'),
    sending: t('content.forms.sending'),
    sent: t('content.forms.sent'),
    failed: t('content.forms.failed'),
    checkFields: t('content.forms.checkFields'),
    required: t('content.forms.required'),
    choose: t('content.forms.choose'),
    messages: {
      required: t('content.forms.errors.required'),
      email: t('content.forms.errors.email'),
      number: t('content.forms.errors.number'),
      tel: t('content.forms.errors.tel'),
      date: t('content.forms.errors.date'),
      choice: t('content.forms.errors.choice'),
      tooLong: t('content.forms.errors.tooLong'),
    },
  };
}
