import type { FormInput } from '../../../lib/upstream/content/content-model';

export interface FieldTexts {
  required: string;
  choose: string;
}

interface FormFieldProps {
  formId: string;
  input: FormInput;
  error: string | undefined;
  texts: FieldTexts;
}

const NATIVE_TYPES = { text: 'text', email: 'email', tel: 'tel', number: 'text', date: 'date' } as const;

/**
 * One input of a dynamic form with its label, hint of being required and error message, wired
 * with aria-invalid/aria-describedby so a screen reader hears the error with the field.
 */
export function FormField({ formId, input, error, texts }: FormFieldProps) {
  const id = `${formId}-${input.id}`;
  const errorId = `${id}-error`;
  const describedBy = error ? { 'aria-describedby': errorId, 'aria-invalid': true as const } : {};
  const common = { id, name: input.id, ...describedBy, ...(input.required ? { required: true, 'aria-required': true as const } : {}) };
  const label = (
    <>
      {input.title}
      {input.required ? <span className="form-field__required"> ({texts.required})</span> : null}
    </>
  );
  const message = error ? <p className="form-field__error" id={errorId}>{error}</p> : null;

  if (input.type === 'radio' || (input.type === 'checkbox' && input.options.length > 0)) {
    return (
      <fieldset className="form-field form-field--choices" {...describedBy}>
        <legend>{label}</legend>
        {input.options.map((option, index) => (
          <label key={option} className="form-choice">
            <input type={input.type} name={input.id} value={option} id={index === 0 ? id : `${id}-${index}`} {...(input.type === 'radio' && input.required ? { required: true } : {})} />
            {option}
          </label>
        ))}
        {message}
      </fieldset>
    );
  }
  if (input.type === 'checkbox') {
    return (
      <div className="form-field form-field--consent">
        <label className="form-choice">
          <input type="checkbox" value="true" {...common} />
          {label}
        </label>
        {message}
      </div>
    );
  }
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {input.type === 'textarea' ? (
        <textarea rows={5} {...common} {...(input.placeholder ? { placeholder: input.placeholder } : {})} />
      ) : input.type === 'select' ? (
        <select {...common} defaultValue="">
          <option value="" disabled>{texts.choose}</option>
          {input.options.map((option) => (
            <option key={option} value={option}>{option}</option>
          ))}
        </select>
      ) : (
        <input
          type={NATIVE_TYPES[input.type]}
          {...(input.type === 'number' ? { inputMode: 'decimal' as const } : {})}
          {...(input.type === 'email' ? { autoComplete: 'email' } : input.type === 'tel' ? { autoComplete: 'tel' } : {})}
          {...common}
          {...(input.placeholder ? { placeholder: input.placeholder } : {})}
        />
      )}
      {message}
    </div>
  );
}
