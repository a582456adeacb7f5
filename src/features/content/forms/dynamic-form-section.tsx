import type { DynamicForm } from '../../../lib/upstream/content';
import { RichTextView } from '../components/rich-text';
import { DynamicFormView } from './dynamic-form';
import { dynamicFormTexts } from './form-texts';

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
