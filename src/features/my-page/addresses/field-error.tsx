/** A field's message, tied to its input by id so screen readers read it with the field. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="form-error">
      {message}
    </span>
  ) : null;
}

export const describedBy = (id: string, message: string | undefined) => (message ? { 'aria-invalid': true, 'aria-describedby': id } : {});
