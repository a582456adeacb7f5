import type { DynamicForm } from '../../../lib/upstream/content';
import { t } from '../../../lib/texts';
import { RichTextView } from '../components/rich-text';
import { DynamicFormView, type DynamicFormTexts } from './dynamic-form';

/** The Swedish texts the form island needs, from the catalogue (the island cannot call t()). */
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

/** A form with its title and description; the fields are the client island. */
export function DynamicFormBlock({ form, submitText }: { form: DynamicForm; submitText?: string | undefined }) {
  const headingId = `form-${form.id}-title`;
  return (
    <div className="dynamic-form-block" id={`form-${form.id}`} role="group" aria-labelledby={headingId}>
      <h3 className="dynamic-form-block__title" id={headingId}>{form.formTitle ?? form.title}</h3>
      <RichTextView text={form.description} className="dynamic-form-block__description" />
      <DynamicFormView formId={form.id} inputs={form.inputs} submitText={form.submitText ?? submitText} successMessage={form.successMessage} texts={dynamicFormTexts()} />
    </div>
  );
}
